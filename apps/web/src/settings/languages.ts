import type { Locale } from '@rec/domain';

// Each language is offered in its own name, as language pickers do everywhere: a user who
// cannot read the current language must still find theirs. These are therefore not translated.
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  pt: 'Português',
  en: 'English',
  zh: '中文',
  ar: 'العربية',
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
};
