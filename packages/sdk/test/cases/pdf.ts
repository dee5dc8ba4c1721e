import type { Cases } from './kit';

// One valid request per pdf operation, checked against the contract by Prism.
export const pdfCases = {
  getPdf: (c) => c.GET('/pdf/getPdf/{id}', { params: { path: { id: 1 } }, parseAs: 'blob' }),
} satisfies Cases;
