import { isEventType } from '@rec/domain/events';
import {
  emailPreferences,
  kindOf,
  notificationDetail,
  notificationMail,
  notificationPath,
  preferencesPath,
} from '@rec/domain/notifications';
import type { Kysely } from 'kysely';
import type { Mailer } from '../auth/mailer';
import type { DB } from '../db/schema';
import { eventHorizon } from './horizon';
import { type EventRow, type Recipient, recipientsOf } from './recipients';

export interface FanOutDeps {
  mail: Pick<Mailer, 'enqueue'>;
  webUrl: string;
}

/**
 * Turns new events into notifications (issue 42, ADR 0120): reads `events` after its cursor in id
 * order, up to the horizon, writes one row per (user, event) — the unique key makes a replay write
 * nothing — and queues the mail of each new row the user wants by e-mail, all in one transaction
 * with the cursor, whose row lock makes nodes take turns. Answers how many notifications it wrote.
 */
export async function fanOutEvents(db: Kysely<DB>, deps: FanOutDeps, batch = 200): Promise<number> {
  const horizon = await eventHorizon(db);
  if (horizon === null) return 0;
  return db.transaction().execute(async (tx) => {
    const cursor = await tx
      .selectFrom('event_cursors')
      .select('last_event_id')
      .where('consumer', '=', 'notifications')
      .forUpdate()
      .executeTakeFirstOrThrow();
    const events = await tx
      .selectFrom('events')
      .select(['id', 'type', 'registrant_id', 'participant_id', 'resource', 'resource_id', 'actor_user_id', 'data'])
      .where('id', '>', cursor.last_event_id)
      .where('id', '<=', horizon)
      .orderBy('id')
      .limit(batch)
      .execute();
    let written = 0;
    for (const event of events) written += await notifyOne(tx, deps, event);
    const last = events.at(-1);
    if (last)
      await tx
        .updateTable('event_cursors')
        .set({ last_event_id: last.id, updated_at: new Date() })
        .where('consumer', '=', 'notifications')
        .execute();
    return written;
  });
}

async function notifyOne(tx: Kysely<DB>, deps: FanOutDeps, event: EventRow & { data: unknown }): Promise<number> {
  const users = await recipientsOf(tx, event);
  if (users.length === 0 || !isEventType(event.type)) return 0;
  const created = await tx
    .insertInto('notifications')
    .values(users.map((u) => ({ user_id: u.id, event_id: event.id })))
    .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
    .returning(['id', 'user_id'])
    .execute();
  if (created.length === 0) return 0;
  const kind = kindOf(event.type);
  const prefs = await tx
    .selectFrom('notification_preferences')
    .select(['user_id', 'kind', 'email'])
    .where('kind', '=', kind)
    .where(
      'user_id',
      'in',
      created.map((c) => c.user_id),
    )
    .execute();
  for (const row of created) {
    const user = users.find((u) => u.id === row.user_id) as Recipient;
    if (!emailPreferences(prefs.filter((p) => p.user_id === user.id))[kind]) continue;
    const path = notificationPath(user.role, event.resource, event.resource_id) ?? '/';
    const mail = notificationMail(user.locale, {
      name: user.name,
      type: event.type,
      subjectId: event.resource_id,
      link: `${deps.webUrl}${path}`,
      preferencesLink: `${deps.webUrl}${preferencesPath(user.role) ?? '/'}`,
      detail: notificationDetail(user.locale, event.type, (event.data ?? {}) as Record<string, unknown>),
    });
    await deps.mail.enqueue(tx, {
      to: user.email,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      notificationId: row.id,
    });
  }
  return created.length;
}
