import { APPROVAL_STATUS } from '../resources/enums';
import type { ColumnSpec } from './define';
import { defineReport, reportOptions, SUM } from './define';
import type { ReportDecl } from './types';

// Reports per enterprise (plant) and per plant and month: generation, certification, residual.

const PRODUCTION = 'Mês de produção';
const PLANT = [
  ['business_id', 'Código', 'integer'],
  ['business_name', 'Empreendimento', 'text'],
  ['codeCEG', 'CEG', 'text'],
  ['registrant_name', 'Registrante', 'text'],
] as const satisfies readonly ColumnSpec[];

export const ENTERPRISE = defineReport('enterprise', {
  answers: 'O cadastro dos empreendimentos: registrante, fonte, tecnologia, potência, datas e aprovação.',
  scope: 'admin',
  filters: ['period', 'registrant_id', 'participant_id', 'status'],
  period: 'Mês de cadastro',
  statuses: APPROVAL_STATUS,
  order: 'id',
  columns: [
    ['id', 'Código', 'integer'],
    ['name', 'Empreendimento', 'text'],
    ['codeCEG', 'CEG', 'text'],
    ['registrant_name', 'Registrante', 'text'],
    ['participant_name', 'Participante', 'text'],
    ['source_name', 'Fonte', 'text'],
    ['technology_name', 'Tecnologia', 'text'],
    ['capacity_mw', 'Potência (MW)', 'decimal', SUM],
    ['uf', 'UF', 'text'],
    ['irec_code', 'Código I-REC', 'text'],
    ['irec_registration_date', 'Registro I-REC', 'date'],
    ['commercial_operation_date', 'Operação comercial', 'date'],
    ['approved', 'Aprovação', 'enum', { options: APPROVAL_STATUS }],
    ['created_at', 'Cadastro', 'datetime'],
  ],
});

export const BUSINESS = defineReport('business', {
  answers: 'O volume de cada empreendimento no período: geração, solicitado, certificado e residual.',
  scope: 'admin',
  filters: ['period', 'registrant_id', 'business_id'],
  period: PRODUCTION,
  order: 'business_id',
  chart: { kind: 'bar', x: 'business_name', series: ['generation', 'certified', 'residual'] },
  columns: [
    ...PLANT,
    ['generation', 'Geração (MWh)', 'mwh', SUM],
    ['pending', 'Solicitado (MWh)', 'mwh', SUM],
    ['certified', 'Certificado (MWh)', 'mwh', SUM],
    ['residual', 'Residual (MWh)', 'mwh', SUM],
  ],
});

export const CONSOLIDATION = defineReport('consolidation', {
  answers: 'Por empreendimento e mês: geração CCEE, volume solicitado, volume certificado e residual.',
  scope: 'admin',
  filters: ['period', 'registrant_id', 'business_id'],
  period: PRODUCTION,
  order: 'period desc, business_id',
  chart: { kind: 'bar', x: 'period', series: ['generation', 'certified', 'residual'] },
  columns: [
    ['period', PRODUCTION, 'period'],
    ...PLANT,
    ['generation', 'Geração CCEE (MWh)', 'mwh', SUM],
    ['pending', 'Solicitado (MWh)', 'mwh', SUM],
    ['certified', 'Certificado (MWh)', 'mwh', SUM],
    ['residual', 'Residual (MWh)', 'mwh', SUM],
  ],
});

export const DEADLINE = reportOptions('deadline', { open: 'No prazo', expired: 'Prazo encerrado' });

export const RIGHT_IREC = defineReport('right_irec', {
  answers:
    'Quanto cada empreendimento ainda pode certificar por mês de produção e até quando (jan–jun: 31/05 do ano seguinte; jul–dez: 30/09 do ano seguinte).',
  scope: 'admin',
  filters: ['period', 'registrant_id', 'business_id', 'status'],
  period: PRODUCTION,
  statuses: DEADLINE,
  order: 'deadline, business_id',
  chart: { kind: 'bar', x: 'period', series: ['available'] },
  columns: [
    ['period', PRODUCTION, 'period'],
    ...PLANT,
    ['generation', 'Geração (MWh)', 'mwh'],
    ['certified', 'Solicitado ou certificado (MWh)', 'mwh'],
    ['available', 'Disponível (MWh)', 'mwh', SUM],
    ['deadline', 'Prazo I-REC', 'date'],
    ['days_left', 'Dias restantes', 'integer'],
    ['status', 'Prazo', 'enum', { options: DEADLINE }],
  ],
});

const adjustment = (
  name: 'normal_emission_adjustment' | 'self_consumption_emission_adjustment',
  metering: string,
): ReportDecl =>
  defineReport(name, {
    answers: `Meses de empreendimentos ${metering} em que o volume emitido difere da geração medida: o ajuste é geração − emitido.`,
    scope: 'admin',
    filters: ['period', 'registrant_id', 'business_id'],
    period: PRODUCTION,
    order: 'period desc, business_id',
    columns: [
      ['period', PRODUCTION, 'period'],
      ...PLANT,
      ['generation', 'Geração (MWh)', 'mwh', SUM],
      ['certified', 'Emitido (MWh)', 'mwh', SUM],
      ['adjustment', 'Ajuste (MWh)', 'mwh', SUM],
    ],
  });

export const NORMAL_ADJUSTMENT = adjustment('normal_emission_adjustment', 'com medição de crédito (injeção na rede)');
export const SELF_CONSUMPTION_ADJUSTMENT = adjustment(
  'self_consumption_emission_adjustment',
  'com medição de débito (autoconsumo)',
);
