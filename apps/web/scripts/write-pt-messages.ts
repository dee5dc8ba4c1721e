// Writes src/i18n/messages/pt/<namespace>.json and the pt part of each resource's texts file
// (packages/domain/src/resources/defs/<name>.texts.json, ADR 0094) from the code: the app's
// messages and the domain's texts the app shows, each with its Portuguese default. Run after
// adding a message:
//   ../api/node_modules/.bin/tsx scripts/write-pt-messages.ts
// Translators then add the same ids to the other languages; the unit tests list what is missing.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FAILURE_MESSAGES, RESOURCE_NAMES } from '@rec/domain';
import { APP_MESSAGES } from '../src/i18n/app-messages';
import { DOMAIN_MESSAGES } from '../src/i18n/domain-messages';
import { readTemplates, readTextsFiles, TEXTS_DIR } from '../src/i18n/message-files';
import { namespaceOf, RESOURCE_NAMESPACE } from '../src/i18n/namespaces';
import { failureKeys } from './pt-resource-texts';

const entries = new Map<string, string>();
for (const { id, defaultMessage } of [...DOMAIN_MESSAGES, ...APP_MESSAGES]) {
  const seen = entries.get(id);
  if (seen !== undefined && seen !== defaultMessage)
    throw new Error(`${id} has two texts: "${seen}" / "${defaultMessage}"`);
  entries.set(id, defaultMessage);
}
const byNamespace = new Map<string, [string, string][]>();
for (const entry of [...entries].sort(([a], [b]) => a.localeCompare(b))) {
  const ns = namespaceOf(entry[0]);
  byNamespace.set(ns, [...(byNamespace.get(ns) ?? []), entry]);
}
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

// A resource's failure lines are made from templates: its texts file keeps their nouns.
const files = readTextsFiles();
const templates = readTemplates();
const failureLines = (name: string) =>
  Object.entries(FAILURE_MESSAGES[name as keyof typeof FAILURE_MESSAGES] ?? {}).flatMap(([action, label]) =>
    entries.has(label.id) ? [[action, label.defaultMessage] as const] : [],
  );
for (const name of RESOURCE_NAMES) {
  const tail = `resources.${name}.`;
  const labels = (byNamespace.get(`${RESOURCE_NAMESPACE}${name}`) ?? []).map(([id, text]) => [
    id.slice(tail.length),
    text,
  ]);
  byNamespace.delete(`${RESOURCE_NAMESPACE}${name}`);
  const lines = failureLines(name);
  for (const [action] of lines) entries.delete(`errors.${name}.${action}`);
  if (labels.length === 0 && lines.length === 0) continue;
  const pt = { ...failureKeys(lines, templates), ...Object.fromEntries(labels) };
  const { failures: _before, ...languages } = files[name] ?? {};
  const file = { failures: lines.map(([action]) => action), ...languages, pt };
  writeFileSync(path.join(TEXTS_DIR, `${name}.texts.json`), json(file));
}
const failures = (byNamespace.get('failures') ?? []).filter(([id]) => entries.has(id));
byNamespace.set('failures', failures);

const dir = path.join(import.meta.dirname, '../src/i18n/messages/pt');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
for (const [ns, list] of byNamespace) writeFileSync(path.join(dir, `${ns}.json`), json(Object.fromEntries(list)));
console.log(`${entries.size} messages in ${byNamespace.size} files → ${path.relative(process.cwd(), dir)}`);
