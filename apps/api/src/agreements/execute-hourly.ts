import { mwhOf } from '@rec/domain/hourly';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { moveBundles } from '../hourly/move';
import { hourlyMove } from '../hourly/retire';
import { type BundleRow, ledgerItems, type Picked } from '../hourly/selection';
import { claimBundles } from '../hourly/unpack';
import { type Arrival, book, executeOne, type Live } from './execution';
import type { ArrivedPiece } from './hourly-arrival';

// An hourly_consumption agreement on an arrival (ADR 0133): per hour, at most the receiver's
// beneficiaries' recorded consumption of that hour not yet covered by earlier hourly executions
// into the receiver moves, taken from the arrival's pieces (request, plant) in order; the bundles
// move by number range through the hourly move (split where an hour moves in part).

/** Per hour (ISO start): consumed Wh of the receiver's beneficiaries minus Wh already moved to it. */
async function uncovered(db: Kysely<DB>, receiver: number, starts: readonly string[]) {
  const { rows } = await sql<{ start: Date | string; open: string }>`
    SELECT x.h AS start,
      (COALESCE((SELECT sum(c.wh) FROM beneficiary_hourly_consumptions c
          JOIN beneficiaries b ON b.id = c.beneficiary_id
          WHERE b.participant_id = ${receiver} AND c.hour_start = x.h), 0)
        - COALESCE((SELECT sum(e.wh) FROM agreement_execution_hours e
          WHERE e.receiver_participant_id = ${receiver} AND e.hour_start = x.h), 0))::text AS open
    FROM unnest(${starts}::timestamptz[]) AS x(h)`.execute(db);
  return new Map(rows.map((r) => [new Date(r.start).toISOString(), BigInt(r.open)]));
}

type Take = { piece: ArrivedPiece; wh: bigint };

/** What moves: each hour's open consumption, taken from the hour's pieces in arrival order. */
function allocate(pieces: readonly ArrivedPiece[], open: ReadonlyMap<string, bigint>): Take[] {
  const need = new Map(open);
  const takes: Take[] = [];
  for (const piece of pieces) {
    const wanted = need.get(piece.start) ?? 0n;
    const wh = wanted < piece.left ? wanted : piece.left;
    if (wh <= 0n) continue;
    takes.push({ piece, wh });
    need.set(piece.start, wanted - wh);
  }
  return takes;
}

/** The account's bundles for the takes, cut at each take's Wh in number order, then unpacked and locked. */
async function bundlesFor(db: Kysely<DB>, accountId: number, takes: readonly Take[]): Promise<Picked[]> {
  const recs = [...new Set(takes.map((t) => t.piece.rec_id))];
  const starts = [...new Set(takes.map((t) => t.piece.start))];
  const { rows } =
    await sql<BundleRow>`SELECT id::text AS id, production_month::text AS production_month, rec_id, business_id, interval_start,
      wh::text AS wh, range_start::text AS rs
    FROM hourly_bundles
    WHERE account_id = ${accountId} AND state = 'active' AND rec_id = ANY(${recs}::bigint[])
      AND interval_start = ANY(${starts}::timestamptz[])
    ORDER BY rec_id, business_id, interval_start, range_start`.execute(db);
  const wanted = new Map<string, bigint>(
    takes.map((t) => [`${t.piece.rec_id}|${t.piece.business_id}|${t.piece.start}`, t.wh]),
  );
  const picked: Picked[] = [];
  for (const b of rows) {
    const key = `${Number(b.rec_id)}|${Number(b.business_id)}|${new Date(b.interval_start).toISOString()}`;
    const left = wanted.get(key) ?? 0n;
    if (left <= 0n) continue;
    const wh = BigInt(b.wh) < left ? BigInt(b.wh) : left;
    wanted.set(key, left - wh);
    picked.push({ ...b, rec_id: Number(b.rec_id), business_id: Number(b.business_id), wh, split: wh < BigInt(b.wh) });
  }
  // Unpacked into rows (ADR 0138) and locked before they move.
  await claimBundles(db, picked);
  return picked;
}

/** Books the picked bundles as one transfer to the receiver and moves them (the hourly move's order). */
async function bookHourly(db: Kysely<DB>, a: Live, picked: readonly Picked[], volume: string) {
  await hourlyMove(db, true);
  const transferId = await book(db, a, ledgerItems(picked), volume);
  await hourlyMove(db, false);
  const last = await db
    .selectFrom('ledger_entries')
    .select(['hash', 'rec_id'])
    .where('kind', '=', 'transfer')
    .where('ref_id', '=', transferId)
    .where('account_id', '=', a.destination_account_id)
    .orderBy('seq', 'desc')
    .executeTakeFirstOrThrow();
  await moveBundles(
    db,
    picked,
    { account_id: a.destination_account_id },
    { kind: 'transfer', from: a.source_account_id, ledger: { rec_id: Number(last.rec_id), hash: last.hash } },
  );
  return transferId;
}

const plantsOf = async (db: Kysely<DB>, a: Live) =>
  a.all_plants
    ? null
    : new Set(
        (await db.selectFrom('agreement_plants').select('business_id').where('agreement_id', '=', a.id).execute()).map(
          (p) => Number(p.business_id),
        ),
      );

/** One hourly_consumption agreement on an arrival; the pieces it moves are no longer left for the next. */
export async function executeHourly(
  db: Kysely<DB>,
  a: Live,
  arrival: Arrival,
  pieces: readonly ArrivedPiece[],
  actorUserId: number | null,
) {
  const plants = await plantsOf(db, a);
  const mine = pieces.filter((p) => p.left > 0n && (plants === null || plants.has(p.business_id)));
  if (!mine.length) return;
  // Two arrivals for one receiver read and cover its consumption one after the other.
  await sql`SELECT pg_advisory_xact_lock(727304, ${a.receiver_participant_id}::int)`.execute(db);
  const takes = allocate(mine, await uncovered(db, a.receiver_participant_id, [...new Set(mine.map((p) => p.start))]));
  if (!takes.length) return;
  const picked = await bundlesFor(db, arrival.accountId, takes);
  const moved = picked.reduce((t, p) => t + p.wh, 0n);
  if (moved === 0n) return;
  const hours = new Map<string, bigint>();
  for (const p of picked) {
    const start = new Date(p.interval_start).toISOString();
    hours.set(start, (hours.get(start) ?? 0n) + p.wh);
  }
  const volume = mwhOf(moved);
  const booked = await executeOne(
    db,
    a,
    arrival,
    {
      arrived: mwhOf(mine.reduce((t, p) => t + p.wh, 0n)),
      volume,
      granularity: 'hourly',
      book: () => bookHourly(db, a, picked, volume),
      after: (executionId) =>
        sql`INSERT INTO agreement_execution_hours (execution_id, receiver_participant_id, hour_start, wh)
          SELECT ${executionId}, ${a.receiver_participant_id}, h, w
          FROM unnest(${[...hours.keys()]}::timestamptz[], ${[...hours.values()].map(String)}::bigint[]) AS x(h, w)`.execute(
          db,
        ),
    },
    actorUserId,
  );
  if (booked) for (const t of takes) t.piece.left -= t.wh;
}
