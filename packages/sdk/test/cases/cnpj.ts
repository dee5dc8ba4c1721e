import type { Cases } from './kit';

// One valid request per cnpj operation, checked against the contract by Prism.
export const cnpjCases = {
  getCnpj: (c) => c.GET('/cnpj/{id}', { params: { path: { id: '11222333000181' } } }),
} satisfies Cases;
