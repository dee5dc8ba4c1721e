import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../src/events/record';
import { fanOutEvents } from '../src/notifications/fanout';
import { startTestServer, type TestServer } from './support/server';

// Issue 42 item 1: each user reads and marks only its own notifications and edits its own e-mail
// preferences; the outbox is the admin's. Every exchange is checked against the contract (Prism).

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  const { db } = s.database;
  await recordEvent(db, {
    type: 'emission.approved',
    to: { registrantId: s.fixture.registrants.a },
    subject: { resource: 'recs', id: 31 },
    actorUserId: s.fixture.users.admin,
  });
  await fanOutEvents(db, { mail: { enqueue: async () => undefined }, webUrl: 'http://web' });
});
afterAll(() => s?.close());

describe('notifications', () => {
  it('lists the caller’s own, marks one read, and keeps another user’s out of reach', async () => {
    const client = await s.client('client');
    const list = await client.GET('/notifications', { params: { query: { unread: true } } });
    expect(list.data).toMatchObject({ total: 1, unread: 1 });
    const [item] = list.data?.data ?? [];
    expect(item).toMatchObject({
      type: 'emission.approved',
      kind: 'emission',
      subject: { resource: 'recs', id: '31' },
      read_at: null,
    });
    const other = await (await s.client('otherClientAdmin')).POST('/notifications/{id}/read', {
      params: { path: { id: item?.id as number } },
    });
    expect(other.response.status).toBe(404);
    const read = await client.POST('/notifications/{id}/read', { params: { path: { id: item?.id as number } } });
    expect(read.data?.read_at).toEqual(expect.any(String));
    expect((await client.GET('/notifications/unread')).data).toEqual({ unread: 0 });
    expect((await (await s.client('financial')).GET('/notifications')).data).toMatchObject({ total: 0, unread: 0 });
  });

  it('marks all read', async () => {
    const gestor = await s.client('clientAdmin');
    expect((await gestor.GET('/notifications/unread')).data).toEqual({ unread: 1 });
    expect((await gestor.POST('/notifications/read')).data).toEqual({ updated: 1 });
    expect((await gestor.GET('/notifications/unread')).data).toEqual({ unread: 0 });
  });

  it('answers the defaults, then the user’s own choices and language', async () => {
    const client = await s.client('participant');
    const before = await client.GET('/notifications/preferences');
    expect(before.data?.locale).toBe('pt');
    expect(before.data?.email).toContainEqual({ kind: 'invoice', email: true });
    expect(before.data?.email).toContainEqual({ kind: 'import', email: false });
    const after = await client.PUT('/notifications/preferences', {
      body: { locale: 'es', email: [{ kind: 'invoice', email: false }] },
    });
    expect(after.data?.locale).toBe('es');
    expect(after.data?.email).toContainEqual({ kind: 'invoice', email: false });
    const bad = await client.PUT('/notifications/preferences', { body: { locale: 'de' as 'es' } });
    expect(bad.response.status).toBe(422);
  });

  it('shows the outbox to the admin only', async () => {
    const admin = await s.client('admin');
    expect((await admin.GET('/outbox')).response.status).toBe(200);
    expect((await (await s.client('clientAdmin')).GET('/outbox')).response.status).toBe(403);
    expect((await admin.GET('/outbox/{id}', { params: { path: { id: 999999 } } })).response.status).toBe(404);
  });
});
