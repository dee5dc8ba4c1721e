import { numberTakes, sumWh } from '@rec/domain/hourly';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { leafText, merkleRootOfTexts } from '../ledger/merkle';
import { LeafWriter, merkleRootOfHashes } from '../ledger/merkle-flat';
import type { HourlyMovement } from './chain';
import { appendMovements } from './chain-batch';
import { Slice } from './issue-slice';
import { type HourlyPlan, unpackTakes } from './plan-batch';

// A batch approval's bundles, written as sets (ADR 0100): one statement takes the numbers of every
// request (in request order, each one contiguous range) and makes sure the months' partitions
// exist; the bundles go in by INSERT … SELECT over arrays, a slice of at most SLICE rows at a
// time so the server's memory stays flat whatever the batch; the Merkle root of each request is
// computed while the previous slice is being written; then one movement per request (ADR 0091).
// Each request's bundles are written as one packed row (ADR 0138: its hours, Wh and numbers as
// arrays, a block of bundle ids from a sequence), not one indexed row per bundle; they become rows
// when a move first touches them. The leaves are hashed from bytes (ADR 0108) and the arrays sent
// as one literal per request and column (issue-slice.ts).

const SLICE = 60_000;
const HOUR_MS = 3_600_000;

/** Issues the planned bundles into `accountOf(rec)`; `ledgerHash` of each request's issue entry. */
export async function issuePlanned(
  db: Kysely<DB>,
  plans: readonly HourlyPlan[],
  accountOf: (plan: HourlyPlan) => number,
  ledgerHash: ReadonlyMap<number, string>,
): Promise<void> {
  if (!plans.length) return;
  const total = sumWh(plans.map((p) => p.wanted));
  const months = [...new Set(plans.map((p) => p.productionMonth))];
  const first = await sql<{
    first: string;
  }>`UPDATE hourly_numbers SET next_number = next_number + ${total.toString()}::bigint
    WHERE (SELECT bool_and(hourly_bundles_partition(m) IS NOT NULL) FROM unnest(${months}::date[]) AS m)
    RETURNING (next_number - ${total.toString()}::bigint)::text AS first`.execute(db);
  let next = BigInt(first.rows[0]?.first ?? '1');
  const accounts = new Map(plans.map((p) => [p.rec.id, accountOf(p)]));
  const movements: HourlyMovement[] = [];
  let writing: Promise<unknown> = Promise.resolve();
  // Numbers as doubles while every one of the batch is below 2^53 (exact, and several times faster
  // than BigInt over millions of bundles); BigInt past that.
  const exact = next + total < BigInt(Number.MAX_SAFE_INTEGER);
  const slice = new Slice();
  for (const plan of plans) {
    const account = accounts.get(plan.rec.id) as number;
    const merkle_root = exact ? bundlesAsNumbers(plan, Number(next), slice) : bundlesAsBigInts(plan, next, slice);
    next += plan.wanted;
    movements.push({
      kind: 'issue',
      rec_id: plan.rec.id,
      from_account: null,
      to_account: account,
      bundles: plan.takes.hours.length,
      wh: plan.wanted,
      merkle_root,
      ledger_hash: ledgerHash.get(plan.rec.id) ?? '',
    });
    if (slice.n >= SLICE) {
      await writing;
      // The slice's columns are read into the statement here, synchronously: it is reused at once.
      const written = insertPacks(db, slice, accounts);
      slice.clear();
      // Awaited at the next slice or the end; marked handled meanwhile (the await still throws).
      written.catch(() => undefined);
      writing = written;
    }
  }
  await writing;
  if (slice.n) await insertPacks(db, slice, accounts);
  await appendMovements(db, movements);
}

// One buffer for every request's leaf hashes (the root is computed in it, in place; used
// synchronously, so concurrent batches of one process never share it mid-request).
let leafHashes = Buffer.alloc(744 * 32);
const scratch = (bytes: number) => {
  if (leafHashes.length < bytes) leafHashes = Buffer.alloc(bytes);
  return leafHashes;
};

/** Appends the plan's bundles to the slice; answers their Merkle root. */
function bundlesAsNumbers(plan: HourlyPlan, first: number, slice: Slice): string {
  const t0 = plan.monthStart.getTime();
  const writer = new LeafWriter(plan.rec.id, plan.rec.business_id);
  const { hours, wh: whs } = plan.takes;
  const hashes = scratch(hours.length * 32);
  slice.add(plan, first);
  let n = first;
  for (let i = 0; i < hours.length; i += 1) {
    const wh = Number(whs[i]);
    const ms = t0 + (hours[i] as number) * HOUR_MS;
    writer.leaf(hashes, i, ms, wh, n);
    n += wh;
  }
  return merkleRootOfHashes(hashes, hours.length);
}

function bundlesAsBigInts(plan: HourlyPlan, first: bigint, slice: Slice): string {
  const t0 = plan.monthStart.getTime();
  slice.addBig(plan, first);
  const texts = numberTakes(first, unpackTakes(plan.takes)).map((b) => {
    const leaf = { rec_id: plan.rec.id, business_id: plan.rec.business_id, startMs: t0 + b.hour * HOUR_MS };
    return leafText({ ...leaf, wh: b.wh, range_start: b.rangeStart, range_end: b.rangeEnd });
  });
  return merkleRootOfTexts(texts);
}

/**
 * One slice of requests, one packed row each; its plant, account and kinds come from its plan.
 * Every array is copied here, synchronously: the slice is cleared and refilled while this is sent.
 */
function insertPacks(db: Kysely<DB>, s: Slice, accounts: ReadonlyMap<number, number>) {
  const of = s.plans;
  const recs = of.map((p) => p.rec.id);
  return sql`INSERT INTO hourly_bundle_packs (first_id, production_month, rec_id, business_id, account_id, scheme,
      source_id, technology_id, submarket, hour0, hours, wh, rs)
    SELECT nextval('hourly_bundle_pack_ids'), pm, id, b, a, scheme, src, tech, sub, h0, h::smallint[], w::bigint[],
      r::bigint[]
    FROM unnest(${recs}::bigint[], ${of.map((p) => p.productionMonth)}::date[], ${of.map((p) => p.rec.business_id)}::bigint[],
      ${recs.map((id) => accounts.get(id) as number)}::bigint[], ${of.map((p) => p.rec.scheme)}::text[],
      ${of.map((p) => p.source_id)}::bigint[], ${of.map((p) => p.technology_id)}::bigint[],
      ${of.map((p) => p.submarket)}::text[], ${of.map((p) => p.monthStart.toISOString())}::timestamptz[],
      ${s.hours.slice()}::text[], ${s.wh.slice()}::text[], ${s.rs.slice()}::text[]) AS x(id, pm, b, a, scheme, src, tech, sub, h0, h, w, r)`.execute(
    db,
  );
}
