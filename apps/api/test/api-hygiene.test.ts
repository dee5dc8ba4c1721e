import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/http/contract';
import { type InjectServer, startInjectServer } from './support/inject';

// Issue 40 item 4: a deprecated operation says so on every answer, derived from the contract
// (ADR 0123); the reference at /docs is rendered from the contract by Scalar, offline; every 429
// of a machine client names its quota and when to come back.

const BUNDLE = path.resolve(import.meta.dirname, '../../../openapi/openapi.bundle.json');
const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
type Spec = { paths: Record<string, Record<string, Record<string, unknown>>> } & Record<string, unknown>;

/** A copy of the contract where GET /sources is deprecated with the given dates. */
function marked(name: string, dates: Record<string, string>): string {
  const spec = JSON.parse(readFileSync(BUNDLE, 'utf8')) as Spec;
  Object.assign(spec.paths['/sources']?.get ?? {}, { deprecated: true, ...dates });
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(spec));
  return file;
}

let s: InjectServer;
beforeAll(async () => {
  const contractFile = marked('deprecated.json', { 'x-deprecated-on': '2026-12-01', 'x-sunset': '2027-06-30' });
  s = await startInjectServer({ contractFile });
});
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('deprecation (RFC 9745, RFC 8594)', () => {
  it('answers Deprecation, Sunset and Link on every answer of a deprecated operation, none on others', async () => {
    const ok = await s.call('admin', { method: 'GET', url: '/v1/sources' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.deprecation).toBe(`@${Date.UTC(2026, 11, 1) / 1000}`);
    expect(ok.headers.sunset).toBe('Wed, 30 Jun 2027 00:00:00 GMT');
    expect(ok.headers.link).toContain('</docs/#tag/sources>; rel="deprecation"');
    const anonymous = await s.call(undefined, { method: 'GET', url: '/v1/sources' });
    expect([anonymous.statusCode, anonymous.headers.sunset]).toEqual([401, 'Wed, 30 Jun 2027 00:00:00 GMT']);
    const other = await s.call('admin', { method: 'GET', url: '/v1/countries' });
    expect([other.statusCode, other.headers.deprecation, other.headers.sunset]).toEqual([200, undefined, undefined]);
  });

  it('refuses at start a deprecation without dates or with less than six months of notice', () => {
    expect(() => loadContract(marked('bare.json', {}))).toThrow(/listSources is deprecated: x-deprecated-on/);
    const short = marked('short.json', { 'x-deprecated-on': '2026-12-01', 'x-sunset': '2027-05-31' });
    expect(() => loadContract(short)).toThrow(/at least 6 months/);
  });
});

describe('the API reference at /docs', () => {
  it('renders the contract with Scalar from this origin: its page, script and spec', async () => {
    expect((await s.app.inject({ url: '/docs' })).headers.location).toBe('/docs/');
    const page = await s.app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>REC ledger provider API</title>');
    expect(page.body).toContain('<script src="js/scalar.js"></script>');
    expect(page.body).not.toMatch(/https?:\/\//);
    // The start call runs because the policy names its hash, and only it.
    const inline = page.body.match(/<script type="text\/javascript">([\s\S]*?)<\/script>/)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    const script = await s.app.inject({ url: '/docs/js/scalar.js' });
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'application/javascript; charset=utf-8']);
    expect(script.body.length).toBeGreaterThan(1_000_000);
    const spec = (await s.app.inject({ url: '/docs/openapi.json' })).json();
    expect(Object.keys(spec.webhooks)).toContain('transfer.booked');
    expect(spec.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const flow = spec.components.securitySchemes.clientCredentials.flows.clientCredentials;
    expect(flow.tokenUrl).toBe('/oauth/token');
    expect(flow.scopes['transfers:read']).toMatch(/^Read \(GET\): /);
    expect(spec.paths['/sources'].get).toMatchObject({ deprecated: true, 'x-sunset': '2027-06-30' });
  });
});

describe('rate limits of a machine client', () => {
  it('publishes its quota on every answer and, past it, 429 with Retry-After', async () => {
    const created = await s.call('admin', {
      method: 'POST',
      url: '/v1/apiclients',
      payload: { name: 'Cota', organization: 'registry', scopes: ['countries:read'] },
    });
    const { id, client_id, client_secret } = created.json() as { id: number; client_id: string; client_secret: string };
    await sql`update api_clients set rate_limit = 2 where id = ${id}`.execute(s.database.db);
    const detail = await s.call('admin', { method: 'GET', url: `/v1/apiclients/${id}` });
    expect(detail.json()).toMatchObject({ rate_limit: 2 });
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id, client_secret });
    const minted = await s.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    const headers = { authorization: `Bearer ${minted.json().access_token}` };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await s.app.inject({ url: '/v1/countries', headers }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
    const refused = answers[2];
    expect(refused?.headers['ratelimit-policy']).toBe('"client";q=2;w=60');
    expect(refused?.headers.ratelimit).toMatch(/^"client";r=0;t=\d+$/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
