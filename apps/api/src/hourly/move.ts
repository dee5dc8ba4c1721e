import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { BundleLeaf } from '../ledger/merkle';
import { merkleRoot } from '../ledger/merkle';
import { appendMovement } from './chain';
import type { Picked } from './selection';

// A move's bundles (ADR 0092 addendum): a bundle taken whole changes holder; a split one keeps its
// rest (the later numbers) with the holder and a new row carries the moved part with the first
// numbers, so every piece keeps the identity of its certificates. Then one movement of the hourly
// chain commits to the Merkle root of the moved pieces, which are kept as its leaves. The picked
// bundles are rows by now: the selection unpacked their packs (unpack.ts, ADR 0138).

export interface Destination {
  account_id: number;
  /** Retirement: the bundles become 'retired' for this beneficiary by this redemption. */
  retired?: { beneficiary_id: number; redemption_id: number };
}

const ints = (xs: readonly (string | number | bigint)[]) => xs.map((x) => x.toString());

async function moveWhole(db: Kysely<DB>, picked: readonly Picked[], to: Destination) {
  if (!picked.length) return;
  await sql`UPDATE hourly_bundle_rows b SET account_id = ${to.account_id},
      state = ${to.retired ? 'retired' : 'active'}, beneficiary_id = ${to.retired?.beneficiary_id ?? null},
      redemption_id = ${to.retired?.redemption_id ?? null}
    FROM unnest(${ints(picked.map((p) => p.id))}::bigint[], ${picked.map((p) => p.production_month)}::date[]) AS x(id, pm)
    WHERE b.production_month = x.pm AND b.id = x.id`.execute(db);
}

async function moveSplit(db: Kysely<DB>, picked: readonly Picked[], to: Destination) {
  if (!picked.length) return;
  const ids = ints(picked.map((p) => p.id));
  const months = picked.map((p) => p.production_month);
  const whs = ints(picked.map((p) => p.wh));
  // The moved part first (it copies the row before the rest is cut), then the rest shrinks.
  await sql`INSERT INTO hourly_bundle_rows (production_month, rec_id, business_id, account_id, scheme, source_id,
      technology_id, submarket, interval_start, interval_end, wh, range_start, range_end, state, beneficiary_id,
      redemption_id)
    SELECT b.production_month, b.rec_id, b.business_id, ${to.account_id}, b.scheme, b.source_id, b.technology_id,
      b.submarket, b.interval_start, b.interval_end, x.w, b.range_start, b.range_start + x.w - 1,
      ${to.retired ? 'retired' : 'active'}, ${to.retired?.beneficiary_id ?? null}::bigint,
      ${to.retired?.redemption_id ?? null}::bigint
    FROM unnest(${ids}::bigint[], ${months}::date[], ${whs}::bigint[]) AS x(id, pm, w)
    JOIN hourly_bundle_rows b ON b.production_month = x.pm AND b.id = x.id`.execute(db);
  await sql`UPDATE hourly_bundle_rows b SET wh = b.wh - x.w, range_start = b.range_start + x.w
    FROM unnest(${ids}::bigint[], ${months}::date[], ${whs}::bigint[]) AS x(id, pm, w)
    WHERE b.production_month = x.pm AND b.id = x.id`.execute(db);
}

/** The moved pieces as Merkle leaves, in certificate-number order. */
export function movedLeaves(picked: readonly Picked[]): BundleLeaf[] {
  return picked
    .map((p) => ({
      rec_id: p.rec_id,
      business_id: p.business_id,
      startMs: new Date(p.interval_start).getTime(),
      wh: p.wh,
      range_start: BigInt(p.rs),
      range_end: BigInt(p.rs) + p.wh - 1n,
    }))
    .sort((a, b) => (a.range_start < b.range_start ? -1 : 1));
}

export interface MoveBooking {
  kind: 'transfer' | 'redemption';
  from: number;
  /** The monthly ledger's last entry of the move (its destination's, of the highest request). */
  ledger: { rec_id: number; hash: string };
}

/** Moves the picked bundles and appends the movement; answers its number and root. */
export async function moveBundles(db: Kysely<DB>, picked: readonly Picked[], to: Destination, booking: MoveBooking) {
  await moveWhole(
    db,
    picked.filter((p) => !p.split),
    to,
  );
  await moveSplit(
    db,
    picked.filter((p) => p.split),
    to,
  );
  const leaves = movedLeaves(picked);
  const root = merkleRoot(leaves);
  const { seq } = await appendMovement(db, {
    kind: booking.kind,
    rec_id: booking.ledger.rec_id,
    from_account: booking.from,
    to_account: to.account_id,
    bundles: leaves.length,
    wh: leaves.reduce((t, l) => t + l.wh, 0n),
    merkle_root: root,
    ledger_hash: booking.ledger.hash,
  });
  await sql`INSERT INTO hourly_movement_leaves (seq, ordinal, rec_id, business_id, interval_start, wh, range_start,
      range_end)
    SELECT ${seq}, o::int - 1, r, b, to_timestamp(s / 1000.0), w, rs, re
    FROM unnest(${leaves.map((l) => l.rec_id)}::bigint[], ${leaves.map((l) => l.business_id)}::bigint[],
      ${ints(leaves.map((l) => l.startMs))}::bigint[], ${ints(leaves.map((l) => l.wh))}::bigint[],
      ${ints(leaves.map((l) => l.range_start))}::bigint[], ${ints(leaves.map((l) => l.range_end))}::bigint[])
      WITH ORDINALITY AS x(r, b, s, w, rs, re, o)`.execute(db);
  return { movement_seq: seq, merkle_root: root };
}
