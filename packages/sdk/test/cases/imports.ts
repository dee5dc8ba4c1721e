import { type Cases, formData, xlsx } from './kit';

// One valid request per imports operation, checked against the contract by Prism.
export const importsCases = {
  previewGenerationImport: (c) => c.GET('/imports/generation', { params: { query: { month: 1, year: 2000 } } }),
  uploadGenerationImport: (c) =>
    c.POST('/imports/generation', { body: { file: xlsx('file') }, bodySerializer: formData }),
  commitImport: (c) => c.POST('/imports/commit', { body: { import_id: 4 } }),
  listImports: (c) => c.GET('/imports/business', { params: { query: { page: 1 } } }),
  getImportCommit: (c) => c.GET('/imports/commit/{id}', { params: { path: { id: 1 } } }),
  getImport: (c) => c.GET('/imports/batch/{id}', { params: { path: { id: 1 } } }),
  preGeneration: (c) =>
    c.POST('/imports/pre-generation/{businessId}', {
      params: { path: { businessId: 1 }, query: { volume: '1250.500000' } },
      body: { file: xlsx('file') },
      bodySerializer: formData,
    }),
  externalImport: (c) => c.GET('/imports/externalImport/{id}', { params: { path: { id: 1 } } }),
  uploadBeneficiaryConsumptionImport: (c) =>
    c.POST('/imports/generationbeneficiaryconsumption', { body: { file: xlsx('file') }, bodySerializer: formData }),
  uploadBeneficiaryHourlyConsumptionImport: (c) =>
    c.POST('/imports/beneficiaryhourlyconsumption', {
      body: { file: xlsx('file'), period: '2019-02' },
      bodySerializer: formData,
    }),
  uploadExchangeImport: (c) =>
    c.POST('/imports/generationexchange', { body: { file: xlsx('file') }, bodySerializer: formData }),
  uploadCceeHourlyImport: (c) =>
    c.POST('/imports/ccee-hourly', {
      params: { query: { file_name: 'geracao_horaria_usina_202607.csv' } },
      body: new Blob(['MES_REFERENCIA;DATA\n'], { type: 'text/csv' }),
      bodySerializer: (b: Blob) => b,
      headers: { 'content-type': 'text/csv' },
    }),
  getImportTemplate: (c) =>
    c.GET('/imports/templates/{kind}', { params: { path: { kind: 'generation' } }, parseAs: 'blob' }),
  fetchCceeHourlyImport: (c) => c.POST('/imports/ccee-hourly/fetch', { body: { period: '2026-07' } }),
  rollbackImport: (c) => c.POST('/imports/rollback/{id}', { params: { path: { id: 1 } } }),
} satisfies Cases;
