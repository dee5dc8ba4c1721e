import { isEventType } from '@rec/domain/events';
import { emailPreferences, kindOf, NOTIFICATION_KINDS } from '@rec/domain/notifications';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { notFound } from '../http/errors';
import type { Handlers } from '../http/types';

// A user's own notifications and e-mail preferences (issue 42, ADR 0120): every query is scoped
// to the caller's id, so another user's notification is a 404, never a 403 that confirms it.

const PAGE = 20;

const rows = (db: Kysely<DB>, userId: number) =>
  db.selectFrom('notifications as n').innerJoin('events as e', 'e.id', 'n.event_id').where('n.user_id', '=', userId);

const columns = ['n.id', 'n.read_at', 'n.created_at', 'e.type', 'e.resource', 'e.resource_id', 'e.data'] as const;

type Row = {
  id: number;
  read_at: Date | string | null;
  created_at: Date | string;
  type: string;
  resource: string;
  resource_id: string;
  data: unknown;
};

const toNotification = (r: Row) => ({
  id: r.id,
  type: r.type,
  kind: isEventType(r.type) ? kindOf(r.type) : ('emission' as const),
  subject: { resource: r.resource, id: r.resource_id },
  data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>,
  created_at: r.created_at,
  read_at: r.read_at,
});

const unreadOf = async (db: Kysely<DB>, userId: number) =>
  Number(
    (
      await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

const preferencesOf = async (db: Kysely<DB>, userId: number) => {
  const [user, stored] = await Promise.all([
    db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('notification_preferences').select(['kind', 'email']).where('user_id', '=', userId).execute(),
  ]);
  const prefs = emailPreferences(stored);
  return {
    locale: user.locale as 'pt',
    email: NOTIFICATION_KINDS.map((kind) => ({ kind, email: prefs[kind] })),
  };
};

export const notificationHandlers: Handlers = {
  async listNotifications({ db, user, query }) {
    const page = query.page ?? 1;
    const scoped = query.unread ? rows(db, user.id).where('n.read_at', 'is', null) : rows(db, user.id);
    const [data, total, unread] = await Promise.all([
      scoped
        .select([...columns])
        .orderBy('n.id', 'desc')
        .limit(PAGE)
        .offset((page - 1) * PAGE)
        .execute(),
      scoped.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      unreadOf(db, user.id),
    ]);
    return { data: data.map(toNotification), total: Number(total.n), unread };
  },

  async countUnreadNotifications({ db, user }) {
    return { unread: await unreadOf(db, user.id) };
  },

  async markNotificationRead({ db, user, params }) {
    await db
      .updateTable('notifications')
      .set({ read_at: new Date() })
      .where('id', '=', params.id)
      .where('user_id', '=', user.id)
      .where('read_at', 'is', null)
      .execute();
    const row = await rows(db, user.id)
      .select([...columns])
      .where('n.id', '=', params.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toNotification(row);
  },

  async markAllNotificationsRead({ db, user }) {
    const result = await db
      .updateTable('notifications')
      .set({ read_at: new Date() })
      .where('user_id', '=', user.id)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return { updated: Number(result.numUpdatedRows) };
  },

  async getNotificationPreferences({ db, user }) {
    return preferencesOf(db, user.id);
  },

  async updateNotificationPreferences({ db, user, body }) {
    if (body.locale) await db.updateTable('users').set({ locale: body.locale }).where('id', '=', user.id).execute();
    if (body.email?.length)
      await db
        .insertInto('notification_preferences')
        .values(body.email.map((p) => ({ user_id: user.id, kind: p.kind, email: p.email })))
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({ email: eb.ref('excluded.email') })))
        .execute();
    return preferencesOf(db, user.id);
  },
};
