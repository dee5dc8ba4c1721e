import { VALIDATION_MESSAGES } from '../../errors/catalogue-validation';
import { defineResource, op } from '../define';
import { bool, datetime, integer, longText, percentage, ref, refs, text } from '../field';

const HELD_PLANTS = { resource: 'certificates', value: 'business_id', label: ['business_name'] } as const;
const accounts = (accountType: 'trade' | 'retirement') =>
  ({ resource: 'retirements', value: 'id', label: ['accountCode', 'accountName'], query: { accountType } }) as const;

// A standing order to redeem a share of the linked plants' volume; see validators/automation.ts.
export const redemptionsautomations = defineResource('redemptionsautomations', {
  label: 'Automações',
  title: 'name',
  fields: {
    name: text('Nome'),
    participant_id: ref('Participante', 'participants', { column: false }),
    percentage: percentage('Porcentagem', { example: '50' }),
    order: integer('Ordem'),
    // The plants whose volume the participant holds (the API checks they are linked to it).
    business_ids: refs('Usinas geradoras', 'businesses', { lookup: HELD_PLANTS }),
    beneficiary_id: ref('Beneficiário', 'beneficiaries', { column: false }),
    trade_account_id: ref('Conta de negociação', 'retirements', { column: false, lookup: accounts('trade') }),
    retirement_account_id: ref('Conta de aposentadoria', 'retirements', {
      column: false,
      lookup: accounts('retirement'),
    }),
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
  bodies: { create: 'zCreateRedemptionAutomationBody', edit: 'zUpdateRedemptionAutomationBody' },
  // The generic schema leaves the hourly selection out: the participant's screen adds it with the
  // hourly moves' inputs (apps/web/src/automation-hours, ADR 0101 addendum), and the hourly
  // matching mode (ADR 0111); absent keeps either on PUT.
  formLeaves: ['hourly_selection', 'hourly_matching'],
  listed: ['name', 'percentage', 'order', 'active', 'last_run_at'],
  sortable: ['name', 'order', 'percentage', 'active', 'last_run_at'],
  actions: {
    start: {
      operation: 'start',
      tone: 'primary',
      confirm: true,
      pt: {
        label: 'Iniciar',
        confirm: 'Executar a automação {name} agora? Ela resgata a porcentagem do volume disponível das usinas.',
        success: 'Automação executada',
        failure: 'Erro ao executar automação',
      },
    },
  },
  // §5: at least one plant linked to the participant with volume available, else no form.
  requires: { resource: 'certificates', message: VALIDATION_MESSAGES.automationNeedsPlant },
});
