import { type EventType, isEventType } from '@rec/domain/events';
import { routeOf } from '@rec/domain/notifications';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface EventRow {
  id: number;
  type: string;
  registrant_id: number | null;
  participant_id: number | null;
  resource: string;
  resource_id: string;
  actor_user_id: number | null;
}

export interface Recipient {
  id: number;
  email: string;
  name: string;
  role: string;
  locale: string;
}

/**
 * The active users who learn of an event: the roles its route names among the users of the
 * organisation the row is addressed to, and the admins when the route says so; never its actor.
 */
export async function recipientsOf(db: Kysely<DB>, event: EventRow): Promise<Recipient[]> {
  if (!isEventType(event.type)) return [];
  const route = routeOf(event.type as EventType);
  const orgRoles = route.org.filter(() => event.registrant_id !== null || event.participant_id !== null);
  if (orgRoles.length === 0 && !route.admins) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role', 'locale'])
    .where('active', '=', true)
    .where((eb) => {
      const either = [];
      if (orgRoles.length > 0)
        either.push(
          eb.and([
            eb('role', 'in', orgRoles),
            event.registrant_id !== null
              ? eb('registrant_id', '=', event.registrant_id)
              : eb('participant_id', '=', event.participant_id as number),
          ]),
        );
      if (route.admins) either.push(eb('role', '=', 'admin'));
      return eb.or(either);
    })
    .$if(event.actor_user_id !== null, (q) => q.where('id', '!=', event.actor_user_id as number))
    .orderBy('id')
    .execute();
}
