import type { Cases } from './kit';

// One valid request per apiclients operation, checked against the contract by Prism.
export const apiclientsCases = {
  listApiClients: (c) => c.GET('/apiclients', { params: { query: { page: 1, status: 'active' } } }),
  createApiClient: (c) =>
    c.POST('/apiclients', { body: { name: 'ERP nightly export', scopes: ['recs:read', 'transfers:write'] } }),
  getApiClient: (c) => c.GET('/apiclients/{id}', { params: { path: { id: 1 } } }),
  rotateApiClientSecret: (c) =>
    c.POST('/apiclients/{id}/rotate', { params: { path: { id: 1 } }, body: { overlap_hours: 24 } }),
  revokeApiClient: (c) => c.POST('/apiclients/{id}/revoke', { params: { path: { id: 1 } } }),
} satisfies Cases;
