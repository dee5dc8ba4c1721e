import { recMachine } from '../../machines/rec';
import { DATE_RANGES } from '../../validators/date-range';
import { emissionDeadlineHint } from '../../validators/emission-deadline';
import { defineResource, op } from '../define';
import { GRANULARITY, REC_STATUS, REC_STATUS_GROUP, SCHEME } from '../enums';
import { bool, choice, date, datetime, longText, mwh, period, ref, text } from '../field';
import type { FiltersOf } from '../screen-types';
import { REC_ACTIONS, REC_ACTIVITY, REC_BULK } from './recs-actions';

const filters: FiltersOf<'listRecs'> = {
  scheme: choice('Padrão', SCHEME),
  business_id: ref('Empreendimento', 'businesses'),
  participant_id: ref('Participante', 'participants'),
  registrant_id: ref('Registrante', 'registrants'),
  generation_period: period('Período de geração', { example: '2024-01' }),
  status: choice('Situação', REC_STATUS),
  granularity: choice('Granularidade', GRANULARITY),
  // The rejected list's preset (refused, blocked and reverted together); not offered in the bar.
  status_group: choice('Grupo', REC_STATUS_GROUP, { column: false }),
};

// Emission requests. Status moves only through the machine in machines/rec.ts.
export const recs = defineResource('recs', {
  label: 'Emissões',
  title: 'business_name',
  fields: {
    business_id: ref('Empreendimento', 'businesses', { column: false }),
    business_name: text('Empreendimento'),
    codeCEG: text('Código CEG'),
    registrant_name: text('Registrante'),
    participant_id: ref('Participante', 'participants', { column: false }),
    participant_name: text('Participante'),
    scheme: choice('Padrão', SCHEME),
    generation_period: period('Período de geração', { example: '2024-01' }),
    initial_period: date('Período inicial', { hint: emissionDeadlineHint, dateRange: DATE_RANGES.productionPeriod }),
    final_period: date('Período final', { dateRange: DATE_RANGES.productionPeriod }),
    emissionVolume: mwh('Volume de emissão (MWh)'),
    // Hourly only for a month recorded from CCEE's hourly file (422 HOURLY_NOT_AVAILABLE otherwise).
    granularity: choice('Granularidade', GRANULARITY, { column: false }),
    status: choice('Situação', REC_STATUS),
    status_reason: longText('Motivo', { column: true }),
    created_at: datetime('Data da solicitação'),
    approval_date: datetime('Data de aprovação'),
    rejection_date: datetime('Data de recusa'),
    transactionId: text('ID da transação'),
    transactionDate: datetime('Data da transação'),
    transactionHash: text('Hash da transação'),
    blockchain_registration_date: datetime('Registro em blockchain'),
    sisrec_approval_date: date('Aprovação SISREC', { dateRange: DATE_RANGES.registryAct }),
    ccee_hash: text('Hash CCEE'),
    rejected_ccee: bool('Recusada na CCEE'),
    ccee_status: text('Situação CCEE'),
    rejected_external: bool('Recusada na plataforma externa'),
  },
  operations: {
    list: op('GET', '/recs', 'listRecs'),
    show: op('GET', '/recs/{id}', 'getRec'),
    create: op('POST', '/recs', 'createRec'),
    edit: op('PUT', '/recs/{id}', 'updateRec'),
    approve: op('POST', '/recs/approve/{id}', 'approveRec'),
    refuse: op('POST', '/recs/refuse/{id}', 'refuseRec'),
    block: op('POST', '/recs/block/{id}', 'blockRec'),
    revert: op('POST', '/recs/revert', 'revertRec'),
    send: op('POST', '/recs/sendrechub', 'sendRecToHub'),
    batchCreate: op('POST', '/recs/batch', 'batchCreateRecs'),
    batchApprove: op('POST', '/recs/batchapprove', 'batchApproveRecs'),
    emissions: op('GET', '/recs/emissions', 'listRecEmissions'),
    primary: op('GET', '/recs/recsprimary', 'listRecsPrimary'),
    // The participants a request of one plant may name (ADR 0082): the emission form's choices.
    receivers: op('GET', '/recs/receivers', 'listRecReceivers'),
    activity: op('GET', '/recs/activity/{id}', 'listRecActivity'),
    pdf: op('GET', '/pdf/getPdf/{id}', 'getPdf'),
  },
  bodies: { create: 'zCreateRecBody', edit: 'zUpdateRecBody' },
  // §3's columns: plant, CEG, registrant, participant, scheme, period, volume, status, dates.
  listed: [
    'business_name',
    'codeCEG',
    'registrant_name',
    'participant_name',
    'scheme',
    'generation_period',
    'emissionVolume',
    'status',
    'created_at',
    'approval_date',
    'rejection_date',
  ],
  sortable: ['business_name', 'generation_period', 'emissionVolume', 'status', 'created_at', 'approval_date'],
  filters,
  state: { field: 'status', machine: recMachine },
  actions: REC_ACTIONS({ refuse: 'zRefuseRecBody', block: 'zBlockRecBody' }),
  bulk: REC_BULK,
  activity: REC_ACTIVITY,
  detail: {
    request: {
      pt: 'Solicitação',
      fields: [
        'business_name',
        'codeCEG',
        'registrant_name',
        'participant_name',
        'scheme',
        'initial_period',
        'final_period',
        'generation_period',
        'emissionVolume',
        'granularity',
      ],
    },
    decision: {
      pt: 'Decisão',
      fields: ['status', 'status_reason', 'created_at', 'approval_date', 'rejection_date'],
    },
    blockchain: {
      pt: 'Registro no hub',
      fields: ['transactionId', 'transactionHash', 'transactionDate', 'blockchain_registration_date'],
    },
    ccee: {
      pt: 'CCEE e plataforma externa',
      fields: ['sisrec_approval_date', 'ccee_hash', 'ccee_status', 'rejected_ccee', 'rejected_external'],
    },
  },
});
