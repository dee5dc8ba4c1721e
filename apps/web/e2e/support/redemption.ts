import { withinEmissionDeadline } from '@rec/domain/emission-deadline';
import { API, apiCall, apiToken, expect } from './fixtures';
import { GENERATION_HEADER as HEADER, workbookBytes, XLSX } from './workbook';

// A redemption of the participant's (the API fixture's Comercializadora Verde), booked through the
// API as each role does it: the admin imports and commits a CCEE month for the fixture plant, the
// registrant requests the emission, the admin approves it, the participant opens a retirement
// account and a beneficiary and retires part of it. Answers what its statement claims.

export { HEADER };

export const workbook = async (rows: unknown[][]): Promise<Blob> =>
  new Blob([new Uint8Array(await workbookBytes(rows))], { type: XLSX });

export const ok = async (answer: Response, what: string) => {
  const body = await answer.json();
  if (!answer.ok) throw new Error(`${what}: ${answer.status} ${JSON.stringify(body)}`);
  return body;
};

/**
 * 100 MWh of one month of the fixture plant, imported, requested and approved: issued into the
 * participant's trade account. `monthsBack` picks the month (default: the oldest one still within
 * I-REC's deadline, which other tests leave alone).
 */
export async function issueToParticipant(monthsBack?: number) {
  const [admin, registrant, participant] = await Promise.all([
    apiToken('admin'),
    apiToken('client'),
    apiToken('participant'),
  ]);
  const plants = await ok(await apiCall(admin, 'GET', '/businesses?search=Sol%20do%20Pampa%20I'), 'plant');
  const plant = plants.data.find((b: { name: string }) => b.name === 'UFV Sol do Pampa I');
  // The oldest production month still within I-REC's emission deadline: a month other tests leave alone.
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  let at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (monthsBack ?? 23), 1));
  while (monthsBack === undefined && !withinEmissionDeadline(at.toISOString().slice(0, 10), today))
    at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  const year = at.getUTCFullYear();
  const mm = String(at.getUTCMonth() + 1).padStart(2, '0');
  const last = String(new Date(Date.UTC(year, at.getUTCMonth() + 1, 0)).getUTCDate());
  const form = new FormData();
  form.append(
    'file',
    await workbook([HEADER, [plant.codeCEG, at.getUTCMonth() + 1, year, 1, 744, 744, 744]]),
    'ccee.xlsx',
  );
  const preview = await ok(
    await fetch(`${API}/imports/generation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    }),
    'import',
  );
  const commit = await apiCall(admin, 'POST', '/imports/commit', { import_id: preview.id });
  // A month imported before (a retried suite) has nothing new to commit; its generation is there.
  const job = commit.status === 422 ? null : await ok(commit, 'commit');
  // The commit runs in the background: wait for the job to say so.
  if (job)
    await expect
      .poll(async () => (await ok(await apiCall(admin, 'GET', `/imports/commit/${job.id}`), 'job')).status, {
        timeout: 30_000,
      })
      .toBe('committed');
  const rec = await ok(
    await apiCall(registrant, 'POST', '/recs', {
      business_id: plant.id,
      scheme: 'irec',
      initial_period: `${year}-${mm}-01`,
      final_period: `${year}-${mm}-${last}`,
      emissionVolume: '100.000000',
    }),
    'emission request',
  );
  await ok(await apiCall(admin, 'POST', `/recs/approve/${rec.id}`, {}), 'approval');
  return { rec, year, mm, last, participant };
}

export async function participantRedemption() {
  const { rec, year, mm, last, participant } = await issueToParticipant();
  const accounts = await ok(await apiCall(participant, 'GET', '/retirements?amount=100'), 'accounts');
  const trade = accounts.data.find((a: { accountType: string }) => a.accountType === 'trade');
  const retirement = await ok(
    await apiCall(participant, 'POST', '/retirements', { accountType: 'retirement', accountName: 'Aposentadoria e2e' }),
    'retirement account',
  );
  const beneficiary = await ok(
    await apiCall(participant, 'POST', '/beneficiaries', {
      name: 'Metalúrgica Verificável S.A.',
      country: 'BR',
      code: '33444555000172',
      location: 'Caxias do Sul - RS',
    }),
    'beneficiary',
  );
  const redemption = await ok(
    await apiCall(participant, 'POST', '/redemptions', {
      trade_account_id: trade.id,
      retirement_account_id: retirement.id,
      beneficiary_id: beneficiary.id,
      purpose: 'Relato de emissões de escopo 2',
      period_start: `${year}-${mm}-01`,
      period_end: `${year}-${mm}-${last}`,
      items: [{ rec_id: rec.id, volume: '12.345678' }],
    }),
    'redemption',
  );
  return {
    code: redemption.verification_code as string,
    beneficiary: 'Metalúrgica Verificável S.A.',
    volume: '12,345678 MWh',
    period: `01/${mm}/${year} a ${last}/${mm}/${year}`,
  };
}
