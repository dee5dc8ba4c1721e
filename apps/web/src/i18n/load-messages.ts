import type { Locale } from '@rec/domain';
import type { MessageFormatElement } from 'react-intl';
import { PUBLIC_NAMESPACES } from './namespaces';

// The build compiles each message file to ICU ASTs (build/precompiled-messages.ts), so react-intl
// runs without a parser; the files themselves stay plain texts (what the tests and translators read).
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
export type Scope = 'public' | 'all';

type Loader = () => Promise<{ default: Messages }>;
// One chunk per language and namespace, pt included: the Portuguese defaultMessage in code would
// need the parser, the compiled pt files do not.
const FILES = import.meta.glob<{ default: Messages }>('./messages/*/*.json');

const filesOf = (locale: Locale, scope: Scope): Loader[] =>
  Object.entries(FILES)
    .filter(([file]) => {
      const [, , lang, name] = file.split('/');
      const ns = (name ?? '').replace(/\.json$/, '');
      return lang === locale && (scope === 'all' || PUBLIC_NAMESPACES.includes(ns));
    })
    .map(([, load]) => load);

const loadAll = async (locale: Locale, scope: Scope): Promise<Messages> =>
  Object.assign({}, ...(await Promise.all(filesOf(locale, scope).map(async (load) => (await load()).default))));

// pt is the source: a key missing in another language shows its pt text, never its id.
export const loadMessages = async (locale: Locale, scope: Scope = 'public'): Promise<Messages> => {
  const [pt, own] = await Promise.all([loadAll('pt', scope), locale === 'pt' ? {} : loadAll(locale, scope)]);
  return { ...pt, ...own } as Messages;
};
