import type { Cases } from './kit';

// One valid request per beneficiaryConsumptions operation, checked against the contract by Prism.
export const beneficiaryConsumptionsCases = {
  listBeneficiaryConsumptions: (c) => c.GET('/beneficiary_consumptions', { params: { query: { page: 1 } } }),
  listBeneficiaryHourlyConsumptions: (c) =>
    c.GET('/beneficiary_hourly_consumptions', { params: { query: { page: 1, year: 2019 } } }),
  deleteBeneficiaryConsumption: (c) => c.DELETE('/beneficiary_consumptions/{id}', { params: { path: { id: 1 } } }),
} satisfies Cases;
