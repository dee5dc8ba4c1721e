import { formDataSerializer, type Schemas } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cegCode } from '../src/seed/catalogues';
import { startTestServer, type TestServer } from './support/server';
import { writeCeg } from './support/writers';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  const { approvedA, approvedB } = s.fixture.businesses;
  await db
    .insertInto('generation')
    .values([
      { business_id: approvedA, year: 2026, month: 1, total: '1000.125000', origin: 'excel', hours_in_month: 744 },
      { business_id: approvedA, year: 2026, month: 2, total: '900.000005', origin: 'api', average_mw: '1.339286' },
      { business_id: approvedB, year: 2026, month: 1, total: '50.000000', origin: 'excel', import_id: 7 },
    ])
    .execute();
});
afterAll(() => s.close());

const CEG_A = cegCode('UFV', 'RS', 'RS', '012345');
const CEG_B = cegCode('UFV', 'RS', 'RS', '012347');
const FREE = cegCode('UFV', 'RS', 'SP', '054321');
// A registration date inside I-REC's 12-month back-dating limit, whenever the suite runs.
const RECENT = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

/** A registrable CEG of the platform's register, not yet used by any enterprise. */
async function freeCeg(core: string): Promise<string> {
  return writeCeg(s.database.db, { core, name: `UFV ${core}`, uf: 'MG' });
}

const body = (codeCEG: string, over: Partial<Schemas['BusinessInput']> = {}): Schemas['BusinessInput'] => ({
  name: `UFV Nova ${codeCEG.slice(10, 16)}`,
  codeCEG,
  source_id: s.fixture.catalogue.sourceId,
  technology_id: s.fixture.catalogue.technologyId,
  capacity_mw: '2.500000',
  measurement_data_source: 'ccee',
  payer: 'registrant',
  ...over,
});

