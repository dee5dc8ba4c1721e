import { entry } from '../entry';

// The API's texts for bulk files (issue 41 item 3, ADR 0127): a line's problems, as the preview
// shows them after "Linha N, coluna X:", and the job's outcome. The web shows refusals by code.
export const BULK_TEXTS = {
  loteNaoEncontrado: entry('errors.server.bulk.loteNaoEncontrado', 'Lote não encontrado'),
  loteLinhasDemais: entry(
    'errors.server.bulk.loteLinhasDemais',
    'O arquivo tem mais de {max} linhas: divida-o em arquivos menores',
  ),
  loteTemErros: entry(
    'errors.server.bulk.loteTemErros',
    '{invalid} linha(s) com erro: corrija o arquivo e envie-o de novo. Nada foi registrado',
  ),
  loteJaConfirmado: entry('errors.server.bulk.loteJaConfirmado', 'Este lote já foi confirmado ({status})'),
  loteNaoConcluido: entry(
    'errors.server.bulk.loteNaoConcluido',
    'O arquivo de resultado fica pronto quando o lote é concluído (situação: {status})',
  ),
  loteConcluido: entry('errors.server.bulk.loteConcluido', '{n} movimentação(ões) registrada(s) de uma só vez'),
  loteFalhou: entry('errors.server.bulk.loteFalhou', 'Nada foi registrado: {motivo}'),
  loteFalhouLinha: entry('errors.server.bulk.loteFalhouLinha', 'Nada foi registrado. Linha {line}: {motivo}'),
  loteInterrompido: entry(
    'errors.server.bulk.loteInterrompido',
    'O processamento foi interrompido {attempts} vezes; nada foi registrado',
  ),
  contaNaoSua: entry('errors.server.bulk.contaNaoSua', 'A conta {code} não é uma conta de negociação sua'),
  contaDestinoInexistente: entry(
    'errors.server.bulk.contaDestinoInexistente',
    'Conta de negociação {code} não encontrada',
  ),
  contaDestinoIgual: entry('errors.server.bulk.contaDestinoIgual', 'A conta de destino é a própria conta de origem'),
  destinoSoOfertas: entry(
    'errors.server.bulk.destinoSoOfertas',
    'O participante da conta {code} recebe certificados apenas por oferta',
  ),
  certificadoSemSaldo: entry(
    'errors.server.bulk.certificadoSemSaldo',
    'A conta {code} não tem saldo do certificado {rec}',
  ),
  certificadoHorario: entry(
    'errors.server.bulk.certificadoHorario',
    'O certificado {rec} é horário: movimente-o por horas na tela de transferência ou resgate',
  ),
  saldoExcedido: entry(
    'errors.server.bulk.saldoExcedido',
    'Com as linhas anteriores do arquivo, {pedido} MWh do certificado {rec} passam do saldo de {saldo} MWh da conta {code}',
  ),
  volumePositivo: entry('errors.server.bulk.volumePositivo', 'O volume deve ser maior que zero'),
  loteBeneficiarioNaoEncontrado: entry(
    'errors.server.bulk.loteBeneficiarioNaoEncontrado',
    'Beneficiário {value} não encontrado entre os seus',
  ),
  beneficiarioAmbiguo: entry(
    'errors.server.bulk.beneficiarioAmbiguo',
    'Há mais de um beneficiário chamado {value}: informe o CNPJ',
  ),
  semContaAposentadoria: entry(
    'errors.server.bulk.semContaAposentadoria',
    'Você não tem conta de aposentadoria: crie uma em Contas',
  ),
  // The columns of a bulk file (its template's header).
  colunaContaOrigem: entry('errors.server.bulk.colunaContaOrigem', 'Conta de origem'),
  colunaCertificado: entry('errors.server.bulk.colunaCertificado', 'Certificado'),
  colunaContaDestino: entry('errors.server.bulk.colunaContaDestino', 'Conta de destino'),
  colunaFinalidade: entry('errors.server.bulk.colunaFinalidade', 'Finalidade'),
  colunaInicio: entry('errors.server.bulk.colunaInicio', 'Início do período'),
  colunaFim: entry('errors.server.bulk.colunaFim', 'Fim do período'),
  // Sheet names of the templates and the result file's headers.
  transferencias: entry('errors.server.bulk.transferencias', 'Transferências'),
  resgates: entry('errors.server.bulk.resgates', 'Resgates'),
  resultadoLinha: entry('errors.server.bulk.resultadoLinha', 'Linha'),
  resultadoTransferencia: entry('errors.server.bulk.resultadoTransferencia', 'Transferência'),
  resultadoResgate: entry('errors.server.bulk.resultadoResgate', 'Resgate'),
} as const;
