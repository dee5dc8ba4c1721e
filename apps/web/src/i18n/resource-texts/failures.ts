import { type Texts, type TextsFile, textsIn } from './ids.ts';

// The failure lines of a resource ("Erro ao listar fontes de energia") are not written per
// resource: each language has one template per action (i18n/failure-templates.json) and a
// resource gives its nouns, `@one` for one record and `@many` for the list; `@<action>` overrides
// a line where a translation words it otherwise. Which actions a resource has is the file's
// `failures` (the domain's catalogue has the same; the completeness test compares them).
export type Templates = Readonly<Record<string, Texts>>;

const NOUN = /\{(one|many)\}/;

export const failureActions = (file: TextsFile): readonly string[] =>
  Array.isArray(file.failures) ? (file.failures as string[]) : [];

const lineOf = (texts: Texts, template: string | undefined, action: string): string | null => {
  const own = texts[`@${action}`];
  if (own !== undefined) return own;
  const noun = template ? texts[`@${NOUN.exec(template)?.[1]}`] : undefined;
  // No template or no noun: the line is missing, which the completeness test reports.
  return template && noun !== undefined ? template.replace(NOUN, noun) : null;
};

/** A resource's failure lines in one language, under their catalogue ids (`errors.<name>.<action>`). */
export const failuresOf = (name: string, file: TextsFile, locale: string, templates: Templates) => {
  const texts = textsIn(file, locale);
  return Object.fromEntries(
    failureActions(file).flatMap((action) => {
      const line = lineOf(texts, templates[locale]?.[action], action);
      return line === null ? [] : [[`errors.${name}.${action}`, line]];
    }),
  );
};
