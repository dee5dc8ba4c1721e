import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type ApiClient, createApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { offlineConnectors } from '../src/connectors';
import { httpEvident } from '../src/connectors/evident';
import { outboundClient } from '../src/connectors/outbound';
import { addAccount, addBeneficiary, addGeneration, linkPlantReceivers, monthsBack } from './support/ledger-world';
import { startPrismProxy } from './support/prism-proxy';
import { startTestServer, type TestServer } from './support/server';

// Sync with the external evidence registry. Offline (the default connectors): the answer says
// "not synced" and no row changes. Live: the HTTP connector against a stand-in registry on
// loopback — each row pushed and marked by what the registry answered.

let s: TestServer;
let participant: ApiClient;
const ids = { good: 0, refused: 0, trade: 0, retire: 0, redemption: 0 };

const syncStatus = async (table: 'beneficiaries' | 'accounts' | 'redemptions', id: number) =>
  (await s.database.db.selectFrom(table).select('sync_status').where('id', '=', id).executeTakeFirstOrThrow())
    .sync_status;

// The stand-in registry listens on loopback: only an operator's allow-list lets the server reach it.
const LOOPBACK_ALLOWED = ['127.0.0.1'];

beforeAll(async () => {
  s = await startTestServer({ config: { outboundHttpAllow: LOOPBACK_ALLOWED } });
  const db = s.database.db;
  const f = s.fixture;
  await linkPlantReceivers(db);
  await addGeneration(db, f.businesses.approvedA, 1, '100.000000');
  const [client, admin] = await Promise.all([s.client('client'), s.client('admin')]);
  participant = await s.client('participant');
  const m = monthsBack(1);
  const rec = await client.POST('/recs', {
    body: {
      business_id: f.businesses.approvedA,
      scheme: 'irec',
      initial_period: m.first,
      final_period: m.last,
      emissionVolume: '10',
    },
  });
  const recId = rec.data?.id as number;
  await admin.POST('/recs/approve/{id}', { params: { path: { id: recId } }, body: {} });
  const trade = await db
    .selectFrom('accounts')
    .select(['id'])
    .where('participant_id', '=', f.participants.p1)
    .executeTakeFirstOrThrow();
  ids.trade = trade.id;
  ids.retire = await addAccount(db, f.participants.p1, 'retirement', 'BR-VERDE-RT-01');
  ids.good = await addBeneficiary(db, f.participants.p1, '33444555000172');
  ids.refused = await addBeneficiary(db, f.participants.p1, 'RECUSADO-01');
  const red = await participant.POST('/redemptions', {
    body: {
      trade_account_id: ids.trade,
      retirement_account_id: ids.retire,
      beneficiary_id: ids.good,
      purpose: 'Escopo 2',
      period_start: m.first,
      period_end: m.last,
      items: [{ rec_id: recId, volume: '4' }],
    },
  });
  ids.redemption = red.data?.id as number;
});
afterAll(() => s?.close());

describe('offline connector: nothing exchanged, and it says so', () => {
  const offline = { synced: false, status: 'not_synced', message: 'Conector offline — não sincronizado', count: 0 };

  it('syncBeneficiaries answers not_synced and leaves the rows not_synced', async () => {
    const r = await participant.GET('/beneficiaries/syncevident');
    expect(r.response.status).toBe(200);
    expect(r.data).toEqual(offline);
    expect(await syncStatus('beneficiaries', ids.good)).toBe('not_synced');
  });

  it('syncRetirements answers not_synced and leaves accounts and redemptions not_synced', async () => {
    const r = await participant.GET('/retirements/syncevident');
    expect(r.data).toEqual(offline);
    expect(await syncStatus('accounts', ids.trade)).toBe('not_synced');
    expect(await syncStatus('redemptions', ids.redemption)).toBe('not_synced');
  });

  it('lists no organisations, not synced', async () => {
    const r = await participant.GET('/evident/organizations');
    expect(r.data).toEqual({ data: [], total: 0, synced: false, message: offline.message });
  });
});

