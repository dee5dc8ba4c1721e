import type { Cases } from './kit';

// One valid request per technologies operation, checked against the contract by Prism.
export const technologiesCases = {
  listTechnologies: (c) => c.GET('/technologies', { params: { query: { page: 1 } } }),
  createTechnology: (c) => c.POST('/technologies', { body: { name: 'Fotovoltaica', code: 'UFV', source_id: 1 } }),
  getTechnology: (c) => c.GET('/technologies/{id}', { params: { path: { id: 1 } } }),
  updateTechnology: (c) =>
    c.PUT('/technologies/{id}', {
      params: { path: { id: 1 } },
      body: { name: 'Fotovoltaica', code: 'UFV', source_id: 1 },
    }),
  deleteTechnology: (c) => c.DELETE('/technologies/{id}', { params: { path: { id: 1 } } }),
} satisfies Cases;
