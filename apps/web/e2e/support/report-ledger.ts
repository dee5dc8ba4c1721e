import { withinEmissionDeadline } from '@rec/domain/emission-deadline';
import { CCEE_SPEC_MONTHS } from './ccee-month';
import { API, apiCall, apiToken, expect, PASSWORD } from './fixtures';
import { HEADER, ok, workbook } from './redemption';

// A small ledger for the dashboard and report suites, booked through the API as each role does
// it, on the API fixture's two plants, in a production month no other suite uses (the verify
// suite takes the oldest month within the I-REC deadline; this one the month after next, or the
// first after it that no spec fills with CCEE data of its own, CCEE_SPEC_MONTHS):
//   generation   Sol do Pampa I 744 MWh, Ventos Claros 372 MWh
//   emissions    Solar do Sul: 100 approved, 40 pending, 7 refused; Ventos do Nordeste: 30 approved
//   retirement   12,5 of Solar do Sul's approved 100 by its participant (Comercializadora Verde)
// Built once per run: a second suite finds it and only reads its month.

const OTHER_REGISTRANT = 'gestor@ventosnordeste.com.br';

/** The production month of this ledger: two months after the oldest one still within the deadline (or the next free one). */
export function ledgerMonth() {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  let at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 23, 1));
  while (!withinEmissionDeadline(at.toISOString().slice(0, 10), today))
    at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 2, 1));
  while (CCEE_SPEC_MONTHS.includes(at.toISOString().slice(0, 7)))
    at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  const year = at.getUTCFullYear();
  const mm = String(at.getUTCMonth() + 1).padStart(2, '0');
  const last = String(new Date(Date.UTC(year, at.getUTCMonth() + 1, 0)).getUTCDate());
  return {
    year,
    month: at.getUTCMonth() + 1,
    period: `${year}-${mm}`,
    first: `${year}-${mm}-01`,
    last: `${year}-${mm}-${last}`,
  };
}

const plantNamed = async (token: string, name: string) => {
  const plants = await ok(await apiCall(token, 'GET', `/businesses?search=${encodeURIComponent(name)}`), 'plant');
  return plants.data.find((b: { name: string }) => b.name === name) as { id: number; codeCEG: string };
};

export async function reportLedger() {
  const m = ledgerMonth();
  const [admin, registrant, participant] = await Promise.all([
    apiToken('admin'),
    apiToken('client'),
    apiToken('participant'),
  ]);
  const booked = await ok(await apiCall(admin, 'GET', `/reports/emission?from=${m.period}&to=${m.period}`), 'look');
  if (booked.total > 0) return m;
  const other = (
    await ok(
      await fetch(`${API}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: OTHER_REGISTRANT, password: PASSWORD }),
      }),
      'login',
    )
  ).token as string;
  const a = await plantNamed(admin, 'UFV Sol do Pampa I');
  const b = await plantNamed(admin, 'UFV Ventos Claros');
  const form = new FormData();
  form.append(
    'file',
    await workbook([
      HEADER,
      [a.codeCEG, m.month, m.year, 1, 744, 744, 744],
      [b.codeCEG, m.month, m.year, 0.5, 744, 372, 372],
    ]),
    'ccee.xlsx',
  );
  const headers = { authorization: `Bearer ${admin}` };
  const preview = await ok(await fetch(`${API}/imports/generation`, { method: 'POST', headers, body: form }), 'import');
  const job = await ok(await apiCall(admin, 'POST', '/imports/commit', { import_id: preview.id }), 'commit');
  await expect
    .poll(async () => (await ok(await apiCall(admin, 'GET', `/imports/commit/${job.id}`), 'job')).status, {
      timeout: 30_000,
    })
    .toBe('committed');
  const request = async (token: string, plant: number, volume: string) =>
    (
      await ok(
        await apiCall(token, 'POST', '/recs', {
          business_id: plant,
          scheme: 'irec',
          initial_period: m.first,
          final_period: m.last,
          emissionVolume: volume,
        }),
        'emission request',
      )
    ).id as number;
  const approved = await request(registrant, a.id, '100.000000');
  await request(registrant, a.id, '40.000000');
  const refused = await request(registrant, a.id, '7.000000');
  const theirs = await request(other, b.id, '30.000000');
  for (const id of [approved, theirs]) await ok(await apiCall(admin, 'POST', `/recs/approve/${id}`, {}), 'approval');
  await ok(await apiCall(admin, 'POST', `/recs/refuse/${refused}`, { reason: 'Volume divergente da CCEE' }), 'refusal');
  const accounts = await ok(await apiCall(participant, 'GET', '/retirements?amount=100'), 'accounts');
  const trade = accounts.data.find((x: { accountType: string }) => x.accountType === 'trade');
  const retirement = await ok(
    await apiCall(participant, 'POST', '/retirements', {
      accountType: 'retirement',
      accountName: 'Aposentadoria relatórios',
    }),
    'retirement account',
  );
  const beneficiary = await ok(
    await apiCall(participant, 'POST', '/beneficiaries', {
      name: 'Indústria Relatório S.A.',
      country: 'BR',
      code: '44455666000100',
      location: 'Pelotas - RS',
    }),
    'beneficiary',
  );
  await ok(
    await apiCall(participant, 'POST', '/redemptions', {
      trade_account_id: trade.id,
      retirement_account_id: retirement.id,
      beneficiary_id: beneficiary.id,
      purpose: 'Relato de escopo 2',
      period_start: m.first,
      period_end: m.last,
      items: [{ rec_id: approved, volume: '12.500000' }],
    }),
    'redemption',
  );
  return { ...m, approved };
}
