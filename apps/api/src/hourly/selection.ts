import { SERVER_TEXTS, serverText } from '@rec/domain';
import { inWindow, mwhOf, pickBundles, type Take, whOf } from '@rec/domain/hourly';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { conflict, unprocessable } from '../http/errors';
import { hourRange } from './scope';
import { claimBundles } from './unpack';

// A move's selection read from the database (ADR 0092 addendum): the account's active bundles of
// the range's partitions, filtered by plant, source and submarket in SQL and by the Brasília
// weekday/hour window in the domain, then taken in chronological order by the domain's rule.

export interface Selection {
  account_id: number;
  from: string;
  to: string;
  weekdays?: number[] | undefined;
  hour_from?: number | undefined;
  hour_to?: number | undefined;
  business_id?: number | undefined;
  /** A redemption automation's plants (ADR 0101): only their bundles. */
  business_ids?: readonly number[] | undefined;
  source_id?: number | undefined;
  submarket?: string | undefined;
  volume: string;
}

/** A bundle as a move reads it (int8 as text: exact). */
export interface BundleRow {
  id: string;
  production_month: string;
  rec_id: number;
  business_id: number;
  interval_start: Date;
  wh: string;
  rs: string;
}

/** A bundle the move takes, with the Wh taken of it (all of it unless `split`). */
export type Picked = Omit<BundleRow, 'wh'> & Take;

async function candidates(db: Kysely<DB>, s: Selection): Promise<BundleRow[]> {
  const r = hourRange(s.from, s.to);
  let q = db
    .selectFrom('hourly_bundles as b')
    .select([
      sql<string>`b.id::text`.as('id'),
      sql<string>`b.production_month::text`.as('production_month'),
      'b.rec_id',
      'b.business_id',
      'b.interval_start',
      sql<string>`b.wh::text`.as('wh'),
      sql<string>`b.range_start::text`.as('rs'),
    ])
    .where('b.account_id', '=', s.account_id)
    .where('b.state', '=', 'active')
    .where('b.production_month', '>=', r.firstMonth)
    .where('b.production_month', '<=', r.lastMonth)
    .where('b.interval_start', '>=', r.from)
    .where('b.interval_start', '<', r.to);
  if (s.business_id) q = q.where('b.business_id', '=', s.business_id);
  if (s.business_ids) q = q.where('b.business_id', 'in', s.business_ids.length ? [...s.business_ids] : [-1]);
  if (s.source_id) q = q.where('b.source_id', '=', s.source_id);
  if (s.submarket) q = q.where('b.submarket', '=', s.submarket.trim().toUpperCase());
  return q.orderBy('b.interval_start').orderBy('b.range_start').execute();
}

/** The account's bundles the selection matches (its hour window applied), in the order moves take them. */
async function matching(db: Kysely<DB>, s: Selection): Promise<BundleRow[]> {
  if ((s.hour_from ?? 0) >= (s.hour_to ?? 24))
    throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.janelaHorariaInvalida), [
      { field: 'selection.hour_to', message: serverText(SERVER_TEXTS.janelaHorariaInvalida) },
    ]);
  const window = { weekdays: s.weekdays, hourFrom: s.hour_from, hourTo: s.hour_to };
  return (await candidates(db, s)).filter((b) => inWindow(new Date(b.interval_start).getTime(), window));
}

/** `wanted` Wh (or all) of the rows in order; 409 INSUFFICIENT_BALANCE when they hold less. */
function take(rows: readonly BundleRow[], wanted: bigint | 'all'): Picked[] {
  const takes = pickBundles(
    rows.map((b) => ({ id: b.id, wh: BigInt(b.wh), rangeStart: BigInt(b.rs) })),
    wanted,
  );
  if (!takes || (wanted === 'all' && !takes.length)) {
    const free = rows.reduce((t, b) => t + BigInt(b.wh), 0n);
    const text =
      wanted === 'all'
        ? serverText(SERVER_TEXTS.selecaoHorariaVazia)
        : serverText(SERVER_TEXTS.selecaoHorariaInsuficiente, { free: mwhOf(free), wanted: mwhOf(wanted) });
    throw conflict('INSUFFICIENT_BALANCE', text);
  }
  return takes.map((t, i) => ({ ...(rows[i] as BundleRow), ...t }));
}

/**
 * The account is locked by the caller already (nothing else moves its bundles); a move (`lock`)
 * also has the picked bundles unpacked into rows and locks those rows (ADR 0138), so a move that
 * got in through another path (none today) could not change them under this one.
 */
async function claimed(db: Kysely<DB>, picked: Picked[], lock: boolean): Promise<Picked[]> {
  if (lock) await claimBundles(db, picked);
  return picked;
}

/** The bundles a selection takes now; 409 INSUFFICIENT_BALANCE when they hold less than asked. */
export async function pick(db: Kysely<DB>, s: Selection, lock = false): Promise<Picked[]> {
  return claimed(db, take(await matching(db, s), s.volume === 'all' ? 'all' : whOf(s.volume)), lock);
}

/**
 * What a redemption automation's run takes (ADR 0101): `hundredths` / 10 000 of the selection's
 * volume — of every matching bundle's Wh when it is "all" — rounded down to the Wh (never more
 * than the rule says). Nothing when that is 0 Wh; 409 when a stated volume is not held.
 */
export async function pickShare(db: Kysely<DB>, s: Selection, hundredths: bigint, lock = false): Promise<Picked[]> {
  const rows = await matching(db, s);
  const base = s.volume === 'all' ? rows.reduce((t, b) => t + BigInt(b.wh), 0n) : whOf(s.volume);
  const wanted = (base * hundredths) / 10_000n;
  return wanted === 0n ? [] : claimed(db, take(rows, wanted), lock);
}

/** What the picked bundles add up to: the preview's answer (and the move's). */
export function summary(picked: readonly Picked[]) {
  const hours = new Map<string, { business_id: number; interval_start: string; bundles: number; wh: bigint }>();
  for (const p of picked) {
    const start = new Date(p.interval_start).toISOString();
    const key = `${p.business_id}|${start}`;
    const h = hours.get(key) ?? { business_id: p.business_id, interval_start: start, bundles: 0, wh: 0n };
    h.bundles += 1;
    h.wh += p.wh;
    hours.set(key, h);
  }
  const wh = picked.reduce((t, p) => t + p.wh, 0n);
  return {
    bundles: picked.length,
    wh: wh.toString(),
    mwh: mwhOf(wh),
    hours: [...hours.values()].map((h) => ({ ...h, wh: h.wh.toString() })),
  };
}

/** The monthly ledger's items of a move: per request, the MWh taken (exact). */
export function ledgerItems(picked: readonly Picked[]): { rec_id: number; volume: string }[] {
  const byRec = new Map<number, bigint>();
  for (const p of picked) byRec.set(p.rec_id, (byRec.get(p.rec_id) ?? 0n) + p.wh);
  return [...byRec].sort((a, b) => a[0] - b[0]).map(([rec_id, wh]) => ({ rec_id, volume: mwhOf(wh) }));
}
