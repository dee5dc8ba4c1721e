import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecret, sealer } from '../src/auth/secrets';
import { outboundClient } from '../src/connectors/outbound';
import { deliverWebhooks } from '../src/webhooks/worker';
import { freePort } from './support/child-server';
import { seedEmissionQueue } from './support/fixture';
import { startTestServer, type TestServer } from './support/server';

// The examples/ tools (issue 40 item 5) against the real server, as their users run them: plain
// Node scripts importing the built SDK (packages/sdk/dist), a machine client the admin creates
// through the API, the nightly export walking approved emissions by cursor, and the receiver
// verifying the signed deliveries of an approval.
const root = path.resolve(import.meta.dirname, '../../..');
const examples = path.join(root, 'examples');
let s: TestServer;
let admin: ApiClient;
const children: ChildProcess[] = [];

beforeAll(async () => {
  // `npm test` builds the SDK first; a run of this file alone builds it when it is missing.
  if (!existsSync(path.join(root, 'packages/sdk/dist/machine.js')))
    spawnSync('npx', ['tsup'], { cwd: path.join(root, 'packages/sdk'), stdio: 'inherit' });
  s = await startTestServer({ config: { outboundHttpAllow: ['127.0.0.1'] } });
  admin = await s.client('admin', 'direct');
});
afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await s.close();
});

/** Runs an example; `lines` collects its stdout lines, `exited` resolves with its exit code. */
function run(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [script, ...args], { cwd: examples, env: { ...process.env, ...env } });
  children.push(child);
  const lines: string[] = [];
  let err = '';
  let printed: () => void = () => undefined;
  child.stdout.on('data', (c: Buffer) => {
    lines.push(...c.toString('utf8').split('\n').filter(Boolean));
    printed();
  });
  /** Resolves once the example printed a line that `match` accepts (or it exits). */
  const line = (match: (l: string) => boolean) =>
    new Promise<string | undefined>((resolve) => {
      const look = () => {
        const hit = lines.find(match);
        if (hit !== undefined) resolve(hit);
      };
      printed = look;
      child.on('exit', () => resolve(lines.find(match)));
      look();
    });
  child.stderr.on('data', (c: Buffer) => {
    err += c.toString('utf8');
  });
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return { lines, line, exited, stderr: () => err };
}

/** Until `until()` holds (what the user waits for), doing `step` in between; a minute at most. */
async function waitFor(until: () => boolean, step: () => Promise<unknown>) {
  const deadline = Date.now() + 60_000;
  while (!until() && Date.now() < deadline) await step();
  return until();
}

describe('the examples, against the real server', () => {
  it('receives and verifies the signed approval events, and refuses a forged delivery', async () => {
    const port = await freePort();
    const created = await admin.POST('/webhooks', {
      body: { url: `http://127.0.0.1:${port}/hook`, event_types: ['emission.approved'] },
    });
    expect(created.response.status).toBe(201);
    const receiver = run('webhook-receiver/receiver.mjs', [], {
      PORT: String(port),
      WEBHOOK_SECRET: created.data?.secret as string,
    });
    expect(await receiver.line((l) => l.startsWith('listening on'))).toBe(`listening on http://127.0.0.1:${port}`);
    const queue = await seedEmissionQueue(s.database.db, s.fixture);
    const approved = [queue.pending['UFV Fila Aprovação'], queue.pending['UFV Fila Recusa']] as number[];
    for (const id of approved)
      expect((await admin.POST('/recs/approve/{id}', { params: { path: { id } } })).response.status).toBe(200);
    const seal = sealer(await loadSecret(s.database.db, 'seal'));
    const worker = { outbound: outboundClient({ httpAllow: ['127.0.0.1'] }), open: (x: string) => seal.open(x) };
    const verified = () => receiver.lines.filter((l) => l.includes('"verified"')).map((l) => JSON.parse(l));
    expect(
      await waitFor(
        () => verified().length >= 4,
        () => deliverWebhooks(s.database.db, worker),
      ),
    ).toBe(true);
    // Each approval is one event per organisation that learns of it (the registrant, the receiving
    // participant): the registry's subscription gets both, each verified and handled once.
    const events = verified();
    expect(new Set(events.map((v) => v.type))).toEqual(new Set(['emission.approved']));
    expect([...new Set(events.map((v) => Number(v.subject.id)))].sort((a, b) => a - b)).toEqual(
      approved.sort((a, b) => a - b),
    );
    expect(new Set(events.map((v) => v.verified)).size).toBe(events.length);
    const forged = await fetch(`http://127.0.0.1:${port}/hook`, {
      method: 'POST',
      headers: {
        'webhook-id': 'evt_forged',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': `v1,${Buffer.from('not the signature').toString('base64')}`,
      },
      body: '{"type":"emission.approved"}',
    });
    expect(forged.status).toBe(400);
    expect(await receiver.line((l) => l.includes('evt_forged'))).toBe('{"rejected":"evt_forged"}');
  });

  it('exports every approved emission to CSV through a machine client, walking the list by cursor', async () => {
    const client = await admin.POST('/apiclients', {
      body: { name: 'Exportação noturna', organization: 'registry', scopes: ['recs:read'] },
    });
    expect(client.response.status).toBe(201);
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'rec-export-')), 'emissoes.csv');
    const exporter = run('emissions-export/export.mjs', [out], {
      REC_API_URL: s.direct,
      REC_CLIENT_ID: client.data?.client_id as string,
      REC_CLIENT_SECRET: client.data?.client_secret as string,
      PAGE_SIZE: '1',
    });
    expect(await exporter.exited, exporter.stderr()).toBe(0);
    const rows = (await readFile(out, 'utf8')).trim().split('\r\n');
    expect(rows[0]).toBe(
      'id,codeCEG,business_name,registrant_name,scheme,generation_period,emissionVolume,approval_date',
    );
    const expected = await s.database.db
      .selectFrom('recs')
      .select(['id', 'emissionVolume'])
      .where('status', '=', 'approved')
      .orderBy('id')
      .execute();
    expect(expected.length).toBeGreaterThanOrEqual(2);
    // Every approved request once, oldest first, its volume as the exact decimal the ledger holds.
    expect(
      rows
        .slice(1)
        .map((r) => r.split(','))
        .map((f) => [Number(f[0]), f[6]]),
    ).toEqual(expected.map((r) => [r.id, r.emissionVolume]));
    expect(exporter.lines).toContain(`exported ${expected.length} approved emissions to ${out}`);
  });
});
