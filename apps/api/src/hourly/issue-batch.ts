import { numberTakes, sumWh } from '@rec/domain/hourly';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { leafText, merkleRootOfTexts } from '../ledger/merkle';
import type { HourlyMovement } from './chain';
import { appendMovements } from './chain-batch';
import { type PackedChunk, packChunk } from './pack-chunk';
import { packOnThread } from './pack-thread';
import { type HourlyPlan, unpackTakes } from './plan-batch';

// A batch approval's bundles, written as sets (ADR 0100): one statement takes the numbers of every
// request (in request order, each one contiguous range) and makes sure the months' partitions
// exist; each request's bundles are written as one packed row (ADR 0138: its hours, Wh and first
// numbers as arrays, a block of bundle ids from a sequence), not one indexed row per bundle; then
// one movement per request (ADR 0091) commits to the Merkle root of its bundles. The requests go
// in chunks of about `issueChunks.bundles` bundles: a large batch's chunks are hashed on worker
// threads (ADR 0140) while the approval writes its other rows, and each chunk's packs are written
// as soon as it is hashed, in request order, between the approval's other statements (one
// connection runs them one at a time); the server's memory stays flat whatever the batch (ADR 0129).

/**
 * Bundles per chunk, and the batch size from which chunks are hashed on worker threads (below it
 * a worker's start would cost more than it saves). Settings, so that a test can send a small batch
 * through the threads.
 */
export const issueChunks = { bundles: 30_000, onThreadsFrom: 60_000 };
const HOUR_MS = 3_600_000;

/** A batch's bundles being hashed and written; one of its two ends must be awaited. */
export interface Issuing {
  /** Waits for the packs, then writes one movement per request (`ledgerHash`: its issue entry's). */
  finish(ledgerHash: ReadonlyMap<number, string>): Promise<void>;
  /** Writes no more packs and waits for the one under way: the approval failed and rolls back. */
  abandon(): Promise<void>;
}

/**
 * Takes the batch's certificate numbers and starts hashing its bundles (on worker threads when the
 * batch is large) and writing each chunk's packs once hashed: the caller writes the approval's
 * entries, invoices and events meanwhile, then calls `finish` — or `abandon` if it failed, so that
 * no pack is written after its transaction ended (ADR 0140).
 */
export async function startIssuing(
  db: Kysely<DB>,
  plans: readonly HourlyPlan[],
  accountOf: (plan: HourlyPlan) => number,
): Promise<Issuing> {
  if (!plans.length) return { finish: async () => undefined, abandon: async () => undefined };
  const total = sumWh(plans.map((p) => p.wanted));
  const months = [...new Set(plans.map((p) => p.productionMonth))];
  const first = await sql<{
    first: string;
  }>`UPDATE hourly_numbers SET next_number = next_number + ${total.toString()}::bigint
    WHERE (SELECT bool_and(hourly_bundles_partition(m) IS NOT NULL) FROM unnest(${months}::date[]) AS m)
    RETURNING (next_number - ${total.toString()}::bigint)::text AS first`.execute(db);
  const next = BigInt(first.rows[0]?.first ?? '1');
  const accounts = new Map(plans.map((p) => [p.rec.id, accountOf(p)]));
  const chunks = chunksOf(plans, next);
  // Numbers as doubles while every one of the batch is below 2^53 (exact, and several times faster
  // than BigInt over millions of bundles); BigInt past that.
  const exact = next + total < BigInt(Number.MAX_SAFE_INTEGER);
  const bundles = plans.reduce((n, p) => n + p.takes.hours.length, 0);
  const packing =
    exact && bundles >= issueChunks.onThreadsFrom ? chunks.map((c) => packOnThread(typedChunk(c))) : undefined;
  const packed = (k: number, c: Chunk) => packing?.[k] ?? (exact ? packChunk(typedChunk(c)) : packBig(c));
  // The packs, chunk after chunk in request order (their ids come from a sequence in that order).
  let open = true;
  const roots: string[][] = [];
  let writes = Promise.resolve();
  for (const [k, c] of chunks.entries())
    writes = writes.then(async () => {
      const p = open ? await packed(k, c) : undefined;
      if (!open || !p) return;
      roots[k] = p.roots;
      await insertPacks(db, c.plans, p, accounts);
    });
  let failure: { error: unknown } | undefined;
  // Awaited by `finish` or `abandon`; until then a failure must not count as unhandled.
  const written = writes.catch((error: unknown) => {
    failure = { error };
  });
  return {
    async finish(ledgerHash) {
      await written;
      if (failure) throw failure.error;
      const movements: HourlyMovement[] = chunks.flatMap((c, k) =>
        c.plans.map((plan, i) => ({
          kind: 'issue' as const,
          rec_id: plan.rec.id,
          from_account: null,
          to_account: accounts.get(plan.rec.id) as number,
          bundles: plan.takes.hours.length,
          wh: plan.wanted,
          merkle_root: roots[k]?.[i] as string,
          ledger_hash: ledgerHash.get(plan.rec.id) ?? '',
        })),
      );
      await appendMovements(db, movements);
    },
    async abandon() {
      open = false;
      await written;
    },
  };
}