describe('listing enterprises', () => {
  it('answers every enterprise to an admin, with names, balance and files', async () => {
    const api = await s.client('admin');
    const { data } = await api.GET('/businesses', { params: { query: { sort: 'id' } } });
    expect(data?.total).toBe(3);
    expect(data?.data[0]).toMatchObject({
      id: s.fixture.businesses.approvedA,
      name: 'UFV Sol do Pampa I',
      codeCEG: CEG_A,
      approved: 'APROVADO',
      registrant_name: 'Solar do Sul Energia Ltda',
      source_name: 'Solar',
      technology_name: 'Fotovoltaica',
      capacity_mw: '5.000000',
      balanceAvailable: '1900.125005',
      files: [],
    });
    expect(data?.data[1]?.balanceAvailable).toBe('0.000000');
  });

  it('filters by approval state, registrant, source and technology; searches name and CEG', async () => {
    const api = await s.client('admin');
    const pending = await api.GET('/businesses', { params: { query: { approved: 'PENDENTE' } } });
    expect(pending.data?.data.map((b) => b.id)).toEqual([s.fixture.businesses.pendingA]);
    const ofB = await api.GET('/businesses', { params: { query: { registrant_id: s.fixture.registrants.b } } });
    expect(ofB.data?.data.map((b) => b.id)).toEqual([s.fixture.businesses.approvedB]);
    const bySource = await api.GET('/businesses', {
      params: { query: { source_id: s.fixture.catalogue.sourceId, technology_id: s.fixture.catalogue.technologyId } },
    });
    expect(bySource.data?.total).toBe(3);
    const byCeg = await api.GET('/businesses', { params: { query: { search: '012347' } } });
    expect(byCeg.data?.data.map((b) => b.codeCEG)).toEqual([CEG_B]);
    const byName = await api.GET('/businesses', { params: { query: { search: 'pampa ii' } } });
    expect(byName.data?.data.map((b) => b.name)).toEqual(['UFV Sol do Pampa II']);
  });

  it('sorts and pages on the server', async () => {
    const api = await s.client('admin');
    const page = await api.GET('/businesses', {
      params: { query: { sort: 'name', order: 'desc', amount: 1, page: 2 } },
    });
    expect(page.data?.data.map((b) => b.name)).toEqual(['UFV Sol do Pampa II']);
    expect(page.data?.total).toBe(3);
    const byBalance = await api.GET('/businesses', {
      params: { query: { sort: 'balanceAvailable', order: 'desc', amount: 1 } },
    });
    expect(byBalance.data?.data[0]?.id).toBe(s.fixture.businesses.approvedA);
  });

  it("shows registrant staff only their registrant's enterprises", async () => {
    const a = await s.client('client');
    const mine = await a.GET('/businesses');
    expect(mine.data?.data.map((b) => b.registrant_id)).toEqual([s.fixture.registrants.a, s.fixture.registrants.a]);
    const foreign = await a.GET('/businesses/{id}', { params: { path: { id: s.fixture.businesses.approvedB } } });
    expect(foreign.response.status).toBe(404);
    expect(foreign.error).toMatchObject({ code: 'NOT_FOUND', message: 'Empreendimento não encontrado' });
    const b = await s.client('otherClientAdmin');
    const theirs = await b.GET('/businesses', { params: { query: { registrant_id: s.fixture.registrants.a } } });
    expect(theirs.data).toEqual({ data: [], total: 0 });
  });

  it('shows a participant admin only enterprises linked to it with status APROVADO', async () => {
    const db = s.database.db;
    const p1 = s.fixture.participants.p1;
    const api = await s.client('participant');
    expect((await api.GET('/businesses')).data?.total).toBe(0);

    await db
      .insertInto('participant_registrants')
      .values({ participant_id: p1, registrant_id: s.fixture.registrants.a, status: 'APROVADO' })
      .execute();
    const link = await db
      .insertInto('participant_businesses')
      .values({ participant_id: p1, business_id: s.fixture.businesses.approvedB, status: 'PENDENTE' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Through the registrant link: its approved plants that issue to this participant (ADR 0016),
    // not the pending one.
    const viaRegistrant = await api.GET('/businesses', { params: { query: { sort: 'id' } } });
    expect(viaRegistrant.data?.data.map((b) => b.id)).toEqual([s.fixture.businesses.approvedA]);
    const pendingLink = await api.GET('/businesses/{id}', { params: { path: { id: s.fixture.businesses.approvedB } } });
    expect(pendingLink.response.status).toBe(404);

    await db.updateTable('participant_businesses').set({ status: 'APROVADO' }).where('id', '=', link.id).execute();
    const viaPlant = await api.GET('/businesses/{id}', { params: { path: { id: s.fixture.businesses.approvedB } } });
    expect(viaPlant.data?.name).toBe('UFV Ventos Claros');

    const other = await s.client('otherParticipant');
    expect((await other.GET('/businesses')).data?.total).toBe(0);
  });
});

describe('generation', () => {
  it('lists month generation with plant name, CEG and period, filtered and sorted', async () => {
    const api = await s.client('admin');
    const all = await api.GET('/generation', { params: { query: { sort: 'period', order: 'asc' } } });
    expect(all.data?.total).toBe(3);
    const row = all.data?.data.find((g) => g.total === '1000.125000');
    expect(row).toMatchObject({
      business_id: s.fixture.businesses.approvedA,
      business_name: 'UFV Sol do Pampa I',
      codeCEG: CEG_A,
      year: 2026,
      month: 1,
      period: '2026-01',
      hours_in_month: 744,
      origin: 'excel',
    });
    expect(row).not.toHaveProperty('average_mw');
    const feb = await api.GET('/generation', { params: { query: { year: 2026, month: 2 } } });
    expect(feb.data?.data.map((g) => [g.period, g.total, g.average_mw])).toEqual([
      ['2026-02', '900.000005', '1.339286'],
    ]);
    const byImport = await api.GET('/generation', { params: { query: { import_id: 7 } } });
    expect(byImport.data?.data.map((g) => g.codeCEG)).toEqual([CEG_B]);
    const byPlant = await api.GET('/generation', {
      params: { query: { business_id: s.fixture.businesses.approvedA, sort: 'total', order: 'desc' } },
    });
    expect(byPlant.data?.data.map((g) => g.total)).toEqual(['1000.125000', '900.000005']);
    const searched = await api.GET('/generation', { params: { query: { search: 'ventos' } } });
    expect(searched.data?.total).toBe(1);
  });

  it("shows registrant staff only their plants' generation", async () => {
    const api = await s.client('client');
    const mine = await api.GET('/generation');
    expect(mine.data?.data.every((g) => g.business_id === s.fixture.businesses.approvedA)).toBe(true);
    expect(mine.data?.total).toBe(2);
    const foreign = await api.GET('/generation', {
      params: { query: { business_id: s.fixture.businesses.approvedB } },
    });
    expect(foreign.data).toEqual({ data: [], total: 0 });
  });
});

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

describe('editing and deleting', () => {
  it('edits an approved enterprise', async () => {
    const api = await s.client('client');
    const id = s.fixture.businesses.approvedA;
    const { data } = await api.PUT('/businesses/{id}', {
      params: { path: { id } },
      body: body(CEG_A, { name: 'UFV Sol do Pampa I (ampliação)', capacity_mw: '7.250000', city: 'Dom Pedrito' }),
    });
    expect(data).toMatchObject({
      id,
      name: 'UFV Sol do Pampa I (ampliação)',
      capacity_mw: '7.250000',
      city: 'Dom Pedrito',
      approved: 'APROVADO',
      registrant_id: s.fixture.registrants.a,
    });
  });

  it("answers 'Empreendimento não encontrado' when editing one that is not approved", async () => {
    const api = await s.client('client');
    const id = s.fixture.businesses.pendingA;
    const { error, response } = await api.PUT('/businesses/{id}', {
      params: { path: { id } },
      body: body(cegCode('UFV', 'RS', 'RS', '012346')),
    });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Empreendimento não encontrado' });
  });

  it('applies the CEG rules when the CEG changes', async () => {
    const api = await s.client('client');
    const id = s.fixture.businesses.approvedA;
    const taken = await api.PUT('/businesses/{id}', { params: { path: { id } }, body: body(CEG_B) });
    expect(taken.error?.code).toBe('CEG_HAS_ALREADY_BEEN_USED');
    const unknown = await api.PUT('/businesses/{id}', {
      params: { path: { id } },
      body: body('UFV.RS.RS.888888-0.01'),
    });
    expect(unknown.error?.code).toBe('CEG_NOT_FOUND');
  });

  it("does not let staff edit another registrant's enterprise", async () => {
    const api = await s.client('client');
    const r = await api.PUT('/businesses/{id}', {
      params: { path: { id: s.fixture.businesses.approvedB } },
      body: body(CEG_B),
    });
    expect(r.response.status).toBe(404);
  });

  it('deletes pending or refused enterprises only', async () => {
    const admin = await s.client('admin');
    const approved = await admin.DELETE('/businesses/{id}', {
      params: { path: { id: s.fixture.businesses.approvedB } },
    });
    expect(approved.response.status).toBe(409);
    expect(approved.error?.code).toBe('ILLEGAL_TRANSITION');

    const api = await s.client('clientAdmin');
    const id = (await api.POST('/businesses', { body: body(await freeCeg('333444')) })).data?.id as number;
    expect((await api.DELETE('/businesses/{id}', { params: { path: { id } } })).response.status).toBe(204);
    expect((await api.GET('/businesses/{id}', { params: { path: { id } } })).response.status).toBe(404);
    const other = await s.client('otherClientAdmin');
    const foreign = await other.DELETE('/businesses/{id}', { params: { path: { id: s.fixture.businesses.pendingA } } });
    expect(foreign.response.status).toBe(404);
  });
});

describe('documents', () => {
  const pdf = (name: string, text: string) => new File([text], name, { type: 'application/pdf' });

  it('attaches one or several documents and lists them with the enterprise', async () => {
    const api = await s.client('client');
    const id = s.fixture.businesses.pendingA;
    const two = await api.POST('/businesses/files/{id}', {
      params: { path: { id } },
      body: { files: [pdf('contrato-ccee.pdf', 'contrato'), pdf('outorga.pdf', 'outorga aneel')] },
      bodySerializer: formDataSerializer,
    });
    expect(two.response.status).toBe(200);
    expect(two.data?.files?.map((f) => [f.name, f.size, f.content_type])).toEqual([
      ['contrato-ccee.pdf', 8, 'application/pdf'],
      ['outorga.pdf', 13, 'application/pdf'],
    ]);
    const first = two.data?.files?.[0];
    expect(first?.url).toBe(`/v1/files/${first?.id}`);

    const one = await api.POST('/businesses/files/{id}', {
      params: { path: { id } },
      body: { files: pdf('memorial.pdf', 'memorial descritivo') },
      bodySerializer: formDataSerializer,
    });
    expect(one.data?.files).toHaveLength(3);
    const listed = await api.GET('/businesses/{id}', { params: { path: { id } } });
    expect(listed.data?.files?.map((f) => f.name)).toEqual(['contrato-ccee.pdf', 'outorga.pdf', 'memorial.pdf']);
  });

  it('answers 422 without a file and 404 for an enterprise out of scope', async () => {
    const direct = await s.client('client', 'direct');
    const none = await direct.POST('/businesses/files/{id}', {
      params: { path: { id: s.fixture.businesses.pendingA } },
      // @ts-expect-error the contract requires `files`; the server must say so itself
      body: {},
      bodySerializer: formDataSerializer,
    });
    expect(none.response.status).toBe(422);
    expect(none.error?.fields?.[0]?.field).toBe('files');
    const api = await s.client('otherClientAdmin');
    const foreign = await api.POST('/businesses/files/{id}', {
      params: { path: { id: s.fixture.businesses.pendingA } },
      body: { files: pdf('x.pdf', 'x') },
      bodySerializer: formDataSerializer,
    });
    expect(foreign.response.status).toBe(404);
  });
});
