import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { fromMicro } from '../ledger/decimal';
import { blockOverdueInvoices } from '../resources/invoices/blocking';
import { type BulkColumn, bulkInsert, bumpIdentity, nextId } from './bulk';
import { prng } from './generation';
import { seedLarge } from './large';
import { type Chunk, ChunkBuilder, emptyChunk, type Heads, type Party, type Plant } from './large-chunk';

// `seed --large N`: the whole ledger at a registry's size — N emission requests (1M ≈ a year of
// Brazilian I-REC issuance in requests), N/100 plants, N/5000 participants with a trade and a
// retirement account and beneficiaries, the issues, transfers, retirements, holdings and invoices
// they imply, chained per account. Written in chunks of column-wise INSERTs (bulk.ts), in one
// transaction per chunk; then ANALYZE. Verify with `verify-ledger`.

const COLUMNS: Record<keyof Chunk, [string, BulkColumn[]]> = {
  recs: [
    'recs',
    [
      ['id', 'bigint'],
      ['business_id', 'bigint'],
      ['registrant_id', 'bigint'],
      ['participant_id', 'bigint'],
      ['scheme', 'text'],
      ['initial_period', 'date'],
      ['final_period', 'date'],
      ['generation_period', 'text'],
      ['status', 'text'],
      ['emissionVolume', 'numeric'],
      ['approval_date', 'timestamptz'],
      ['rejection_date', 'timestamptz'],
      ['status_reason', 'text'],
      ['created_at', 'timestamptz'],
    ],
  ],
  transfers: [
    'transfers',
    [
      ['id', 'bigint'],
      ['participant_id', 'bigint'],
      ['source_account_id', 'bigint'],
      ['destination_account_id', 'bigint'],
      ['source_account_code', 'text'],
      ['destination_account_code', 'text'],
      ['volume', 'numeric'],
      ['date_transfer', 'timestamptz'],
      ['created_at', 'timestamptz'],
    ],
  ],
  transferItems: [
    'transfer_items',
    [
      ['transfer_id', 'bigint'],
      ['rec_id', 'bigint'],
      ['volume', 'numeric'],
    ],
  ],
  redemptions: [
    'redemptions',
    [
      ['id', 'bigint'],
      ['participant_id', 'bigint'],
      ['registrant_id', 'bigint'],
      ['trade_account_id', 'bigint'],
      ['retirement_account_id', 'bigint'],
      ['source_account_code', 'text'],
      ['beneficiary_id', 'bigint'],
      ['volume', 'numeric'],
      ['purpose', 'text'],
      ['period_start', 'date'],
      ['period_end', 'date'],
      ['redemption_date', 'timestamptz'],
      ['created_at', 'timestamptz'],
    ],
  ],
  redemptionItems: [
    'redemption_items',
    [
      ['redemption_id', 'bigint'],
      ['rec_id', 'bigint'],
      ['volume', 'numeric'],
    ],
  ],
  entries: [
    'ledger_entries',
    [
      ['kind', 'text'],
      ['ref_id', 'bigint'],
      ['account_id', 'bigint'],
      ['rec_id', 'bigint'],
      ['delta', 'numeric'],
      ['at', 'timestamptz'],
      ['prev_hash', 'text'],
      ['hash', 'text'],
      ['seq', 'bigint'],
    ],
  ],
  holdings: [
    'holdings',
    [
      ['account_id', 'bigint'],
      ['rec_id', 'bigint'],
      ['volume', 'numeric'],
      ['received', 'numeric'],
    ],
  ],
  invoices: [
    'invoices',
    [
      ['id', 'bigint'],
      ['kind', 'text'],
      ['number', 'text'],
      ['registrant_id', 'bigint'],
      ['participant_id', 'bigint'],
      ['rec_id', 'bigint'],
      ['redemption_id', 'bigint'],
      ['volume', 'numeric'],
      ['emission_date', 'date'],
      ['due_date', 'date'],
      ['value', 'numeric'],
      ['status', 'text'],
      ['flow_status', 'text'],
      ['paid_at', 'timestamptz'],
      ['created_at', 'timestamptz'],
    ],
  ],
};
const TABLES = ['recs', 'transfers', 'redemptions', 'invoices'] as const;

export const ledgerScale = (requests: number) => ({
  requests,
  plants: Math.max(10, Math.round(requests / 100)),
  participants: Math.max(5, Math.round(requests / 5000)),
});

