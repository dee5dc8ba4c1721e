import type { Locale } from '@rec/domain';
import type { MessageFormatElement } from 'react-intl';
import { PUBLIC_NAMESPACES, RESOURCE_NAMESPACE } from './namespaces';

// The build compiles each message file to ICU ASTs (build/precompiled-messages.ts), so react-intl
// runs without a parser; the files themselves stay plain texts (what the tests and translators read).
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;
export type Scope = 'public' | 'all';

type Loader = () => Promise<{ default: Messages }>;
// One chunk per language and namespace, pt included: the Portuguese defaultMessage in code would
// need the parser, the compiled pt files do not.
// A resource's texts are not in this table: they live beside its definition and load with it
// (resource-messages.ts, ADR 0094).
const FILES = import.meta.glob<{ default: Messages }>('./messages/*/*.json');

// Namespaces only one view needs load with that view (i18n/NamespaceMessages.tsx), not with the
// signed-in app: the dashboard's widget texts come with the dashboard, the reports' columns and
// filters with the report view. A resource's texts load with its definition (resource-messages.ts).
export const VIEW_NAMESPACES: readonly string[] = ['dashboard', 'reports'];
const onDemand = (ns: string) => VIEW_NAMESPACES.includes(ns) || ns.startsWith(RESOURCE_NAMESPACE);

const inScope = (ns: string, scope: Scope | { only: string }): boolean =>
  typeof scope === 'object' ? ns === scope.only : scope === 'all' ? !onDemand(ns) : PUBLIC_NAMESPACES.includes(ns);

const filesOf = (locale: Locale, scope: Scope | { only: string }): Loader[] =>
  Object.entries(FILES)
    .filter(([file]) => {
      const [, , lang, name] = file.split('/');
      return lang === locale && inScope((name ?? '').replace(/\.json$/, ''), scope);
    })
    .map(([, load]) => load);

const loadAll = async (locale: Locale, scope: Scope | { only: string }): Promise<Messages> =>
  Object.assign({}, ...(await Promise.all(filesOf(locale, scope).map(async (load) => (await load()).default))));

// pt is the source: a key missing in another language shows its pt text, never its id.
export const withPtBeneath = async (locale: Locale, load: (lang: Locale) => Promise<Messages>): Promise<Messages> => {
  const [pt, own] = await Promise.all([load('pt'), locale === 'pt' ? {} : load(locale)]);
  return { ...pt, ...own } as Messages;
};

export const loadMessages = (locale: Locale, scope: Scope | { only: string } = 'public'): Promise<Messages> =>
  withPtBeneath(locale, (lang) => loadAll(lang, scope));

// A missing translation falls back to the pt default; the completeness test is what guards it.
export const ignoreMissing = (error: { code?: string }) => {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
};
