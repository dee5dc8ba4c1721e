import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// Imports with extensions: the Vite config loads this file too (build/resource-texts.ts).
import { failuresOf, type Templates } from './resource-texts/failures.ts';
import { idsOf, resourceOfTextsFile, type TextsFile, textsIn } from './resource-texts/ids.ts';
import { routeLabelsOf } from './resource-texts/routes.ts';

// The message files of one language (messages/<locale>/<ns>.json) and the resources' texts files
// (defs/<name>.texts.json, ADR 0094) with their failure lines, merged: for tests, scripts, the build.
export const MESSAGES_DIR = path.join(import.meta.dirname, 'messages');
export const TEXTS_DIR = path.join(import.meta.dirname, '../../../../packages/domain/src/resources/defs');
export const TEMPLATES_FILE = path.join(import.meta.dirname, 'failure-templates.json');

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Every resource's texts file, by resource name. */
export const readTextsFiles = (): Record<string, TextsFile> =>
  Object.fromEntries(
    readdirSync(TEXTS_DIR).flatMap((file) => {
      const name = resourceOfTextsFile(file);
      return name ? [[name, readJson<TextsFile>(path.join(TEXTS_DIR, file))]] : [];
    }),
  );

/** One language's texts of every resource, under their full ids. */
export const readResourceTexts = (locale: string): Record<string, string> =>
  Object.assign({}, ...Object.entries(readTextsFiles()).map(([name, file]) => idsOf(name, textsIn(file, locale))));

export const readTemplates = (): Templates => readJson<Templates>(TEMPLATES_FILE);

/** One language's failure lines of every resource, from the templates and the resources' nouns. */
export const readResourceFailures = (locale: string): Record<string, string> => {
  const templates = readTemplates();
  return Object.assign(
    {},
    ...Object.entries(readTextsFiles()).map(([name, file]) => failuresOf(name, file, locale, templates)),
  );
};

/** One language's route labels of the catalogues whose screens their registration derives. */
export const readRouteLabels = (locale: string): Record<string, string> =>
  Object.assign({}, ...Object.entries(readTextsFiles()).map(([name, file]) => routeLabelsOf(name, file, locale)));

export const readLocale = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(path.join(MESSAGES_DIR, locale))
      .filter((name) => name.endsWith('.json'))
      .map((name) => readJson<Record<string, string>>(path.join(MESSAGES_DIR, locale, name))),
    readResourceTexts(locale),
    readResourceFailures(locale),
    readRouteLabels(locale),
  );
