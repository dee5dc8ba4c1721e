import { defineMessages } from '../i18n/define';

// The hourly part of the public statement check (issue 38 item 4, ADR 0099).
export const hourlyVerifyMessages = defineMessages({
  title: { id: 'verify.hourly.title', defaultMessage: 'Certificados horários aposentados' },
  intro: {
    id: 'verify.hourly.intro',
    defaultMessage:
      'Esta aposentadoria cancelou lotes de certificados horários (1 certificado = 1 Wh), cada um de uma usina e de uma hora de produção (horário de Brasília, UTC−3).',
  },
  summary: {
    id: 'verify.hourly.summary',
    defaultMessage:
      '{bundles, plural, one {# lote} other {# lotes}}, {volume} MWh, em {hours, plural, one {# hora} other {# horas}}',
  },
  profile: { id: 'verify.hourly.profile', defaultMessage: 'Perfil horário' },
  plants: { id: 'verify.hourly.plants', defaultMessage: 'Lotes por usina' },
  bundlesColumn: { id: 'verify.hourly.bundlesColumn', defaultMessage: 'Lotes' },
  ranges: { id: 'verify.hourly.ranges', defaultMessage: 'Faixas de numeração' },
  range: { id: 'verify.hourly.range', defaultMessage: 'nº {start} a {end}' },
  proofTitle: { id: 'verify.hourly.proofTitle', defaultMessage: 'Prova de cada lote' },
  proofIntro: {
    id: 'verify.hourly.proofIntro',
    defaultMessage:
      'A movimentação nº {seq} da trilha horária registrou a raiz de Merkle abaixo. Seu navegador recalcula, para cada lote, o hash do lote e o caminho de hashes até a raiz: um lote alterado não confere.',
  },
  root: { id: 'verify.hourly.root', defaultMessage: 'Raiz de Merkle registrada' },
  movementHash: { id: 'verify.hourly.movementHash', defaultMessage: 'Hash da movimentação na trilha horária' },
  tally: {
    id: 'verify.hourly.tally',
    defaultMessage: '{ok} de {total} lotes conferem com a raiz (recalculado neste navegador)',
  },
  // The bundles arrive a page at a time (ADR 0112).
  checkingPages: {
    id: 'verify.hourly.checkingPages',
    defaultMessage: 'Lendo e recalculando as provas: {checked} de {total} lotes',
  },
  pagesFailed: {
    id: 'verify.hourly.pagesFailed',
    defaultMessage: 'A leitura dos lotes parou em {checked} de {total}.',
  },
  retry: { id: 'verify.hourly.retry', defaultMessage: 'Continuar a leitura' },
  hour: { id: 'verify.hourly.hour', defaultMessage: 'Hora (Brasília)' },
  numbers: { id: 'verify.hourly.numbers', defaultMessage: 'Certificados nº' },
  proof: { id: 'verify.hourly.proof', defaultMessage: 'Prova' },
  holds: { id: 'verify.hourly.holds', defaultMessage: 'Confere' },
  fails: { id: 'verify.hourly.fails', defaultMessage: 'Não confere' },
  show: { id: 'verify.hourly.show', defaultMessage: 'Ver prova do lote de {hour}' },
  showShort: { id: 'verify.hourly.showShort', defaultMessage: 'Ver prova' },
  hide: { id: 'verify.hourly.hide', defaultMessage: 'Ocultar prova' },
  leaf: { id: 'verify.hourly.leaf', defaultMessage: 'Texto do lote (folha)' },
  steps: { id: 'verify.hourly.steps', defaultMessage: 'Hashes irmãos, da folha à raiz' },
  stepLeft: { id: 'verify.hourly.stepLeft', defaultMessage: 'à esquerda' },
  stepRight: { id: 'verify.hourly.stepRight', defaultMessage: 'à direita' },
  computed: { id: 'verify.hourly.computed', defaultMessage: 'Raiz recalculada' },
  page: { id: 'verify.hourly.page', defaultMessage: 'Lotes {first}–{last} de {total}' },
  previous: { id: 'verify.hourly.previous', defaultMessage: 'Anteriores' },
  next: { id: 'verify.hourly.next', defaultMessage: 'Próximos' },
});
