import { type Cases, formData } from './kit';

// One valid request per apiintegrations operation, checked against the contract by Prism.
export const apiintegrationsCases = {
  listApiIntegrations: (c) => c.GET('/apiintegrations', { params: { query: { page: 1 } } }),
  createApiIntegration: (c) =>
    c.POST('/apiintegrations', {
      body: { name: 'CCEE produção', provider: 'ccee', base_url: 'https://api.ccee.org.br' },
    }),
  getApiIntegration: (c) => c.GET('/apiintegrations/{id}', { params: { path: { id: 1 } } }),
  updateApiIntegration: (c) =>
    c.PUT('/apiintegrations/{id}', {
      params: { path: { id: 1 } },
      body: { name: 'CCEE produção', provider: 'ccee', base_url: 'https://api.ccee.org.br' },
      bodySerializer: formData,
    }),
  deleteApiIntegration: (c) => c.DELETE('/apiintegrations/{id}', { params: { path: { id: 1 } } }),
  syncApiIntegration: (c) => c.GET('/imports/externalImportAll/{id}', { params: { path: { id: 1 } } }),
} satisfies Cases;
