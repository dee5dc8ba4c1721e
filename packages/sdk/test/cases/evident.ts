import type { Cases } from './kit';

// One valid request per evident operation, checked against the contract by Prism.
export const evidentCases = {
  listEvidentOrganizations: (c) => c.GET('/evident/organizations', { params: { query: { type: 'participant' } } }),
} satisfies Cases;
