import type { Cases } from './kit';

// One valid request per redemptions operation, checked against the contract by Prism.
export const redemptionsCases = {
  listRedemptions: (c) => c.GET('/redemptions', { params: { query: { page: 1 } } }),
  createRedemption: (c) =>
    c.POST('/redemptions', {
      body: {
        trade_account_id: 1,
        retirement_account_id: 2,
        beneficiary_id: 1,
        purpose: 'Relato de emissões de escopo 2 — 2026',
        period_start: '2026-01-01',
        period_end: '2026-12-31',
        items: [{ rec_id: 12, volume: '1250.500000' }],
      },
    }),
  getRedemption: (c) => c.GET('/redemptions/{id}', { params: { path: { id: 1 } } }),
  updateRedemption: (c) => c.PUT('/redemptions/{id}', { params: { path: { id: 1 } }, body: {} }),
  deleteRedemption: (c) => c.DELETE('/redemptions/{id}', { params: { path: { id: 1 } } }),
  listRedemptionItems: (c) => c.GET('/redemptions/get-items', { params: { query: { page: 1 } } }),
} satisfies Cases;
