import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailer, mailer } from '../src/auth/mailer';
import { recordEvent } from '../src/events/record';
import { fanOutEvents } from '../src/notifications/fanout';
import { openWorkerDatabase, startWorkerProcess, until } from './support/import-worker-process';
import { startTestServer, type TestServer } from './support/server';
import { type SmtpPeer, startSmtpPeer } from './support/smtp-peer';

// Issue 42 item 1: events become notifications and mail, delivered to a real SMTP peer (parsed
// back with mailparser): the right people, in their language; transient failures retried with
// backoff and delivered once; a permanent one recorded; a sender killed mid-send loses nothing.

const quiet = { info: () => undefined, warn: () => undefined } as unknown as Parameters<typeof mailer>[1];
const HOUR = 3_600_000;

let s: TestServer;
let smtp: SmtpPeer;
let mail: Mailer;
beforeAll(async () => {
  [s, smtp] = await Promise.all([startTestServer(), startSmtpPeer()]);
  mail = mailer(smtp.url, quiet, { baseDelayMs: 1000 });
});
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

const deps = () => ({ mail, webUrl: 'https://registro.example' });
const outboxTo = (to: string) =>
  s.database.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

describe('notification mail', () => {
  it('reaches the roles of the organisation in each one’s language, once, never the actor', async () => {
    const { db } = s.database;
    const f = s.fixture;
    await db.updateTable('users').set({ locale: 'en' }).where('id', '=', f.users.financial).execute();
    await recordEvent(db, {
      type: 'emission.approved',
      to: { registrantId: f.registrants.a },
      subject: { resource: 'recs', id: 7001 },
      actorUserId: f.users.admin,
    });
    await recordEvent(db, {
      type: 'invoice.created',
      to: { registrantId: f.registrants.a },
      subject: { resource: 'invoices', id: 9001 },
    });
    expect(await fanOutEvents(db, deps())).toBe(4);
    await mail.flush(db);
    const got = smtp.received.map((m) => [m.to && 'text' in m.to ? m.to.text : '', m.subject]).sort();
    expect(got).toEqual([
      ['analista@solardosul.com.br', 'Emissão nº 7001 aprovada'],
      ['financeiro@solardosul.com.br', 'Invoice no. 9001 issued'],
      ['gestor@solardosul.com.br', 'Emissão nº 7001 aprovada'],
      ['gestor@solardosul.com.br', 'Nota fiscal nº 9001 emitida'],
    ]);
    const english = smtp.received.find((m) => m.subject === 'Invoice no. 9001 issued');
    expect(english?.text).toContain('Hello, financeiro.');
    expect(english?.text).toContain('https://registro.example/users/nf/list');
    expect(english?.html).toContain('<a href="https://registro.example/users/nf/list">Open in REC Registry</a>');
    // A replay from the start (a second node, a reset cursor) writes and sends nothing more.
    await db.updateTable('event_cursors').set({ last_event_id: 0 }).execute();
    expect(await fanOutEvents(db, deps())).toBe(0);
    expect(await mail.flush(db)).toBe(0);
    expect(smtp.received).toHaveLength(4);
  });

  it('sends no mail for a kind the user turned off, yet lists it', async () => {
    const { db } = s.database;
    const f = s.fixture;
    await db
      .insertInto('notification_preferences')
      .values({ user_id: f.users.participant, kind: 'transfer', email: false })
      .execute();
    await recordEvent(db, {
      type: 'transfer.received',
      to: { participantId: f.participants.p1 },
      subject: { resource: 'transfers', id: 12 },
    });
    expect(await fanOutEvents(db, deps())).toBe(1);
    expect(await outboxTo('admin@verde.com.br')).toEqual([]);
  });

  it('retries a transient failure with backoff and delivers it once', async () => {
    const { db } = s.database;
    const before = smtp.received.length;
    smtp.queue.push(451, 421);
    await mail.enqueue(db, { to: 'retry@example.com', subject: 'Tente de novo', body: 'corpo' });
    const t0 = new Date();
    expect(await mail.flush(db, 50, t0)).toBe(0);
    let [row] = await outboxTo('retry@example.com');
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(new Date(row?.next_attempt_at as Date).getTime() - t0.getTime()).toBe(1000);
    // Not due yet: nothing is tried.
    expect(await mail.flush(db, 50, t0)).toBe(0);
    expect(await mail.flush(db, 50, new Date(t0.getTime() + 1000))).toBe(0);
    [row] = await outboxTo('retry@example.com');
    expect(row).toMatchObject({ state: 'pending', attempts: 2 });
    expect(new Date(row?.next_attempt_at as Date).getTime() - t0.getTime()).toBe(1000 + 2000);
    expect(await mail.flush(db, 50, new Date(t0.getTime() + HOUR))).toBe(1);
    [row] = await outboxTo('retry@example.com');
    expect(row).toMatchObject({ state: 'sent', attempts: 3, error: null });
    expect(smtp.received.slice(before).map((m) => m.subject)).toEqual(['Tente de novo']);
  });

  it('records a permanent failure and never tries it again', async () => {
    const { db } = s.database;
    smtp.queue.push(550);
    await mail.enqueue(db, { to: 'ninguem@example.com', subject: 'Sem caixa', body: 'corpo' });
    const tries = smtp.attempts();
    await mail.flush(db);
    await mail.flush(db, 50, new Date(Date.now() + 24 * HOUR));
    const [row] = await outboxTo('ninguem@example.com');
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row?.error).toContain('550');
    expect(smtp.attempts() - tries).toBe(1);
  });
});

describe('a sender killed mid-send', () => {
  it('leaves the mail pending, and the next flush delivers it: at least once, nothing lost', async () => {
    const peer = await startSmtpPeer();
    const worker = await openWorkerDatabase();
    try {
      const local = mailer(peer.url, quiet);
      await local.enqueue(worker.db, { to: 'queda@example.com', subject: 'Queda no envio', body: 'corpo' });
      peer.queue.push('hold');
      await worker.release();
      const child = startWorkerProcess({ ...worker.env, SMTP_URL: peer.url }, 'src/notifications/flush-main.ts');
      await until(() => peer.attempts() === 1, 20_000, 'the mail to reach the peer', child);
      child.proc.kill('SIGKILL');
      await child.exited;
      const db = await worker.reopen();
      const [row] = await db.selectFrom('outbox').selectAll().execute();
      expect(row).toMatchObject({ state: 'pending', attempts: 0 });
      expect(await local.flush(db)).toBe(1);
      expect(peer.received.map((m) => m.subject)).toEqual(['Queda no envio']);
      expect((await db.selectFrom('outbox').select(['state', 'attempts']).execute())[0]).toEqual({
        state: 'sent',
        attempts: 1,
      });
    } finally {
      await peer.close();
      await worker.dispose();
    }
  }, 60_000);
});
