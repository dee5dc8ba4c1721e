import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CEG_A, CEG_B, startBusinessesServer } from './support/businesses';
import type { TestServer } from './support/server';

// Enterprises (businesses) and their month generation as lists: scopes, filters, sorting, paging.

let s: TestServer;
beforeAll(async () => {
  s = await startBusinessesServer();
});
afterAll(() => s.close());

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
