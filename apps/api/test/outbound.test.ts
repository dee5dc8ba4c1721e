import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { formDataSerializer } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineConnectors } from '../src/connectors';
import { httpEvident } from '../src/connectors/evident';
import { OUTBOUND_FAILED, outboundClient } from '../src/connectors/outbound';
import type { IntegrationCredentials } from '../src/connectors/sync';
import { type Receiver, startReceiver } from './support/receiver';
import { startTestServer, type TestServer } from './support/server';

// Outbound requests (ADR 0078, issue #35 item 7). The server runs with the production policy (no
// operator allow-list): what an admin may store as a base URL, and what a sync then reaches —
// watched from local receivers, which must see no connection at all where a request is refused.

const FAILED = `Falha na sincronização: ${OUTBOUND_FAILED}`;
const logged: { detail: string }[] = [];
const log = { warn: (obj: object) => void logged.push(obj as { detail: string }) };

let s: TestServer;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  const outbound = outboundClient({ log, timeoutMs: 2_000 });
  s = await startTestServer({
    services: { outbound, connectors: { ...offlineConnectors(), evident: httpEvident(outbound, 2_000) } },
  });
});
afterAll(async () => {
  await s?.close();
  await receiver?.close();
});

const REFUSED = [
  'file:///etc/passwd',
  'gopher://127.0.0.1:6379/_FLUSHALL',
  'http://169.254.169.254/latest/meta-data/',
  'https://169.254.169.254/latest/meta-data/',
  'https://2130706433/',
  'https://0x7f.1/',
  'https://[::1]/',
  'https://[::ffff:7f00:1]/',
  'https://10.0.0.5/',
  'http://api.example.org/',
];

describe('base_url when an integration is written', () => {
  it.each(REFUSED)('refuses %s (422 on base_url)', async (base_url) => {
    const api = await s.client('admin');
    const { response, error } = await api.POST('/apiintegrations', {
      body: { name: 'SSRF', provider: 'evident', base_url },
    });
    expect(response.status).toBe(422);
    expect(error?.fields).toEqual([{ field: 'base_url', code: 'format', message: expect.any(String) }]);
  });

  it('says why in Portuguese, and the multipart edit refuses the same', async () => {
    const api = await s.client('admin');
    const created = await api.POST('/apiintegrations', {
      body: { name: 'Evident', provider: 'evident', base_url: 'https://api.irec.example.org' },
    });
    expect(created.response.status).toBe(201);
    const id = created.data?.id as number;
    const edit = (base_url: string) =>
      api.PUT('/apiintegrations/{id}', {
        params: { path: { id } },
        body: { name: 'Evident', provider: 'evident', base_url },
        bodySerializer: formDataSerializer,
      });
    expect((await edit('http://169.254.169.254/')).error?.fields).toEqual([
      { field: 'base_url', code: 'format', message: 'Use uma URL https' },
    ]);
    expect((await edit('https://2130706433/')).error?.fields?.[0]?.message).toBe(
      'Endereço não permitido: use o endereço público do serviço',
    );
    expect((await edit('https://u:p@api.irec.example.org/')).response.status).toBe(422);
    expect((await edit('https://sandbox.irec.example.org')).response.status).toBe(200);
  });
});

describe('what a sync reaches', () => {
  const syncOf = async (base_url: string, insertDirectly = false) => {
    const db = s.database.db;
    await db.updateTable('api_integrations').set({ active: false }).execute();
    let id: number;
    if (insertDirectly) {
      // A row stored before base URLs were checked.
      const row = await db
        .insertInto('api_integrations')
        .values({ name: 'Antiga', provider: 'evident', base_url, username: 'u', active: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    } else {
      const api = await s.client('admin');
      const created = await api.POST('/apiintegrations', {
        body: { name: 'Evident', provider: 'evident', base_url, username: 'u', password: 'segredo' },
      });
      expect(created.response.status).toBe(201);
      id = created.data?.id as number;
    }
    const api = await s.client('admin');
    return (await api.GET('/imports/externalImportAll/{id}', { params: { path: { id } } })).data;
  };

  it('never connects to a loopback address stored before the check', async () => {
    receiver.connections = 0;
    expect(await syncOf(`http://127.0.0.1:${receiver.port}`, true)).toMatchObject({
      status: 'failed',
      message: FAILED,
    });
    expect(await syncOf(`https://127.0.0.1:${receiver.port}`, true)).toMatchObject({ message: FAILED });
    expect(receiver.connections).toBe(0);
  });

  it('refuses a name that resolves to loopback (localhost) before connecting', async () => {
    receiver.connections = 0;
    logged.length = 0;
    const r = await syncOf(`https://localhost:${receiver.port}`);
    expect(r).toMatchObject({ synced: false, status: 'failed', message: FAILED });
    expect(receiver.connections).toBe(0);
    // The detail is for the operator, in the log: which name resolved where.
    expect(logged.map((l) => l.detail).join()).toMatch(/localhost → (127\.0\.0\.1|::1): loopback/);
  });
});

describe('a trusted host (allow-listed): redirects and error text', () => {
  const allowed = outboundClient({ httpAllow: ['127.0.0.1'], log, timeoutMs: 1_000 });
  const evident = httpEvident(allowed, 1_000);
  const credentials = (baseUrl: string): IntegrationCredentials => ({
    baseUrl,
    username: 'verde',
    password: 'segredo',
    clientId: 'c',
    clientSecret: 'shh',
  });
  let other: Receiver;
  let silent: TcpServer;
  let silentPort = 0;
  beforeAll(async () => {
    other = await startReceiver();
    // A port that accepts and never answers (a firewall that drops, a service that is not HTTP).
    // It reads (so a closed client ends its socket) and never writes.
    silent = createTcpServer((socket) => socket.resume());
    await new Promise<void>((ok) => silent.listen(0, '127.0.0.1', ok));
    silentPort = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    await other.close();
    await new Promise((ok) => silent.close(ok));
  });

  it('follows a redirect on the same host, never one to another host', async () => {
    receiver.answer = (url) => (url === '/api/token' ? { status: 307, location: '/v2/api/token' } : undefined);
    other.connections = 0;
    const same = await evident.syncAll(credentials(`http://127.0.0.1:${receiver.port}`));
    expect(receiver.seen).toContain('POST /v2/api/token');
    expect(same.status).toBe('synced');

    receiver.answer = (url) =>
      url === '/api/token' ? { status: 307, location: `http://localhost:${other.port}/api/token` } : undefined;
    const away = await evident.syncAll(credentials(`http://127.0.0.1:${receiver.port}`));
    expect(away).toMatchObject({ status: 'failed', message: FAILED });
    expect(other.connections).toBe(0);
    receiver.answer = () => undefined;
  });

  it('answers the same text for an open port, a closed one, a silent one and an error status', async () => {
    const closed = await startReceiver();
    const closedPort = closed.port;
    await closed.close();
    receiver.answer = () => ({ status: 404 });
    const results = await Promise.all(
      [receiver.port, closedPort, silentPort].map((port) => evident.syncAll(credentials(`http://127.0.0.1:${port}`))),
    );
    receiver.answer = () => undefined;
    expect(results.map((r) => r.message)).toEqual([FAILED, FAILED, FAILED]);
  });
});
