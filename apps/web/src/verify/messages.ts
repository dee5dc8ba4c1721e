import { defineMessages } from '../i18n/define';

// The public statement check (/verify, ADR 0075).
export const verifyMessages = defineMessages({
  title: { id: 'verify.title', defaultMessage: 'Verificar declaração de aposentadoria' },
  intro: {
    id: 'verify.intro',
    defaultMessage:
      'Confira uma declaração de aposentadoria de certificados pelo código impresso nela ou pelo QR code, sem precisar entrar.',
  },
  codeLabel: { id: 'verify.code', defaultMessage: 'Código de verificação' },
  codeHint: { id: 'verify.codeHint', defaultMessage: '13 letras e números, como ABCD-EFGH-JKMN-P' },
  submit: { id: 'verify.submit', defaultMessage: 'Verificar' },
  checking: { id: 'verify.checking', defaultMessage: 'Verificando a declaração…' },
  verified: { id: 'verify.verified', defaultMessage: 'Declaração verificada' },
  verifiedBody: {
    id: 'verify.verifiedBody',
    defaultMessage: 'Os lançamentos desta aposentadoria conferem com a trilha de auditoria: nada foi alterado.',
  },
  notVerified: { id: 'verify.notVerified', defaultMessage: 'Declaração não verificada' },
  notVerifiedBody: {
    id: 'verify.notVerifiedBody',
    defaultMessage:
      'Os registros desta aposentadoria não conferem mais com a trilha de auditoria. Não confie nesta declaração.',
  },
  unknown: { id: 'verify.unknown', defaultMessage: 'Código desconhecido' },
  invalid: { id: 'verify.invalid', defaultMessage: 'Código inválido' },
  failed: { id: 'verify.failed', defaultMessage: 'Não foi possível verificar agora' },
  facts: { id: 'verify.facts', defaultMessage: 'O que a declaração afirma' },
  number: { id: 'verify.number', defaultMessage: 'Declaração nº' },
  date: { id: 'verify.date', defaultMessage: 'Data da aposentadoria' },
  beneficiary: { id: 'verify.beneficiary', defaultMessage: 'Beneficiário' },
  beneficiaryCode: { id: 'verify.beneficiaryCode', defaultMessage: 'Código do beneficiário' },
  country: { id: 'verify.country', defaultMessage: 'País' },
  location: { id: 'verify.location', defaultMessage: 'Localização' },
  volume: { id: 'verify.volume', defaultMessage: 'Volume aposentado' },
  mwh: { id: 'verify.mwh', defaultMessage: '{volume} MWh' },
  period: { id: 'verify.period', defaultMessage: 'Período de consumo' },
  range: { id: 'verify.range', defaultMessage: '{start} a {end}' },
  purpose: { id: 'verify.purpose', defaultMessage: 'Finalidade' },
  participant: { id: 'verify.participant', defaultMessage: 'Participante' },
  plants: { id: 'verify.plants', defaultMessage: 'Usinas' },
  certificates: { id: 'verify.certificates', defaultMessage: 'Certificados aposentados' },
  emission: { id: 'verify.emission', defaultMessage: 'Emissão' },
  plant: { id: 'verify.plant', defaultMessage: 'Usina' },
  ceg: { id: 'verify.ceg', defaultMessage: 'Código CEG' },
  scheme: { id: 'verify.scheme', defaultMessage: 'Esquema' },
  production: { id: 'verify.production', defaultMessage: 'Produção' },
  volumeColumn: { id: 'verify.volumeColumn', defaultMessage: 'Volume (MWh)' },
  hash: { id: 'verify.hash', defaultMessage: 'Hash do último lançamento' },
  signIn: { id: 'verify.signIn', defaultMessage: 'Entrar na plataforma' },
});
