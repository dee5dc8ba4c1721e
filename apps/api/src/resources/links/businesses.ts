import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { listPage } from '../../http/list';
import type { Handlers, Principal } from '../../http/types';
import { sortableFor } from '../list-columns';
import { businessMissing, decideLink, destroyLink, duplicateLink, orNotFound, requestingParticipant } from './shared';

// A participant–enterprise link: the enterprise's registrant is the registrant side.

const COLUMNS = [
  'id',
  'participant_id',
  'business_id',
  'status',
  'participant_name',
  'business_name',
  'created_at',
  'updated_at',
] as const;

/** Links with both names and the enterprise's registrant (for scoping, not returned). */
export const links = (db: Kysely<DB>) =>
  db.selectFrom((eb) =>
    eb
      .selectFrom('participant_businesses as l')
      .innerJoin('participants as p', 'p.id', 'l.participant_id')
      .innerJoin('businesses as b', 'b.id', 'l.business_id')
      .select([
        'l.id',
        'l.participant_id',
        'l.business_id',
        'l.status',
        'l.created_at',
        'l.updated_at',
        'p.name as participant_name',
        'b.name as business_name',
        'b.registrant_id',
      ])
      .as('links'),
  );

const scoped = (db: Kysely<DB>, user: Principal) => {
  const q = links(db).select(COLUMNS);
  if (user.role === 'admin') return q;
  if (user.role === 'client_admin_participant') return q.where('participant_id', '=', user.participantId ?? -1);
  return q.where('registrant_id', '=', user.registrantId ?? -1);
};

const byId = async (db: Kysely<DB>, id: number) =>
  orNotFound(
    await links(db)
      .select([...COLUMNS, 'registrant_id'])
      .where('id', '=', id)
      .executeTakeFirst(),
  );

/** The link as the contract shows it (without the enterprise's registrant). */
const shown = async (db: Kysely<DB>, id: number) => {
  const { registrant_id, ...link } = await byId(db, id);
  return link;
};

export const participantBusinessesHandlers: Handlers = {
  listParticipantBusinesses({ db, user, query }) {
    let q = scoped(db, user);
    if (query.participant_id) q = q.where('participant_id', '=', query.participant_id);
    if (query.business_id) q = q.where('business_id', '=', query.business_id);
    if (query.status) q = q.where('status', '=', query.status);
    return listPage(q, query, {
      searchable: ['participant_name', 'business_name'],
      sortable: sortableFor('listParticipantBusinesses'),
    });
  },

  /** The enterprise must be approved; registrant staff may only link their own enterprises. */
  async createParticipantBusiness({ db, user, body }) {
    await requestingParticipant(db, user, body.participant_id);
    const business = await db
      .selectFrom('businesses')
      .select(['id', 'registrant_id'])
      .where('id', '=', body.business_id)
      .where('approved', '=', 'APROVADO')
      .executeTakeFirst();
    const registrantSide = user.role !== 'admin' && user.role !== 'client_admin_participant';
    if (!business || (registrantSide && business.registrant_id !== user.registrantId)) throw businessMissing();
    const existing = await db
      .selectFrom('participant_businesses')
      .select('id')
      .where('participant_id', '=', body.participant_id)
      .where('business_id', '=', body.business_id)
      .executeTakeFirst();
    if (existing) throw duplicateLink();
    const { id } = await db
      .insertInto('participant_businesses')
      .values({ participant_id: body.participant_id, business_id: body.business_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    return shown(db, id);
  },

  async updateParticipantBusiness({ db, user, body }) {
    const link = await byId(db, body.id);
    await decideLink(db, 'participant_businesses', user, link, body.status);
    return shown(db, link.id);
  },

  destroyParticipantBusiness: async ({ db, user, body }) =>
    destroyLink(db, 'participant_businesses', user, await byId(db, body.id)),
};
