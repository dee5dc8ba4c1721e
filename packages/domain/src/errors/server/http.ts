import { type CatalogueEntry, entry } from '../entry';

// Requests, bodies, routes, connectors, downloads and exports.
// The API's Portuguese texts (bodies, field messages, job logs, labels), moved here from apps/api
// (issue 37) so the server types none; serverText fills the {placeholders}.
export const HTTP_TEXTS = {
  naoFoiPossivelConectarServico: entry(
    'errors.server.http.naoFoiPossivelConectarServico',
    'Não foi possível conectar ao serviço externo',
  ),
  conectorOfflineNaoSincronizado: entry(
    'errors.server.http.conectorOfflineNaoSincronizado',
    'Conector offline — não sincronizado',
  ),
  falhaSincronizacao: entry('errors.server.http.falhaSincronizacao', 'Falha na sincronização: {OUTBOUND_FAILED}'),
  caractereControleNaoPermitido: entry(
    'errors.server.http.caractereControleNaoPermitido',
    'caractere de controle não permitido',
  ),
  dadosInvalidos: entry('errors.server.http.dadosInvalidos', 'Dados inválidos'),
  operacaoConcorrenteTenteNovamente: entry(
    'errors.server.http.operacaoConcorrenteTenteNovamente',
    'Operação concorrente; tente novamente',
  ),
  requisicaoMaiorPermitido: entry('errors.server.http.requisicaoMaiorPermitido', 'Requisição maior que o permitido'),
  muitasRequisicoesTenteMaisTarde: entry(
    'errors.server.http.muitasRequisicoesTenteMaisTarde',
    'Muitas requisições; tente mais tarde',
  ),
  erroInterno: entry('errors.server.http.erroInterno', 'Erro interno'),
  rotaNaoEncontrada: entry('errors.server.http.rotaNaoEncontrada', 'Rota não encontrada: {method} {url}'),
  naoAutenticado: entry('errors.server.http.naoAutenticado', 'Não autenticado'),
  naoEncontrado: entry('errors.server.http.naoEncontrado', 'Não encontrado'),
  requisicaoMaximo: entry('errors.server.http.requisicaoMaximo', 'Requisição (máximo {cap})'),
  arquivoMaximoArquivo: entry('errors.server.http.arquivoMaximoArquivo', 'Arquivo (máximo {fileBytes} por arquivo)'),
  numeroArquivosMaximo: entry('errors.server.http.numeroArquivosMaximo', 'Número de arquivos (máximo {files})'),
  formulario: entry('errors.server.http.formulario', 'Formulário'),
  formularioInvalido: entry('errors.server.http.formularioInvalido', 'Formulário inválido: {message}'),
  envieFormularioComoMultipartForm: entry(
    'errors.server.http.envieFormularioComoMultipartForm',
    'Envie o formulário como multipart/form-data',
  ),
  cnpjInvalido: entry('errors.server.http.cnpjInvalido', 'CNPJ inválido'),
  cnpjNaoEncontrado: entry('errors.server.http.cnpjNaoEncontrado', 'CNPJ não encontrado'),
  exportacaoNaoDisponivel: entry(
    'errors.server.http.exportacaoNaoDisponivel',
    'Exportação não disponível para {resource}',
  ),
  listaTemLinhasExcelAceita: entry(
    'errors.server.http.listaTemLinhasExcelAceita',
    'A lista tem {total} linhas; o Excel aceita até {MAX_EXPORT_ROWS}. Refine a busca.',
  ),
  nao: entry('errors.server.http.nao', 'Não'),
  arquivoNaoEncontrado: entry('errors.server.http.arquivoNaoEncontrado', 'Arquivo não encontrado'),
  cepNaoEncontrado: entry('errors.server.http.cepNaoEncontrado', 'CEP não encontrado'),
  estadoNaoEncontrado: entry('errors.server.http.estadoNaoEncontrado', 'Estado não encontrado'),
  tutorialNaoEncontrado: entry('errors.server.http.tutorialNaoEncontrado', 'Tutorial não encontrado'),
  muitosDownloadsArquivosGrandesAndamento: entry(
    'errors.server.http.muitosDownloadsArquivosGrandesAndamento',
    'Muitos downloads de arquivos grandes em andamento; tente novamente em instantes',
  ),
  maiorPermitido: entry('errors.server.http.maiorPermitido', '{what} maior que o permitido'),
  filtrosInexistentesNestaLista: entry(
    'errors.server.http.filtrosInexistentesNestaLista',
    'Filtros inexistentes nesta lista',
  ),
  filtroInexistente: entry('errors.server.http.filtroInexistente', 'Filtro inexistente: {key}'),
  colunasInexistentesNestaLista: entry(
    'errors.server.http.colunasInexistentesNestaLista',
    'Colunas inexistentes nesta lista',
  ),
  colunaInexistente: entry('errors.server.http.colunaInexistente', 'Coluna inexistente: {key}'),
} as const satisfies Record<string, CatalogueEntry>;
