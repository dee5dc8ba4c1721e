import type { Cases } from './kit';

// One valid request per configs operation, checked against the contract by Prism.
export const configsCases = {
  listConfigs: (c) => c.GET('/configs', { params: { query: { page: 1 } } }),
  getConfig: (c) => c.GET('/configs/{id}', { params: { path: { id: 1 } } }),
  updateConfig: (c) => c.PUT('/configs/{id}', { params: { path: { id: 1 } }, body: { invoiceBlockDay: 15 } }),
} satisfies Cases;
