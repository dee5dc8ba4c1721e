import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DB } from '../db/schema';
import { BASE_DELAY_MS, isTransient, MAX_ATTEMPTS, retryDelayMs } from './mail-retry';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The HTML alternative of `body`, when the mail has one (notifications). */
  html?: string;
  notificationId?: number;
}

export const MAIL_FROM = 'REC Registro <nao-responda@registro.org.br>';

/**
 * Mail goes through the outbox table inside the caller's transaction, so that a rolled-back
 * request sends nothing; `flush` delivers pending rows by SMTP when configured, else to the log
 * (marked sent: the admin's outbox screen shows them).
 */
export function mailer(smtpUrl: string | undefined, log: FastifyBaseLogger, options: { baseDelayMs?: number } = {}) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const base = options.baseDelayMs ?? BASE_DELAY_MS;
  return {
    async enqueue(db: Kysely<DB>, mail: Mail): Promise<void> {
      await db
        .insertInto('outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          body: mail.body,
          html: mail.html ?? null,
          notification_id: mail.notificationId ?? null,
          // Due from this process's clock, the one `flush` compares with: the database's now() has
          // microseconds, so a mail flushed within the same millisecond was not yet due.
          next_attempt_at: new Date(),
        })
        .execute();
    },
    /**
     * Delivers up to `max` mails due at `now`, each claimed in its own transaction with FOR UPDATE
     * SKIP LOCKED: with several API nodes flushing the same outbox, each mail goes out once (ADR
     * 0031). A node that dies mid-send rolls its claim back, so another sends it again: at least
     * once, never lost. A transient failure waits its backoff; a permanent one is recorded.
     */
    async flush(db: Kysely<DB>, max = 50, now: Date = new Date()): Promise<number> {
      let sent = 0;
      for (let tried = 0; tried < max; tried++) {
        const outcome = await db.transaction().execute(async (tx) => {
          const m = await tx
            .selectFrom('outbox')
            .selectAll()
            .where('state', '=', 'pending')
            .where('next_attempt_at', '<=', now)
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(1)
            .forUpdate()
            .skipLocked()
            .executeTakeFirst();
          if (!m) return 'none' as const;
          const attempts = m.attempts + 1;
          try {
            if (transport)
              await transport.sendMail({
                from: MAIL_FROM,
                to: m.to_address,
                subject: m.subject,
                text: m.body,
                ...(m.html ? { html: m.html } : {}),
              });
            else log.info({ to: m.to_address, subject: m.subject, body: m.body }, 'mail (no SMTP configured: logged)');
            await tx
              .updateTable('outbox')
              .set({ state: 'sent', sent_at: new Date(), attempts, error: null })
              .where('id', '=', m.id)
              .execute();
            return 'sent' as const;
          } catch (err) {
            const retry = isTransient(err) && attempts < MAX_ATTEMPTS;
            await tx
              .updateTable('outbox')
              .set({
                state: retry ? 'pending' : 'failed',
                attempts,
                error: String(err),
                next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts, base)),
              })
              .where('id', '=', m.id)
              .execute();
            log.warn({ outbox: m.id, attempts, retry, err: String(err) }, 'mail not delivered');
            return 'failed' as const;
          }
        });
        if (outcome === 'none') break;
        if (outcome === 'sent') sent++;
      }
      return sent;
    },
  };
}

export type Mailer = ReturnType<typeof mailer>;
