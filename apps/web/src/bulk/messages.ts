import { defineMessages } from '../i18n/define';

export const bulkMessages = defineMessages({
  intro: {
    id: 'bulk.intro',
    defaultMessage:
      'Envie um arquivo CSV ou XLSX com uma movimentação por linha (até 10.000). Cada linha é conferida antes de qualquer registro; ao confirmar, o arquivo inteiro é registrado de uma só vez ou nada é registrado.',
  },
  kind: { id: 'bulk.kind', defaultMessage: 'O que o arquivo registra' },
  'kind.transfers': { id: 'bulk.kind.transfers', defaultMessage: 'Transferências' },
  'kind.retirements': { id: 'bulk.kind.retirements', defaultMessage: 'Resgates' },
  template: { id: 'bulk.template', defaultMessage: 'Modelo {format}' },
  templateNote: { id: 'bulk.templateNote', defaultMessage: 'As colunas aceitas e uma linha de exemplo' },
  templateFailed: { id: 'bulk.templateFailed', defaultMessage: 'Não foi possível baixar o modelo' },
  counts: {
    id: 'bulk.counts',
    defaultMessage: '{total} linhas: {valid} válidas, {invalid} com erro · {volume} MWh',
  },
  summaryTransfers: { id: 'bulk.summaryTransfers', defaultMessage: 'Volume por conta de destino' },
  summaryRetirements: { id: 'bulk.summaryRetirements', defaultMessage: 'Volume por beneficiário' },
  key: { id: 'bulk.key', defaultMessage: 'Destino' },
  rows: { id: 'bulk.rows', defaultMessage: 'Linhas' },
  volume: { id: 'bulk.volume', defaultMessage: 'Volume (MWh)' },
  errorsTitle: { id: 'bulk.errorsTitle', defaultMessage: 'Linhas com erro ({count})' },
  lineError: { id: 'bulk.lineError', defaultMessage: 'Linha {line}, coluna {column}: {message}' },
  fixAndResend: {
    id: 'bulk.fixAndResend',
    defaultMessage: 'Corrija as linhas com erro e envie o arquivo de novo. Nada foi registrado.',
  },
  confirm: { id: 'bulk.confirm', defaultMessage: 'Confirmar {valid} linhas' },
  another: { id: 'bulk.another', defaultMessage: 'Enviar outro arquivo' },
  queued: { id: 'bulk.queued', defaultMessage: 'Na fila para registro…' },
  running: { id: 'bulk.running', defaultMessage: 'Registrando: {processed} de {total} linhas' },
  done: { id: 'bulk.done', defaultMessage: 'Lote registrado: {total} linhas, {volume} MWh' },
  failed: { id: 'bulk.failed', defaultMessage: 'O lote não foi registrado' },
  result: { id: 'bulk.result', defaultMessage: 'Baixar o arquivo de resultado' },
  resultFailed: { id: 'bulk.resultFailed', defaultMessage: 'Não foi possível baixar o resultado' },
});
