import type { Cases } from './kit';

// One valid request per generation operation, checked against the contract by Prism.
export const generationCases = {
  listGeneration: (c) => c.GET('/generation', { params: { query: { page: 1 } } }),
} satisfies Cases;
