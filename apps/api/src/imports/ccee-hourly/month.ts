import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { PreviewRow } from '../store';

// What is recorded for a month already: its committed CCEE hourly versions and the generation
// they wrote; the dry-run diff of a new file against it (ADR 0041).

export const ORIGIN = 'ccee_hourly';

/** The month's latest committed ccee_hourly batch (null: none) and the version a new one becomes. */
export async function versionOf(db: Kysely<DB>, year: number, month: number) {
  const r = await db
    .selectFrom('import_batches')
    .select([sql<number>`count(*)::int`.as('n'), sql<number | null>`max(id)`.as('base')])
    .where('kind', '=', 'ccee_hourly')
    .where('status', '=', 'committed')
    .where('period_year', '=', year)
    .where('period_month', '=', month)
    .executeTakeFirstOrThrow();
  return { version: Number(r.n) + 1, base: r.base == null ? null : Number(r.base) };
}

export type Change = 'new' | 'changed' | 'unchanged' | 'absent';

export interface DiffItem {
  business_id: number;
  codeCEG: string;
  business_name: string | null;
  change: Change;
  total: string | null;
  previous_total: string | null;
}

/**
 * The file's valid plant rows against the month's recorded CCEE hourly generation: new, changed,
 * unchanged; plants recorded but not in the file are `absent` (a commit keeps them).
 */
export async function diffOf(db: Kysely<DB>, year: number, month: number, rows: PreviewRow[], base: number | null) {
  const recorded = await db
    .selectFrom('generation as g')
    .innerJoin('businesses as b', 'b.id', 'g.business_id')
    .select(['g.business_id', sql<string>`g.total::numeric(18,6)::text`.as('total'), 'b.codeCEG', 'b.name'])
    .where('g.year', '=', year)
    .where('g.month', '=', month)
    .where('g.origin', '=', ORIGIN)
    .execute();
  const before = new Map(recorded.map((g) => [Number(g.business_id), g]));
  const items: DiffItem[] = [];
  const seen = new Set<number>();
  const counts = { new: 0, changed: 0, unchanged: 0, absent: 0 };
  for (const r of rows) {
    if (r.business_id == null) continue;
    seen.add(r.business_id);
    if (r.errors.length) continue;
    const prev = before.get(r.business_id);
    const change: Change = !prev ? 'new' : prev.total === r.total ? 'unchanged' : 'changed';
    counts[change]++;
    items.push({
      business_id: r.business_id,
      codeCEG: r.codeCEG,
      business_name: r.business_name,
      change,
      total: r.total,
      previous_total: prev?.total ?? null,
    });
  }
  for (const [id, g] of before) {
    if (seen.has(id)) continue;
    counts.absent++;
    items.push({
      business_id: id,
      codeCEG: g.codeCEG,
      business_name: g.name,
      change: 'absent',
      total: null,
      previous_total: g.total,
    });
  }
  return { base_import_id: base, ...counts, items };
}
