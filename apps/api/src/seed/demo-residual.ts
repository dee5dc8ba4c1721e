import type { ApiClient } from '@rec/sdk';
import { ok } from './demo-ledger-support';

// The residual-mix factors the demo's Scope 2 figures need (issue 39 item 4): one for the whole
// interconnected grid (SIN) per calendar year of the 24/7 year, kept by the admin through the API.
// Brazil publishes no residual mix; the value is illustrative and its source says so, so that no
// one mistakes it for an official figure (the admin replaces it on the residual-mix screen).

const FACTOR = '0.061700';
const SOURCE = 'Demonstração — fator ilustrativo, não oficial (substitua pelo fator publicado)';

/** Adds the SIN factor of each of `years`; answers how many were added. */
export async function seedResidualFactors(admin: ApiClient, years: readonly number[]): Promise<number> {
  for (const year of years)
    await ok(
      'residual-mix factor',
      admin.POST('/residual_mix_factors', { body: { year, submarket: 'SIN', factor: FACTOR, source: SOURCE } }),
    );
  return years.length;
}
