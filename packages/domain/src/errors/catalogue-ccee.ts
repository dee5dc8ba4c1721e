import { type CatalogueEntry, entry } from './entry';

// CCEE's hourly generation file (ADR 0041): why a line was rejected (CceeLineErrorCode), and the
// codes of the import's refusals (stale preview, rollback). The server sends the codes; the web
// shows these texts.
export const CCEE_LINE_MESSAGES = {
  MEASURE_MISSING: entry('errors.cceeLine.measureMissing', 'Medida obrigatória vazia'),
  MEASURE_INVALID: entry('errors.cceeLine.measureInvalid', 'Medida inválida (use um número com até 6 casas decimais)'),
  PERIOD_MISMATCH: entry('errors.cceeLine.periodMismatch', 'DATA não corresponde ao PERIODO_COMERCIALIZACAO'),
  PERIOD_INVALID: entry('errors.cceeLine.periodInvalid', 'Período ou data fora do mês do arquivo'),
  SHARE_MISSING: entry('errors.cceeLine.shareMissing', 'Linha sem código da parcela de usina'),
  DUPLICATE_HOUR: entry('errors.cceeLine.duplicateHour', 'Hora repetida para a mesma parcela de usina'),
  COLUMNS_MISSING: entry('errors.cceeLine.columnsMissing', 'Linha com menos colunas que o cabeçalho'),
} as const satisfies Record<string, CatalogueEntry>;
export type CceeLineErrorCode = keyof typeof CCEE_LINE_MESSAGES;

export const CCEE_IMPORT_MESSAGES = {
  PREVIEW_STALE: entry(
    'errors.cceeImport.previewStale',
    'Outra versão deste mês foi confirmada depois desta prévia; envie o arquivo novamente',
  ),
  NOT_LATEST_VERSION: entry(
    'errors.cceeImport.notLatestVersion',
    'Uma versão mais recente deste mês já foi confirmada; desfaça-a primeiro',
  ),
  GENERATION_IN_USE: entry(
    'errors.cceeImport.generationInUse',
    'Emissões já usaram esta geração; a importação não pode ser desfeita',
  ),
  ROLLBACK_NOT_SUPPORTED: entry(
    'errors.cceeImport.rollbackNotSupported',
    'Só importações de geração podem ser desfeitas',
  ),
  SHARE_NOT_MAPPED: entry(
    'errors.cceeImport.shareNotMapped',
    'Parcela de usina sem mapeamento para um CEG: suas linhas não foram importadas',
  ),
} as const satisfies Record<string, CatalogueEntry>;
