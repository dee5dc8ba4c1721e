import type { Schemas } from '@rec/sdk';
import { AGREEMENT_MESSAGES } from './catalogue-agreements';
import { AUTH_MESSAGES, RECOVER_MESSAGES } from './catalogue-auth';
import { BULK_MESSAGES } from './catalogue-bulk';
import { CCEE_IMPORT_MESSAGES } from './catalogue-ccee';
import { CLIENT_MESSAGES } from './catalogue-clients';
import { GENERATION_MESSAGES, LIMIT_MESSAGES } from './catalogue-codes';
import { GENERIC_MESSAGES } from './catalogue-generic';
import { HARDENING_MESSAGES } from './catalogue-hardening';
import { HOURLY_MESSAGES } from './catalogue-hourly';
import { OFFER_MESSAGES } from './catalogue-offers';
import { REPORT_MESSAGES } from './catalogue-reports';
import { TWO_FACTOR_MESSAGES } from './catalogue-two-factor';
import { VALIDATION_MESSAGES } from './catalogue-validation';
import { VERIFY_MESSAGES } from './catalogue-verify';
import { type CatalogueEntry, entry } from './entry';

export type ErrorCode = Schemas['ErrorCode'];

// The API's refusals that name what went wrong (ledger, imports, invoices): shown translated,
// never as the server's raw text.
export const API_CODE_MESSAGES = {
  ACCOUNT_IN_USE: entry('errors.code.accountInUse', 'A conta possui movimentações e não pode ser excluída'),
  AUTOMATION_NEEDS_PLANT: VALIDATION_MESSAGES.automationNeedsPlant,
  AUTOMATION_PLANT_NOT_LINKED: entry('errors.code.automationPlantNotLinked', 'Usina não vinculada ao participante'),
  ALREADY_SENT: entry('errors.code.alreadySent', 'Esta emissão já foi enviada'),
  BUSINESS_NOT_APPROVED: entry('errors.code.businessNotApproved', 'O empreendimento ainda não foi aprovado'),
  CANNOT_DELETE_SELF: entry('errors.code.cannotDeleteSelf', 'Você não pode excluir o próprio usuário'),
  CCEE_NOT_CONFIGURED: entry('errors.code.cceeNotConfigured', 'A integração com a CCEE não está configurada'),
  CCEE_MONTH_NOT_PUBLISHED: entry(
    'errors.code.cceeMonthNotPublished',
    'A CCEE ainda não publicou este mês no catálogo de dados abertos: nada foi importado',
  ),
  CCEE_OFFLINE: entry('errors.code.cceeOffline', 'A CCEE não respondeu. Tente novamente mais tarde'),
  CEG_IN_USE: entry('errors.code.cegInUse', 'O código CEG está em uso por um empreendimento'),
  CONCURRENT_UPDATE: entry('errors.code.concurrentUpdate', 'Outra operação alterou este registro. Tente novamente'),
  EXCEEDS_AVAILABLE: entry('errors.code.exceedsAvailable', 'O volume solicitado excede o disponível'),
  EXPORT_NOT_AVAILABLE: entry('errors.code.exportNotAvailable', 'Exportação não disponível para esta lista'),
  EXPORT_TOO_LARGE: entry('errors.code.exportTooLarge', 'A lista é grande demais para o Excel. Refine a busca'),
  E_USER_INACTIVE: entry('errors.code.userInactive', 'Usuário inativo'),
  ...TWO_FACTOR_MESSAGES,
  IDEMPOTENCY_KEY_REUSED: entry('errors.code.idempotencyKeyReused', 'Esta operação já foi enviada com outros dados'),
  ILLEGAL_TRANSITION: entry('errors.code.illegalTransition', 'Esta ação não é permitida na situação atual do registro'),
  INSUFFICIENT_BALANCE: entry('errors.code.insufficientBalance', 'Saldo insuficiente'),
  INTEGRATION_INACTIVE: entry('errors.code.integrationInactive', 'A integração está inativa'),
  INTEGRATION_PROVIDER: entry('errors.code.integrationProvider', 'O provedor da integração recusou a solicitação'),
  INVALID_RESET_TOKEN: entry('errors.code.invalidResetToken', 'O link de recuperação é inválido ou expirou'),
  INVOICE_PAID: entry('errors.code.invoicePaid', 'A nota fiscal já foi paga'),
  MOVEMENT_BOOKED: entry('errors.code.movementBooked', 'A movimentação já foi registrada'),
  NOTHING_TO_COMMIT: entry('errors.code.nothingToCommit', 'Não há linhas válidas para importar'),
  NOT_A_RETIREMENT_ACCOUNT: entry('errors.code.notRetirementAccount', 'A conta informada não é de aposentadoria'),
  NOT_A_TRADE_ACCOUNT: entry('errors.code.notTradeAccount', 'A conta informada não é de negociação'),
  PARTICIPANT_NOT_LINKED: entry('errors.code.participantNotLinked', 'Participante não vinculado ao registrante'),
  PARTICIPANT_REQUIRED: entry('errors.code.participantRequired', 'Informe o participante que receberá os certificados'),
  PERIOD_NOT_CLOSED: entry('errors.code.periodNotClosed', 'O período ainda não foi encerrado'),
  PERIOD_SPANS_MONTHS: entry('errors.code.periodSpansMonths', 'O período deve estar dentro de um mesmo mês'),
  RATE_NOT_FOUND: entry('errors.code.rateNotFound', 'Câmbio não encontrado para a data'),
  // Shown on the recovery screen instead of its generic failure: the user learns to wait.
  RECOVER_RATE_LIMITED: RECOVER_MESSAGES.rateLimited,
  REC_NOT_APPROVED: entry('errors.code.recNotApproved', 'A emissão ainda não foi aprovada'),
  REC_NOT_ISSUED: entry('errors.code.recNotIssued', 'Os certificados desta emissão ainda não foram emitidos'),
  REDEMPTION_NOT_BOOKED: entry('errors.code.redemptionNotBooked', 'O resgate ainda não foi registrado'),
  REDEMPTION_NOT_COMPLETED: entry('errors.code.redemptionNotCompleted', 'O resgate ainda não foi concluído'),
  REFERENCE_CONFLICT: entry(
    'errors.code.referenceConflict',
    'O registro está em uso ou referencia um registro inexistente',
  ),
  RETROACTIVE_LIMIT: entry('errors.code.retroactiveLimit', 'A data ultrapassa o limite retroativo permitido'),
  SAME_ACCOUNT: entry('errors.code.sameAccount', 'A conta de destino deve ser diferente da conta de origem'),
  TOO_MANY_ATTEMPTS: entry('errors.code.tooManyAttempts', 'Muitas tentativas. Aguarde e tente novamente'),
  VOLUME_ALREADY_MOVED: entry(
    'errors.code.volumeAlreadyMoved',
    'O volume emitido já foi movimentado e não pode ser revertido',
  ),
  // Hourly certificates (ADR 0091): a refusal names its cause, before the action's failure line
  // (HOURLY_NOT_AVAILABLE under the emission form's granularity field).
  ...HOURLY_MESSAGES,
  ...OFFER_MESSAGES,
  ...BULK_MESSAGES,
  ...AGREEMENT_MESSAGES,
} as const;

