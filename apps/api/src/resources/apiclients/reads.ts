import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Principal } from '../../http/types';

// A client as the contract answers it: its organisation's name, its status, and while a
// rotation's overlap lasts, when the previous secret stops working. Never a secret or its hash.
export const clientQuery = (db: Kysely<DB>) =>
  db.selectFrom(
    db
      .selectFrom('api_clients as c')
      .leftJoin('registrants as r', 'r.id', 'c.registrant_id')
      .leftJoin('participants as p', 'p.id', 'c.participant_id')
      .select([
        'c.id',
        'c.client_id',
        'c.name',
        'c.organization',
        'c.registrant_id',
        'c.participant_id',
        'c.scopes',
        'c.rate_limit',
        'c.last_used_at',
        'c.revoked_at',
        'c.created_at',
        sql<string | null>`coalesce(r.social_reason, p.name)`.as('organization_name'),
        sql<'active' | 'revoked'>`case when c.revoked_at is null then 'active' else 'revoked' end`.as('status'),
        sql<Date | null>`(select max(s.expires_at) from api_client_secrets s
          where s.api_client_id = c.id and s.expires_at > now())`.as('previous_secret_expires_at'),
      ])
      .as('c'),
  );

/** Narrows a query to the clients the caller may manage: the admin all, others their organisation's. */
export const ownedBy = <Q extends ReturnType<typeof clientQuery>>(q: Q, user: Principal): Q => {
  if (user.role === 'admin') return q;
  if (user.role === 'client_admin_participant') return q.where('c.participant_id', '=', user.participantId ?? -1) as Q;
  return q.where('c.registrant_id', '=', user.registrantId ?? -1) as Q;
};

export async function findClient(db: Kysely<DB>, user: Principal, id: number) {
  const row = await ownedBy(clientQuery(db).selectAll(), user).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
