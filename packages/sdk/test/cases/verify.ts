import type { Cases } from './kit';

// One valid request per verify operation, checked against the contract by Prism.
export const verifyCases = {
  verifyStatement: (c) => c.GET('/verify/{code}', { params: { path: { code: '7WE0-W6VX-5965-J' } } }),
} satisfies Cases;