// HTTP-level codes: the action's own failure line or the status says more, so these come last.
export const HTTP_CODE_MESSAGES = {
  BAD_REQUEST: entry('errors.code.badRequest', 'Requisição inválida'),
  VALIDATION_FAILED: entry('errors.code.validationFailed', 'Dados inválidos. Verifique os campos'),
  TOO_MANY_REQUESTS: entry('errors.code.tooManyRequests', 'Muitas requisições. Tente mais tarde'),
  UNAUTHORIZED: GENERIC_MESSAGES.sessionExpired,
  INVALID_REFRESH_TOKEN: GENERIC_MESSAGES.sessionExpired,
  REFRESH_TOKEN_REUSED: GENERIC_MESSAGES.sessionExpired,
  FORBIDDEN: GENERIC_MESSAGES.notAllowed,
  NOT_FOUND: GENERIC_MESSAGES.notFound,
  INTERNAL: GENERIC_MESSAGES.unexpected,
} as const;

// One Portuguese message for every code of the contract's ErrorCode enum: the type fails to
// compile when the contract gains a code without one.
export const ERROR_CODE_MESSAGES: Readonly<Record<ErrorCode, CatalogueEntry>> = {
  ...GENERATION_MESSAGES,
  ...HARDENING_MESSAGES,
  ...CLIENT_MESSAGES,
  PREVIEW_STALE: CCEE_IMPORT_MESSAGES.PREVIEW_STALE,
  NOT_LATEST_VERSION: CCEE_IMPORT_MESSAGES.NOT_LATEST_VERSION,
  GENERATION_IN_USE: CCEE_IMPORT_MESSAGES.GENERATION_IN_USE,
  ROLLBACK_NOT_SUPPORTED: CCEE_IMPORT_MESSAGES.ROLLBACK_NOT_SUPPORTED,
  ...REPORT_MESSAGES,
  ...VERIFY_MESSAGES,
  ...API_CODE_MESSAGES,
  ...HTTP_CODE_MESSAGES,
  E_PASSWORD_MISMATCH: AUTH_MESSAGES.passwordMismatch,
  E_USER_NOT_FOUND: AUTH_MESSAGES.userNotFound,
  E_SERVICE_LOGIN: AUTH_MESSAGES.serviceRefused,
  ER_DUP_ENTRY: LIMIT_MESSAGES.duplicateEmail,
  EMISSION_LIMIT: LIMIT_MESSAGES.emissionLimit,
};