interface Chunk {
  plans: HourlyPlan[];
  firsts: bigint[];
  bundles: number;
}

/** The plans in request order, cut into chunks of about `issueChunks.bundles` bundles, each with its first numbers. */
function chunksOf(plans: readonly HourlyPlan[], from: bigint): Chunk[] {
  const chunks: Chunk[] = [];
  let next = from;
  let c: Chunk = { plans: [], firsts: [], bundles: 0 };
  for (const plan of plans) {
    if (c.bundles >= issueChunks.bundles) {
      chunks.push(c);
      c = { plans: [], firsts: [], bundles: 0 };
    }
    c.plans.push(plan);
    c.firsts.push(next);
    c.bundles += plan.takes.hours.length;
    next += plan.wanted;
  }
  chunks.push(c);
  return chunks;
}

/** A chunk as pack-chunk.ts takes it (numbers below 2^53). */
function typedChunk(c: Chunk) {
  const hours = new Uint16Array(c.bundles);
  const wh = new BigInt64Array(c.bundles);
  let at = 0;
  for (const p of c.plans) {
    hours.set(p.takes.hours, at);
    wh.set(p.takes.wh, at);
    at += p.takes.hours.length;
  }
  return {
    recIds: Float64Array.from(c.plans, (p) => p.rec.id),
    businessIds: Float64Array.from(c.plans, (p) => p.rec.business_id),
    monthStarts: Float64Array.from(c.plans, (p) => p.monthStart.getTime()),
    firsts: Float64Array.from(c.firsts, Number),
    counts: Uint16Array.from(c.plans, (p) => p.takes.hours.length),
    hours,
    wh,
  };
}

/** A chunk whose numbers may pass 2^53: roots from the leaves' texts, numbers as BigInts. */
function packBig(c: Chunk): PackedChunk {
  const roots: string[] = [];
  const starts: bigint[] = [];
  c.plans.forEach((plan, i) => {
    const t0 = plan.monthStart.getTime();
    const numbered = numberTakes(c.firsts[i] as bigint, unpackTakes(plan.takes));
    const texts = numbered.map((b) => {
      starts.push(b.rangeStart);
      const leaf = { rec_id: plan.rec.id, business_id: plan.rec.business_id, startMs: t0 + b.hour * HOUR_MS };
      return leafText({ ...leaf, wh: b.wh, range_start: b.rangeStart, range_end: b.rangeEnd });
    });
    roots.push(merkleRootOfTexts(texts));
  });
  const all = (f: (p: HourlyPlan) => ArrayLike<unknown> & { join(s: string): string }) =>
    `{${c.plans.map((p) => f(p).join(',')).join(',')}}`;
  return { roots, hours: all((p) => p.takes.hours), wh: all((p) => p.takes.wh), rs: `{${starts.join(',')}}` };
}

/**
 * One chunk's requests, one packed row each; plant, account and kinds from its plan. The chunk's
 * bundles come as three flat arrays, parsed once, each pack a slice of them.
 */
function insertPacks(db: Kysely<DB>, of: readonly HourlyPlan[], p: PackedChunk, accounts: ReadonlyMap<number, number>) {
  const recs = of.map((plan) => plan.rec.id);
  const counts = of.map((plan) => plan.takes.hours.length);
  const offsets: number[] = [];
  let from = 0;
  for (const n of counts) {
    offsets.push(from);
    from += n;
  }
  return sql`INSERT INTO hourly_bundle_packs (first_id, production_month, rec_id, business_id, account_id, scheme,
      source_id, technology_id, submarket, hour0, hours, wh, rs)
    SELECT nextval('hourly_bundle_pack_ids'), pm, id, b, a, scheme, src, tech, sub, h0, all_h[o + 1:o + n],
      all_w[o + 1:o + n], all_r[o + 1:o + n]
    FROM unnest(${recs}::bigint[], ${of.map((x) => x.productionMonth)}::date[], ${of.map((x) => x.rec.business_id)}::bigint[],
      ${recs.map((id) => accounts.get(id) as number)}::bigint[], ${of.map((x) => x.rec.scheme)}::text[],
      ${of.map((x) => x.source_id)}::bigint[], ${of.map((x) => x.technology_id)}::bigint[],
      ${of.map((x) => x.submarket)}::text[], ${of.map((x) => x.monthStart.toISOString())}::timestamptz[],
      ${offsets}::int[], ${counts}::int[]) AS x(id, pm, b, a, scheme, src, tech, sub, h0, o, n),
      (SELECT ${p.hours}::smallint[] AS all_h, ${p.wh}::bigint[] AS all_w, ${p.rs}::bigint[] AS all_r) AS bundles`.execute(
    db,
  );
}
