import { AUTH_MESSAGES } from './catalogue-auth';
import { CCEE_IMPORT_MESSAGES, CCEE_LINE_MESSAGES } from './catalogue-ccee';
import { CLIENT_MESSAGES } from './catalogue-clients';
import { HARDENING_MESSAGES } from './catalogue-hardening';
import { REPORT_MESSAGES } from './catalogue-reports';
import { VERIFY_MESSAGES } from './catalogue-verify';
import { type CatalogueEntry, entry } from './entry';

const CONTACT = 'Contate o administrador do sistema';

export const GENERATION_MESSAGES = {
  CEG_NOT_FOUND: entry('errors.generation.cegNotFound', `CEG não cadastrado na plataforma. ${CONTACT}`),
  REGISTRANT_NOT_FOUND: entry('errors.generation.registrantNotFound', `Registrante não encontrado. ${CONTACT}`),
  BUSINESS_NOT_FOUND: entry('errors.generation.businessNotFound', `Empreendimento não encontrado. ${CONTACT}`),
  SOURCE_NOT_ASSIGNED: entry('errors.generation.sourceNotAssigned', `Fonte de energia não encontrada. ${CONTACT}`),
  EXCEEDS_LIMIT: entry(
    'errors.generation.exceedsLimit',
    'Os dados apresentaram divergência na quantidade de MWh do mês',
  ),
  GENERATION_ALREADY_SUBMITTED: entry(
    'errors.generation.alreadySubmitted',
    'O registro de geração do mês atual já foi cadastrado',
  ),
  HOURLY_ROWS_INVALID: entry(
    'errors.generation.hourlyRowsInvalid',
    'Linhas horárias desta usina foram rejeitadas: o total do mês está incompleto',
  ),
  FILE_NOT_FOUND: entry('errors.generation.fileNotFound', 'Erro ao enviar o arquivo'),
  CEG_HAS_ALREADY_BEEN_USED: entry('errors.generation.cegAlreadyUsed', 'CEG já cadastrado em outro empreendimento.'),
} as const;
export type GenerationErrorCode = keyof typeof GENERATION_MESSAGES;

export const LIMIT_MESSAGES = {
  emissionLimit: entry('errors.limit.emission', 'Você atingiu o limite de emissão'),
  duplicateEmail: entry('errors.duplicate.email', 'E-mail já cadastrado'),
} as const;

// Machine codes the server sends (legacy ones included) and the entry each one shows.
export const CODE_MESSAGES: Readonly<Record<string, CatalogueEntry>> = {
  ...GENERATION_MESSAGES,
  ...HARDENING_MESSAGES,
  ...CLIENT_MESSAGES,
  ...REPORT_MESSAGES,
  ...CCEE_LINE_MESSAGES,
  ...CCEE_IMPORT_MESSAGES,
  E_PASSWORD_MISMATCH: AUTH_MESSAGES.passwordMismatch,
  E_USER_NOT_FOUND: AUTH_MESSAGES.userNotFound,
  // The server refuses a service credential itself (403) before any session exists (§5, §6).
  E_SERVICE_LOGIN: AUTH_MESSAGES.serviceRefused,
  ER_DUP_ENTRY: LIMIT_MESSAGES.duplicateEmail,
  EMISSION_LIMIT: LIMIT_MESSAGES.emissionLimit,
  ...VERIFY_MESSAGES,
};

// The legacy server answers some failures with a bare text instead of a code.
export const SERVER_TEXT_MESSAGES: Readonly<Record<string, CatalogueEntry>> = {
  'Email já cadastrado': LIMIT_MESSAGES.duplicateEmail,
};
