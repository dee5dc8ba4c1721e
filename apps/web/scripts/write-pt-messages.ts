// Writes src/i18n/messages/pt/<namespace>.json from the code: the app's messages and the domain's texts
// the app shows, each with its Portuguese default. Run after adding a message:
//   ../api/node_modules/.bin/tsx scripts/write-pt-messages.ts
// Translators then add the same ids to the other files; the unit test lists what is missing.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_MESSAGES } from '../src/i18n/app-messages';
import { DOMAIN_MESSAGES } from '../src/i18n/domain-messages';
import { namespaceOf } from '../src/i18n/namespaces';

const entries = new Map<string, string>();
for (const { id, defaultMessage } of [...DOMAIN_MESSAGES, ...APP_MESSAGES]) {
  const seen = entries.get(id);
  if (seen !== undefined && seen !== defaultMessage)
    throw new Error(`${id} has two texts: "${seen}" / "${defaultMessage}"`);
  entries.set(id, defaultMessage);
}
const dir = path.join(import.meta.dirname, '../src/i18n/messages/pt');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const byNamespace = new Map<string, [string, string][]>();
for (const entry of [...entries].sort(([a], [b]) => a.localeCompare(b))) {
  const ns = namespaceOf(entry[0]);
  byNamespace.set(ns, [...(byNamespace.get(ns) ?? []), entry]);
}
for (const [ns, list] of byNamespace)
  writeFileSync(path.join(dir, `${ns}.json`), `${JSON.stringify(Object.fromEntries(list), null, 2)}\n`);
console.log(`${entries.size} messages in ${byNamespace.size} files → ${path.relative(process.cwd(), dir)}`);
