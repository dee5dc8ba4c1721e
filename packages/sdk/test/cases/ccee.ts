import { type Cases, formData } from './kit';

const MAPPING = { share_code: '12345', codeCEG: 'UFV.RS.RS.012345-6.01', plant_name: 'SOLPAMPA1' };

// One valid request per ccee operation (the plant share mapping), checked against the contract by Prism.
export const cceeCases = {
  listCceeShareMappings: (c) => c.GET('/ccee/share-mappings', { params: { query: { page: 1 } } }),
  createCceeShareMapping: (c) => c.POST('/ccee/share-mappings', { body: MAPPING }),
  getCceeShareMapping: (c) => c.GET('/ccee/share-mappings/{id}', { params: { path: { id: 1 } } }),
  updateCceeShareMapping: (c) => c.PUT('/ccee/share-mappings/{id}', { params: { path: { id: 1 } }, body: MAPPING }),
  deleteCceeShareMapping: (c) => c.DELETE('/ccee/share-mappings/{id}', { params: { path: { id: 1 } } }),
  uploadCceeShareMappings: (c) =>
    c.POST('/ccee/share-mappings/import', {
      body: { file: new Blob(['CODIGO_PARCELA_USINA;CEG\n12345;UFV.RS.RS.012345-6.01\n'], { type: 'text/csv' }) },
      bodySerializer: formData,
    }),
} satisfies Cases;
