import type { Schemas } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessBody, CEG_B, FREE, RECENT, registrableCeg, startBusinessesServer } from './support/businesses';
import type { TestServer } from './support/server';

// Registering an enterprise (its CEG rules, the registrant it belongs to) and its approval.

let s: TestServer;
beforeAll(async () => {
  s = await startBusinessesServer();
});
afterAll(() => s.close());

const body = (codeCEG: string, over?: Partial<Schemas['BusinessInput']>) => businessBody(s, codeCEG, over);
const freeCeg = (core: string) => registrableCeg(s, core);

describe('registering an enterprise', () => {
  it('creates a pending registration request for the staff member’s own registrant', async () => {
    const api = await s.client('clientAdmin');
    const { data, response } = await api.POST('/businesses', {
      body: body(FREE, {
        registrant_id: s.fixture.registrants.b,
        irec_registration_date: RECENT,
        rec_brazil: true,
      }),
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      codeCEG: FREE,
      registrant_id: s.fixture.registrants.a,
      approved: 'PENDENTE',
      uf: 'SP',
      rec_brazil: true,
      irec_registration_date: RECENT,
      measurement_data_source: 'ccee',
      balanceAvailable: '0.000000',
      files: [],
    });
  });

  it('answers CEG_NOT_FOUND (422) for a CEG the platform does not know', async () => {
    const api = await s.client('client');
    const { error, response } = await api.POST('/businesses', { body: body('UFV.RS.RS.999998-1.01') });
    expect(response.status).toBe(422);
    expect(error).toMatchObject({
      code: 'CEG_NOT_FOUND',
      message: 'CEG não cadastrado na plataforma. Contate o administrador do sistema',
    });
  });

  it('answers CEG_HAS_ALREADY_BEEN_USED (409) for a CEG of another enterprise', async () => {
    const api = await s.client('client');
    const { error, response } = await api.POST('/businesses', { body: body(CEG_B) });
    expect(response.status).toBe(409);
    expect(error).toMatchObject({
      code: 'CEG_HAS_ALREADY_BEEN_USED',
      message: 'CEG já cadastrado em outro empreendimento.',
    });
  });

  it('gives a CEG to only one of two simultaneous registrations', async () => {
    const code = await freeCeg('444555');
    const a = await s.client('clientAdmin');
    const b = await s.client('otherClientAdmin');
    const [ra, rb] = await Promise.all([
      a.POST('/businesses', { body: body(code) }),
      b.POST('/businesses', { body: body(code) }),
    ]);
    expect([ra.response.status, rb.response.status].sort()).toEqual([201, 409]);
    expect((ra.error ?? rb.error)?.code).toBe('CEG_HAS_ALREADY_BEEN_USED');
  });

  it('requires an admin to name an existing registrant', async () => {
    const api = await s.client('admin');
    const code = await freeCeg('111222');
    const missing = await api.POST('/businesses', { body: body(code) });
    expect(missing.response.status).toBe(422);
    expect(missing.error?.fields).toEqual([{ field: 'registrant_id', code: 'required', message: 'Campo Obrigatório' }]);
    const unknown = await api.POST('/businesses', { body: body(code, { registrant_id: 9999 }) });
    expect(unknown.error?.code).toBe('REGISTRANT_NOT_FOUND');
    const made = await api.POST('/businesses', { body: body(code, { registrant_id: s.fixture.registrants.b }) });
    expect(made.data).toMatchObject({ registrant_id: s.fixture.registrants.b, approved: 'PENDENTE', uf: 'MG' });
  });

  it('refuses a technology of another source and a zero capacity, with field errors', async () => {
    const api = await s.client('client');
    const wind = await api.GET('/technologies', { params: { query: { search: 'EOL' } } });
    const { error, response } = await api.POST('/businesses', {
      body: body(await freeCeg('111333'), { technology_id: wind.data?.data[0]?.id as number, capacity_mw: '0.000' }),
    });
    expect(response.status).toBe(422);
    expect(error?.fields?.map((f) => f.field)).toEqual(['technology_id', 'capacity_mw']);
  });

  it('keeps enterprise creation to registrant operators and admins', async () => {
    const api = await s.client('participant');
    expect((await api.POST('/businesses', { body: body(FREE) })).response.status).toBe(403);
  });
});

describe('approval', () => {
  it('approves a pending enterprise once (then 409 ILLEGAL_TRANSITION)', async () => {
    const api = await s.client('admin');
    const id = (
      await api.POST('/businesses', {
        body: body(await freeCeg('222333'), { registrant_id: s.fixture.registrants.a }),
      })
    ).data?.id as number;
    const ok = await api.POST('/businesses/approve/{id}', { params: { path: { id } } });
    expect(ok.data?.approved).toBe('APROVADO');
    const again = await api.POST('/businesses/approve/{id}', { params: { path: { id } } });
    expect(again.response.status).toBe(409);
    expect(again.error?.code).toBe('ILLEGAL_TRANSITION');
    const refuse = await api.POST('/businesses/refuse/{id}', { params: { path: { id } }, body: { reason: 'x' } });
    expect(refuse.error?.code).toBe('ILLEGAL_TRANSITION');
  });

  it('refuses a pending enterprise with its reason', async () => {
    const api = await s.client('admin');
    const id = (
      await api.POST('/businesses', {
        body: body(await freeCeg('222444'), { registrant_id: s.fixture.registrants.a }),
      })
    ).data?.id as number;
    const { data } = await api.POST('/businesses/refuse/{id}', {
      params: { path: { id } },
      body: { reason: 'CEG divergente do cadastro da ANEEL' },
    });
    expect(data).toMatchObject({ approved: 'RECUSADO', refusal_reason: 'CEG divergente do cadastro da ANEEL' });
    const approve = await api.POST('/businesses/approve/{id}', { params: { path: { id } } });
    expect(approve.response.status).toBe(409);
  });

  it('is for admins only', async () => {
    const api = await s.client('clientAdmin');
    const r = await api.POST('/businesses/approve/{id}', { params: { path: { id: s.fixture.businesses.pendingA } } });
    expect(r.response.status).toBe(403);
  });
});
