import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReportWorld, type ReportWorld, refused, report } from './support/report-world';

// Reports over emissions and the audit chain (emission, ccee_emission_report, emission_revision,
// certificatehistory), and the registrant scope of the client reports.

let w: ReportWorld;
beforeAll(async () => {
  w = await buildReportWorld();
}, 120_000);
afterAll(() => w?.s.close());

const ids = (r: { data: Record<string, unknown>[] }) => r.data.map((d) => d.id);

describe('emission', () => {
  it('every request, newest production month first, with the volume total', async () => {
    const r = await report(w.admin, 'emission');
    const { a1, a1p, a2, ar, b1, bb, b2 } = w.rec;
    expect(ids(r)).toEqual([bb, b1, a1p, a1, b2, ar, a2]);
    expect(r.total).toBe(7);
    expect(r.totals).toEqual({ emissionVolume: '213.000000' });
    expect(r.data.find((d) => d.id === a1)).toEqual({
      id: a1,
      generation_period: w.m1.period,
      business_name: 'UFV Sol do Pampa I',
      codeCEG: expect.any(String),
      registrant_name: 'Solar do Sul Energia Ltda',
      participant_name: 'Comercializadora Verde S.A.',
      scheme: 'irec',
      status: 'approved',
      emissionVolume: '100.000000',
      approval_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('filters by status, scheme, period, plant and participant, totals following', async () => {
    const approved = await report(w.admin, 'emission', { status: 'approved' });
    expect(approved).toMatchObject({ total: 3, totals: { emissionVolume: '140.000000' } });
    expect((await report(w.admin, 'emission', { scheme: 'rec_brazil' })).total).toBe(0);
    const m2 = await report(w.admin, 'emission', { from: w.m2.period, to: w.m2.period });
    expect(m2).toMatchObject({ total: 3, totals: { emissionVolume: '48.000000' } });
    const plantB = await report(w.admin, 'emission', {
      business_id: w.s.fixture.businesses.approvedB,
      status: 'approved',
    });
    expect(ids(plantB)).toEqual([w.rec.b1]);
    const p1 = await report(w.admin, 'emission', { participant_id: w.s.fixture.participants.p1 });
    expect(p1.total).toBe(7);
    expect((await report(w.admin, 'emission', { participant_id: w.s.fixture.participants.p2 })).total).toBe(0);
  });

  it('a client sees only its registrant, whatever registrant it names', async () => {
    const mine = await report(w.client, 'emission');
    expect(ids(mine).sort()).toEqual([w.rec.a1, w.rec.a1p, w.rec.a2, w.rec.ar].sort());
    expect(mine.totals).toEqual({ emissionVolume: '190.000000' });
    const theirs = await report(w.client, 'emission', { registrant_id: w.s.fixture.registrants.b });
    expect(theirs).toMatchObject({ total: 0, data: [], totals: { emissionVolume: '0.000000' } });
    const other = await report(w.other, 'emission');
    expect(ids(other).sort()).toEqual([w.rec.b1, w.rec.bb, w.rec.b2].sort());
  });

  it('the financial role and participants may not run it; bad filters are 422', async () => {
    expect((await refused(w.financial, 'emission')).status).toBe(403);
    expect((await refused(w.participant, 'emission')).status).toBe(403);
    expect(await refused(w.admin, 'emission', { status: 'done' })).toEqual({
      status: 422,
      code: 'REPORT_STATUS_UNKNOWN',
    });
    expect(await refused(w.admin, 'emission', { rec_id: 1 })).toEqual({
      status: 422,
      code: 'REPORT_FILTER_NOT_SUPPORTED',
    });
    expect((await refused(w.admin, 'emission', { from: '2026-13' })).status).toBe(422);
  });
});

describe('ccee_emission_report', () => {
  it('each emission beside the plant-month generation measured by the CCEE', async () => {
    const r = await report(w.admin, 'ccee_emission_report', { business_id: w.s.fixture.businesses.approvedA });
    expect(r.total).toBe(4);
    expect(r.data.find((d) => d.id === w.rec.a1)).toMatchObject({
      generation: '150.000000',
      emissionVolume: '100.000000',
      rejected_ccee: false,
      ccee_status: null,
    });
    expect(r.totals).toEqual({ emissionVolume: '190.000000' });
    expect((await refused(w.client, 'ccee_emission_report')).status).toBe(403);
  });
});

describe('emission_revision', () => {
  it('refused, blocked and reverted emissions with reason, date and who decided', async () => {
    const r = await report(w.admin, 'emission_revision');
    expect(ids(r)).toEqual([w.rec.b2, w.rec.bb, w.rec.ar]);
    expect(r.totals).toEqual({ emissionVolume: '23.000000' });
    const who = 'admin Teste <admin@registro.org.br>';
    expect(r.data).toEqual([
      expect.objectContaining({ id: w.rec.b2, status: 'reverted', reason: null, decided_by: who }),
      expect.objectContaining({ id: w.rec.bb, status: 'blocked', reason: 'Documentação pendente', decided_by: who }),
      expect.objectContaining({
        id: w.rec.ar,
        status: 'refused',
        reason: 'Volume divergente da CCEE',
        decided_by: who,
      }),
    ]);
    for (const d of r.data) expect(d.decided_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const blocked = await report(w.admin, 'emission_revision', { status: 'blocked' });
    expect(blocked).toMatchObject({ total: 1, totals: { emissionVolume: '5.000000' } });
    expect(await refused(w.admin, 'emission_revision', { status: 'approved' })).toEqual({
      status: 422,
      code: 'REPORT_STATUS_UNKNOWN',
    });
  });
});

describe('certificatehistory', () => {
  it('one certificate from issuance through transfer to retirement, from the audit chain', async () => {
    const r = await report(w.admin, 'certificatehistory', { rec_id: w.rec.a1 });
    const zero = '0.000000';
    expect(r.data).toEqual([
      expect.objectContaining({
        kind: 'issue',
        from_account: null,
        issued: '100.000000',
        transferred: zero,
        retired: zero,
      }),
      expect.objectContaining({
        kind: 'transfer',
        to_account: 'BR-AZUL-TR-01',
        participant_name: 'Energia Azul Trading Ltda',
        transferred: '20.000000',
      }),
      expect.objectContaining({
        kind: 'redemption',
        ref_id: w.redemptionId,
        to_account: 'BR-VERDE-RT-01',
        beneficiary_name: 'Beneficiário 33444555000172',
        retired: '12.500000',
      }),
    ]);
    expect(r.totals).toEqual({ issued: '100.000000', transferred: '20.000000', retired: '12.500000', reverted: zero });
    for (const d of r.data) expect(d.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a reverted certificate ends with its revert', async () => {
    const r = await report(w.admin, 'certificatehistory', { rec_id: w.rec.b2 });
    expect(r.data.map((d) => d.kind)).toEqual(['issue', 'revert']);
    expect(r.totals).toMatchObject({ issued: '8.000000', reverted: '8.000000' });
  });

  it('needs rec_id; a client reaches only its registrant’s certificates', async () => {
    expect(await refused(w.admin, 'certificatehistory')).toEqual({ status: 422, code: 'REPORT_FILTER_REQUIRED' });
    expect((await report(w.client, 'certificatehistory', { rec_id: w.rec.a1 })).total).toBe(3);
    expect(await refused(w.client, 'certificatehistory', { rec_id: w.rec.b1 })).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await refused(w.admin, 'certificatehistory', { rec_id: 999_999 })).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
