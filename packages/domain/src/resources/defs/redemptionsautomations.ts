import { zCreateRedemptionAutomationBody, zUpdateRedemptionAutomationBody } from '@rec/sdk/zod';
import { defineResource, op } from '../define';
import { bool, datetime, integer, longText, percentage, ref, refs, text } from '../field';

// A standing order to redeem a share of the linked plants' volume; see validators/automation.ts.
export const redemptionsautomations = defineResource('redemptionsautomations', {
  label: 'Automações',
  title: 'name',
  fields: {
    name: text('Nome'),
    participant_id: ref('Participante', 'participants', { column: false }),
    percentage: percentage('Porcentagem', { example: '50' }),
    order: integer('Ordem'),
    business_ids: refs('Usinas geradoras', 'businesses'),
    beneficiary_id: ref('Beneficiário', 'beneficiaries', { column: false }),
    trade_account_id: ref('Conta de negociação', 'retirements', { column: false }),
    retirement_account_id: ref('Conta de aposentadoria', 'retirements', { column: false }),
    purpose: longText('Finalidade'),
    active: bool('Ativa'),
    last_run_at: datetime('Última execução'),
  },
  operations: {
    list: op('GET', '/redemptionsautomations', 'listRedemptionAutomations'),
    show: op('GET', '/redemptionsautomations/{id}', 'getRedemptionAutomation'),
    create: op('POST', '/redemptionsautomations', 'createRedemptionAutomation'),
    edit: op('PUT', '/redemptionsautomations/{id}', 'updateRedemptionAutomation'),
    delete: op('DELETE', '/redemptionsautomations/{id}', 'deleteRedemptionAutomation'),
    start: op('GET', '/redemptionsautomations/startautomation/{id}', 'startAutomation'),
  },
  bodies: { create: zCreateRedemptionAutomationBody, edit: zUpdateRedemptionAutomationBody },
});
