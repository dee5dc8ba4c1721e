import type { Cases } from './kit';

// One valid request per hourly-certificate operation, checked against the contract by Prism.
const range = { account_id: 3, from: '2026-07-01T03:00:00.000Z', to: '2026-08-01T03:00:00.000Z' };

// Weekday evenings (18:00–22:00 Brasília) of one plant, 500 MWh; the retirement takes them all.
const selection = {
  ...range,
  weekdays: [1, 2, 3, 4, 5],
  hour_from: 18,
  hour_to: 22,
  business_id: 1,
  volume: '500.000000',
};
const transfer = { selection, destination_account_code: 'BR-P2-TR-01', notes: 'Contrato 24/7' };
const retirement = {
  selection: { ...selection, submarket: 'SUL', volume: 'all' },
  retirement_account_id: 4,
  beneficiary_id: 1,
  purpose: 'Escopo 2 horário',
};

// A 24/7 matching of July: the preferred plant first, then the oldest certificates.
const matching = {
  ...range,
  beneficiary_id: 1,
  preference: ['plant', 'oldest'] as ('plant' | 'source' | 'oldest')[],
  plant_ids: [1],
};

export const hourlyCases = {
  listHourlyHoldings: (c) =>
    c.GET('/hourly/holdings', {
      params: { query: { ...range, business_id: 1, submarket: 'SUL', page: 1, amount: 50 } },
    }),
  getHourlyProfile: (c) => c.GET('/hourly/profile', { params: { query: range } }),
  previewHourlyTransfer: (c) => c.POST('/hourly/transfers/preview', { body: transfer }),
  createHourlyTransfer: (c) =>
    c.POST('/hourly/transfers', { body: transfer, params: { header: { 'Idempotency-Key': 'hourly-transfer-1' } } }),
  previewHourlyRetirement: (c) => c.POST('/hourly/retirements/preview', { body: retirement }),
  createHourlyRetirement: (c) => c.POST('/hourly/retirements', { body: retirement }),
  previewHourlyMatching: (c) => c.POST('/hourly/matchings/preview', { body: matching }),
  createHourlyMatching: (c) =>
    c.POST('/hourly/matchings', {
      body: { ...matching, retirement_account_id: 4, purpose: 'Escopo 2 horário 24/7' },
      params: { header: { 'Idempotency-Key': 'hourly-matching-1' } },
    }),
  listHourlyRetirementBundles: (c) =>
    c.GET('/hourly/retirements/{id}/bundles', { params: { path: { id: 7 }, query: { page: 1, amount: 50 } } }),
  getHourlyRetirementProfile: (c) => c.GET('/hourly/retirements/{id}/profile', { params: { path: { id: 7 } } }),
} satisfies Cases;
