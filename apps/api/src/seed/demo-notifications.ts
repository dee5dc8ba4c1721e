import type { Kysely } from 'kysely';
import type { Mailer } from '../auth/mailer';
import type { DB } from '../db/schema';
import { fanOutEvents } from '../notifications/fanout';

/**
 * The demo's events told as the running server would tell them (ADR 0120): the real fan-out turns
 * the seed's approvals, transfers, invoices… into each demo user's unread notifications and queues
 * their mail; the flush (no SMTP_URL: logged and marked sent) fills the admin's "Caixa de saída".
 * Run to the end of the events, so a newcomer who signs in at once sees them. Answers how many.
 */
export async function seedDemoNotifications(db: Kysely<DB>, mail: Mailer, webUrl: string): Promise<number> {
  const last = async () =>
    Number(
      (
        await db
          .selectFrom('events')
          .select((eb) => eb.fn.max('id').as('max'))
          .executeTakeFirst()
      )?.max ?? 0,
    );
  const cursor = async () =>
    Number(
      (
        await db
          .selectFrom('event_cursors')
          .select('last_event_id')
          .where('consumer', '=', 'notifications')
          .executeTakeFirst()
      )?.last_event_id ?? 0,
    );
  const end = await last();
  let told = 0;
  while ((await cursor()) < end) told += await fanOutEvents(db, { mail, webUrl }, 1000);
  while ((await mail.flush(db, 500)) > 0);
  return told;
}
