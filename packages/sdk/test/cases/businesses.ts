import { type Cases, formData, xlsx } from './kit';

// One valid request per businesses operation, checked against the contract by Prism.
export const businessesCases = {
  listBusinesses: (c) => c.GET('/businesses', { params: { query: { page: 1 } } }),
  createBusiness: (c) =>
    c.POST('/businesses', {
      body: {
        name: 'UFV Sol do Pampa I',
        codeCEG: 'UFV.RS.RS.012345-6.01',
        source_id: 1,
        technology_id: 1,
        capacity_mw: '5.000000',
        registrant_id: 1,
      },
    }),
  getBusiness: (c) => c.GET('/businesses/{id}', { params: { path: { id: 1 } } }),
  updateBusiness: (c) =>
    c.PUT('/businesses/{id}', {
      params: { path: { id: 1 } },
      body: {
        name: 'UFV Sol do Pampa I',
        codeCEG: 'UFV.RS.RS.012345-6.01',
        source_id: 1,
        technology_id: 1,
        capacity_mw: '5.000000',
        registrant_id: 1,
      },
    }),
  deleteBusiness: (c) => c.DELETE('/businesses/{id}', { params: { path: { id: 1 } } }),
  uploadBusinessFiles: (c) =>
    c.POST('/businesses/files/{id}', {
      params: { path: { id: 1 } },
      body: { files: [xlsx('files'), xlsx('files')] },
      bodySerializer: formData,
    }),
  approveBusiness: (c) => c.POST('/businesses/approve/{id}', { params: { path: { id: 1 } } }),
  refuseBusiness: (c) =>
    c.POST('/businesses/refuse/{id}', {
      params: { path: { id: 1 } },
      body: { reason: 'CEG divergente do cadastro da ANEEL' },
    }),
} satisfies Cases;
