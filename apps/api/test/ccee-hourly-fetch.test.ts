import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiClient, createApiClient, type Schemas } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_AGENT } from '../src/imports/ccee-hourly/catalogue';
import { bigPlant, hourlyFile, upload } from './support/ccee-hourly';
import { startTestServer, type TestServer } from './support/server';

// Fetching CCEE's hourly month from its CKAN catalogue (ADR 0041): a local server plays the portal
// (403 without a User-Agent, like the real one); the fetched file goes through the upload's preview.

let s: TestServer;
let admin: ApiClient;
let token = '';
let catalogue: Server;
let base = '';
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let connections = 0;
const july = hourlyFile();
const old = hourlyFile({ hours: 24 });

/** package_show of the dataset: July published twice (the later one wins), June as a decoy. */
const packageShow = () => ({
  success: true,
  result: {
    name: 'geracao_horaria_usina',
    resources: [
      {
        name: 'geracao_horaria_usina_202607',
        url: `${base}/files/old_202607.csv.gz`,
        last_modified: '2026-09-01T10:00:00',
      },
      {
        name: 'geracao_horaria_usina_202607',
        url: `${base}/files/geracao_horaria_usina_202607.csv.gz`,
        last_modified: '2026-10-15T10:00:00',
      },
      {
        // The catalogue's answer names where to download from: a name that resolves to loopback.
        name: 'geracao_horaria_usina_202605',
        url: `${base.replace('http://127.0.0.1', 'https://localhost')}/files/geracao_horaria_usina_202605.csv.gz`,
        created: '2026-07-01T10:00:00',
      },
      {
        name: 'geracao_horaria_usina_202606',
        url: `${base}/files/geracao_horaria_usina_202606.csv.gz`,
        created: '2026-08-01T10:00:00',
      },
    ],
  },
});

function playCatalogue(): Promise<void> {
  catalogue = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    if (!req.headers['user-agent']) return void res.writeHead(403).end('Forbidden');
    if (req.url === '/api/3/action/package_show?id=geracao_horaria_usina') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(packageShow()));
    }
    const files: Record<string, Buffer> = {
      '/files/geracao_horaria_usina_202607.csv.gz': july,
      '/files/old_202607.csv.gz': old,
    };
    const file = files[req.url ?? ''];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/gzip' });
    // In pieces, as a real download arrives.
    const half = file.length >> 1;
    res.write(file.subarray(0, half));
    setTimeout(() => res.end(file.subarray(half)), 20);
  });
  catalogue.on('connection', () => connections++);
  return new Promise((ok) =>
    catalogue.listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${(catalogue.address() as AddressInfo).port}`;
      ok();
    }),
  );
}

/** Everything of a preview but its batch id and file name. */
const content = ({ id: _id, file_name: _f, ...rest }: Schemas['CceeHourlyPreview']) => rest;

const stagedBatches = async () =>
  Number(
    (
      await s.database.db
        .selectFrom('import_batches')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  await playCatalogue();
  // The portal plays on loopback: reachable only because the operator's allow-list says so.
  s = await startTestServer({
    config: { cceeOpenDataUrl: `${base}/`, cceeOpenDataTimeoutMs: 2_000, outboundHttpAllow: ['127.0.0.1'] },
  });
  admin = await s.client('admin');
  const login = await createApiClient({ baseUrl: s.direct }).POST('/auth/login', { body: s.fixture.logins.admin });
  token = login.data?.token ?? '';
  const p1 = await bigPlant(s, '089001', 'UHE Catálogo Um');
  await s.database.db
    .insertInto('ccee_share_mappings')
    .values({ share_code: '10000', codeCEG: p1.code, plant_name: 'USINA0' })
    .execute();
});
afterAll(async () => {
  await s.close();
  await new Promise((ok) => catalogue.close(ok));
});

describe('POST /imports/ccee-hourly/fetch', () => {
  it('asks package_show with a User-Agent, streams the latest publication into the upload preview', async () => {
    const fetched = await admin.POST('/imports/ccee-hourly/fetch', { body: { period: '2026-07' } });
    expect(fetched.response.status, JSON.stringify(fetched.error)).toBe(201);
    expect(seen.map((r) => r.url)).toEqual([
      '/api/3/action/package_show?id=geracao_horaria_usina',
      '/files/geracao_horaria_usina_202607.csv.gz',
    ]);
    for (const r of seen) expect(r.headers['user-agent']).toBe(USER_AGENT);
    const preview = fetched.data as Schemas['CceeHourlyPreview'];
    expect(preview).toMatchObject({ year: 2026, month: 7, file_name: 'geracao_horaria_usina_202607.csv.gz' });
    const uploaded = await upload(s, token, july);
    expect(uploaded.status).toBe(201);
    expect(content(preview)).toEqual(content(uploaded.body as Schemas['CceeHourlyPreview']));
    expect(preview.lines).toBeGreaterThan(0);
  });

  it('names a month the catalogue has not published, staging nothing', async () => {
    const before = await stagedBatches();
    const r = await admin.POST('/imports/ccee-hourly/fetch', { body: { period: '2026-08' } });
    expect(r.response.status).toBe(422);
    expect(r.error).toMatchObject({ code: 'CCEE_MONTH_NOT_PUBLISHED' });
    expect(r.error?.message).toContain('08/2026');
    expect(await stagedBatches()).toBe(before);
  });

  it('answers CCEE_OFFLINE (não sincronizado) when the catalogue is unreachable, staging nothing', async () => {
    const before = await stagedBatches();
    const dead = await startTestServer({
      config: { cceeOpenDataUrl: 'http://127.0.0.1:9', cceeOpenDataTimeoutMs: 1_000 },
    });
    try {
      const client = await dead.client('admin');
      const r = await client.POST('/imports/ccee-hourly/fetch', { body: { period: '2026-07' } });
      expect(r.response.status).toBe(422);
      expect(r.error).toMatchObject({ code: 'CCEE_OFFLINE' });
      expect(r.error?.message).toContain('não sincronizado');
      expect(r.error?.message).toContain('nenhum dado foi importado');
      const staged = await dead.database.db
        .selectFrom('import_batches')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(staged.n)).toBe(0);
    } finally {
      await dead.close();
    }
    expect(await stagedBatches()).toBe(before);
  });

  it('never downloads from an address the outbound policy refuses, whatever the catalogue names', async () => {
    const before = await stagedBatches();
    seen.length = 0;
    connections = 0;
    const r = await admin.POST('/imports/ccee-hourly/fetch', { body: { period: '2026-05' } });
    expect(r.response.status).toBe(422);
    expect(r.error).toMatchObject({ code: 'CCEE_OFFLINE' });
    // One connection: the catalogue's package_show; none to the resource on localhost.
    expect(seen.map((x) => x.url)).toEqual(['/api/3/action/package_show?id=geracao_horaria_usina']);
    expect(connections).toBe(1);
    expect(await stagedBatches()).toBe(before);
  });

  it('refuses a period that is not YYYY-MM and a non-admin', async () => {
    const bad = await admin.POST('/imports/ccee-hourly/fetch', { body: { period: '2026-13' } });
    expect(bad.response.status).toBe(422);
    const registrant = await s.client('client');
    const r = await registrant.POST('/imports/ccee-hourly/fetch', { body: { period: '2026-07' } });
    expect(r.response.status).toBe(403);
  });
});
