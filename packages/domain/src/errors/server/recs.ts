import { type CatalogueEntry, entry } from '../entry';

// Emissions, invoices, exchange rates and reports.
// The API's Portuguese texts (bodies, field messages, job logs, labels), moved here from apps/api
// (issue 37) so the server types none; serverText fills the {placeholders}.
export const RECS_TEXTS = {
  cotacaoNaoEncontrada: entry('errors.server.recs.cotacaoNaoEncontrada', 'Cotação não encontrada'),
  notaPaga: entry('errors.server.recs.notaPaga', 'A nota {number} já está paga'),
  notaPagaComprovantePagamentoNao: entry(
    'errors.server.recs.notaPagaComprovantePagamentoNao',
    'Nota paga: o comprovante do pagamento não pode ser substituído',
  ),
  dataInvalidaUseAaaaMm: entry('errors.server.recs.dataInvalidaUseAaaaMm', 'Data inválida; use AAAA-MM-DD'),
  vencimentoNaoPodeSerAnterior: entry(
    'errors.server.recs.vencimentoNaoPodeSerAnterior',
    'O vencimento não pode ser anterior à emissão',
  ),
  valorInvalidoUseAte2: entry('errors.server.recs.valorInvalidoUseAte2', 'Valor inválido; use até 2 casas decimais'),
  somenteNotasAbertoPodemTer: entry(
    'errors.server.recs.somenteNotasAbertoPodemTer',
    'Somente notas em aberto podem ter valor ou vencimento alterados',
  ),
  notasAposentadoriaNaoEncontradas: entry(
    'errors.server.recs.notasAposentadoriaNaoEncontradas',
    'Notas de aposentadoria não encontradas',
  ),
  naoEncontradas: entry('errors.server.recs.naoEncontradas', 'Não encontradas: {missing}'),
  notaNaoEncontrada: entry('errors.server.recs.notaNaoEncontrada', 'Nota não encontrada'),
  notaAposentadoriaNaoEncontrada: entry(
    'errors.server.recs.notaAposentadoriaNaoEncontrada',
    'Nota de aposentadoria não encontrada',
  ),
  aposentadoriasMwh: entry(
    'errors.server.recs.aposentadoriasMwh',
    'Aposentadorias de {period} — {n} {value} — {total} MWh',
  ),
  emissaoRevertida: entry('errors.server.recs.emissaoRevertida', 'Emissão revertida'),
  periodoEmissaoDeveEstarDentro: entry(
    'errors.server.recs.periodoEmissaoDeveEstarDentro',
    'O período da emissão deve estar dentro de um único mês',
  ),
  useMesmoMesPeriodoInicial: entry(
    'errors.server.recs.useMesmoMesPeriodoInicial',
    'Use o mesmo mês do período inicial',
  ),
  soPossivelEmitirMesesEncerrados: entry(
    'errors.server.recs.soPossivelEmitirMesesEncerrados',
    'Só é possível emitir para meses já encerrados',
  ),
  prazoEmissao: entry('errors.server.recs.prazoEmissao', 'Prazo de emissão: {deadlineText}'),
  naoHaGeracaoImportada: entry(
    'errors.server.recs.naoHaGeracaoImportada',
    'Não há geração importada para {month}/{year}',
  ),
  volumeSolicitadoMwhExcedeDisponivel: entry(
    'errors.server.recs.volumeSolicitadoMwhExcedeDisponivel',
    'Volume solicitado ({emissionVolume} MWh) excede o disponível ({value} MWh)',
  ),
  disponivelMwh: entry('errors.server.recs.disponivelMwh', 'Disponível: {value} MWh'),
  naoPossivelPassarEmissao: entry(
    'errors.server.recs.naoPossivelPassarEmissao',
    'Não é possível passar a emissão de {from} para {to}',
  ),
  emissaoNaoPodeSerRevertida: entry(
    'errors.server.recs.emissaoNaoPodeSerRevertida',
    'A emissão não pode ser revertida: parte do volume já foi transferida ou aposentada',
  ),
  somenteAdministradorRegistraDadosCcee: entry(
    'errors.server.recs.somenteAdministradorRegistraDadosCcee',
    'Somente o administrador registra dados da CCEE, do SISREC e da plataforma externa',
  ),
  mesGeracaoMesPeriodoEmissao: entry(
    'errors.server.recs.mesGeracaoMesPeriodoEmissao',
    'O mês de geração é o mês do período da emissão',
  ),
  deveSerIgualMesPeriodo: entry('errors.server.recs.deveSerIgualMesPeriodo', 'Deve ser igual ao mês do período'),
  somenteSolicitacoesPendentesPodemTer: entry(
    'errors.server.recs.somenteSolicitacoesPendentesPodemTer',
    'Somente solicitações pendentes podem ter volume ou período alterados',
  ),
  emissaoRegistradaCadeiaAuditoriaPlataforma: entry(
    'errors.server.recs.emissaoRegistradaCadeiaAuditoriaPlataforma',
    'Emissão registrada na cadeia de auditoria da plataforma',
  ),
  somenteEmissoesAprovadasPodemSer: entry(
    'errors.server.recs.somenteEmissoesAprovadasPodemSer',
    'Somente emissões aprovadas podem ser enviadas ao hub',
  ),
  emissaoFoiRegistradaHub: entry('errors.server.recs.emissaoFoiRegistradaHub', 'Esta emissão já foi registrada no hub'),
  emissaoNaoEncontrada: entry('errors.server.recs.emissaoNaoEncontrada', 'Emissão não encontrada'),
  relatorioTemLinhasExcelAceita: entry(
    'errors.server.recs.relatorioTemLinhasExcelAceita',
    'O relatório tem {total} linhas; o Excel aceita até {maxRows}. Refine os filtros.',
  ),
  filtroNaoAceito: entry('errors.server.recs.filtroNaoAceito', 'Filtro não aceito: {key}'),
  filtroObrigatorio: entry('errors.server.recs.filtroObrigatorio', 'Filtro obrigatório: {key}'),
  situacaoDesconhecida: entry('errors.server.recs.situacaoDesconhecida', 'Situação desconhecida: {status}'),
  mesInicialDepoisMesFinal: entry('errors.server.recs.mesInicialDepoisMesFinal', 'Mês inicial depois do mês final'),
  descricaoNotaEmissao: entry(
    'errors.server.recs.descricaoNotaEmissao',
    'Emissão {value} — {name} — {generation_period}',
  ),
  somenteEmissoesAprovadasTemCertificado: entry(
    'errors.server.recs.somenteEmissoesAprovadasTemCertificado',
    'Somente emissões aprovadas têm certificado de emissão',
  ),
  emissaoAprovadaSemLancamentoEmissao: entry(
    'errors.server.recs.emissaoAprovadaSemLancamentoEmissao',
    'A emissão aprovada não tem lançamento de emissão na trilha de auditoria',
  ),
} as const satisfies Record<string, CatalogueEntry>;
