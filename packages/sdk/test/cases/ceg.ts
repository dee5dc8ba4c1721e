import type { Cases } from './kit';

// One valid request per ceg operation, checked against the contract by Prism.
export const cegCases = {
  listCegs: (c) => c.GET('/ceg', { params: { query: { page: 1 } } }),
  createCeg: (c) =>
    c.POST('/ceg', {
      body: {
        type_of_generation: 'UFV',
        source: 'RS',
        uf: 'RS',
        core: '012345',
        dv: '6',
        version: '01',
        enterprise_name: 'UFV Sol do Pampa I',
      },
    }),
  getCeg: (c) => c.GET('/ceg/{id}', { params: { path: { id: 1 } } }),
  updateCeg: (c) =>
    c.PUT('/ceg/{id}', {
      params: { path: { id: 1 } },
      body: {
        type_of_generation: 'UFV',
        source: 'RS',
        uf: 'RS',
        core: '012345',
        dv: '6',
        version: '01',
        enterprise_name: 'UFV Sol do Pampa I',
      },
    }),
  deleteCeg: (c) => c.DELETE('/ceg/{id}', { params: { path: { id: 1 } } }),
  listCegOptions: (c) => c.GET('/ceg/list', { params: { query: { page: 1 } } }),
  getCegDetails: (c) => c.GET('/ceg/details/{id}', { params: { path: { id: 'UFV.RS.RS.012345-6.01' } } }),
} satisfies Cases;
