import { entry } from './entry';

// The codes issue 10 (API hardening) added, in one list so that the contract's ErrorCode enum can
// take them over: code → Portuguese message. {deadline} is filled by the caller (dd/mm/aaaa).
export const HARDENING_MESSAGES = {
  INVALID_CHARACTERS: entry(
    'errors.hardening.invalidCharacters',
    'O texto contém caracteres de controle não permitidos',
  ),
  PAYLOAD_TOO_LARGE: entry('errors.hardening.payloadTooLarge', 'Arquivo ou requisição maior que o permitido'),
  DATABASE_UNAVAILABLE: entry(
    'errors.hardening.databaseUnavailable',
    'Banco de dados indisponível no momento; tente novamente em instantes',
  ),
  EMISSION_DEADLINE_PASSED: entry(
    'errors.hardening.emissionDeadlinePassed',
    'Prazo de emissão encerrado: a produção deste mês podia ser emitida até {deadline}',
  ),
  // Issue 35: a file past a parser bound (line, inflated size or ratio, cell; ADR 0076). The API's
  // message names the bound and the line or cell.
  FILE_LIMIT_EXCEEDED: entry(
    'errors.hardening.fileLimitExceeded',
    'O arquivo excede um limite de leitura da importação',
  ),
  FILE_TYPE_NOT_ALLOWED: entry('errors.hardening.fileTypeNotAllowed', 'Tipo de arquivo não permitido'),
} as const;
export type HardeningErrorCode = keyof typeof HARDENING_MESSAGES;

// The field message of FILE_TYPE_NOT_ALLOWED: {allowed} names the formats the upload takes
// ("PDF, PNG, JPEG"), read from the contract by the API.
export const FILE_TYPES_ALLOWED = entry(
  'errors.hardening.fileTypesAllowed',
  'Tipo de arquivo não permitido: envie {allowed}',
);

// Not an error: the emission form's hint under the production period (same rule, same deadline).
export const EMISSION_DEADLINE_HINT = entry(
  'resources.recs.hints.emissionDeadline',
  'Prazo de emissão desta produção: {deadline}',
);
