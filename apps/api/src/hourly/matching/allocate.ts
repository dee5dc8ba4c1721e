import { DEFAULT_MATCH_PREFERENCE, type MatchBoundary, matchHours, mwhOf } from '@rec/domain/hourly';
import type { Schemas } from '@rec/sdk';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { hourRange } from '../scope';
import type { Picked } from '../selection';
import { claimBundles } from '../unpack';
import { consumptionHours, heldBundles, type MatchRow, toHeld } from './read';

// A matching's allocation (ADR 0105): the server reads, the domain decides (matchHours), and the
// takes become the picked bundles a retirement moves (a split one keeps its first numbers).

export type MatchingInput = Schemas['HourlyMatchingInput'];

export async function allocate(db: Kysely<DB>, input: MatchingInput, boundary: MatchBoundary, lock: boolean) {
  const range = hourRange(input.from, input.to);
  const hours = await consumptionHours(db, input.beneficiary_id, range);
  const rows = await heldBundles(
    db,
    { accountId: input.account_id, beneficiaryId: input.beneficiary_id, boundary },
    range,
  );
  const m = matchHours(hours, rows.map(toHeld), {
    boundary,
    preference: input.preference ?? DEFAULT_MATCH_PREFERENCE,
    plantIds: input.plant_ids,
    sourceIds: input.source_ids,
  });
  const picked = m.takes.map((t): Picked & { row: MatchRow } => {
    const { wh: _, ...row } = rows[t.bundle] as MatchRow;
    return { ...row, wh: t.wh, split: t.split, row: rows[t.bundle] as MatchRow };
  });
  // A confirmation moves them: unpacked into rows and locked (ADR 0138); the accounts are locked already.
  if (lock) await claimBundles(db, picked);
  return { hours, matched: m.matched, picked };
}

type Plant = Schemas['HourlyMatchingPlant'];

/** What each plant's bundles matched, most first (then by name), with its name and source. */
export async function plantsOf(db: Kysely<DB>, picked: readonly (Picked & { row: MatchRow })[]): Promise<Plant[]> {
  const by = new Map<number, { wh: bigint; bundles: number; submarket: string | null }>();
  for (const p of picked) {
    const s = by.get(p.business_id) ?? { wh: 0n, bundles: 0, submarket: p.row.submarket };
    s.wh += p.wh;
    s.bundles += 1;
    by.set(p.business_id, s);
  }
  if (!by.size) return [];
  const names = await db
    .selectFrom('businesses as b')
    .innerJoin('sources as s', 's.id', 'b.source_id')
    .select(['b.id', 'b.name', 's.name as source'])
    .where('b.id', 'in', [...by.keys()])
    .execute();
  return names
    .map((n) => ({ n, s: by.get(n.id) as { wh: bigint; bundles: number; submarket: string | null } }))
    .sort((a, b) => (a.s.wh === b.s.wh ? a.n.name.localeCompare(b.n.name) : a.s.wh > b.s.wh ? -1 : 1))
    .map(({ n, s }) => ({
      business_id: n.id,
      name: n.name,
      source: n.source,
      submarket: s.submarket,
      matched: mwhOf(s.wh),
      bundles: s.bundles,
    }));
}
