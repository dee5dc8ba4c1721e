import { DATE_RANGES } from '../../validators/date-range';
import { defineResource, op } from '../define';
import { MOVEMENT_STATUS, SYNC_STATUS } from '../enums';
import { choice, date, datetime, integer, items, longText, mwh, ref, text } from '../field';
import type { FiltersOf } from '../screen-types';
import { PICKER_COLUMNS } from './transfers';

const accounts = (accountType: 'trade' | 'retirement') =>
  ({
    resource: 'retirements',
    value: 'id',
    label: ['accountCode', 'accountName'],
    query: { accountType },
  }) as const;

const filters: FiltersOf<'listRedemptions'> = {
  beneficiary_id: ref('Beneficiário', 'beneficiaries'),
  status: choice('Situação', MOVEMENT_STATUS),
};

// Retirement requests: certificates move from a trade account to a retirement account for a beneficiary.
export const redemptions = defineResource('redemptions', {
  label: 'Resgates',
  fields: {
    source_account_code: text('Conta de origem'),
    trade_account_id: ref('Conta de negociação (débito)', 'retirements', { column: false, lookup: accounts('trade') }),
    retirement_account_id: ref('Conta de aposentadoria (crédito)', 'retirements', {
      column: false,
      lookup: accounts('retirement'),
    }),
    beneficiary_id: ref('Beneficiário', 'beneficiaries', { column: false }),
    beneficiary_name: text('Beneficiário'),
    registrant_id: ref('Registrante', 'registrants', { column: false }),
    participant_id: ref('Participante', 'participants', { column: false }),
    volume: mwh('Volume (MWh)'),
    purpose: longText('Finalidade'),
    period_start: date('Início do período de consumo', { dateRange: DATE_RANGES.consumptionPeriod }),
    period_end: date('Fim do período de consumo', { dateRange: DATE_RANGES.consumptionPeriod }),
    notes: longText('Observações'),
    status: choice('Situação', MOVEMENT_STATUS),
    approval_date: datetime('Data de aprovação'),
    redemption_date: datetime('Data do resgate'),
    sync_status: choice('Sincronização', SYNC_STATUS),
    automation_id: integer('Automação', { column: false }),
    // The certificates held in the chosen trade account (GET /redemptions/get-items).
    items: items('Certificados', {
      itemFields: { rec_id: ref('Certificado', 'certificates'), volume: mwh('Volume (MWh)') },
      scope: { account_id: 'trade_account_id' },
      columns: PICKER_COLUMNS,
      // Listed as "certificate: volume; …", so a row shows what moved.
      column: true,
    }),
  },
  operations: {
    list: op('GET', '/redemptions', 'listRedemptions'),
    show: op('GET', '/redemptions/{id}', 'getRedemption'),
    create: op('POST', '/redemptions', 'createRedemption'),
    edit: op('PUT', '/redemptions/{id}', 'updateRedemption'),
    delete: op('DELETE', '/redemptions/{id}', 'deleteRedemption'),
    statement: op('GET', '/pdf/getPdf/{id}', 'getPdf'),
  },
  bodies: { create: 'zCreateRedemptionBody', edit: 'zUpdateRedemptionBody' },
  listed: [
    'redemption_date',
    'beneficiary_name',
    'source_account_code',
    'items',
    'volume',
    'period_start',
    'period_end',
    'status',
  ],
  sortable: ['id', 'redemption_date', 'volume'],
  filters,
  actions: {
    // Whoever may see a redemption may open its statement.
    show: {
      operation: 'statement',
      tone: 'primary',
      // The same operation serves emission certificates; without the kind it reads a rec's id.
      opens: { kind: 'file', query: { kind: 'redemption' } },
      pt: {
        label: 'Declaração (PDF)',
        success: 'Declaração aberta',
        failure: 'Erro ao gerar a declaração',
      },
    },
  },
  detail: {
    redemption: {
      pt: 'Resgate',
      fields: ['beneficiary_name', 'source_account_code', 'volume', 'purpose', 'period_start', 'period_end', 'notes'],
    },
    state: { pt: 'Situação', fields: ['status', 'redemption_date', 'approval_date', 'sync_status'] },
  },
  // Wrong retirements are the most expensive mistake in this field: the user confirms a summary.
  confirmCreate: {
    title: 'Confirmar aposentadoria',
    warning: 'Esta aposentadoria não pode ser desfeita: o volume sai da conta de negociação para sempre.',
    action: 'Aposentar',
  },
});
