import { DEFAULT_LOCALE, type Locale, type ResourceName } from '@rec/domain';
import { type Messages, withPtBeneath } from './load-messages';
import { RESOURCE_TEXT_FILES } from './resource-texts/files';
import { resourceOfTextsFile } from './resource-texts/ids';

// Each resource's texts (defs/<name>.texts.json beside its definition, ADR 0094) load with it: a
// route's own and those its screen reads (app/route-resources.ts), or one a component asks for
// later (app/use-resources.ts). A signed-in page then carries the texts of its screens only, not
// of all 31 resources (ADR 0053). LocalizedProviders adds them to the app's messages.
let locale: Locale = DEFAULT_LOCALE;
let messages: Messages = {};
const loaded = new Set<ResourceName>();
const listeners = new Set<() => void>();

// One language's texts of these resources (a resource without texts has no file), pt beneath.
const textsIn = async (lang: Locale, names: readonly ResourceName[]): Promise<Messages> => {
  const { FILES } = await RESOURCE_TEXT_FILES[lang]();
  const wanted = new Set<string>(names);
  const files = Object.entries(FILES).flatMap(([file, load]) =>
    wanted.has(resourceOfTextsFile(file) ?? '') ? [load] : [],
  );
  return Object.assign({}, ...(await Promise.all(files.map(async (load) => (await load()).default))));
};
const fetchTexts = (forLocale: Locale, names: readonly ResourceName[]): Promise<Messages> =>
  withPtBeneath(forLocale, (lang) => textsIn(lang, names));

const publish = (next: Messages) => {
  messages = next;
  for (const listener of listeners) listener();
};

export const hasResourceMessages = (name: ResourceName): boolean => loaded.has(name);

/** The texts of these resources in the current language, once each. */
export const loadResourceMessages = async (names: readonly ResourceName[]): Promise<void> => {
  const missing = names.filter((name) => !loaded.has(name));
  if (missing.length === 0) return;
  const forLocale = locale;
  const texts = await fetchTexts(forLocale, missing);
  // The language switched meanwhile: these texts are of the old one.
  if (forLocale !== locale) return loadResourceMessages(names);
  for (const name of missing) loaded.add(name);
  publish({ ...messages, ...texts } as Messages);
};

/** Another language: the resources loaded so far, in it; the old texts stay until they arrive. */
export const setResourceLocale = async (next: Locale): Promise<void> => {
  if (next === locale) return;
  locale = next;
  const texts = await fetchTexts(next, [...loaded]);
  if (next === locale) publish(texts);
};

export const subscribeResourceMessages = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const resourceMessages = (): Messages => messages;
