// A resource's texts live beside its definition, all languages in one file
// (packages/domain/src/resources/defs/<name>.texts.json, ADR 0094): keyed by language, then by
// the id's tail, since every id of a resource starts `resources.<name>.` (define.ts derives them).
export type TextsFile = Readonly<Record<string, Readonly<Record<string, string>>>>;

const TEXTS_FILE = /(?:^|[\\/])([a-z_]+)\.texts\.json$/;

/** The resource a texts file belongs to, from its name (`sources.texts.json` → `sources`). */
export const resourceOfTextsFile = (file: string): string | null => TEXTS_FILE.exec(file)?.[1] ?? null;

/** One language's texts of a resource, under the ids the screens ask for. */
export const idsOf = (name: string, texts: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [`resources.${name}.${key}`, text]));
