import type { Cases } from './kit';

// One valid request per rdms operation, checked against the contract by Prism.
export const rdmsCases = {
  listRdms: (c) => c.GET('/rdms', { params: { query: { page: 1 } } }),
} satisfies Cases;
