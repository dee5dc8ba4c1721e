import { createServer, type Server } from 'node:http';
import { type ApiClient, createApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { liveConnectors } from '../src/connectors';
import { outboundClient } from '../src/connectors/outbound';
import { type PreviewWorld, startPreviewWorld } from './support/import-previews';
import { startPrismProxy } from './support/prism-proxy';
import type { TestServer } from './support/server';

// Generation previews fetched through the CCEE connector (ADR 0009): offline, and a live one
// against a fake CCEE, for a month of every plant, one plant's month and one integration.

let s: TestServer;
let admin: ApiClient;
let ceg: PreviewWorld['ceg'];
let ids: PreviewWorld['ids'];

beforeAll(async () => {
  ({ s, admin, ceg, ids } = await startPreviewWorld());
});
afterAll(() => s.close());

describe('previews fetched through the CCEE connector', () => {
  it('answers 422 CCEE_OFFLINE when the connector is offline, and writes nothing', async () => {
    const before = await s.database.db.selectFrom('import_batches').select('id').execute();
    const month = await admin.GET('/imports/generation', { params: { query: { month: 1, year: 2025 } } });
    expect(month.response.status).toBe(422);
    expect(month.error?.code).toBe('CCEE_OFFLINE');
    expect(month.error?.message).toContain('offline');
    const { data: integration } = await admin.POST('/apiintegrations', {
      body: { name: 'CCEE produção', provider: 'ccee', base_url: 'https://ccee.example/api', username: 'u' },
    });
    const external = await admin.GET('/imports/externalImport/{id}', {
      params: { path: { id: integration?.id as number }, query: { month: 1, year: 2025 } },
    });
    expect(external.response.status).toBe(422);
    expect(external.error?.code).toBe('CCEE_OFFLINE');
    const missing = await admin.GET('/imports/externalImport/{id}', { params: { path: { id: 999_999 } } });
    expect(missing.response.status).toBe(404);
    expect(await s.database.db.selectFrom('import_batches').select('id').execute()).toEqual(before);
  });

  describe('with a live connector against a CCEE that answers', () => {
    let ccee: Server;
    let api: ApiClient;
    let stopApp: () => Promise<void>;
    const asked: string[] = [];

    beforeAll(async () => {
      // The integration of the offline test points nowhere: this CCEE is the only active one.
      await s.database.db.updateTable('api_integrations').set({ active: false }).execute();
      ccee = createServer((req, res) => {
        asked.push(`${req.url} ${req.headers.authorization}`);
        const url = new URL(req.url ?? '/', 'http://x');
        const month = Number(url.searchParams.get('month'));
        const year = Number(url.searchParams.get('year'));
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            data: [
              {
                codeCEG: ceg.a,
                month,
                year,
                average_mw: '1.000000',
                hours_in_month: 744,
                accounted_mwh: '744.000000',
                total: '744.000000',
              },
              { codeCEG: ceg.b, month, year, total: '100.5' },
              { codeCEG: 'UFV.RS.XX.000000-0.01', month, year, total: '1' },
            ],
          }),
        );
      });
      await new Promise<void>((r) => ccee.listen(0, '127.0.0.1', r));
      const address = ccee.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // A second app on the same database, with the HTTP connectors, behind its own Prism proxy.
      const { app } = await buildApp({
        // The fake CCEE listens on loopback: allowed by the operator's list, as a deployment could.
        config: {
          ...configFromEnv({}),
          dataDir: `/tmp/rec-api-test-live-${port}/pglite`,
          outboundHttpAllow: ['127.0.0.1'],
        },
        database: s.database,
        logger: false,
        services: { connectors: liveConnectors(outboundClient({ httpAllow: ['127.0.0.1'] }), 5000) },
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const appAddress = app.server.address();
      const appPort = typeof appAddress === 'object' && appAddress ? appAddress.port : 0;
      const proxy = await startPrismProxy(`http://127.0.0.1:${appPort}/v1`);
      const login = await createApiClient({ baseUrl: `http://127.0.0.1:${appPort}/v1` }).POST('/auth/login', {
        body: s.fixture.logins.admin,
      });
      const token = login.data?.token as string;
      api = createApiClient({ baseUrl: proxy.url, getToken: () => token });
      stopApp = async () => {
        await proxy.stop();
        await app.close();
      };
      await api.POST('/apiintegrations', {
        body: {
          name: 'CCEE',
          provider: 'ccee',
          base_url: `http://127.0.0.1:${port}/api`,
          username: 'medicao',
          password: 'segredo',
        },
      });
    });
    afterAll(async () => {
      await stopApp();
      await new Promise((r) => ccee.close(r));
    });

    it('previews a month of every plant (generation_api)', async () => {
      const { data, response, error } = await api.GET('/imports/generation', {
        params: { query: { month: 8, year: 2025 } },
      });
      expect(error).toBeUndefined();
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ kind: 'generation_api', total: 3, valid: 2, invalid: 1 });
      expect(data?.rows.map((r) => [r.line, r.codeCEG, r.total, r.errors])).toEqual([
        [1, ceg.a, '744.000000', []],
        [2, ceg.b, '100.500000', []],
        [3, 'UFV.RS.XX.000000-0.01', '1.000000', ['CEG_NOT_FOUND']],
      ]);
      expect(asked.at(-1)).toBe(
        `/api/generation?month=8&year=2025 Basic ${Buffer.from('medicao:segredo').toString('base64')}`,
      );
    });

    it("previews one plant's month (generation_month)", async () => {
      const { data } = await api.GET('/imports/generation', {
        params: { query: { month: 8, year: 2025, business_id: ids.b } },
      });
      expect(data).toMatchObject({ kind: 'generation_month', total: 1, valid: 1 });
      expect(data?.rows[0]?.business_id).toBe(ids.b);
      const unknown = await api.GET('/imports/generation', {
        params: { query: { month: 8, year: 2025, business_id: 999_999 } },
      });
      expect(unknown.error?.code).toBe('BUSINESS_NOT_FOUND');
    });

    it('previews through one integration, limited to its registrant (external)', async () => {
      const db = s.database.db;
      const { base_url } = await db
        .selectFrom('api_integrations')
        .select('base_url')
        .where('name', '=', 'CCEE')
        .executeTakeFirstOrThrow();
      const { id } = await db
        .insertInto('api_integrations')
        .values({ name: 'CCEE do registrante A', provider: 'ccee', base_url, registrant_id: s.fixture.registrants.a })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { data, response } = await api.GET('/imports/externalImport/{id}', {
        params: { path: { id }, query: { month: 9, year: 2025 } },
      });
      expect(response.status).toBe(200);
      expect(data?.kind).toBe('external');
      expect(data?.rows.map((r) => r.errors)).toEqual([[], ['BUSINESS_NOT_FOUND'], ['CEG_NOT_FOUND']]);
      await db.updateTable('api_integrations').set({ active: false }).where('id', '=', id).execute();
      const inactive = await api.GET('/imports/externalImport/{id}', { params: { path: { id } } });
      expect(inactive.error?.code).toBe('INTEGRATION_INACTIVE');
    });
  });
});
