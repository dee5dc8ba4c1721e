import type { Cases } from './kit';

// One valid request per hourly-certificate operation, checked against the contract by Prism.
const range = { account_id: 3, from: '2026-07-01T03:00:00.000Z', to: '2026-08-01T03:00:00.000Z' };

export const hourlyCases = {
  listHourlyHoldings: (c) =>
    c.GET('/hourly/holdings', {
      params: { query: { ...range, business_id: 1, submarket: 'SUL', page: 1, amount: 50 } },
    }),
  getHourlyProfile: (c) => c.GET('/hourly/profile', { params: { query: range } }),
} satisfies Cases;
