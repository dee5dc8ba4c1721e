import { INVOICE_STATUS, MOVEMENT_STATUS } from '../resources/enums';
import { defineReport, reportOptions, SUM } from './define';

// Reports over invoices (notas) and redemptions. Every invoice is raised in BRL (ADR 0008);
// currency conversions of redemption invoices are kept apart and not summed here.

const EMITTED = 'Mês de emissão da nota';

export const PAYER_KIND = reportOptions('payerKind', { registrant: 'Registrante', participant: 'Participante' });
export const INVOICE_KIND = reportOptions('invoiceKind', { emission: 'Emissão', redemption: 'Resgate' });

export const FINANCIAL = defineReport('financial', {
  answers: 'Por mês e pagador: quantas notas, quanto foi faturado, pago, está em aberto e bloqueado (R$).',
  scope: 'admin',
  filters: ['period', 'registrant_id', 'participant_id'],
  period: EMITTED,
  order: 'period desc, payer_name',
  chart: { kind: 'bar', x: 'period', series: ['invoiced', 'paid', 'open'] },
  columns: [
    ['period', EMITTED, 'period'],
    ['payer_kind', 'Tipo de pagador', 'enum', { options: PAYER_KIND }],
    ['payer_name', 'Pagador', 'text'],
    ['invoices', 'Notas', 'integer', SUM],
    ['invoiced', 'Faturado (R$)', 'money', SUM],
    ['paid', 'Pago (R$)', 'money', SUM],
    ['open', 'Em aberto (R$)', 'money', SUM],
    ['blocked', 'Bloqueado (R$)', 'money', SUM],
  ],
});

export const NF = defineReport('nf', {
  answers: 'As notas emitidas: número, pagador, vencimento, volume, valor e situação.',
  scope: 'registrant',
  filters: ['period', 'registrant_id', 'participant_id', 'status'],
  period: EMITTED,
  statuses: INVOICE_STATUS,
  order: 'emission_date desc, id desc',
  columns: [
    ['id', 'Código', 'integer'],
    ['number', 'Número', 'text'],
    ['kind', 'Tipo', 'enum', { options: INVOICE_KIND }],
    ['emission_date', 'Emissão', 'date'],
    ['due_date', 'Vencimento', 'date'],
    ['payer_name', 'Pagador', 'text'],
    ['volume', 'Volume (MWh)', 'mwh', SUM],
    ['value', 'Valor (R$)', 'money', SUM],
    ['status', 'Situação', 'enum', { options: INVOICE_STATUS }],
    ['paid_at', 'Pagamento', 'datetime'],
  ],
});

export const REDEMPTION = defineReport('redemption', {
  answers: 'As aposentadorias: participante, beneficiário, conta, volume, finalidade e período de consumo.',
  scope: 'admin',
  filters: ['period', 'registrant_id', 'participant_id', 'status'],
  period: 'Mês da solicitação',
  statuses: MOVEMENT_STATUS,
  order: 'id desc',
  columns: [
    ['id', 'Código', 'integer'],
    ['redemption_date', 'Resgate', 'datetime'],
    ['participant_name', 'Participante', 'text'],
    ['registrant_name', 'Registrante', 'text'],
    ['beneficiary_name', 'Beneficiário', 'text'],
    ['source_account_code', 'Conta de origem', 'text'],
    ['volume', 'Volume (MWh)', 'mwh', SUM],
    ['purpose', 'Finalidade', 'text'],
    ['period_start', 'Início do consumo', 'date'],
    ['period_end', 'Fim do consumo', 'date'],
    ['status', 'Situação', 'enum', { options: MOVEMENT_STATUS }],
  ],
});
