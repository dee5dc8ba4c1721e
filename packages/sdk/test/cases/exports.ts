import type { Cases } from './kit';

// One valid request per exports operation, checked against the contract by Prism.
export const exportsCases = {
  exportList: (c) => c.POST('/exports', { body: { resource: 'recs' }, parseAs: 'blob' }),
} satisfies Cases;
