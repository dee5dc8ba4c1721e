import type { Cases } from './kit';

// One valid request per users operation, checked against the contract by Prism.
export const usersCases = {
  listUsers: (c) => c.GET('/users', { params: { query: { page: 1 } } }),
  deleteUser: (c) => c.DELETE('/users/{id}', { params: { path: { id: 1 } } }),
} satisfies Cases;
