import { agreementMachine } from '../../machines/agreement';
import { defineResource, op } from '../define';
import {
  AGREEMENT_DIRECTION,
  AGREEMENT_EXECUTION_STATE,
  AGREEMENT_MODE,
  AGREEMENT_SOURCE,
  AGREEMENT_STATE,
} from '../enums';
import { choice, date, datetime, hour, integer, items, longText, mwh, percentage, refs, text } from '../field';

// The sender's own trade accounts by code, and any other trade account typed as the transfer's destination.
const TRADE_ACCOUNTS = {
  resource: 'retirements',
  value: 'accountCode',
  label: ['accountCode', 'accountName'],
  query: { accountType: 'trade' },
} as const;
const DESTINATIONS = { resource: 'transfers', operation: 'destinations', exclude: 'source_account_code' } as const;
// The plants whose certificates the participant holds; none chosen covers every plant.
const HELD_PLANTS = { resource: 'certificates', value: 'business_id', label: ['business_name'] } as const;

// The receiver answers, the sender withdraws, either ends; the admin (no side: direction null) reads only.
const side = (direction: 'incoming' | 'outgoing' | 'present') =>
  ({ direction: direction === 'present' ? 'present' : [direction] }) as const;

// A standing agreement between two participants (issue 41 item 2, ADR 0126).
export const agreements = defineResource('agreements', {
  label: 'Acordos de transferência',
  fields: {
    direction: choice('Lado', AGREEMENT_DIRECTION),
    sender_name: text('Remetente'),
    receiver_name: text('Destinatário'),
    source_account_code: text('Conta de origem', { input: 'select', lookup: TRADE_ACCOUNTS }),
    destination_account_code: text('Conta de destino', { input: 'account', search: DESTINATIONS }),
    // Hourly consumption sets the volume itself: no share is asked, 100 % is sent (ADR 0133).
    mode: choice('Modo', AGREEMENT_MODE, { column: false }),
    share: percentage('Percentual', {
      example: '100',
      when: { field: 'mode', is: ['volume'], otherwise: '100', empty: 'volume' },
    }),
    plant_ids: refs('Usinas (nenhuma: todas)', 'businesses', { lookup: HELD_PLANTS, column: false }),
    starts_on: date('Início', { allowFuture: true }),
    ends_on: date('Término', { allowFuture: true }),
    notice_days: integer('Aviso prévio (dias)', { example: 30 }),
    state: choice('Situação', AGREEMENT_STATE),
    accepted_at: datetime('Aceito em'),
    ends_at: datetime('Encerra em'),
    notes: longText('Observações', { column: false }),
    executions: items('Execuções', {
      itemFields: {
        created_at: datetime('Data'),
        source_kind: choice('Chegada', AGREEMENT_SOURCE),
        arrived: mwh('Chegou (MWh)'),
        volume: mwh('Transferido (MWh)'),
        state: choice('Resultado', AGREEMENT_EXECUTION_STATE),
        reason: text('Motivo'),
        hours: items('Horas movidas (Wh)', {
          itemFields: { hour_start: hour('Hora'), wh: integer('Wh') },
        }),
      },
      column: false,
    }),
  },
  operations: {
    list: op('GET', '/agreements', 'listAgreements'),
    show: op('GET', '/agreements/{id}', 'getAgreement'),
    create: op('POST', '/agreements', 'createAgreement'),
    accept: op('POST', '/agreements/{id}/accept', 'acceptAgreement'),
    reject: op('POST', '/agreements/{id}/reject', 'rejectAgreement'),
    withdraw: op('POST', '/agreements/{id}/withdraw', 'withdrawAgreement'),
    end: op('POST', '/agreements/{id}/end', 'endAgreement'),
  },
  bodies: { create: 'zCreateAgreementBody' },
  listed: ['direction', 'sender_name', 'receiver_name', 'destination_account_code', 'share', 'starts_on', 'state'],
  sortable: ['state', 'starts_on'],
  searchable: ['source_account_code', 'destination_account_code', 'sender_name', 'receiver_name'],
  filters: { state: choice('Situação', AGREEMENT_STATE), direction: choice('Lado', AGREEMENT_DIRECTION) },
  state: { field: 'state', machine: agreementMachine },
  detail: {
    parties: {
      pt: 'Partes',
      fields: ['sender_name', 'source_account_code', 'receiver_name', 'destination_account_code', 'direction'],
    },
    terms: { pt: 'Termos', fields: ['mode', 'share', 'plant_ids', 'starts_on', 'ends_on', 'notice_days', 'notes'] },
    status: { pt: 'Situação', fields: ['state', 'accepted_at', 'ends_at'] },
    executions: { pt: 'Execuções', fields: ['executions'] },
  },
  actions: {
    accept: {
      operation: 'accept',
      event: 'accept',
      tone: 'primary',
      confirm: true,
      when: side('incoming'),
      pt: {
        label: 'Aceitar',
        confirm:
          'Aceitar o acordo? A partir de agora, a parte combinada de cada chegada na conta do remetente será transferida para a sua conta.',
        success: 'Acordo aceito',
        failure: 'Erro ao aceitar o acordo',
      },
    },
    reject: {
      operation: 'reject',
      event: 'reject',
      tone: 'danger',
      confirm: true,
      when: side('incoming'),
      pt: {
        label: 'Recusar',
        confirm: 'Recusar o acordo?',
        success: 'Acordo recusado',
        failure: 'Erro ao recusar o acordo',
      },
    },
    withdraw: {
      operation: 'withdraw',
      event: 'withdraw',
      tone: 'danger',
      confirm: true,
      when: side('outgoing'),
      pt: {
        label: 'Retirar',
        confirm: 'Retirar a proposta de acordo?',
        success: 'Proposta retirada',
        failure: 'Erro ao retirar a proposta',
      },
    },
    end: {
      operation: 'end',
      event: 'end',
      tone: 'danger',
      confirm: true,
      when: side('present'),
      pt: {
        label: 'Encerrar',
        confirm: 'Encerrar o acordo? Ele continua executando durante o aviso prévio e depois termina.',
        success: 'Encerramento solicitado',
        failure: 'Erro ao encerrar o acordo',
      },
    },
  },
});
