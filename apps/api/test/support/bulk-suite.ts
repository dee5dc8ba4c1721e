import { afterAll, beforeAll } from 'vitest';
import { startBulkWorld } from './bulk-world';

// The one bulk world of bulk-transfers.test.ts and its cases (test/bulk-transfers/*.cases.ts): one
// server, database and seed for all of them, the cases run in the entry's order (later ones read
// the holdings earlier ones left). Imported for its hooks: each binding below is live, set before
// the first case runs.

export let w: Awaited<ReturnType<typeof startBulkWorld>>;
export let rec = 0;
export let other = 0;
beforeAll(async () => {
  w = await startBulkWorld();
  rec = await w.issued('100.000000', 1);
  other = await w.issued('50.000000', 2);
}, 120_000);
afterAll(() => w?.close());

export const messages = (rows: { line: number; errors: { column: string; message: string }[] }[] = []) =>
  rows.flatMap((r) => r.errors.map((e) => `Linha ${r.line}, coluna ${e.column}: ${e.message}`));
