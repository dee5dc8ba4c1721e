import { REC_STATUS_GROUP_MEMBERS } from '@rec/domain';
import { FIRST_HOURLY_MONTH } from '@rec/domain/hourly';
import { sql } from 'kysely';
import { HttpError } from '../../http/errors';
import { type ListSpec, listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { registrantScope } from '../../policy/scope';
import { sortableFor } from '../list-columns';
import { batchApprove } from './batch-approve';
import { createRequest } from './create';
import { approve, reject, revert } from './decide';
import { updateRequest } from './edit';
import { recActivity } from './events';
import { sendToHub } from './hub';
import { eligibleReceivers } from './receiver';
import { plantInScope, recOr404, recQuery } from './select';

const LIST = {
  searchable: [
    // The stored folded names (migration 0079).
    { key: 'recs.business_id', table: 'businesses', columns: [{ folded: 'name_folded' }, { folded: 'code_folded' }] },
    { key: 'recs.registrant_id', table: 'registrants', columns: [{ folded: 'social_reason_folded' }] },
  ],
  sortColumns: { id: 'recs.id', created_at: 'recs.created_at', status: 'recs.status' },
  defaultSort: 'id',
  newestFirst: true,
  key: 'recs.id',
} satisfies Omit<ListSpec, 'sortable'>;

export const recsHandlers: Handlers = {
  async listRecs({ db, user, query }) {
    let q = recQuery(db, user);
    if (query.status) q = q.where('recs.status', '=', query.status);
    // The back-office's rejected list: every way a request ends without certificates.
    if (query.status_group === 'rejected') q = q.where('recs.status', 'in', REC_STATUS_GROUP_MEMBERS.rejected);
    if (query.generation_period) q = q.where('recs.generation_period', '=', query.generation_period);
    if (query.scheme) q = q.where('recs.scheme', '=', query.scheme);
    if (query.business_id) q = q.where('recs.business_id', '=', query.business_id);
    if (query.registrant_id) q = q.where('recs.registrant_id', '=', query.registrant_id);
    if (query.participant_id) q = q.where('recs.participant_id', '=', query.participant_id);
    if (query.granularity) q = q.where('recs.granularity', '=', query.granularity);
    return listPage(q, query, { ...LIST, sortable: sortableFor('listRecs') });
  },

  async listRecEmissions({ db, user, query }) {
    let q = recQuery(db, user).where('recs.status', '=', 'approved');
    if (query.scheme) q = q.where('recs.scheme', '=', query.scheme);
    if (query.business_id) q = q.where('recs.business_id', '=', query.business_id);
    if (query.registrant_id) q = q.where('recs.registrant_id', '=', query.registrant_id);
    // A range, not LIKE 'YYYY-%': the btree on generation_period serves it (ADR 0030).
    if (query.year)
      q = q
        .where('recs.generation_period', '>=', `${query.year}-01`)
        .where('recs.generation_period', '<=', `${query.year}-12`);
    return listPage(q, query, { ...LIST, sortable: sortableFor('listRecEmissions') });
  },

  async listRecsPrimary({ db, user, query }) {
    const scope = registrantScope(user);
    let q = db
      .selectFrom('generation')
      .innerJoin('businesses', 'businesses.id', 'generation.business_id')
      .select([
        'generation.business_id',
        'businesses.name as business_name',
        'businesses.codeCEG as codeCEG',
        sql<string>`to_char(make_date(generation.year, generation.month, 1), 'YYYY-MM')`.as('period'),
        sql<string>`generation.total::numeric(18,6)::text`.as('generation_volume'),
        sql<string>`coalesce((SELECT sum(r."emissionVolume") FROM recs r WHERE r.business_id = generation.business_id AND r.generation_period = to_char(make_date(generation.year, generation.month, 1), 'YYYY-MM') AND r.status IN ('pending', 'approved')), 0)::numeric(18,6)::text`.as(
          'requested_volume',
        ),
      ])
      .select(
        sql<string>`(generation.total - coalesce((SELECT sum(r."emissionVolume") FROM recs r WHERE r.business_id = generation.business_id AND r.generation_period = to_char(make_date(generation.year, generation.month, 1), 'YYYY-MM') AND r.status IN ('pending', 'approved')), 0))::numeric(18,6)::text`.as(
          'available_volume',
        ),
      )
      // The hourly request's own precondition (checkHourlyRequest), so the form offers "Horária"
      // only where the server would accept it: CCEE hourly origin and the plant's series in the
      // month's latest committed hourly batch.
      .select(
        sql<boolean>`(generation.origin = 'ccee_hourly' AND to_char(make_date(generation.year, generation.month, 1), 'YYYY-MM') >= ${FIRST_HOURLY_MONTH} AND EXISTS (SELECT 1 FROM ccee_hourly c WHERE c.business_id = generation.business_id AND c.import_id = (SELECT max(b.id) FROM import_batches b WHERE b.kind = 'ccee_hourly' AND b.status = 'committed' AND b.period_year = generation.year AND b.period_month = generation.month)))`.as(
          'hourly_available',
        ),
      );
    if (scope !== undefined) q = q.where('businesses.registrant_id', '=', scope);
    if (query.business_id) q = q.where('generation.business_id', '=', query.business_id);
    if (query.registrant_id) q = q.where('businesses.registrant_id', '=', query.registrant_id);
    if (query.available_only) {
      q = q.where(
        sql<boolean>`generation.total > coalesce((SELECT sum(r."emissionVolume") FROM recs r WHERE r.business_id = generation.business_id AND r.generation_period = to_char(make_date(generation.year, generation.month, 1), 'YYYY-MM') AND r.status IN ('pending', 'approved')), 0)`,
      );
    }
    return listPage(q, query, {
      searchable: ['businesses.name', 'businesses.codeCEG'],
      sortable: sortableFor('listRecsPrimary'),
      defaultSort: 'period',
    });
  },

  getRec: ({ db, user, params }) => recOr404(db, user, params.id),

  async listRecReceivers({ db, user, query }) {
    const plant = await plantInScope(db, user, query.business_id);
    const data = await eligibleReceivers(db, plant).orderBy('p.name').orderBy('p.id').execute();
    return { data, total: data.length };
  },

  async listRecActivity({ db, user, params }) {
    const data = await recActivity(db, user, params.id);
    return { data, total: data.length };
  },

  createRec: ({ db, user, body, services }) => createRequest(db, user, body, services.clock()),

  async batchCreateRecs({ db, user, body, services }) {
    const data = [];
    for (const [index, item] of body.items.entries()) {
      try {
        data.push(await createRequest(db, user, item, services.clock()));
      } catch (err) {
        // All or nothing: the transaction rolls back; say which item failed, and where.
        if (err instanceof HttpError) {
          const fields = err.fields?.map((f) => ({ ...f, field: `items.${index}.${f.field}` }));
          throw new HttpError(err.status, err.code, `Item ${index + 1}: ${err.message}`, fields);
        }
        throw err;
      }
    }
    return { data, total: data.length };
  },

  updateRec: ({ db, user, params, body, services }) => updateRequest(db, user, params.id, body, services.clock()),

  approveRec: ({ db, user, params }) => approve(db, user, params.id),
  blockRec: ({ db, user, params, body }) => reject(db, user, params.id, 'blocked', body.reason),
  refuseRec: ({ db, user, params, body }) => reject(db, user, params.id, 'refused', body.reason),
  revertRec: ({ db, user, body }) => revert(db, user, body.rec_emission_id),
  sendRecToHub: ({ db, user, body }) => sendToHub(db, user, body.rec_emission_id),

  async batchApproveRecs({ db, user, body }) {
    const data = await batchApprove(db, user, body.ids);
    return { data, total: data.length };
  },
};
