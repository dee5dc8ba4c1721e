import { NOT_FOUND_ENTRIES, SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Principal } from '../../http/types';
import { registrantScope } from '../../policy/scope';

export const REC_NOT_FOUND = serverText(SERVER_TEXTS.emissaoNaoEncontrada);

/** Every field of the Rec schema, with names of the plant, registrant and participant. */
export function recQuery(db: Kysely<DB>, user: Principal) {
  const scope = registrantScope(user);
  // Left joins on NOT NULL foreign keys: the same rows as inner joins, but PostgreSQL drops a left
  // join to a unique key whose columns a statement does not read — a list's capped count and its
  // keys-first walk then read recs alone (ADR 0030, 3rd addendum).
  let q = db
    .selectFrom('recs')
    .leftJoin('businesses', 'businesses.id', 'recs.business_id')
    .leftJoin('registrants', 'registrants.id', 'recs.registrant_id')
    .leftJoin('participants', 'participants.id', 'recs.participant_id')
    .selectAll('recs')
    .select([
      'businesses.name as business_name',
      'businesses.codeCEG as codeCEG',
      'registrants.social_reason as registrant_name',
      'participants.name as participant_name',
      // Volume that left the account it was issued to (revert needs none).
      sql<string>`(CASE WHEN recs.status = 'approved' THEN (SELECT coalesce(sum(ti.volume), 0) FROM transfer_items ti WHERE ti.rec_id = recs.id) + (SELECT coalesce(sum(ri.volume), 0) FROM redemption_items ri WHERE ri.rec_id = recs.id) ELSE 0 END)::numeric(18,6)::text`.as(
        'volume_moved',
      ),
    ])
    .$narrowType<{ business_name: string; codeCEG: string; registrant_name: string }>();
  if (scope !== undefined) q = q.where('recs.registrant_id', '=', scope);
  return q;
}

export async function recOr404(db: Kysely<DB>, user: Principal, id: number) {
  const row = await recQuery(db, user).where('recs.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(REC_NOT_FOUND);
  return row;
}

/** Locks the request row for a state change; scope applied. */
export async function lockRec(db: Kysely<DB>, user: Principal, id: number) {
  const scope = registrantScope(user);
  let q = db.selectFrom('recs').selectAll().where('id', '=', id);
  if (scope !== undefined) q = q.where('registrant_id', '=', scope);
  const row = await q.forNoKeyUpdate().executeTakeFirst();
  if (!row) throw notFound(REC_NOT_FOUND);
  return row;
}

/** A plant the caller may request emissions for (its registrant's; any for the admin), or 404. */
export async function plantInScope(db: Kysely<DB>, user: Principal, id: number) {
  const scope = registrantScope(user);
  let q = db.selectFrom('businesses').select(['id', 'registrant_id']).where('id', '=', id);
  if (scope !== undefined) q = q.where('registrant_id', '=', scope);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(serverText(NOT_FOUND_ENTRIES.businesses));
  return row;
}
