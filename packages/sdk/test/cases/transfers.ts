import type { Cases } from './kit';

// One valid request per transfers operation, checked against the contract by Prism.
export const transfersCases = {
  listTransfers: (c) => c.GET('/transfers', { params: { query: { page: 1 } } }),
  createTransfer: (c) =>
    c.POST('/transfers', {
      body: {
        source_account_code: 'BR-CV-TRADE-001',
        destination_account_code: 'BR-EA-TRADE-001',
        items: [{ rec_id: 12, volume: '1250.500000' }],
      },
    }),
  listTransferDestinations: (c) =>
    c.GET('/transfers/destinations', { params: { query: { q: 'azul', exclude: 'BR-CV-TRADE-001' } } }),
  getTransfer: (c) => c.GET('/transfers/{id}', { params: { path: { id: 1 } } }),
  updateTransfer: (c) => c.PUT('/transfers/{id}', { params: { path: { id: 1 } }, body: {} }),
  deleteTransfer: (c) => c.DELETE('/transfers/{id}', { params: { path: { id: 1 } } }),
} satisfies Cases;
