import { emissionDeadline } from '@rec/domain/emission-deadline';
import { sql } from 'kysely';
import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { sortableFor } from '../list-columns';

/**
 * Residual mix: each plant-month's generation minus the volume certified for it (approved
 * emissions, either scheme), with the last day to issue it — production January–June by 31 May
 * of the next year, July–December by 30 September of the next year (I-REC Brazil). Only months
 * with something left are listed.
 */
export const rdmsHandlers: Handlers = {
  async listRdms({ db, query }) {
    const period = sql<string>`to_char(make_date(g.year, g.month, 1), 'YYYY-MM')`;
    let rows = db
      .selectFrom('generation as g')
      .innerJoin('businesses as b', 'b.id', 'g.business_id')
      .leftJoin('sources as s', 's.id', 'b.source_id')
      .select([
        'g.business_id',
        'b.name as business_name',
        'b.codeCEG',
        's.name as source_name',
        sql<number>`g.year::int`.as('year'),
        sql<number>`g.month::int`.as('month'),
        period.as('period'),
        sql<string>`g.total`.as('generated'),
        sql<string>`coalesce((SELECT sum(r."emissionVolume") FROM recs r
          WHERE r.business_id = g.business_id AND r.generation_period = ${period} AND r.status = 'approved'), 0)`.as(
          'certified',
        ),
      ]);
    if (query.year) rows = rows.where('g.year', '=', query.year);
    if (query.business_id) rows = rows.where('g.business_id', '=', query.business_id);
    const q = db
      .selectFrom(rows.as('x'))
      .select([
        'x.business_id',
        'x.business_name',
        'x.codeCEG',
        'x.source_name',
        'x.period',
        // NUMERIC (not text) so that sorting by them is numeric; they still arrive as exact text.
        sql<string>`x.generated::numeric(18,6)`.as('generation_volume'),
        sql<string>`x.certified::numeric(18,6)`.as('certified_volume'),
        sql<string>`(x.generated - x.certified)::numeric(18,6)`.as('residual_volume'),
        sql<string>`make_date(x.year + 1, CASE WHEN x.month <= 6 THEN 5 ELSE 9 END,
          CASE WHEN x.month <= 6 THEN 31 ELSE 30 END)`.as('deadline'),
        // A unique key in the natural order (month, then plant): the tie-breaker of every sort.
        sql<string>`x.period || '/' || lpad(x.business_id::text, 12, '0')`.as('rdm_key'),
      ])
      .where(sql<boolean>`x.generated > x.certified`);
    const page = await listPage(q, query, {
      searchable: ['x.business_name', 'x.codeCEG', 'x.source_name'],
      sortable: sortableFor('listRdms'),
      defaultSort: 'rdm_key',
    });
    return {
      data: page.data.map(({ rdm_key: _key, generation_volume, certified_volume, residual_volume, ...r }) => ({
        ...r,
        generation_volume: String(generation_volume),
        certified_volume: String(certified_volume),
        residual_volume: String(residual_volume),
        // The domain's rule (the emission form and the server's refusal use the same one); the
        // SQL above computes it too only so that the list can sort by it.
        deadline: emissionDeadline(r.period),
      })),
      total: page.total,
    };
  },
};
