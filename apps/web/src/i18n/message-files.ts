import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The message files of one language (messages/<locale>/<ns>.json), merged: for tests and scripts.
export const MESSAGES_DIR = path.join(import.meta.dirname, 'messages');

export const readLocale = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(path.join(MESSAGES_DIR, locale))
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(path.join(MESSAGES_DIR, locale, name), 'utf8'))),
  );
