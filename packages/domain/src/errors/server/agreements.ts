import { entry } from '../entry';

// The API's texts for standing agreements (ADR 0126). The web shows refusals by their codes.
export const AGREEMENTS_TEXTS = {
  acordoNaoEncontrado: entry('errors.server.agreements.acordoNaoEncontrado', 'Acordo de transferência não encontrado'),
  acordoTransicao: entry('errors.server.agreements.acordoTransicao', 'Um acordo {situacao} não pode ser {acao}'),
  acordoLadoErrado: entry('errors.server.agreements.acordoLadoErrado', 'Só o {lado} do acordo pode fazer isso'),
  acordoUsinaNaoEncontrada: entry('errors.server.agreements.acordoUsinaNaoEncontrada', 'Usina {id} não encontrada'),
  acordoFimAntesInicio: entry(
    'errors.server.agreements.acordoFimAntesInicio',
    'A data de término não pode ser anterior à data de início',
  ),
  // An hourly_consumption agreement moves what the consumption sets: its share is always 100 % (ADR 0133).
  acordoHorarioPercentual: entry(
    'errors.server.agreements.acordoHorarioPercentual',
    'No modo por consumo horário, o percentual é sempre 100%',
  ),
  // The ending state's name in acordoTransicao (the others are one word each).
  acordoSituacaoEncerrando: entry('errors.server.agreements.acordoSituacaoEncerrando', 'em aviso de encerramento'),
  // The notes of the transfer an execution books.
  acordoNotaTransferencia: entry('errors.server.agreements.acordoNotaTransferencia', 'Acordo de transferência nº {id}'),
  // An execution that could not book: the reason kept on its row (the ledger's refusal follows).
  acordoExecucaoFalhou: entry('errors.server.agreements.acordoExecucaoFalhou', 'Não foi possível transferir: {motivo}'),
} as const;
