// Nightly export of the approved emissions to CSV, as another internal tool would write it: only
// the built SDK (`@rec/sdk/machine`), a machine client's credentials, and a cursor walk that never
// skips nor repeats a row while the ledger changes under it. See README.md beside this file.
import { rename, writeFile } from 'node:fs/promises';
import { createMachineClient, paginate } from '@rec/sdk/machine';

const COLUMNS = [
  'id',
  'codeCEG',
  'business_name',
  'registrant_name',
  'scheme',
  'generation_period',
  'emissionVolume',
  'approval_date',
];

/** One CSV field (RFC 4180); a text a spreadsheet would run as a formula is kept as text. */
function field(value) {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function required(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is required (see README.md)`);
    process.exit(2);
  }
  return value;
}

const api = createMachineClient({
  baseUrl: required('REC_API_URL'),
  clientId: required('REC_CLIENT_ID'),
  clientSecret: required('REC_CLIENT_SECRET'),
  scopes: ['recs:read'],
});
const out = process.argv[2] ?? `emissoes-aprovadas-${new Date().toISOString().slice(0, 10)}.csv`;
const amount = Number(process.env.PAGE_SIZE ?? 500);

const lines = [COLUMNS.join(',')];
// Oldest first: a reader of yesterday's file finds the new rows at its end.
for await (const rec of paginate(api, '/recs/emissions', { query: { amount, order: 'asc' } }))
  lines.push(COLUMNS.map((c) => field(rec[c])).join(','));
// Written beside the target and renamed: a failed night never leaves half a file under the name.
await writeFile(`${out}.partial`, `${lines.join('\r\n')}\r\n`, 'utf8');
await rename(`${out}.partial`, out);
console.log(`exported ${lines.length - 1} approved emissions to ${out}`);