/** Participants of the large ledger, each with its two accounts and five beneficiaries. */
async function seedParties(db: Kysely<DB>, count: number, tag: string): Promise<Party[]> {
  const parties: Party[] = [];
  for (let i = 0; i < count; i++) {
    const name = `Comercializadora ${tag}-${i + 1}${i % 7 === 0 ? ' Energia São Francisco' : ''}`;
    const { id } = await db
      .insertInto('participants')
      .values({ name, email: `p${tag}-${i + 1}@large.com.br`, approved: 'APROVADO' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = async (type: 'trade' | 'retirement', code: string) => {
      const row = { participant_id: id, accountType: type, accountCode: code, accountName: `${name} ${type}` };
      const a = await db.insertInto('accounts').values(row).returning('id').executeTakeFirstOrThrow();
      return { id: Number(a.id), code };
    };
    const trade = await account('trade', `BR-L${tag}-${i + 1}-TR`);
    const retirement = await account('retirement', `BR-L${tag}-${i + 1}-RT`);
    const beneficiaries = await db
      .insertInto('beneficiaries')
      .values(
        [1, 2, 3, 4, 5].map((b) => ({
          participant_id: id,
          name: `Consumidor ${b} de ${name}`,
          country: 'BR',
          code: `L${tag}-${i}-${b}`,
        })),
      )
      .returning('id')
      .execute();
    parties.push({
      participant_id: Number(id),
      trade,
      retirement,
      beneficiaries: beneficiaries.map((b) => Number(b.id)),
    });
  }
  return parties;
}

async function writeChunk(db: Kysely<DB>, chunk: Chunk) {
  await db.transaction().execute(async (tx) => {
    for (const key of Object.keys(COLUMNS) as (keyof Chunk)[]) {
      const [table, columns] = COLUMNS[key];
      await bulkInsert(tx, table, columns, chunk[key]);
    }
  });
}

/**
 * The import history of such a registry: `count` batches (monthly CCEE workbooks, API pulls,
 * pre-generation evidence), most committed, some failed or left in preview, each naming a plant.
 */
export async function seedImportHistory(
  db: Kysely<DB>,
  count: number,
  firstPlant: number,
  plants: number,
): Promise<void> {
  await sql`INSERT INTO import_batches (kind, status, file_name, business_ids, total, valid, invalid, created_by,
      committed_at, created_at)
    SELECT (ARRAY['generation_excel', 'generation_api', 'generation_month', 'pre_generation'])[1 + g % 4],
      CASE WHEN g % 23 = 0 THEN 'failed' WHEN g % 11 = 0 THEN 'preview' ELSE 'committed' END,
      CASE WHEN g % 4 = 0 THEN 'geração-ccee-' || to_char(now() - make_interval(days => g % 730), 'YYYY-MM') || '-' || g || '.xlsx' END,
      ARRAY[p.id], 12, 12 - g % 3, g % 3,
      (SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1),
      CASE WHEN g % 23 <> 0 AND g % 11 <> 0 THEN now() - make_interval(days => (${count} - g) / 100) END,
      now() - make_interval(days => (${count} - g) / 100)
    FROM generate_series(1, ${count}) g
    JOIN LATERAL (SELECT ${firstPlant}::bigint + g % ${plants} AS id) p ON true`.execute(db);
}

export interface LedgerSeedResult {
  counts: Record<string, number>;
  ms: number;
}

export async function seedLargeLedger(
  db: Kysely<DB>,
  requests: number,
  options: { chunk?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<LedgerSeedResult> {
  const started = Date.now();
  const scale = ledgerScale(requests);
  const tag = (await nextId(db, 'participants')).toString(36);
  const firstPlant = await nextId(db, 'businesses');
  await seedLarge(db, scale.plants);
  const parties = await seedParties(db, scale.participants, tag);
  const byId = new Map(parties.map((p) => [p.participant_id, p]));
  const ids = parties.map((p) => p.participant_id);
  // The new plants go to the new participants, round robin.
  await sql`UPDATE businesses SET participant_id = (${sql.val(ids)}::bigint[])[1 + (id % ${ids.length})]
    WHERE id >= ${firstPlant}`.execute(db);
  const plants = (
    await db
      .selectFrom('businesses')
      .select(['id', 'registrant_id', 'participant_id'])
      .where('id', '>=', firstPlant)
      .where('approved', '=', 'APROVADO')
      .execute()
  ).map(
    (p) =>
      ({ id: Number(p.id), registrant_id: Number(p.registrant_id), participant_id: Number(p.participant_id) }) as Plant,
  );
  const heads: Heads = { seq: new Map(), hash: new Map(), balance: new Map() };
  const start = Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await nextId(db, t)] as const)));
  const next = {
    rec: start.recs as number,
    transfer: start.transfers as number,
    redemption: start.redemptions as number,
    invoice: start.invoices as number,
  };
  const rand = prng(20_260_101 + next.rec);
  const builder = new ChunkBuilder(rand, heads, next, Date.now() - 2 * 365 * 86_400_000);
  const size = options.chunk ?? 20_000;
  for (let done = 0; done < requests; ) {
    const chunk = emptyChunk();
    const n = Math.min(size, requests - done);
    for (let i = 0; i < n; i++) {
      const plant = plants[Math.floor(rand() * plants.length)] as Plant;
      builder.request(chunk, plant, byId, parties);
    }
    await writeChunk(db, chunk);
    done += n;
    options.onProgress?.(done, requests);
  }
  await seedImportHistory(db, Math.round(requests / 10), firstPlant, scale.plants);
  for (const [account, seq] of heads.seq)
    await db
      .updateTable('accounts')
      .set({
        ledger_seq: seq,
        ledger_hash: heads.hash.get(account) as string,
        balance: fromMicro(heads.balance.get(account) ?? 0n),
      })
      .where('id', '=', account)
      .execute();
  for (const t of TABLES) await bumpIdentity(db, t);
  // The hourly timer would long have blocked the overdue ones (ADR 0031): a ledger as it stands,
  // not one whose first read rewrites a tenth of the invoices behind VACUUM's back.
  await blockOverdueInvoices(db);
  // Every table, not a list of them: one left out (the import history was) keeps the statistics
  // of an empty table where autovacuum is off, and its lists get plans for no rows.
  await sql`VACUUM ANALYZE`.execute(db);
  const counts: Record<string, number> = { plants: scale.plants, participants: scale.participants };
  for (const t of [...TABLES, 'ledger_entries', 'holdings', 'import_batches'])
    counts[t] = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(t)}`.execute(db)).rows[0]?.n);
  return { counts, ms: Date.now() - started };
}
