import { enterpriseMachine } from '../../machines/approval';
import { DATE_RANGES } from '../../validators/date-range';
import { defineResource, op } from '../define';
import { APPROVAL_STATUS, DEBIT_CREDIT, MEASUREMENT_SOURCE, PAYER } from '../enums';
import { bool, choice, date, files, longText, mwh, ref, text } from '../field';
import type { FiltersOf } from '../screen-types';

const filters: FiltersOf<'listBusinesses'> = {
  approved: choice('Situação', APPROVAL_STATUS),
  source_id: ref('Fonte de energia', 'sources'),
  technology_id: ref('Tecnologia de geração', 'technologies'),
  registrant_id: ref('Registrante', 'registrants'),
};

// Enterprises (empreendimentos): the plants a registrant registers, identified by their CEG.
export const businesses = defineResource('businesses', {
  label: 'Empreendimentos',
  title: 'name',
  fields: {
    name: text('Nome'),
    codeCEG: text('Código CEG', { example: 'UFV.RS.SP.012345-6.01' }),
    registrant_id: ref('Registrante', 'registrants', { column: false }),
    registrant_name: text('Registrante'),
    participant_id: ref('Participante', 'participants', { column: false }),
    source_id: ref('Fonte de energia', 'sources', { column: false }),
    source_name: text('Fonte de energia'),
    technology_id: ref('Tecnologia de geração', 'technologies', { column: false }),
    technology_name: text('Tecnologia de geração'),
    capacity_mw: mwh('Potência (MW)'),
    balanceAvailable: mwh('Saldo disponível (MWh)'),
    measurement_data_source: choice('Fonte dos dados de medição', MEASUREMENT_SOURCE),
    mwh_debit_credit: choice('MWh débito/crédito', DEBIT_CREDIT),
    aneel_data: longText('Dados ANEEL'),
    irec_code: text('Código I-REC'),
    irec_registration_date: date('Data de registro I-REC', { dateRange: DATE_RANGES.plantEvent }),
    irec_due_date: date('Vencimento I-REC', { dateRange: DATE_RANGES.registrationExpiry }),
    rec_generation_start: date('Início da geração REC', { dateRange: DATE_RANGES.plantEvent }),
    commercial_operation_start: date('Início da operação comercial', { dateRange: DATE_RANGES.plantEvent }),
    commercial_operation_date: date('Data exata da operação comercial', { dateRange: DATE_RANGES.plantEvent }),
    default_irec_registrant: bool('Registrante I-REC padrão'),
    rec_brazil: bool('REC Brazil'),
    carbon_credit: bool('Crédito de carbono'),
    prepaid: bool('Pré-pago'),
    payer: choice('Pagador', PAYER),
    automatic_emission: bool('Emissão automática'),
    automatic_invoice_emission: bool('Emissão automática de nota'),
    invoice_description: longText('Descrição da nota'),
    // The registrant form's selects (GET /geo/states, /geo/states/{uf}/cities): issue 36 item 15.
    uf: text('UF', { example: 'SP', input: 'uf' }),
    city: text('Cidade', { input: 'city' }),
    approved: choice('Situação', APPROVAL_STATUS),
    refusal_reason: longText('Motivo da recusa', { column: true }),
    files: files('Arquivos anexos'),
  },
  operations: {
    list: op('GET', '/businesses', 'listBusinesses'),
    show: op('GET', '/businesses/{id}', 'getBusiness'),
    create: op('POST', '/businesses', 'createBusiness'),
    edit: op('PUT', '/businesses/{id}', 'updateBusiness'),
    delete: op('DELETE', '/businesses/{id}', 'deleteBusiness'),
    approve: op('POST', '/businesses/approve/{id}', 'approveBusiness'),
    refuse: op('POST', '/businesses/refuse/{id}', 'refuseBusiness'),
    upload: op('POST', '/businesses/files/{id}', 'uploadBusinessFiles'),
    available: op('GET', '/clientDashboard/availableMwhForEmission', 'getClientAvailableMwhForEmission'),
  },
  bodies: { create: 'zCreateBusinessBody', edit: 'zUpdateBusinessBody' },
  listed: ['name', 'codeCEG', 'registrant_name', 'source_name', 'capacity_mw', 'approved', 'refusal_reason'],
  sortable: ['name', 'codeCEG', 'registrant_name', 'capacity_mw', 'approved', 'created_at'],
  filters,
  state: { field: 'approved', machine: enterpriseMachine, editableIn: ['APROVADO'] },
  actions: {
    approve: {
      operation: 'approve',
      event: 'approve',
      tone: 'primary',
      confirm: true,
      pt: {
        label: 'Aprovar',
        confirm: 'Aprovar o empreendimento {name}? Ele passará a gerar certificados e não voltará a pendente.',
        success: 'Empreendimento aprovado',
        failure: 'Erro ao aprovar empreendimento',
      },
    },
    refuse: {
      operation: 'refuse',
      event: 'refuse',
      tone: 'danger',
      reason: 'reason',
      body: 'zRefuseBusinessBody',
      pt: {
        label: 'Recusar',
        confirm: 'Recusar o empreendimento {name}? O registrante verá o motivo.',
        reason: 'Motivo da recusa',
        success: 'Empreendimento recusado',
        failure: 'Erro ao recusar empreendimento',
      },
    },
  },
  detail: {
    identification: {
      pt: 'Identificação',
      fields: ['name', 'codeCEG', 'registrant_name', 'uf', 'city', 'approved', 'refusal_reason'],
    },
    generation: {
      pt: 'Geração',
      fields: [
        'source_name',
        'technology_name',
        'capacity_mw',
        'balanceAvailable',
        'measurement_data_source',
        'mwh_debit_credit',
        'aneel_data',
      ],
    },
    certification: {
      pt: 'Certificação',
      fields: [
        'irec_code',
        'irec_registration_date',
        'irec_due_date',
        'rec_generation_start',
        'commercial_operation_start',
        'commercial_operation_date',
        'default_irec_registrant',
        'rec_brazil',
        'carbon_credit',
      ],
    },
    billing: {
      pt: 'Faturamento',
      fields: ['prepaid', 'payer', 'automatic_emission', 'automatic_invoice_emission', 'invoice_description'],
    },
  },
  files: { field: 'files', upload: 'upload' },
  fieldErrors: {
    CEG_NOT_FOUND: 'codeCEG',
    CEG_HAS_ALREADY_BEEN_USED: 'codeCEG',
    RETROACTIVE_LIMIT: 'irec_registration_date',
  },
  // A registrant's staff see their own plants only: the registrant column would repeat itself.
  hiddenIn: { registrant: ['registrant_name'] },
  related: { emissions: { resource: 'recs', by: 'business_id', pt: 'Emissões do empreendimento' } },
});
