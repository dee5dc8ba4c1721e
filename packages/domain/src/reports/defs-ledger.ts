import { REC_STATUS, SCHEME } from '../resources/enums';
import { defineReport, reportOptions, SUM } from './define';

// Reports over emission requests and the certificate audit chain.

const PRODUCTION = 'Mês de produção';

export const EMISSION = defineReport('emission', {
  answers: 'Quais emissões foram solicitadas, em que estado estão e com que volume.',
  scope: 'registrant',
  filters: ['period', 'registrant_id', 'participant_id', 'business_id', 'scheme', 'status'],
  period: PRODUCTION,
  statuses: REC_STATUS,
  order: 'generation_period desc, id desc',
  columns: [
    ['id', 'Emissão', 'integer'],
    ['generation_period', PRODUCTION, 'period'],
    ['business_name', 'Empreendimento', 'text'],
    ['codeCEG', 'CEG', 'text'],
    ['registrant_name', 'Registrante', 'text'],
    ['participant_name', 'Participante', 'text'],
    ['scheme', 'Esquema', 'enum', { options: SCHEME }],
    ['status', 'Situação', 'enum', { options: REC_STATUS }],
    ['emissionVolume', 'Volume (MWh)', 'mwh', SUM],
    ['approval_date', 'Aprovação', 'datetime'],
  ],
});

export const CCEE_EMISSION_REPORT = defineReport('ccee_emission_report', {
  answers: 'Cada emissão diante da geração medida pela CCEE no mês do empreendimento, com o retorno da CCEE.',
  scope: 'admin',
  filters: ['period', 'registrant_id', 'business_id', 'scheme', 'status'],
  period: PRODUCTION,
  statuses: REC_STATUS,
  order: 'generation_period desc, id desc',
  columns: [
    ['id', 'Emissão', 'integer'],
    ['generation_period', PRODUCTION, 'period'],
    ['business_name', 'Empreendimento', 'text'],
    ['codeCEG', 'CEG', 'text'],
    ['registrant_name', 'Registrante', 'text'],
    ['generation', 'Geração CCEE (MWh)', 'mwh'],
    ['emissionVolume', 'Volume emitido (MWh)', 'mwh', SUM],
    ['status', 'Situação', 'enum', { options: REC_STATUS }],
    ['ccee_status', 'Situação na CCEE', 'text'],
    ['ccee_hash', 'Hash CCEE', 'text'],
    ['rejected_ccee', 'Recusada na CCEE', 'boolean'],
    ['sisrec_approval_date', 'Aprovação SISREC', 'date'],
  ],
});

const REVISION = REC_STATUS.filter((o) => ['refused', 'blocked', 'reverted'].includes(o.value));

export const EMISSION_REVISION = defineReport('emission_revision', {
  answers: 'Quais emissões foram recusadas, bloqueadas ou revertidas, por quê, quando e por quem.',
  scope: 'admin',
  filters: ['period', 'registrant_id', 'business_id', 'scheme', 'status'],
  period: PRODUCTION,
  statuses: REVISION,
  order: 'id desc',
  columns: [
    ['id', 'Emissão', 'integer'],
    ['generation_period', PRODUCTION, 'period'],
    ['business_name', 'Empreendimento', 'text'],
    ['registrant_name', 'Registrante', 'text'],
    ['scheme', 'Esquema', 'enum', { options: SCHEME }],
    ['emissionVolume', 'Volume (MWh)', 'mwh', SUM],
    ['status', 'Situação', 'enum', { options: REVISION }],
    ['reason', 'Motivo', 'text'],
    ['decided_at', 'Data da decisão', 'datetime'],
    ['decided_by', 'Responsável', 'text'],
  ],
});

export const MOVEMENT_KIND = reportOptions('movementKind', {
  issue: 'Emissão',
  transfer: 'Transferência',
  redemption: 'Aposentadoria',
  revert: 'Reversão',
});

export const CERTIFICATE_HISTORY = defineReport('certificatehistory', {
  answers: 'A vida de um certificado na trilha de auditoria: emissão, transferências, aposentadoria e reversão.',
  scope: 'registrant',
  filters: ['rec_id'],
  required: ['rec_id'],
  order: 'at, first entry',
  columns: [
    ['at', 'Data', 'datetime'],
    ['kind', 'Movimento', 'enum', { options: MOVEMENT_KIND }],
    ['ref_id', 'Referência', 'integer'],
    ['from_account', 'Conta de origem', 'text'],
    ['to_account', 'Conta de destino', 'text'],
    ['participant_name', 'Participante de destino', 'text'],
    ['beneficiary_name', 'Beneficiário', 'text'],
    ['issued', 'Emitido (MWh)', 'mwh', SUM],
    ['transferred', 'Transferido (MWh)', 'mwh', SUM],
    ['retired', 'Aposentado (MWh)', 'mwh', SUM],
    ['reverted', 'Revertido (MWh)', 'mwh', SUM],
    ['hash', 'Hash da trilha', 'text'],
  ],
});
