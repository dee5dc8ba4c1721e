import type { Locale } from '@rec/domain';
import type { MessageFormatElement } from 'react-intl';

// The build compiles each message file to ICU ASTs (build/precompiled-messages.ts), so react-intl
// runs without a parser; the files themselves stay plain texts (what the tests and translators read).
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

// Every language loads on demand, one chunk each, pt included: the Portuguese defaultMessage in
// code would need the parser, the compiled pt.json does not.
const LOADERS: Readonly<Record<Locale, () => Promise<{ default: Messages }>>> = {
  pt: () => import('./messages/pt.json'),
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
  ar: () => import('./messages/ar.json'),
  it: () => import('./messages/it.json'),
  es: () => import('./messages/es.json'),
  fr: () => import('./messages/fr.json'),
};

export const loadMessages = async (locale: Locale): Promise<Messages> => (await LOADERS[locale]()).default;
