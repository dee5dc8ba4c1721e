import type { Cases } from './kit';

// One valid request per geo operation, checked against the contract by Prism.
export const geoCases = {
  getCep: (c) => c.GET('/cep/{cep}', { params: { path: { cep: '90010000' } } }),
  listStates: (c) => c.GET('/geo/states'),
  listCities: (c) => c.GET('/geo/states/{uf}/cities', { params: { path: { uf: 'RS' } } }),
} satisfies Cases;
