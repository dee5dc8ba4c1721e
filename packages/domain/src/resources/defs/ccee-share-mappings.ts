import { defineResource, op } from '../define';
import { date, file, ref, text } from '../field';

// CCEE plant shares (CODIGO_PARCELA_USINA of the open-data file geracao_horaria_usina) mapped to
// plants (CEG) by the admin: the hourly import sums a plant's shares; an unmapped share is reported.
export const ccee_share_mappings = defineResource('ccee_share_mappings', {
  label: 'Parcelas de usina (CCEE)',
  title: 'share_code',
  fields: {
    share_code: text('Código da parcela de usina', { example: '10000' }),
    codeCEG: text('Código CEG', { example: 'UFV.RS.RS.012345-6.01' }),
    plant_name: text('Sigla da usina'),
    business_id: ref('Empreendimento', 'businesses', { column: false }),
    business_name: text('Empreendimento'),
    created_at: date('Criado em'),
    file: file('Arquivo CSV de mapeamento', { column: false }),
  },
  operations: {
    list: op('GET', '/ccee/share-mappings', 'listCceeShareMappings'),
    show: op('GET', '/ccee/share-mappings/{id}', 'getCceeShareMapping'),
    create: op('POST', '/ccee/share-mappings', 'createCceeShareMapping'),
    edit: op('PUT', '/ccee/share-mappings/{id}', 'updateCceeShareMapping'),
    delete: op('DELETE', '/ccee/share-mappings/{id}', 'deleteCceeShareMapping'),
    import: op('POST', '/ccee/share-mappings/import', 'uploadCceeShareMappings'),
    template: op('GET', '/imports/templates/{kind}', 'getImportTemplate'),
    hourlyImport: op('POST', '/imports/ccee-hourly', 'uploadCceeHourlyImport'),
    hourlyFetch: op('POST', '/imports/ccee-hourly/fetch', 'fetchCceeHourlyImport'),
    commit: op('POST', '/imports/commit', 'commitImport'),
    commitStatus: op('GET', '/imports/commit/{id}', 'getImportCommit'),
    rollback: op('POST', '/imports/rollback/{id}', 'rollbackImport'),
    history: op('GET', '/imports/business', 'listImports'),
  },
  bodies: { create: 'zCreateCceeShareMappingBody', edit: 'zUpdateCceeShareMappingBody' },
});
