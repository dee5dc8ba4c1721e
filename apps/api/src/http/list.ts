import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { PREPARED_MARK } from '../db/prepared';
import { estimatesOf, type PlanEstimates } from './estimates';
import { cursorPosition, nextCursor } from './list-walk';
import { type FoldedColumn, foldedMatch, type SearchVia } from './search';

export type { FoldedColumn, SearchVia } from './search';

export interface ListQuery {
  page?: number;
  amount?: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  /** A `next_cursor` this list answered before (ADR 0125); lists whose contract takes it. */
  cursor?: string;
}

export interface ListSpec {
  /**
   * What the search term is matched against, ignoring case and accents ("Sao" finds "São"): a
   * column of the listed rows, or a lookup table (ids whose text matches, e.g. plants by name).
   */
  searchable: readonly (string | SearchVia | FoldedColumn)[];
  /** Columns a caller may sort by; anything else falls back to the default. */
  sortable: readonly string[];
  defaultSort?: string;
  /** Sort keys whose output column is computed (e.g. volume as text): the column to order by instead. */
  sortColumns?: Readonly<Record<string, string>>;
  /** Ledger lists answer newest first (descending default sort) unless the caller sorts (ADR 0030). */
  newestFirst?: boolean;
  /**
   * The listed row's id, qualified (`recs.id`): the column of the default sort. With it, the
   * capped count of a search over several entries is a UNION of one branch per entry (ADR 0030,
   * 2nd addendum): `a IN (…) OR b IN (…)` is only checked row by row over the whole list, while
   * each entry alone uses its own index; and a searched page in the default order reads its keys
   * first.
   */
  key?: string;
}

/** Up to this many matching rows the total is exact; past it, the planner's estimate (ADR 0030). */
export const EXACT_TOTAL_CAP = 1000;
/**
 * An unsearched list the planner puts above this many rows skips the capped count: estimates of
 * equality filters come from the column statistics and are not off by 50×. Searches (LIKE on
 * trigrams) are estimated too roughly for that, and always count up to the cap.
 */
const PLANNED_LONG = 50 * EXACT_TOTAL_CAP;

export interface Page<O> {
  data: O[];
  total: number;
  /** Present (true) when `total` is the planner's estimate of a list longer than EXACT_TOTAL_CAP. */
  estimated?: true;
  /** Lists that take cursors, on pages in id order: where the next page starts, null after the last. */
  next_cursor?: string | null;
}

