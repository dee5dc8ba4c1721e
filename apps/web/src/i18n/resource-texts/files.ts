import type { Locale } from '@rec/domain';
import type { Messages } from '../load-messages';

export type TextFiles = Record<string, () => Promise<{ default: Messages }>>;

// One table per language, loaded with the first resource a signed-in screen needs: a page carries
// the map of its own language's resource files only (a map of all 7 weighed 2 kB gzip).
export const RESOURCE_TEXT_FILES: Readonly<Record<Locale, () => Promise<{ FILES: TextFiles }>>> = {
  pt: () => import('./pt'),
  en: () => import('./en'),
  es: () => import('./es'),
  fr: () => import('./fr'),
  it: () => import('./it'),
  zh: () => import('./zh'),
  ar: () => import('./ar'),
};
