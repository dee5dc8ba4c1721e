import type { Cases } from './kit';

// One valid request per retirements operation, checked against the contract by Prism.
export const retirementsCases = {
  listRetirements: (c) => c.GET('/retirements', { params: { query: { page: 1 } } }),
  createRetirement: (c) =>
    c.POST('/retirements', { body: { accountType: 'trade', accountName: 'Aposentadoria 2026' } }),
  getRetirement: (c) => c.GET('/retirements/{id}', { params: { path: { id: 1 } } }),
  updateRetirement: (c) =>
    c.PUT('/retirements/{id}', {
      params: { path: { id: 1 } },
      body: { accountType: 'trade', accountName: 'Aposentadoria 2026' },
    }),
  deleteRetirement: (c) => c.DELETE('/retirements/{id}', { params: { path: { id: 1 } } }),
  syncRetirements: (c) => c.GET('/retirements/syncevident'),
} satisfies Cases;