describe('live connector against a stand-in registry', () => {
  let registry: Server;
  let registryUrl = '';
  const seen: { method: string; url: string; auth?: string; body: string }[] = [];
  let live: { url: string; stop(): Promise<void>; close(): Promise<void> };
  let p1: ApiClient;
  let p2: ApiClient;

  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (d) => (text += d));
      req.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    registry = createServer(async (req, res) => {
      const text = await body(req);
      seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body: text });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.url === '/api/token') return json(200, { access_token: 'tok-1', refresh_token: 'r', expires_in: 3600 });
      if (req.headers.authorization !== 'Bearer tok-1') return json(401, { error: 'unauthorized' });
      switch (`${req.method} ${req.url}`) {
        case 'GET /api/irec/v1/account-management':
          return json(200, { data: [{ code: 'BR-P1-TR-01' }, { code: 'SOMEONE-ELSE' }] });
        case 'POST /api/irec/v1/beneficiaries/create':
          return JSON.parse(text).code.startsWith('RECUSADO') ? json(422, { error: 'invalid' }) : json(201, { id: 7 });
        case 'POST /api/irec/v1/redemption-management/create':
          return json(201, { code: 'RED-0001' });
        case 'GET /api/irec/v1/organisation/registrants':
          return json(200, [{ code: 'ORG-BR-0001', name: 'Solar do Sul Energia Ltda', country: 'BR' }]);
        case 'GET /api/irec/v1/organisation/issuers':
          return json(200, { data: [{ code: 'ISS-BR', name: 'Instituto Totum' }] });
        default:
          return json(404, { error: 'not found' });
      }
    });
    await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
    const address = registry.address();
    registryUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // The trade account's code as the registry knows it.
    await s.database.db
      .updateTable('accounts')
      .set({ accountCode: 'BR-P1-TR-01' })
      .where('id', '=', ids.trade)
      .execute();
    // The same database, with the HTTP connector of the evidence registry.
    const { app } = await buildApp({
      config: { ...configFromEnv({}), dataDir: `/tmp/rec-api-test-${randomBytes(4).toString('hex')}/pglite` },
      database: s.database,
      logger: false,
      services: {
        connectors: {
          ...offlineConnectors(),
          evident: httpEvident(outboundClient({ httpAllow: LOOPBACK_ALLOWED }), 5_000),
        },
      },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const a = app.server.address();
    const direct = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/v1`;
    const proxy = await startPrismProxy(direct);
    live = { url: proxy.url, stop: proxy.stop, close: () => app.close() };
    const signIn = async (login: 'participant' | 'otherParticipant') => {
      const { data } = await createApiClient({ baseUrl: direct }).POST('/auth/login', {
        body: s.fixture.logins[login],
      });
      const token = data?.token as string;
      return createApiClient({ baseUrl: proxy.url, getToken: () => token });
    };
    [p1, p2] = await Promise.all([signIn('participant'), signIn('otherParticipant')]);
  });
  afterAll(async () => {
    await live?.stop();
    await live?.close();
    await new Promise((r) => registry?.close(r));
  });

  it('without an active evident integration: not_synced, and why', async () => {
    const r = await p1.GET('/beneficiaries/syncevident');
    expect(r.data).toMatchObject({ synced: false, status: 'not_synced', count: 0 });
    expect(r.data?.message).toContain('Nenhuma integração ativa');
    expect(seen).toEqual([]);
  });

  it('pushes each beneficiary and marks it by the registry’s answer', async () => {
    const admin = await s.client('admin');
    const created = await admin.POST('/apiintegrations', {
      body: {
        name: 'Evident',
        provider: 'evident',
        base_url: registryUrl,
        username: 'verde',
        password: 'segredo',
        client_id: 'rec-ledger',
        client_secret: 'shh',
      },
    });
    expect(created.response.status).toBe(201);
    const r = await p1.GET('/beneficiaries/syncevident');
    expect(r.data).toEqual({
      synced: false,
      status: 'failed',
      message: 'Evident: 1 beneficiário sincronizado, 1 com falha',
      count: 1,
    });
    expect(await syncStatus('beneficiaries', ids.good)).toBe('synced');
    expect(await syncStatus('beneficiaries', ids.refused)).toBe('failed');
    const token = seen.find((x) => x.url === '/api/token');
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      grant_type: 'password',
      username: 'verde',
      password: 'segredo',
      client_id: 'rec-ledger',
      client_secret: 'shh',
    });
    const pushed = seen.filter((x) => x.url === '/api/irec/v1/beneficiaries/create').map((x) => JSON.parse(x.body));
    expect(pushed).toContainEqual({
      name: 'Beneficiário 33444555000172',
      country: 'BR',
      code: '33444555000172',
      location: null,
    });
    // Synced rows are not sent again; the refused one is retried.
    seen.length = 0;
    const again = await p1.GET('/beneficiaries/syncevident');
    expect(again.data).toMatchObject({ status: 'failed', count: 0 });
    expect(seen.filter((x) => x.url === '/api/irec/v1/beneficiaries/create')).toHaveLength(1);
  });

  it('reconciles accounts with the registry and sends the completed redemptions', async () => {
    seen.length = 0;
    const r = await p1.GET('/retirements/syncevident');
    expect(r.data).toEqual({
      synced: false,
      status: 'failed',
      message: 'Evident: 1 conta sincronizada e 1 aposentadoria enviada; 1 registro com falha',
      count: 2,
    });
    expect(await syncStatus('accounts', ids.trade)).toBe('synced');
    // The registry does not know the retirement account: marked failed, never faked.
    expect(await syncStatus('accounts', ids.retire)).toBe('failed');
    expect(await syncStatus('redemptions', ids.redemption)).toBe('synced');
    const sent = JSON.parse(seen.find((x) => x.url === '/api/irec/v1/redemption-management/create')?.body ?? '{}');
    expect(sent).toMatchObject({
      reference: `redemption-${ids.redemption}`,
      source_account_code: 'BR-P1-TR-01',
      retirement_account_code: 'BR-VERDE-RT-01',
      beneficiary: { code: '33444555000172', country: 'BR' },
      purpose: 'Escopo 2',
      volume: '4.000000',
      items: [{ device_code: expect.stringMatching(/^UFV\./), volume: '4.000000' }],
    });
  });

  it('touches only the caller’s rows', async () => {
    const other = await p2.GET('/beneficiaries/syncevident');
    expect(other.data).toMatchObject({ synced: true, status: 'synced', count: 0 });
    expect(await syncStatus('beneficiaries', ids.refused)).toBe('failed');
  });

  it('lists the registry’s organisations, by type', async () => {
    const all = await p1.GET('/evident/organizations');
    expect(all.data).toEqual({
      synced: true,
      message: null,
      total: 2,
      data: [
        { code: 'ORG-BR-0001', name: 'Solar do Sul Energia Ltda', type: 'registrant', country: 'BR' },
        { code: 'ISS-BR', name: 'Instituto Totum', type: 'issuer', country: null },
      ],
    });
    const issuers = await p1.GET('/evident/organizations', { params: { query: { type: 'issuer' } } });
    expect(issuers.data?.total).toBe(1);
  });

  it('a registry that cannot be reached: failed, nothing marked', async () => {
    await new Promise((r) => registry.close(r));
    await s.database.db
      .updateTable('beneficiaries')
      .set({ sync_status: 'not_synced' })
      .where('id', '=', ids.refused)
      .execute();
    const r = await p1.GET('/beneficiaries/syncevident');
    expect(r.data).toMatchObject({ synced: false, status: 'failed', count: 0 });
    expect(r.data?.message).toMatch(/^Falha na sincronização/);
    expect(await syncStatus('beneficiaries', ids.refused)).toBe('not_synced');
    const orgs = await p1.GET('/evident/organizations');
    expect(orgs.data).toMatchObject({ data: [], total: 0, synced: false });
  });
});
