import type { Cases } from './kit';

// One valid request per countries operation, checked against the contract by Prism.
export const countriesCases = {
  listCountries: (c) => c.GET('/countries', { params: { query: { page: 1 } } }),
  createCountry: (c) => c.POST('/countries', { body: { country: 'Brasil', countryCode: 'BR' } }),
  getCountry: (c) => c.GET('/countries/{id}', { params: { path: { id: 1 } } }),
  updateCountry: (c) =>
    c.PUT('/countries/{id}', { params: { path: { id: 1 } }, body: { country: 'Brasil', countryCode: 'BR' } }),
  deleteCountry: (c) => c.DELETE('/countries/{id}', { params: { path: { id: 1 } } }),
} satisfies Cases;
