import type { Cases } from './kit';

// One valid request per recs operation, checked against the contract by Prism.
export const recsCases = {
  listRecs: (c) => c.GET('/recs', { params: { query: { page: 1 } } }),
  listRecReceivers: (c) => c.GET('/recs/receivers', { params: { query: { business_id: 1 } } }),
  getRec: (c) => c.GET('/recs/{id}', { params: { path: { id: 1 } } }),
  listRecActivity: (c) => c.GET('/recs/activity/{id}', { params: { path: { id: 1 } } }),
  createRec: (c) =>
    c.POST('/recs', {
      body: {
        business_id: 1,
        scheme: 'irec',
        initial_period: '2026-01-01',
        final_period: '2026-01-31',
        emissionVolume: '1250.500000',
      },
    }),
  listRecEmissions: (c) => c.GET('/recs/emissions', { params: { query: { page: 1 } } }),
  listRecsPrimary: (c) => c.GET('/recs/recsprimary', { params: { query: { page: 1 } } }),
  updateRec: (c) => c.PUT('/recs/{id}', { params: { path: { id: 1 } }, body: {} }),
  approveRec: (c) => c.POST('/recs/approve/{id}', { params: { path: { id: 1 } }, body: {} }),
  blockRec: (c) =>
    c.POST('/recs/block/{id}', {
      params: { path: { id: 1 } },
      body: { reason: 'CEG divergente do cadastro da ANEEL' },
    }),
  refuseRec: (c) =>
    c.POST('/recs/refuse/{id}', {
      params: { path: { id: 1 } },
      body: { reason: 'CEG divergente do cadastro da ANEEL' },
    }),
  sendRecToHub: (c) => c.POST('/recs/sendrechub', { body: { rec_emission_id: 12 } }),
  revertRec: (c) => c.POST('/recs/revert', { body: { rec_emission_id: 12 } }),
  batchCreateRecs: (c) =>
    c.POST('/recs/batch', {
      body: {
        items: [
          {
            business_id: 1,
            scheme: 'irec',
            initial_period: '2026-01-01',
            final_period: '2026-01-31',
            emissionVolume: '1250.500000',
          },
        ],
      },
    }),
  batchApproveRecs: (c) => c.POST('/recs/batchapprove', { body: { ids: [1, 2, 3] } }),
} satisfies Cases;
