import { sql } from 'kysely';
import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { businessScope } from '../businesses/scope';
import { sortableFor } from '../list-columns';

type Origin = 'excel' | 'api' | 'month' | 'pre_generation' | 'external';

/** Optional decimal/integer columns are left out when empty (the contract has no null for them). */
function present<T extends { average_mw: string | null; accounted_mwh: string | null; hours_in_month: number | null }>(
  row: T,
) {
  const { average_mw, accounted_mwh, hours_in_month, ...rest } = row;
  return {
    ...rest,
    ...(average_mw === null ? {} : { average_mw }),
    ...(accounted_mwh === null ? {} : { accounted_mwh }),
    ...(hours_in_month === null ? {} : { hours_in_month }),
  };
}

/** Month imports: one row per plant and month, within the caller's plants. Written by the imports. */
export const generationHandlers: Handlers = {
  async listGeneration({ db, user, query }) {
    let q = db
      .selectFrom('generation as g')
      .innerJoin('businesses as b', 'b.id', 'g.business_id')
      .selectAll('g')
      .select([
        'b.name as business_name',
        'b.codeCEG',
        sql<string>`g.year::text || '-' || lpad(g.month::text, 2, '0')`.as('period'),
      ])
      .where(businessScope(user))
      .$narrowType<{ origin: Origin }>();
    if (query.business_id) q = q.where('g.business_id', '=', query.business_id);
    if (query.year) q = q.where('g.year', '=', query.year);
    if (query.month) q = q.where('g.month', '=', query.month);
    if (query.import_id) q = q.where('g.import_id', '=', query.import_id);
    const page = await listPage(q, query, {
      searchable: ['b.name', 'b.codeCEG'],
      sortable: sortableFor('listGeneration'),
    });
    return { ...page, data: page.data.map(present) };
  },
};
