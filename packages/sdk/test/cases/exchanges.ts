import type { Cases } from './kit';

// One valid request per exchanges operation, checked against the contract by Prism.
export const exchangesCases = {
  listExchanges: (c) => c.GET('/exchanges', { params: { query: { page: 1 } } }),
  deleteExchange: (c) => c.DELETE('/exchanges/{id}', { params: { path: { id: 1 } } }),
} satisfies Cases;
