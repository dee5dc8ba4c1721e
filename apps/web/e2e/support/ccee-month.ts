import { gzipSync } from 'node:zlib';
import { monthFile } from '../../../../scripts/ccee-hourly-month.mjs';
import { API, apiCall, expect } from './fixtures';
import { ok } from './redemption';

// A month of CCEE's hourly file for one share, mapped to a spec's own plant and committed through
// the API as the admin does it: the hourly specs' generation (each its own share, plant and month).

/**
 * The production months browser specs fill with their own plants' CCEE data and certificates:
 * hourly-matching (02), beneficiary-coverage (03), hourly-statement (05), hourly (07), imports (08,
 * 09). The report ledger (support/report-ledger.ts), whose month moves with today's date, skips
 * them so its reports' rows and totals stay its own.
 */
export const CCEE_SPEC_MONTHS: readonly string[] = ['2026-02', '2026-03', '2026-05', '2026-07', '2026-08', '2026-09'];

/** Waits for an import's commit job to finish committing. */
export async function commitImport(token: string, importId: number) {
  const job = await ok(await apiCall(token, 'POST', '/imports/commit', { import_id: importId }), 'commit');
  await expect
    .poll(async () => (await ok(await apiCall(token, 'GET', `/imports/commit/${job.id}`), 'job')).status, {
      timeout: 30_000,
    })
    .toBe('committed');
}

export type ShareMonth = { ceg: string; share: string; year: number; month: number; hours: number };

/** The share's first `hours` hours of the month (the generator's profile) for the plant of `ceg`. */
export async function importShareMonth(admin: string, { ceg, share, year, month, hours }: ShareMonth) {
  const period = `${year}-${String(month).padStart(2, '0')}`;
  if (!CCEE_SPEC_MONTHS.includes(period)) throw new Error(`${period}: list it in CCEE_SPEC_MONTHS first`);
  const mapped = await apiCall(admin, 'POST', '/ccee/share-mappings', { share_code: share, codeCEG: ceg });
  // 409: an earlier attempt of this run already mapped the share and imported the month.
  if (mapped.status === 409) return;
  expect(mapped.status).toBe(201);
  const file = monthFile({
    year,
    month,
    shares: 1,
    hours,
    edit: (f: string[]) => f.map((v, k) => (k === 4 ? share : v)),
  });
  const name = `geracao_horaria_usina_${period.replace('-', '')}.csv.gz`;
  const up = await fetch(`${API}/imports/ccee-hourly?file_name=${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/gzip' },
    body: new Uint8Array(gzipSync(file)),
  });
  await commitImport(admin, (await ok(up, 'CCEE hourly upload')).id);
}
