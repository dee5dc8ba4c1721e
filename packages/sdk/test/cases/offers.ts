import type { Cases } from './kit';

// One valid request per offers operation (ADR 0119), checked against the contract by Prism.
export const offersCases = {
  listOffers: (c) => c.GET('/offers', { params: { query: { page: 1, direction: 'incoming', state: 'pending' } } }),
  createOffer: (c) =>
    c.POST('/offers', {
      body: {
        source_account_code: 'BR-CV-TRADE-001',
        destination_account_code: 'BR-EA-TRADE-001',
        items: [{ rec_id: 12, volume: '40.000000' }],
      },
    }),
  getOffer: (c) => c.GET('/offers/{id}', { params: { path: { id: 1 } } }),
  acceptOffer: (c) => c.POST('/offers/{id}/accept', { params: { path: { id: 1 } } }),
  rejectOffer: (c) => c.POST('/offers/{id}/reject', { params: { path: { id: 1 } } }),
  withdrawOffer: (c) => c.POST('/offers/{id}/withdraw', { params: { path: { id: 1 } } }),
  getOfferSettings: (c) => c.GET('/offer-settings'),
  updateOfferSettings: (c) =>
    c.PUT('/offer-settings', { body: { accepts_direct_transfers: false, auto_accept_accounts: ['BR-CV-TRADE-001'] } }),
} satisfies Cases;
