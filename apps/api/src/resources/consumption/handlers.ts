import { DEFAULT_TIME_ZONE } from '@rec/domain';
import { sql } from 'kysely';
import { clientGone } from '../../http/client-gone';
import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { previewHourlyConsumption } from '../../imports/hourly-consumption/preview';
import { participantScope } from '../../policy/scope';
import { FormReader } from '../businesses/uploads';
import { previewing } from '../imports/sources';
import { sortableFor } from '../list-columns';
import { uploadedFile } from './upload';

// Hourly consumption of beneficiaries (issue 39 item 1, ADR 0102): the file's preview (committed
// by POST /imports/commit like every import) and the monthly totals of what was committed.

export const hourlyConsumptionHandlers: Handlers = {
  /** A participant admin imports for its own beneficiaries; an admin may name `participant_id`. */
  async uploadBeneficiaryHourlyConsumptionImport({ db, user, files, body, reply, services }) {
    const signal = clientGone(reply);
    const file = await uploadedFile(files);
    const form = new FormReader(body);
    const asked = form.int('participant_id', { min: 1 });
    const period = form.text('period');
    form.done();
    return previewing(() =>
      previewHourlyConsumption(
        db,
        { kind: 'beneficiary_hourly_consumption', file_name: file.filename || null, created_by: user.id },
        file.data,
        participantScope(user) ?? asked,
        { period, now: services.clock().getTime(), signal },
      ),
    );
  },

  /** Per beneficiary, Brasília-time month and submarket: hours, exact Wh and MWh, hours per tier. */
  listBeneficiaryHourlyConsumptions({ db, user, query }) {
    const scope = participantScope(user);
    // A literal zone, not a parameter: the grouped expression must be the selected one, text for text.
    const month = sql<string>`to_char(c.hour_start AT TIME ZONE ${sql.lit(DEFAULT_TIME_ZONE)}, 'YYYY-MM')`;
    let inner = db
      .selectFrom('beneficiary_hourly_consumptions as c')
      .innerJoin('beneficiaries as b', 'b.id', 'c.beneficiary_id')
      .select([
        sql<string>`c.beneficiary_id || ':' || ${month} || ':' || c.submarket`.as('id'),
        'c.beneficiary_id',
        'b.name as beneficiary_name',
        'b.code as beneficiary_code',
        month.as('month'),
        'c.submarket',
        sql<number>`count(*)::int`.as('hours'),
        sql<string>`sum(c.wh)::text`.as('wh'),
        sql<string>`(sum(c.wh)::numeric / 1000000)::numeric(24,6)::text`.as('volume'),
        sql<string>`sum(c.wh)`.as('wh_sum'),
        sql<number>`(count(*) FILTER (WHERE c.tier = 'meter'))::int`.as('meter_hours'),
        sql<number>`(count(*) FILTER (WHERE c.tier = 'profile'))::int`.as('profile_hours'),
        sql<number>`(count(*) FILTER (WHERE c.tier = 'estimate'))::int`.as('estimate_hours'),
      ])
      .groupBy(['c.beneficiary_id', 'b.name', 'b.code', sql`${month}`, 'c.submarket']);
    if (scope !== undefined) inner = inner.where('b.participant_id', '=', scope);
    if (query.beneficiary_id) inner = inner.where('c.beneficiary_id', '=', query.beneficiary_id);
    if (query.year)
      inner = inner
        .where('c.hour_start', '>=', sql<Date>`make_timestamptz(${query.year}, 1, 1, 0, 0, 0, ${DEFAULT_TIME_ZONE})`)
        .where(
          'c.hour_start',
          '<',
          sql<Date>`make_timestamptz(${query.year + 1}, 1, 1, 0, 0, 0, ${DEFAULT_TIME_ZONE})`,
        );
    const q = db
      .selectFrom(inner.as('m'))
      .select([
        'm.id',
        'm.beneficiary_id',
        'm.beneficiary_name',
        'm.beneficiary_code',
        'm.month',
        'm.submarket',
        'm.hours',
        'm.wh',
        'm.volume',
        'm.meter_hours',
        'm.profile_hours',
        'm.estimate_hours',
      ]);
    return listPage(q, query, {
      searchable: ['m.beneficiary_name', 'm.beneficiary_code'],
      sortable: sortableFor('listBeneficiaryHourlyConsumptions'),
      // The answer's quantities are text copies: order by the sum itself.
      sortColumns: { volume: 'm.wh_sum', wh: 'm.wh_sum' },
      defaultSort: 'month',
      newestFirst: true,
    });
  },
};
