import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { connect, type Database } from '../src/db/connect';
import { migrate } from '../src/db/migrate';

// npm start: the API serves the built web app from its own origin (issue 12 #5).

let dist = '';
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const guard = "document.documentElement.classList.add('prerendered');";

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
  writeFileSync(path.join(dist, 'signin.html'), `<!doctype html><script>${guard}</script><div id="prerender"></div>`);
  database = await connect({});
  await migrate(database);
  ({ app } = await buildApp({ config: { ...configFromEnv({}), webDist: dist }, database, logger: false }));
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app beside the API', () => {
  it('answers every screen path with index.html, never cached', async () => {
    for (const url of ['/', '/recoverEmail', '/recs/list?page=2']) {
      const r = await app.inject({ url });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('text/html');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.body).toContain('id="root"');
    }
  });

  it('serves the prerendered sign-in for /signin, allowing its inline script by hash only', async () => {
    const r = await app.inject({ url: '/signin?from=x' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).toContain('id="prerender"');
    const hash = createHash('sha256').update(guard).digest('base64');
    const scriptSrc = String(r.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    // Inline handler attributes stay refused: 'none' alone, or the browser drops the directive.
    expect(String(r.headers['content-security-policy']).split(';')).toContain("script-src-attr 'none'");
    // Other pages keep the plain policy: no inline script runs there.
    const index = await app.inject({ url: '/' });
    expect(String(index.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('serves hashed assets compressed and cached for a year', async () => {
    const r = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toContain('immutable');
    expect(r.rawPayload.length).toBeLessThan(script.length / 10);
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.body).toBe(script);
  });

  it('leaves the API, its 404s and missing assets alone', async () => {
    expect((await app.inject({ url: '/health' })).json()).toMatchObject({ status: 'ok' });
    const api = await app.inject({ url: '/v1/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    expect((await app.inject({ url: '/assets/missing-1.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/../../etc/passwd' })).body).not.toContain('root:');
  });
});
