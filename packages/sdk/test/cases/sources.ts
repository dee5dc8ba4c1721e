import type { Cases } from './kit';

// One valid request per sources operation, checked against the contract by Prism.
export const sourcesCases = {
  listSources: (c) => c.GET('/sources', { params: { query: { page: 1 } } }),
  createSource: (c) => c.POST('/sources', { body: { name: 'Solar', code: 'RS' } }),
  getSource: (c) => c.GET('/sources/{id}', { params: { path: { id: 1 } } }),
  updateSource: (c) => c.PUT('/sources/{id}', { params: { path: { id: 1 } }, body: { name: 'Solar', code: 'RS' } }),
  deleteSource: (c) => c.DELETE('/sources/{id}', { params: { path: { id: 1 } } }),
} satisfies Cases;
