// Writes src/i18n/messages/pt.json from the code: the app's messages and the domain's texts
// the app shows, each with its Portuguese default. Run after adding a message:
//   ../api/node_modules/.bin/tsx scripts/write-pt-messages.ts
// Translators then add the same ids to the other files; the unit test lists what is missing.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_MESSAGES } from '../src/i18n/app-messages';
import { DOMAIN_MESSAGES } from '../src/i18n/domain-messages';

const entries = new Map<string, string>();
for (const { id, defaultMessage } of [...DOMAIN_MESSAGES, ...APP_MESSAGES]) {
  const seen = entries.get(id);
  if (seen !== undefined && seen !== defaultMessage)
    throw new Error(`${id} has two texts: "${seen}" / "${defaultMessage}"`);
  entries.set(id, defaultMessage);
}
const sorted = Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));
const file = path.join(import.meta.dirname, '../src/i18n/messages/pt.json');
writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${entries.size} messages → ${path.relative(process.cwd(), file)}`);
