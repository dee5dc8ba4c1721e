import type { Cases } from './kit';

// One valid request per reports operation, checked against the contract by Prism.
export const reportsCases = {
  getReport: (c) =>
    c.GET('/reports/{name}', {
      params: { path: { name: 'consolidation' }, query: { from: '2026-01', to: '2026-06', page: 1, amount: 10 } },
    }),
} satisfies Cases;
