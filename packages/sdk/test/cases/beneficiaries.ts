import type { Cases } from './kit';

// One valid request per beneficiaries operation, checked against the contract by Prism.
export const beneficiariesCases = {
  listBeneficiaries: (c) => c.GET('/beneficiaries', { params: { query: { page: 1 } } }),
  createBeneficiary: (c) =>
    c.POST('/beneficiaries', { body: { name: 'Metalúrgica Gaúcha S.A.', country: 'BR', code: '33444555000172' } }),
  getBeneficiary: (c) => c.GET('/beneficiaries/{id}', { params: { path: { id: 1 } } }),
  updateBeneficiary: (c) =>
    c.PUT('/beneficiaries/{id}', {
      params: { path: { id: 1 } },
      body: { name: 'Metalúrgica Gaúcha S.A.', country: 'BR', code: '33444555000172' },
    }),
  deleteBeneficiary: (c) => c.DELETE('/beneficiaries/{id}', { params: { path: { id: 1 } } }),
  syncBeneficiaries: (c) => c.GET('/beneficiaries/syncevident'),
  // A beneficiary's 24/7 coverage, its hours and its Scope 2 pack (issue 39, ADR 0106/0107).
  getBeneficiaryCoverage: (c) =>
    c.GET('/beneficiaries/{id}/coverage', { params: { path: { id: 1 }, query: { year: 2026 } } }),
  listBeneficiaryCoverageHours: (c) =>
    c.GET('/beneficiaries/{id}/coverage/hours', { params: { path: { id: 1 }, query: { month: '2026-07' } } }),
  exportBeneficiaryScope2: (c) =>
    c.GET('/beneficiaries/{id}/scope2', {
      params: { path: { id: 1 }, query: { year: 2026, format: 'xlsx' } },
      parseAs: 'blob',
    }),
} satisfies Cases;
