import { type CatalogueEntry, entry } from '../entry';

// Spreadsheet and CCEE file imports: cells, columns, limits, commits and rollbacks.
// The API's Portuguese texts (bodies, field messages, job logs, labels), moved here from apps/api
// (issue 37) so the server types none; serverText fills the {placeholders}.
export const IMPORTS_TEXTS = {
  registroGeracaoFoiCadastradoOutra: entry(
    'errors.server.imports.registroGeracaoFoiCadastradoOutra',
    'o registro de geração já foi cadastrado por outra origem',
  ),
  generationInUseNovoTotal: entry(
    'errors.server.imports.generationInUseNovoTotal',
    'GENERATION_IN_USE: o novo total fica abaixo do volume já solicitado em emissões (linhas {rows}); nada foi gravado',
  ),
  somaGeracaoForaIntervaloAceito: entry(
    'errors.server.imports.somaGeracaoForaIntervaloAceito',
    'Soma de geração fora do intervalo aceito',
  ),
  numeroForaIntervalo: entry('errors.server.imports.numeroForaIntervalo', 'Número fora do intervalo'),
  numeroInvalido: entry('errors.server.imports.numeroInvalido', 'Número inválido: {v}'),
  informeNumero: entry('errors.server.imports.informeNumero', 'Informe um número'),
  maisCasasDecimais: entry('errors.server.imports.maisCasasDecimais', 'Mais de {places} casas decimais: {s}'),
  numeroInteiroInvalido: entry('errors.server.imports.numeroInteiroInvalido', 'Número inteiro inválido: {v}'),
  foraIntervalo: entry('errors.server.imports.foraIntervalo', 'Fora do intervalo {min}–{max}: {n}'),
  periodoInvalidoUseMmAaaa: entry(
    'errors.server.imports.periodoInvalidoUseMmAaaa',
    'Período inválido (use MM/AAAA): {s}',
  ),
  dataInvalida: entry('errors.server.imports.dataInvalida', 'Data inválida: {d}/{m}/{y}'),
  anoForaIntervalo20002100: entry(
    'errors.server.imports.anoForaIntervalo20002100',
    'Ano fora do intervalo 2000–2100: {y}',
  ),
  dataInvalidaUseDdMm: entry('errors.server.imports.dataInvalidaUseDdMm', 'Data inválida (use DD/MM/AAAA): {s}'),
  registroGeracaoFoiCadastrado: entry(
    'errors.server.imports.registroGeracaoFoiCadastrado',
    'o registro de geração já foi cadastrado',
  ),
  cotacaoCadastrada: entry('errors.server.imports.cotacaoCadastrada', 'cotação já cadastrada'),
  consumoCadastrado: entry('errors.server.imports.consumoCadastrado', 'consumo já cadastrado'),
  beneficiario: entry('errors.server.imports.beneficiario', 'Beneficiário'),
  inicio: entry('errors.server.imports.inicio', 'Início'),
  fimPeriodoAnteriorInicio: entry(
    'errors.server.imports.fimPeriodoAnteriorInicio',
    'O fim do período é anterior ao início',
  ),
  beneficiarioNaoEncontrado: entry(
    'errors.server.imports.beneficiarioNaoEncontrado',
    'Beneficiário não encontrado: {code}',
  ),
  codigoBeneficiarioAmbiguoInformeParticipante: entry(
    'errors.server.imports.codigoBeneficiarioAmbiguoInformeParticipante',
    'Código de beneficiário ambíguo: {code}; informe o participante',
  ),
  cotacao: entry('errors.server.imports.cotacao', 'Cotação'),
  moedaNaoAceitaUse: entry('errors.server.imports.moedaNaoAceitaUse', 'Moeda não aceita: {code} (use {CURRENCIES})'),
  cotacaoDeveSerMaiorZero: entry(
    'errors.server.imports.cotacaoDeveSerMaiorZero',
    'A cotação deve ser maior que zero e ter até 9 dígitos inteiros',
  ),
  moedasOrigemDestinoSaoIguais: entry(
    'errors.server.imports.moedasOrigemDestinoSaoIguais',
    'As moedas de origem e destino são iguais',
  ),
  linhaRepetidaForaOrdem: entry(
    'errors.server.imports.linhaRepetidaForaOrdem',
    'Linha {line} repetida ou fora de ordem',
  ),
  mes: entry('errors.server.imports.mes', 'Mês'),
  periodo: entry('errors.server.imports.periodo', 'Período'),
  mwMedios: entry('errors.server.imports.mwMedios', 'MW médios'),
  nenhumaLinhaGeracaoImportar: entry(
    'errors.server.imports.nenhumaLinhaGeracaoImportar',
    'Nenhuma linha de geração para importar',
  ),
  falhaProcessamentoFoiInterrompidoVezes: entry(
    'errors.server.imports.falhaProcessamentoFoiInterrompidoVezes',
    'Falha: o processamento foi interrompido {attempts} vezes; nada foi gravado',
  ),
  retomadaAposInterrupcaoProcessamentoTentativa: entry(
    'errors.server.imports.retomadaAposInterrupcaoProcessamentoTentativa',
    'Retomada após interrupção do processamento (tentativa {value})',
  ),
  colunasNaoEncontradas: entry(
    'errors.server.imports.colunasNaoEncontradas',
    'Colunas não encontradas {where}: {labels}',
  ),
  colunaNaoEncontrada: entry('errors.server.imports.colunaNaoEncontrada', 'Coluna não encontrada: {label}'),
  mesAindaNaoEncerrado: entry('errors.server.imports.mesAindaNaoEncerrado', 'Mês {period} ainda não encerrado'),
  dataAindaNaoChegou: entry('errors.server.imports.dataAindaNaoChegou', 'Data {text} ainda não chegou'),
  periodoAteAindaNaoEncerrado: entry(
    'errors.server.imports.periodoAteAindaNaoEncerrado',
    'Período até {text} ainda não encerrado',
  ),
  linhaSPeriodoAindaNao: entry(
    'errors.server.imports.linhaSPeriodoAindaNao',
    '{lines} linha(s) de período ainda não encerrado ({value}): importe somente períodos encerrados',
  ),
  importacaoNaoEncontrada: entry('errors.server.imports.importacaoNaoEncontrada', 'Importação não encontrada'),
  importacaoSendoConfirmada: entry(
    'errors.server.imports.importacaoSendoConfirmada',
    'A importação já está sendo confirmada',
  ),
  importacaoFoiConfirmada: entry('errors.server.imports.importacaoFoiConfirmada', 'A importação já foi confirmada'),
  confirmacaoImportacaoFalhouEnvieDados: entry(
    'errors.server.imports.confirmacaoImportacaoFalhouEnvieDados',
    'A confirmação desta importação falhou; envie os dados novamente',
  ),
  nenhumaLinhaValidaConfirmar: entry(
    'errors.server.imports.nenhumaLinhaValidaConfirmar',
    'Nenhuma linha válida para confirmar',
  ),
  soImportacaoConfirmadaPodeSer: entry(
    'errors.server.imports.soImportacaoConfirmadaPodeSer',
    'Só uma importação confirmada pode ser desfeita',
  ),
  emissoesUsaramGeracaoImportacaoNao: entry(
    'errors.server.imports.emissoesUsaramGeracaoImportacaoNao',
    'Emissões já usaram esta geração ({rows}); a importação não pode ser desfeita',
  ),
  geracao: entry('errors.server.imports.geracao', 'Geração'),
  cambio: entry('errors.server.imports.cambio', 'Câmbio'),
  importacaoConfirmadaAncoraSha256Linhas: entry(
    'errors.server.imports.importacaoConfirmadaAncoraSha256Linhas',
    'Importação confirmada. Âncora: sha256 das linhas gravadas (registro de integridade; não é uma blockchain pública)',
  ),
  generationAlreadySubmittedOutroProcesso: entry(
    'errors.server.imports.generationAlreadySubmittedOutroProcesso',
    'GENERATION_ALREADY_SUBMITTED: outro processo gravou parte destas linhas durante a confirmação; nada foi gravado',
  ),
  linhasValidasDivergentesNadaFoi: entry(
    'errors.server.imports.linhasValidasDivergentesNadaFoi',
    'Linhas válidas divergentes ({processed} de {valid}); nada foi gravado',
  ),
  falhaGravarImportacaoNadaFoi: entry(
    'errors.server.imports.falhaGravarImportacaoNadaFoi',
    'Falha ao gravar a importação; nada foi gravado: {value}',
  ),
  generationAlreadySubmittedLinhasNada: entry(
    'errors.server.imports.generationAlreadySubmittedLinhasNada',
    'GENERATION_ALREADY_SUBMITTED: {what} (linhas {rows}); nada foi gravado',
  ),
  linhaExcedeLimiteLinha: entry(
    'errors.server.imports.linhaExcedeLimiteLinha',
    'A linha {value} excede o limite de {lineBytes} por linha',
  ),
  cegNaoCadastrado: entry('errors.server.imports.cegNaoCadastrado', 'CEG não cadastrado: {ceg}'),
  cegNaoCadastradoPlataforma: entry(
    'errors.server.imports.cegNaoCadastradoPlataforma',
    'CEG não cadastrado na plataforma',
  ),
  processamentoImportacaoNaoEncontrado: entry(
    'errors.server.imports.processamentoImportacaoNaoEncontrado',
    'Processamento de importação não encontrado',
  ),
  integracaoInativaAtiveAntesImportar: entry(
    'errors.server.imports.integracaoInativaAtiveAntesImportar',
    'Integração inativa: ative-a antes de importar',
  ),
  integracaoNaoForneceDadosGeracao: entry(
    'errors.server.imports.integracaoNaoForneceDadosGeracao',
    'Esta integração não fornece dados de geração (provedor evident)',
  ),
  cceeUserAgent: entry(
    'errors.server.imports.cceeUserAgent',
    'rec-ledger/1.0 (registro de certificados de energia renovável)',
  ),
  linha: entry('errors.server.imports.linha', 'linha {line}'),
  linhaColuna: entry('errors.server.imports.linhaColuna', 'linha {line}.{column}'),
  nOuMais: entry('errors.server.imports.nOuMais', '{MAX_CELL_ERRORS} ou mais'),
} as const satisfies Record<string, CatalogueEntry>;
