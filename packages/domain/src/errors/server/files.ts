import { type CatalogueEntry, entry } from '../entry';

// Reading an import's file (workbook, CCEE CSV, mapping file) and its bounds.
// The API's Portuguese texts (bodies, field messages, job logs, labels), moved here from apps/api
// (issue 37) so the server types none; serverText fills the {placeholders}.
export const FILES_TEXTS = {
  catalogoDadosAbertosCceeIndisponivel: entry(
    'errors.server.files.catalogoDadosAbertosCceeIndisponivel',
    'Catálogo de dados abertos da CCEE indisponível: nenhum dado foi importado (não sincronizado). Tente novamente mais tarde ou envie o arquivo.',
  ),
  respostaInvalidaCatalogo: entry('errors.server.files.respostaInvalidaCatalogo', 'resposta inválida do catálogo'),
  cceeAindaNaoPublicouGeracao: entry(
    'errors.server.files.cceeAindaNaoPublicouGeracao',
    'A CCEE ainda não publicou a geração horária de {month}/{year} no catálogo de dados abertos: nada foi importado',
  ),
  previewStaleOutraVersaoMes: entry(
    'errors.server.files.previewStaleOutraVersaoMes',
    'PREVIEW_STALE: outra versão deste mês foi confirmada depois desta prévia; envie o arquivo novamente',
  ),
  arquivoExcedeLimiteTexto: entry(
    'errors.server.files.arquivoExcedeLimiteTexto',
    'O arquivo excede o limite de {cap} de texto',
  ),
  arquivoGzExpandeMaisVezes: entry(
    'errors.server.files.arquivoGzExpandeMaisVezes',
    'O arquivo .gz expande mais de {inflateRatio} vezes o seu tamanho: recusado como arquivo malicioso',
  ),
  erroEnviarArquivoArquivoGz: entry(
    'errors.server.files.erroEnviarArquivoArquivoGz',
    'Erro ao enviar o arquivo: o arquivo .gz está corrompido',
  ),
  arquivoExcedeLimiteParcelasUsina: entry(
    'errors.server.files.arquivoExcedeLimiteParcelasUsina',
    'O arquivo excede o limite de {hourlyShares} parcelas de usina (linha {n})',
  ),
  erroEnviarArquivoArquivoVazio: entry(
    'errors.server.files.erroEnviarArquivoArquivoVazio',
    'Erro ao enviar o arquivo: o arquivo está vazio',
  ),
  nenhumaLinhaGeracaoHorariaValida: entry(
    'errors.server.files.nenhumaLinhaGeracaoHorariaValida',
    'Nenhuma linha de geração horária válida no arquivo',
  ),
  linhaExcedeLimiteLinhaArquivo: entry(
    'errors.server.files.linhaExcedeLimiteLinhaArquivo',
    'A linha {line} excede o limite de {lineBytes} por linha: o arquivo não é um CSV da CCEE',
  ),
  celulaErro: entry('errors.server.files.celulaErro', 'Célula com erro ({error})'),
  planilhaTemCelulaSInvalida: entry(
    'errors.server.files.planilhaTemCelulaSInvalida',
    'A planilha tem {value} célula(s) inválida(s)',
  ),
  celulaExcedeLimiteCaracteres: entry(
    'errors.server.files.celulaExcedeLimiteCaracteres',
    'A célula {cell} excede o limite de {cellChars} caracteres',
  ),
  planilhaExcedeLimiteCaracteresTexto: entry(
    'errors.server.files.planilhaExcedeLimiteCaracteresTexto',
    'A planilha excede o limite de {sheetChars} caracteres de texto (linha {number})',
  ),
  planilhaExcedeLimiteLinhas: entry(
    'errors.server.files.planilhaExcedeLimiteLinhas',
    'A planilha excede o limite de {maxRows} linhas',
  ),
  erroEnviarArquivoNaoPlanilha: entry(
    'errors.server.files.erroEnviarArquivoNaoPlanilha',
    'Erro ao enviar o arquivo: não é uma planilha .xlsx legível',
  ),
  planilhaNaoTemLinhasDados: entry(
    'errors.server.files.planilhaNaoTemLinhasDados',
    'A planilha não tem linhas de dados',
  ),
  planilhaExpandeMaisRecusadaComo: entry(
    'errors.server.files.planilhaExpandeMaisRecusadaComo',
    'A planilha expande a mais de {zipTotalBytes}: recusada como arquivo malicioso',
  ),
  partePlanilhaExpandeMaisRecusada: entry(
    'errors.server.files.partePlanilhaExpandeMaisRecusada',
    'A parte {name} da planilha expande a mais de {cap}: recusada como arquivo malicioso',
  ),
  partePlanilhaExpandeMaisVezes: entry(
    'errors.server.files.partePlanilhaExpandeMaisVezes',
    'A parte {name} da planilha expande mais de {inflateRatio} vezes o seu tamanho: recusada como arquivo malicioso',
  ),
  planilhaTemMaisPartesRecusada: entry(
    'errors.server.files.planilhaTemMaisPartesRecusada',
    'A planilha tem mais de {zipEntries} partes: recusada como arquivo malicioso',
  ),
  erroEnviarArquivoEnvieCsv: entry(
    'errors.server.files.erroEnviarArquivoEnvieCsv',
    'Erro ao enviar o arquivo: envie o CSV no campo file',
  ),
  erroEnviarArquivoEnvieArquivo: entry(
    'errors.server.files.erroEnviarArquivoEnvieArquivo',
    'Erro ao enviar o arquivo: envie o arquivo .csv ou .csv.gz',
  ),
  arquivoExcedeLimiteLinhasMapeamento: entry(
    'errors.server.files.arquivoExcedeLimiteLinhasMapeamento',
    'O arquivo excede o limite de {mappingLines} linhas de mapeamento',
  ),
  parcelaDoisCegsArquivoLinha: entry(
    'errors.server.files.parcelaDoisCegsArquivoLinha',
    'Parcela {share} com dois CEGs no arquivo (linha {line})',
  ),
  arquivoMapeamentoTemLinhaS: entry(
    'errors.server.files.arquivoMapeamentoTemLinhaS',
    'O arquivo de mapeamento tem {length} linha(s) inválida(s)',
  ),
  nenhumMapeamentoArquivo: entry('errors.server.files.nenhumMapeamentoArquivo', 'Nenhum mapeamento no arquivo'),
  mapeamentoParcelaUsinaNaoEncontrado: entry(
    'errors.server.files.mapeamentoParcelaUsinaNaoEncontrado',
    'Mapeamento de parcela de usina não encontrado',
  ),
  parcelaMapeadaUsina: entry(
    'errors.server.files.parcelaMapeadaUsina',
    'A parcela {shareCode} já está mapeada para uma usina',
  ),
  nenhumaIntegracaoCceeAtivaCadastre: entry(
    'errors.server.files.nenhumaIntegracaoCceeAtivaCadastre',
    'Nenhuma integração CCEE ativa: cadastre uma em Integrações de API ou importe a planilha',
  ),
  erroEnviarArquivoAnexeEvidencia: entry(
    'errors.server.files.erroEnviarArquivoAnexeEvidencia',
    'Erro ao enviar o arquivo: anexe a evidência no campo file',
  ),
  conectorCceeOfflineNenhumDado: entry(
    'errors.server.files.conectorCceeOfflineNenhumDado',
    'Conector CCEE offline: nenhum dado de geração foi obtido (não sincronizado). Configure a integração CCEE ou importe a planilha.',
  ),
  erroEnviarArquivoEnviePlanilha: entry(
    'errors.server.files.erroEnviarArquivoEnviePlanilha',
    'Erro ao enviar o arquivo: envie a planilha .xlsx no campo file',
  ),
  erroEnviarArquivoArquivoNao: entry(
    'errors.server.files.erroEnviarArquivoArquivoNao',
    'Erro ao enviar o arquivo: o arquivo não é uma planilha .xlsx',
  ),
  arquivoNaoPlanilhaXlsx: entry('errors.server.files.arquivoNaoPlanilhaXlsx', 'O arquivo não é uma planilha .xlsx'),
  falhaObterGeracaoCcee: entry(
    'errors.server.files.falhaObterGeracaoCcee',
    'Falha ao obter a geração da CCEE: {message}',
  ),
  arquivoVazio: entry('errors.server.files.arquivoVazio', 'arquivo vazio'),
  naPlanilha: entry('errors.server.files.naPlanilha', 'na planilha'),
  noArquivo: entry('errors.server.files.noArquivo', 'no arquivo'),
} as const satisfies Record<string, CatalogueEntry>;
