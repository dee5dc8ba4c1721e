import type { Cases } from './kit';

// One valid request per files operation, checked against the contract by Prism.
export const filesCases = {
  downloadFile: (c) => c.GET('/files/{id}', { params: { path: { id: 1 } }, parseAs: 'blob' }),
} satisfies Cases;
