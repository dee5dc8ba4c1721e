import { zCreateRedemptionBody, zUpdateRedemptionBody } from '@rec/sdk/zod';
import { defineResource, op } from '../define';
import { MOVEMENT_STATUS, SYNC_STATUS } from '../enums';
import { choice, date, datetime, integer, items, longText, mwh, ref, text } from '../field';

// Retirement requests: certificates move from a trade account to a retirement account for a beneficiary.
export const redemptions = defineResource('redemptions', {
  label: 'Resgates',
  fields: {
    source_account_code: text('Conta de origem'),
    trade_account_id: ref('Conta de negociação (débito)', 'retirements', { column: false }),
    retirement_account_id: ref('Conta de aposentadoria (crédito)', 'retirements', { column: false }),
    beneficiary_id: ref('Beneficiário', 'beneficiaries', { column: false }),
    beneficiary_name: text('Beneficiário'),
    registrant_id: ref('Registrante', 'registrants', { column: false }),
    participant_id: ref('Participante', 'participants', { column: false }),
    volume: mwh('Volume (MWh)'),
    purpose: longText('Finalidade'),
    period_start: date('Início do período de consumo'),
    period_end: date('Fim do período de consumo'),
    notes: longText('Observações'),
    status: choice('Situação', MOVEMENT_STATUS),
    approval_date: datetime('Data de aprovação'),
    redemption_date: datetime('Data do resgate'),
    sync_status: choice('Sincronização', SYNC_STATUS),
    automation_id: integer('Automação', { column: false }),
    items: items('Certificados', {
      itemFields: { rec_id: ref('Certificado', 'certificates'), volume: mwh('Volume (MWh)') },
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
  bodies: { create: zCreateRedemptionBody, edit: zUpdateRedemptionBody },
});
