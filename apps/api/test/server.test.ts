import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

// The server itself, called directly (not through Prism): health, docs, CORS, security headers,
// the error model of unknown routes and unparsable bodies (the demo seed and a restart: demo-seed.test.ts).

let s: TestServer;
let origin: string;
beforeAll(async () => {
  s = await startTestServer();
  origin = s.direct.replace(/\/v1$/, '');
});
afterAll(() => s?.close());

const WEB_ORIGIN = 'http://127.0.0.1:5173';

function expectErrorModel(body: unknown, code: string) {
  expect(body).toMatchObject({ code, message: expect.any(String), requestId: expect.any(String) });
}

describe('server', () => {
  it('answers /health with ok and the database kind', async () => {
    const res = await fetch(`${origin}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: s.database.kind });
  });

  it('serves the API reference at /docs and the contract it renders (Scalar: api-hygiene.test.ts)', async () => {
    const bundle = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../openapi/openapi.bundle.json'), 'utf8'),
    );
    const res = await fetch(`${origin}/docs`);
    expect([res.status, res.url]).toEqual([200, `${origin}/docs/`]);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain(`<title>${bundle.info.title}</title>`);
    const json = await fetch(`${origin}/docs/openapi.json`);
    expect(await json.json()).toEqual(bundle);
  });

  it('lets the web origin through CORS and no other', async () => {
    const preflight = (from: string) =>
      fetch(`${s.direct}/auth/login`, {
        method: 'OPTIONS',
        headers: {
          Origin: from,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      });
    const ok = await preflight(WEB_ORIGIN);
    expect(ok.status).toBeLessThan(300);
    expect(ok.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    // The web app's forms edit and delete: the browser must be allowed PUT and DELETE.
    expect(
      ok.headers
        .get('access-control-allow-methods')
        ?.split(',')
        .map((m) => m.trim()),
    ).toEqual(expect.arrayContaining(['POST', 'PUT', 'DELETE']));
    const evil = await preflight('https://evil.example.com');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();

    const simple = await fetch(`${origin}/health`, { headers: { Origin: WEB_ORIGIN } });
    expect(simple.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(simple.headers.get('access-control-expose-headers')).toContain('x-request-id');
    const other = await fetch(`${origin}/health`, { headers: { Origin: 'https://evil.example.com' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends security headers and a request id', async () => {
    const res = await fetch(`${origin}/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown route with 404 in the error model', async () => {
    const res = await fetch(`${s.direct}/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.json();
    expectErrorModel(body, 'NOT_FOUND');
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('answers malformed JSON with 400 in the error model', async () => {
    const res = await fetch(`${s.direct}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "admin@registro.org.br", "password": ',
    });
    expect(res.status).toBe(400);
    expectErrorModel(await res.json(), 'BAD_REQUEST');
  });

  it('answers a body that is valid JSON but breaks the schema with 422 and the fields', async () => {
    const res = await fetch(`${s.direct}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 42 }),
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expectErrorModel(body, 'VALIDATION_FAILED');
    expect(body.fields.length).toBeGreaterThan(0);
  });
});
