import { Webhook } from 'standardwebhooks';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createMachineClient, PageError, paginate, retryAfterMs, TokenError, verifyWebhook } from '../../src/machine';
import { type PlayServer, startPlayServer } from './server';

// The machine SDK against a real local HTTP server (issue 40 item 5): tokens by client credentials,
// renewed before they end and once after a 401; 429s wait for Retry-After; cursor walks; webhooks.
let s: PlayServer;
let clock = 0;
let slept: number[] = [];

beforeEach(async () => {
  await s?.close();
  s = await startPlayServer();
  clock = Date.now();
  slept = [];
});
afterAll(() => s.close());

const machine = (extra: Partial<Parameters<typeof createMachineClient>[0]> = {}) =>
  createMachineClient({
    baseUrl: s.baseUrl,
    clientId: 'cli:1',
    clientSecret: 's&cret',
    scopes: ['recs:read', 'recs:write'],
    now: () => clock,
    sleep: async (ms) => {
      slept.push(ms);
    },
    ...extra,
  });

describe('createMachineClient', () => {
  it('asks /oauth/token once with Basic credentials and the scopes, and renews the token before it ends', async () => {
    s.expiresIn = 120;
    const api = machine();
    await api.GET('/recs', { params: { query: { amount: 2 } } });
    await api.GET('/recs', { params: { query: { amount: 2 } } });
    expect(s.tokenRequests).toHaveLength(1);
    expect(s.tokenRequests[0]?.form).toEqual({ grant_type: 'client_credentials', scope: 'recs:read recs:write' });
    expect(s.calls).toEqual(['Bearer tok1', 'Bearer tok1']);
    clock += 95_000; // 25 s left of 120: not yet due (renewed at four fifths, 96 s)
    await api.GET('/recs', {});
    clock += 2_000;
    const { response } = await api.GET('/recs', {});
    expect(response.status).toBe(200);
    expect(s.calls.slice(2)).toEqual(['Bearer tok1', 'Bearer tok2']);
    expect(s.tokenRequests).toHaveLength(2);
  });

  it('shares one token request among concurrent calls', async () => {
    const api = machine();
    await Promise.all([1, 2, 3, 4].map(() => api.GET('/recs', {})));
    expect(s.tokenRequests).toHaveLength(1);
  });

  it('replaces a refused token once and sends the same request again, body included', async () => {
    const api = machine();
    await api.GET('/recs', {});
    s.live.clear(); // the server no longer accepts tok1 (revoked, or signed by a rotated key)
    const body = { business_id: 7, emissionVolume: '12.500000' };
    const { data, response } = await api.POST('/recs', { body: body as never });
    expect(response.status).toBe(201);
    expect(data).toEqual(body);
    expect(s.calls.slice(1)).toEqual(['Bearer tok1', 'Bearer tok2']);
    // A new token refused again is the answer: one renewal, no loop of token requests.
    s.queued.push({ status: 401 }, { status: 401 });
    const again = await api.GET('/recs', {});
    expect(again.response.status).toBe(401);
    expect(s.tokenRequests).toHaveLength(3);
  });

  it('waits for Retry-After on a 429 and tries again, up to maxRetries', async () => {
    const api = machine({ maxRetries: 2 });
    s.queued.push({ status: 429, headers: { 'retry-after': '2' } });
    const ok = await api.GET('/recs', { params: { query: { amount: 1 } } });
    expect(ok.response.status).toBe(200);
    expect(slept).toEqual([2000]);
    const many = { status: 429, headers: { 'retry-after': '1' } };
    s.queued.push(many, many, many);
    const refused = await api.GET('/recs', {});
    expect(refused.response.status).toBe(429);
    expect(slept).toEqual([2000, 1000, 1000]);
    // A wait longer than maxWaitSeconds is the caller's to decide.
    s.queued.splice(0, s.queued.length, { status: 429, headers: { 'retry-after': '3600' } });
    expect((await api.GET('/recs', {})).response.status).toBe(429);
    expect(slept).toHaveLength(3);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-12-06T12:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs('Sun, 06 Dec 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs(null, now)).toBe(1000);
  });

  it('reports wrong credentials as the token endpoint refused them', async () => {
    const api = machine({ clientSecret: 'wrong' });
    await expect(api.GET('/recs', {})).rejects.toThrow(TokenError);
    await expect(api.GET('/recs', {})).rejects.toMatchObject({ status: 401, error: 'invalid_client' });
  });
});

describe('paginate', () => {
  it('yields every row of a cursor list once, in order, page after page', async () => {
    const ids: number[] = [];
    for await (const row of paginate(machine(), '/recs', { query: { amount: 3 } })) ids.push(row.id);
    expect(ids).toEqual([70, 69, 68, 67, 66, 65, 64]);
    expect(s.calls).toHaveLength(3);
  });

  it('throws the page error with its status and code', async () => {
    const walk = paginate(machine(), '/recs', { query: { amount: 3 } });
    for (let i = 0; i < 3; i++) await walk.next(); // the first page's rows
    s.queued.push({ status: 503 });
    await expect(walk.next()).rejects.toThrow(PageError);
  });
});

describe('verifyWebhook', () => {
  const secret = `whsec_${Buffer.from('a secret of thirty-two bytes!!!!').toString('base64')}`;
  const body = JSON.stringify({ id: 'evt_1', type: 'emission.approved', data: { rec_id: 1 } });
  const signed = (at: Date, payload = body, key = secret) => ({
    'webhook-id': 'evt_1',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(key).sign('evt_1', at, payload),
  });

  it('answers the envelope of a delivery signed with the secret, as Node or fetch headers', () => {
    expect(verifyWebhook(signed(new Date()), body, secret)).toMatchObject({ id: 'evt_1', type: 'emission.approved' });
    expect(verifyWebhook(new Headers(signed(new Date())), Buffer.from(body), secret)).toMatchObject({ id: 'evt_1' });
  });

  it('answers false for an altered body, another secret or an old timestamp', () => {
    const other = `whsec_${Buffer.from('another secret of 32 bytes!!!!!!').toString('base64')}`;
    expect(verifyWebhook(signed(new Date()), body.replace('1}', '2}'), secret)).toBe(false);
    expect(verifyWebhook(signed(new Date(), body, other), body, secret)).toBe(false);
    expect(verifyWebhook(signed(new Date(Date.now() - 10 * 60_000)), body, secret)).toBe(false);
    expect(verifyWebhook({}, body, secret)).toBe(false);
  });
});
