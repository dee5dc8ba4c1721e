import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { listPage } from '../../http/list';
import type { Handlers, Principal } from '../../http/types';
import { sortableFor } from '../list-columns';
import {
  decideLink,
  destroyLink,
  duplicateLink,
  orNotFound,
  registrantMissing,
  requestingParticipant,
  requestingRegistrant,
} from './shared';

const COLUMNS = [
  'id',
  'participant_id',
  'registrant_id',
  'status',
  'participant_name',
  'registrant_name',
  'created_at',
  'updated_at',
] as const;

/** Links with both names; a derived table so that list columns are plain names. */
const links = (db: Kysely<DB>) =>
  db.selectFrom((eb) =>
    eb
      .selectFrom('participant_registrants as l')
      .innerJoin('participants as p', 'p.id', 'l.participant_id')
      .innerJoin('registrants as r', 'r.id', 'l.registrant_id')
      .select([
        'l.id',
        'l.participant_id',
        'l.registrant_id',
        'l.status',
        'l.created_at',
        'l.updated_at',
        'p.name as participant_name',
        'r.social_reason as registrant_name',
      ])
      .as('links'),
  );

/** Admin sees all; a participant admin its participant's links; registrant staff their registrant's. */
const scoped = (db: Kysely<DB>, user: Principal) => {
  const q = links(db).select(COLUMNS);
  if (user.role === 'admin') return q;
  if (user.role === 'client_admin_participant') return q.where('participant_id', '=', user.participantId ?? -1);
  return q.where('registrant_id', '=', user.registrantId ?? -1);
};

const byId = async (db: Kysely<DB>, id: number) =>
  orNotFound(await links(db).select(COLUMNS).where('id', '=', id).executeTakeFirst());

export const participantRegistrantsHandlers: Handlers = {
  listParticipantRegistrants({ db, user, query }) {
    let q = scoped(db, user);
    if (query.participant_id) q = q.where('participant_id', '=', query.participant_id);
    if (query.registrant_id) q = q.where('registrant_id', '=', query.registrant_id);
    if (query.status) q = q.where('status', '=', query.status);
    return listPage(q, query, {
      searchable: ['participant_name', 'registrant_name'],
      sortable: sortableFor('listParticipantRegistrants'),
    });
  },

  async createParticipantRegistrant({ db, user, body }) {
    requestingRegistrant(user, body.registrant_id);
    await requestingParticipant(db, user, body.participant_id);
    const registrant = await db
      .selectFrom('registrants')
      .select('id')
      .where('id', '=', body.registrant_id)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!registrant) throw registrantMissing();
    const existing = await db
      .selectFrom('participant_registrants')
      .select('id')
      .where('participant_id', '=', body.participant_id)
      .where('registrant_id', '=', body.registrant_id)
      .executeTakeFirst();
    if (existing) throw duplicateLink();
    const { id } = await db
      .insertInto('participant_registrants')
      .values({ participant_id: body.participant_id, registrant_id: body.registrant_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    return byId(db, id);
  },

  async updateParticipantRegistrant({ db, user, body }) {
    const link = await byId(db, body.id);
    await decideLink(db, 'participant_registrants', user, link, body.status);
    return byId(db, link.id);
  },

  destroyParticipantRegistrant: async ({ db, user, body }) =>
    destroyLink(db, 'participant_registrants', user, await byId(db, body.id)),
};
