import type { Cases } from './kit';

const factor = { year: 2024, submarket: 'SIN' as const, factor: '0.061700', source: 'MCTI 2024' };

// One valid request per rdms operation, checked against the contract by Prism.
export const rdmsCases = {
  listRdms: (c) => c.GET('/rdms', { params: { query: { page: 1 } } }),
  listResidualMixFactors: (c) => c.GET('/residual_mix_factors', { params: { query: { page: 1 } } }),
  getResidualMixFactor: (c) => c.GET('/residual_mix_factors/{id}', { params: { path: { id: 1 } } }),
  createResidualMixFactor: (c) => c.POST('/residual_mix_factors', { body: factor }),
  updateResidualMixFactor: (c) =>
    c.PUT('/residual_mix_factors/{id}', { params: { path: { id: 1 } }, body: { ...factor, factor: '0.05' } }),
  deleteResidualMixFactor: (c) => c.DELETE('/residual_mix_factors/{id}', { params: { path: { id: 1 } } }),
} satisfies Cases;
