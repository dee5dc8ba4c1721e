// A resource's texts live beside its definition, all languages in one file
// (packages/domain/src/resources/defs/<name>.texts.json, ADR 0094): keyed by language, then by
// the id's tail, since every id of a resource starts `resources.<name>.` (define.ts derives them).
// Keys starting with `@` are not messages: the nouns and overrides of its failure lines (failures.ts).
export type TextsFile = Readonly<Record<string, unknown>>;
export type Texts = Readonly<Record<string, string>>;

const TEXTS_FILE = /(?:^|[\\/])([a-z_]+)\.texts\.json$/;

/** The resource a texts file belongs to, from its name (`sources.texts.json` → `sources`). */
export const resourceOfTextsFile = (file: string): string | null => TEXTS_FILE.exec(file)?.[1] ?? null;

/** One language's entries of a texts file, `@` keys included. */
export const textsIn = (file: TextsFile, locale: string): Texts => (file[locale] ?? {}) as Texts;

/** One language's texts of a resource, under the ids the screens ask for. */
export const idsOf = (name: string, texts: Texts): Record<string, string> =>
  Object.fromEntries(
    Object.entries(texts).flatMap(([key, text]) => (key.startsWith('@') ? [] : [[`resources.${name}.${key}`, text]])),
  );
