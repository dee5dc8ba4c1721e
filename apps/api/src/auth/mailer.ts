import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DB } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Mail goes through the outbox table inside the caller's transaction, so that a rolled-back
 * request sends nothing; `flush` delivers pending rows by SMTP when configured, else to the log.
 */
export function mailer(smtpUrl: string | undefined, log: FastifyBaseLogger) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async enqueue(db: Kysely<DB>, mail: Mail): Promise<void> {
      await db.insertInto('outbox').values({ to_address: mail.to, subject: mail.subject, body: mail.body }).execute();
    },
    /**
     * Delivers up to `max` pending mails, each claimed in its own transaction with FOR UPDATE SKIP
     * LOCKED: with several API nodes flushing the same outbox, each mail goes out once (ADR 0031).
     */
    async flush(db: Kysely<DB>, max = 50): Promise<number> {
      let sent = 0;
      for (; sent < max; sent++) {
        const done = await db.transaction().execute(async (tx) => {
          const m = await tx
            .selectFrom('outbox')
            .selectAll()
            .where('sent_at', 'is', null)
            .where('error', 'is', null)
            .orderBy('id')
            .limit(1)
            .forUpdate()
            .skipLocked()
            .executeTakeFirst();
          if (!m) return false;
          try {
            if (transport)
              await transport.sendMail({
                from: 'REC Registro <nao-responda@registro.org.br>',
                to: m.to_address,
                subject: m.subject,
                text: m.body,
              });
            else log.info({ to: m.to_address, subject: m.subject, body: m.body }, 'mail (no SMTP configured: logged)');
            await tx.updateTable('outbox').set({ sent_at: new Date() }).where('id', '=', m.id).execute();
          } catch (err) {
            await tx
              .updateTable('outbox')
              .set({ error: String(err) })
              .where('id', '=', m.id)
              .execute();
          }
          return true;
        });
        if (!done) break;
      }
      return sent;
    },
  };
}

export type Mailer = ReturnType<typeof mailer>;
