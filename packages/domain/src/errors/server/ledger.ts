import { type CatalogueEntry, entry } from '../entry';

// Accounts, transfers, retirements, automations and the Evident sync.
// The API's Portuguese texts (bodies, field messages, job logs, labels), moved here from apps/api
// (issue 37) so the server types none; serverText fills the {placeholders}.
export const LEDGER_TEXTS = {
  chaveIdempotenciaFoiUsadaOutra: entry(
    'errors.server.ledger.chaveIdempotenciaFoiUsadaOutra',
    'Esta chave de idempotência já foi usada em outra requisição',
  ),
  contaOrigemNaoEncontrada: entry('errors.server.ledger.contaOrigemNaoEncontrada', 'Conta de origem não encontrada'),
  contaDestinoNaoEncontrada: entry('errors.server.ledger.contaDestinoNaoEncontrada', 'Conta de destino não encontrada'),
  transferenciasOcorremEntreContasNegociacao: entry(
    'errors.server.ledger.transferenciasOcorremEntreContasNegociacao',
    'Transferências ocorrem entre contas de negociação',
  ),
  contaNegociacao: entry('errors.server.ledger.contaNegociacao', 'Conta de negociação'),
  contaNaoEncontrada: entry('errors.server.ledger.contaNaoEncontrada', 'Conta não encontrada'),
  informeParticipante: entry('errors.server.ledger.informeParticipante', 'Informe o participante'),
  tipoContaMovimentacaoNaoPode: entry(
    'errors.server.ledger.tipoContaMovimentacaoNaoPode',
    'O tipo de uma conta com movimentação não pode mudar',
  ),
  contasMovimentacaoNaoPodemSer: entry(
    'errors.server.ledger.contasMovimentacaoNaoPodemSer',
    'Contas com movimentação não podem ser excluídas',
  ),
  automacaoInativa: entry('errors.server.ledger.automacaoInativa', 'Automação inativa'),
  nenhumVolumeDisponivelUsinasVinculadas: entry(
    'errors.server.ledger.nenhumVolumeDisponivelUsinasVinculadas',
    'Nenhum volume disponível nas usinas vinculadas: nada foi resgatado',
  ),
  resgatadosMwh: entry(
    'errors.server.ledger.resgatadosMwh',
    'Resgatados {volume} MWh de {length} {value} para {beneficiary_name}',
  ),
  porcentagemDeveSerMaiorZero: entry(
    'errors.server.ledger.porcentagemDeveSerMaiorZero',
    'A porcentagem deve ser maior que zero',
  ),
  usinaNaoVinculadaParticipante: entry(
    'errors.server.ledger.usinaNaoVinculadaParticipante',
    'Usina não vinculada ao participante: {strangers}',
  ),
  contaNegociacaoNaoEncontrada: entry(
    'errors.server.ledger.contaNegociacaoNaoEncontrada',
    'Conta de negociação não encontrada',
  ),
  origemDeveSerContaNegociacao: entry(
    'errors.server.ledger.origemDeveSerContaNegociacao',
    'A origem deve ser uma conta de negociação',
  ),
  contaAposentadoriaNaoEncontrada: entry(
    'errors.server.ledger.contaAposentadoriaNaoEncontrada',
    'Conta de aposentadoria não encontrada',
  ),
  destinoDeveSerContaAposentadoria: entry(
    'errors.server.ledger.destinoDeveSerContaAposentadoria',
    'O destino deve ser uma conta de aposentadoria',
  ),
  beneficiarioSincronizado: entry('errors.server.ledger.beneficiarioSincronizado', 'beneficiário sincronizado'),
  beneficiariosSincronizados: entry('errors.server.ledger.beneficiariosSincronizados', 'beneficiários sincronizados'),
  registroFalha: entry('errors.server.ledger.registroFalha', 'registro com falha'),
  registrosFalha: entry('errors.server.ledger.registrosFalha', 'registros com falha'),
  nenhumaIntegracaoAtivaRegistroEvidencias: entry(
    'errors.server.ledger.nenhumaIntegracaoAtivaRegistroEvidencias',
    'Nenhuma integração ativa com o registro de evidências (Evident) — não sincronizado',
  ),
  aposentadoriaNaoEncontrada: entry('errors.server.ledger.aposentadoriaNaoEncontrada', 'Aposentadoria não encontrada'),
  aposentadoriasConcluidasNaoPodemSer: entry(
    'errors.server.ledger.aposentadoriasConcluidasNaoPodemSer',
    'Aposentadorias concluídas não podem ser excluídas',
  ),
  transferenciaNaoEncontrada: entry('errors.server.ledger.transferenciaNaoEncontrada', 'Transferência não encontrada'),
  transferenciasConcluidasNaoPodemSer: entry(
    'errors.server.ledger.transferenciasConcluidasNaoPodemSer',
    'Transferências concluídas não podem ser excluídas',
  ),
  emissaoRepetidaLista: entry('errors.server.ledger.emissaoRepetidaLista', 'Emissão repetida na lista'),
  emissaoRepetida: entry('errors.server.ledger.emissaoRepetida', 'Emissão repetida'),
  volumeDeveSerMaiorZero: entry('errors.server.ledger.volumeDeveSerMaiorZero', 'Volume deve ser maior que zero'),
  contaSincronizada: entry('errors.server.ledger.contaSincronizada', 'conta sincronizada'),
  erroInternoMinusculo: entry('errors.server.ledger.erroInternoMinusculo', 'erro interno'),
  comFalha: entry('errors.server.ledger.comFalha', 'com falha'),
  emissaoSingular: entry('errors.server.ledger.emissaoSingular', 'emissão'),
  emissoesPlural: entry('errors.server.ledger.emissoesPlural', 'emissões'),
  notaAutomacao: entry('errors.server.ledger.notaAutomacao', 'Automação: {name} ({percentage}%)'),
  falhaMotivo: entry('errors.server.ledger.falhaMotivo', 'Falha: {value}'),
  somenteAposentadoriasConcluidasTemDeclaracao: entry(
    'errors.server.ledger.somenteAposentadoriasConcluidasTemDeclaracao',
    'Somente aposentadorias concluídas têm declaração',
  ),
  aposentadoriaSemLancamentos: entry(
    'errors.server.ledger.aposentadoriaSemLancamentos',
    'A aposentadoria não tem lançamentos na trilha de auditoria',
  ),
} as const satisfies Record<string, CatalogueEntry>;
