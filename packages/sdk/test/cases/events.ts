import type { Cases } from './kit';

// One valid request per events operation, checked against the contract by Prism.
export const eventsCases = {
  listEvents: (c) => c.GET('/events', { params: { query: { limit: 10 } } }),
} satisfies Cases;