// biome-ignore lint/suspicious/noExplicitAny: dynamic column names are checked against spec lists
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** The planner's row estimate of the query (EXPLAIN, not run): cheap at any size. */
async function explainRows(q: AnyQuery): Promise<number> {
  const rows = (await q.explain('json')) as Record<string, unknown>[];
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/** The estimate, from the database's recent ones when the route keeps them (estimates.ts). */
function plannedRows(q: AnyQuery, estimates: PlanEstimates | undefined): Promise<number> {
  if (!estimates) return explainRows(q);
  const { sql: text, parameters } = q.compile();
  return estimates.rows(`${text}\u0000${JSON.stringify(parameters)}`, () => explainRows(q));
}

interface SearchBranches {
  base: AnyQuery;
  key: string;
  matches: Expression<SqlBool>[];
}

/**
 * The capped count of a list, one row per matching list row up to EXACT_TOTAL_CAP + 1; for a
 * search over several entries of a list with a key, the first EXACT_TOTAL_CAP + 1 keys of each
 * entry's matches, tagged with the entry (each entry alone uses its own index). Either way the
 * count is exact up to the cap, and past the cap whenever an entry reached it.
 */
function cappedRows(q: AnyQuery, branches: SearchBranches | undefined): AnyQuery {
  const cap = sql.lit(EXACT_TOTAL_CAP + 1);
  if (!branches) return q.clearSelect().select(sql`1`.as('one')).modifyFront(sql.raw(PREPARED_MARK)).limit(cap);
  const { base, key, matches } = branches;
  const branch = (where: Expression<SqlBool>, entry: number) =>
    base
      .where(where)
      .clearSelect()
      .select([sql.ref(key).as('key'), sql.lit(entry).as('entry')]);
  // Each operand goes into raw SQL, where Kysely puts a subquery in parentheses, so that it keeps
  // its own LIMIT; the leading `WHERE false` select only opens the statement (planned away). An
  // entry's rows are distinct keys (a list joins to one row per key), so UNION ALL.
  return matches.reduce(
    (u, m, entry) => u.unionAll(sql`${branch(m, entry).limit(cap)}` as unknown as AnyQuery),
    branch(sql<boolean>`false`, -1).modifyFront(sql.raw(PREPARED_MARK)),
  );
}

/** How many rows of the capped count each search entry gave. */
function entryCounts(branches: SearchBranches, rows: { entry: number }[]): number[] {
  const counts = branches.matches.map(() => 0);
  for (const row of rows) counts[Number(row.entry)] = (counts[Number(row.entry)] ?? 0) + 1;
  return counts;
}

/**
 * The estimate of a search over several entries whose count passed the cap: each entry's own
 * count where it stayed under the cap, the planner's estimate of the entry where it reached it,
 * summed (a row matching two entries counts twice: "cerca de" is an upper estimate). The plan of
 * the whole OR is far coarser: PostgreSQL prices `a IN (…) OR b IN (…)` with default
 * selectivities (750 000 estimated for 18 069 emissions of one city's plants at 1M).
 */
async function branchEstimate(
  branches: SearchBranches,
  perEntry: number[],
  estimates: PlanEstimates | undefined,
): Promise<number> {
  const each = await Promise.all(
    branches.matches.map(async (m, entry) => {
      const seen = perEntry[entry] ?? 0;
      if (seen <= EXACT_TOTAL_CAP) return seen;
      const planned = await plannedRows(branches.base.where(m).clearSelect().select(sql`1`.as('one')), estimates);
      return Math.max(planned, seen);
    }),
  );
  return each.reduce((a, b) => a + b, 0);
}

/**
 * The total of a list without counting the whole table on every page: the matching rows are
 * counted up to EXACT_TOTAL_CAP + 1 (the scan stops there), and a longer list is estimated.
 */
async function totalOf(
  q: AnyQuery,
  searched: boolean,
  estimates: PlanEstimates | undefined,
  branches?: SearchBranches,
): Promise<{ total: number; estimated?: true }> {
  const ids = q.clearSelect().select(sql`1`.as('one'));
  // The plan of an unsearched list is read once: the same statement planned again gives the same.
  const planned = searched ? undefined : await plannedRows(ids, estimates);
  if (planned !== undefined && planned > PLANNED_LONG) return { total: planned, estimated: true };
  const rows = (await cappedRows(q, branches).execute()) as { key: unknown; entry: number }[];
  if (!branches) {
    if (rows.length <= EXACT_TOTAL_CAP) return { total: rows.length };
    return { total: Math.max(planned ?? (await plannedRows(ids, estimates)), rows.length), estimated: true };
  }
  const seen = new Set(rows.map((r) => String(r.key))).size;
  const perEntry = entryCounts(branches, rows);
  // No entry reached the cap: every match was read, and the distinct keys are the exact total.
  if (seen <= EXACT_TOTAL_CAP || perEntry.every((n) => n <= EXACT_TOTAL_CAP)) return { total: seen };
  return { total: Math.max(await branchEstimate(branches, perEntry, estimates), seen), estimated: true };
}

/**
 * Pages, searches and sorts a query on the server and answers `{ data, total }` (and
 * `estimated: true` for long lists). Two statements: the bounded count and the page (which stops
 * after `amount` rows on the index of its sort).
 */
export async function listPage<D, T extends keyof D, O>(
  qb: SelectQueryBuilder<D, T, O>,
  query: ListQuery,
  spec: ListSpec,
): Promise<Page<O>> {
  const amount = query.amount ?? 10;
  const page = query.page ?? 1;
  const base = qb as unknown as AnyQuery;
  let q = base;
  const term = query.search?.trim();
  const matches = term ? spec.searchable.map((s) => foldedMatch(s, term) as Expression<SqlBool>) : [];
  if (matches.length) q = q.where((eb) => eb.or(matches));
  const branches = spec.key && matches.length > 1 ? { base, key: spec.key, matches } : undefined;
  const tiebreak = spec.defaultSort ?? 'id';
  const sorted = query.sort && spec.sortable.includes(query.sort) ? query.sort : undefined;
  const position = cursorPosition(query, spec.key, tiebreak);
  const dir = position?.dir ?? query.order ?? (sorted || !spec.newestFirst ? 'asc' : 'desc');
  // A cursor walk reads on from its last id; the bounded count stays the whole list's (q).
  const walked = position ? q.where(sql.ref(spec.key as string), position.dir === 'asc' ? '>' : '<', position.id) : q;
  const offset = (page - 1) * amount;
  // Written into the statement, not bound: with LIMIT $1 PostgreSQL plans for 10 % of the rows and
  // never prefers the prepared plan (db/prepared.ts). Validated integers (contract: amount ≤ 1000).
  const literal = Number.isSafeInteger(amount) && Number.isSafeInteger(offset) && amount >= 0 && offset >= 0;
  const limit = literal ? sql.lit(amount) : amount;
  const skip = literal ? sql.lit(offset) : offset;
  // A searched page in the default order picks its keys first (ADR 0030, 2nd addendum): a search
  // that walks the newest-first index past many rows can do so on a covering index, without
  // reading each passed row from the table; the page's columns are read for its keys only.
  const keysFirst = Boolean(matches.length && spec.key && !sorted);
  const paged = keysFirst
    ? base.where(
        sql<boolean>`${sql.ref(spec.key as string)} IN (${walked
          .clearSelect()
          .select(sql.ref(spec.key as string).as('key'))
          .orderBy(sql.ref(spec.key as string), dir)
          .limit(limit)
          .offset(skip)})`,
      )
    : walked;
  const [rows, count] = await Promise.all([
    paged
      .modifyFront(sql.raw(PREPARED_MARK))
      .orderBy(sql.ref((sorted && spec.sortColumns?.[sorted]) || (sorted ?? tiebreak)), dir)
      .orderBy(sql.ref(tiebreak), dir)
      .limit(limit)
      .offset(keysFirst ? sql.lit(0) : skip)
      .execute(),
    totalOf(q, matches.length > 0, estimatesOf(query), branches),
  ]);
  const byId = sorted === undefined || sorted === tiebreak;
  const next = nextCursor(query, spec.key, amount, rows as Record<string, unknown>[], dir, byId);
  return { data: rows as O[], ...count, ...next };
}
