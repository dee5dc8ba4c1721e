import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, startInjectServer } from './support/inject';

// Issue 40 item 1 (ADR 0117): machine clients by OAuth 2.0 client credentials.

let s: InjectServer;
let now = new Date();
beforeAll(async () => {
  s = await startInjectServer({ services: { clock: () => now } });
});
afterAll(() => s?.close());

type Created = { id: number; client_id: string; client_secret: string; scopes: string[]; status: string };

async function create(as: 'admin' | 'participant' | 'clientAdmin', body: Record<string, unknown>): Promise<Created> {
  const res = await s.call(as, { method: 'POST', url: '/v1/apiclients', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Created;
}

const token = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  s.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });

const basic = (id: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`,
});

async function accessToken(c: { client_id: string; client_secret: string }, scope?: string): Promise<string> {
  const res = await token(
    { grant_type: 'client_credentials', ...(scope ? { scope } : {}) },
    basic(c.client_id, c.client_secret),
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

const get = (bearer: string, url: string) =>
  s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });

describe('machine clients', () => {
  it('issues a token by HTTP Basic and by the body, and refuses a wrong secret as RFC 6749 says', async () => {
    const c = await create('participant', { name: 'ERP', scopes: ['transfers:read', 'retirements:read'] });
    expect(c.client_secret).toMatch(/^rcs_/);
    const byBasic = await token({ grant_type: 'client_credentials' }, basic(c.client_id, c.client_secret));
    expect(byBasic.statusCode).toBe(200);
    expect(byBasic.headers['cache-control']).toBe('no-store');
    expect(byBasic.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      scope: 'transfers:read retirements:read',
    });
    const byBody = await token({
      grant_type: 'client_credentials',
      client_id: c.client_id,
      client_secret: c.client_secret,
      scope: 'transfers:read',
    });
    expect(byBody.json()).toMatchObject({ token_type: 'Bearer', scope: 'transfers:read' });
    const wrong = await token({ grant_type: 'client_credentials' }, basic(c.client_id, `${c.client_secret}x`));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic/);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
    const scope = await token(
      { grant_type: 'client_credentials', scope: 'recs:write' },
      basic(c.client_id, c.client_secret),
    );
    expect([scope.statusCode, scope.json().error]).toEqual([400, 'invalid_scope']);
    const grant = await token({ grant_type: 'password' }, basic(c.client_id, c.client_secret));
    expect([grant.statusCode, grant.json().error]).toEqual([400, 'unsupported_grant_type']);
  });

  it('acts as its organisation within its scopes, never beyond either', async () => {
    const c = await create('participant', { name: 'Leitor', scopes: ['transfers:read'] });
    const bearer = await accessToken(c);
    const ok = await get(bearer, '/v1/transfers');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['ratelimit-policy']).toBe('"client";q=600;w=60');
    expect(ok.headers.ratelimit).toMatch(/^"client";r=\d+;t=\d+$/);
    // Out of scope: another family, and a write of the same family.
    const other = await get(bearer, '/v1/retirements');
    expect([other.statusCode, other.json().code]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    const write = await s.app.inject({
      method: 'POST',
      url: '/v1/transfers',
      headers: { authorization: `Bearer ${bearer}` },
      payload: {},
    });
    expect([write.statusCode, write.json().code]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    // Beyond its organisation's role: a participant cannot even grant an admin family's scope (ADR 0135).
    const wide = await s.call('participant', {
      method: 'POST',
      url: '/v1/apiclients',
      payload: { name: 'Largo', scopes: ['registrants:read'] },
    });
    expect([wide.statusCode, wide.json().code]).toEqual([422, 'SCOPE_NOT_GRANTABLE']);
    // Rows: a participant's client sees its participant's rows only (the handlers' scoping).
    const mine = (ok.json() as { data: { participant_id?: number }[] }).data;
    expect(mine.every((t) => t.participant_id === undefined || t.participant_id === s.fixture.participants.p1)).toBe(
      true,
    );
  });

  it('refuses a revoked client at the token endpoint and on its live tokens', async () => {
    const c = await create('admin', { name: 'Registro', scopes: ['sources:read'] });
    const bearer = await accessToken(c);
    expect((await get(bearer, '/v1/sources')).statusCode).toBe(200);
    const revoke = await s.call('admin', { method: 'POST', url: `/v1/apiclients/${c.id}/revoke` });
    expect(revoke.json()).toMatchObject({ status: 'revoked' });
    expect((await get(bearer, '/v1/sources')).statusCode).toBe(401);
    const again = await token({ grant_type: 'client_credentials' }, basic(c.client_id, c.client_secret));
    expect([again.statusCode, again.json().error]).toEqual([401, 'invalid_client']);
  });

  it('keeps the old secret through the rotation overlap, and refuses it after', async () => {
    const c = await create('clientAdmin', { name: 'Faturamento', scopes: ['invoices:read'] });
    const rotated = await s.call('clientAdmin', {
      method: 'POST',
      url: `/v1/apiclients/${c.id}/rotate`,
      payload: { overlap_hours: 24 },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const next = rotated.json() as Created & { previous_secret_expires_at: string };
    expect(next.client_secret).not.toBe(c.client_secret);
    expect(next.previous_secret_expires_at).toBeTruthy();
    // The rotation is in the admins' security list, with who did it (ADR 0122).
    const events = await s.call('admin', {
      method: 'GET',
      url: '/v1/securityEvents?type=machine_client.secret_rotated',
    });
    expect((events.json() as { data: { actor: string | null }[] }).data.map((e) => e.actor)).toContain(
      s.fixture.logins.clientAdmin.email,
    );
    expect((await token({ grant_type: 'client_credentials' }, basic(c.client_id, c.client_secret))).statusCode).toBe(
      200,
    );
    expect((await token({ grant_type: 'client_credentials' }, basic(c.client_id, next.client_secret))).statusCode).toBe(
      200,
    );
    now = new Date(now.getTime() + 25 * 3_600_000);
    try {
      const old = await token({ grant_type: 'client_credentials' }, basic(c.client_id, c.client_secret));
      expect([old.statusCode, old.json().error]).toEqual([401, 'invalid_client']);
      expect(
        (await token({ grant_type: 'client_credentials' }, basic(c.client_id, next.client_secret))).statusCode,
      ).toBe(200);
    } finally {
      now = new Date();
    }
  });

  it('never lets a client sign in through /auth/login, nor manage clients', async () => {
    const c = await create('participant', { name: 'Sem login', scopes: ['transfers:read'] });
    const list = await s.call('participant', { method: 'GET', url: '/v1/apiclients?search=Sem%20login' });
    expect((list.json() as { data: { last_used_at: string | null }[] }).data[0]?.last_used_at).toBeNull();
    const bearer = await accessToken(c);
    const login = await s.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: `${c.client_id}@clients.invalid`, password: c.client_secret },
    });
    // Its service account has no password anyone knows, and the role itself is refused (E_SERVICE_LOGIN).
    expect([401, 403]).toContain(login.statusCode);
    expect(['E_PASSWORD_MISMATCH', 'E_SERVICE_LOGIN']).toContain(login.json().code);
    const manage = await get(bearer, '/v1/apiclients');
    expect(manage.statusCode).toBe(403);
    const after = await s.call('participant', { method: 'GET', url: `/v1/apiclients/${c.id}` });
    expect((after.json() as { last_used_at: string | null }).last_used_at).not.toBeNull();
  });

  it('keeps each organisation’s clients to itself and refuses a scope the contract does not grant', async () => {
    const theirs = await create('clientAdmin', { name: 'Deles', scopes: ['recs:read'] });
    const seen = await s.call('participant', { method: 'GET', url: `/v1/apiclients/${theirs.id}` });
    expect(seen.statusCode).toBe(404);
    const bad = await s.call('admin', {
      method: 'POST',
      url: '/v1/apiclients',
      payload: { name: 'X', scopes: ['apiclients:write'] },
    });
    expect([bad.statusCode, bad.json().code]).toEqual([422, 'SCOPE_NOT_GRANTABLE']);
  });

  it('grants only the scopes the organisation’s kind may grant (the domain’s table, ADR 0135)', async () => {
    // A participant's admin cannot give its client the registry's settings, nor the admin a registrant's client hourly holdings.
    const own = await s.call('participant', {
      method: 'POST',
      url: '/v1/apiclients',
      payload: { name: 'Demais', scopes: ['transfers:read', 'configs:write'] },
    });
    expect([own.statusCode, own.json().code, own.json().message]).toEqual([
      422,
      'SCOPE_NOT_GRANTABLE',
      'Escopo desconhecido ou não concedível: configs:write',
    ]);
    const registrant = { organization: 'registrant', registrant_id: s.fixture.registrants.a };
    const hourly = await s.call('admin', {
      method: 'POST',
      url: '/v1/apiclients',
      payload: { name: 'Horário', scopes: ['hourly:read'], ...registrant },
    });
    expect([hourly.statusCode, hourly.json().code]).toEqual([422, 'SCOPE_NOT_GRANTABLE']);
    const fine = await create('admin', { name: 'Emissor', scopes: ['recs:write', 'events:read'], ...registrant });
    expect(fine.scopes).toEqual(['recs:write', 'events:read']);
    // The admin's list narrowed to one kind of organisation, or to one registrant's clients.
    const names = async (query: string) => {
      const res = await s.call('admin', { method: 'GET', url: `/v1/apiclients?amount=100&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { name: string; organization: string }[] }).data;
    };
    const registrants = await names('organization=registrant');
    expect(registrants.map((c) => c.name)).toContain('Emissor');
    expect(registrants.every((c) => c.organization === 'registrant')).toBe(true);
    expect((await names('organization=participant')).map((c) => c.name)).not.toContain('Emissor');
    expect((await names(`registrant_id=${s.fixture.registrants.a}`)).map((c) => c.name)).toContain('Emissor');
    expect((await names(`participant_id=${s.fixture.participants.p1}`)).map((c) => c.name)).not.toContain('Emissor');
  });
});
