import { defineResource, op } from '../define';
import { GENERATION_ORIGIN } from '../enums';
import { choice, date, file, integer, mwh, period, ref, text } from '../field';

// Month imports: one plant x one month of metered generation (CCEE), through preview then commit.
export const generation = defineResource('generation', {
  label: 'Gerações',
  fields: {
    business_id: ref('Empreendimento', 'businesses', { column: false }),
    business_name: text('Empreendimento'),
    codeCEG: text('Código CEG'),
    month: integer('Mês'),
    year: integer('Ano'),
    period: period('Período'),
    average_mw: mwh('Megawatts médios'),
    hours_in_month: integer('Horas no mês'),
    accounted_mwh: mwh('Megawatts contabilizados'),
    total: mwh('Total (MWh)'),
    import_date: date('Data de importação'),
    origin: choice('Origem', GENERATION_ORIGIN),
    file: file('Planilha'),
  },
  operations: {
    list: op('GET', '/generation', 'listGeneration'),
    import: op('POST', '/imports/generation', 'uploadGenerationImport'),
    template: op('GET', '/imports/templates/{kind}', 'getImportTemplate'),
    preview: op('GET', '/imports/generation', 'previewGenerationImport'),
    commit: op('POST', '/imports/commit', 'commitImport'),
    commitStatus: op('GET', '/imports/commit/{id}', 'getImportCommit'),
    history: op('GET', '/imports/business', 'listImports'),
    preGeneration: op('POST', '/imports/pre-generation/{businessId}', 'preGeneration'),
    externalImport: op('GET', '/imports/externalImport/{id}', 'externalImport'),
  },
});
