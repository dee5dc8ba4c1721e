export { CATALOGUE, catalogueMessages, entryForId, entryForText, messageForText } from './catalogue';
export {
  API_CODE_MESSAGES,
  ERROR_CODE_MESSAGES,
  type ErrorCode,
  HTTP_CODE_MESSAGES,
} from './catalogue-api-codes';
export { AUTH_MESSAGES, RECOVER_MESSAGES } from './catalogue-auth';
export { CCEE_IMPORT_MESSAGES, CCEE_LINE_MESSAGES, type CceeLineErrorCode } from './catalogue-ccee';
export { CLIENT_MESSAGES, type ClientErrorCode } from './catalogue-clients';
export {
  CODE_MESSAGES,
  GENERATION_MESSAGES,
  type GenerationErrorCode,
  LIMIT_MESSAGES,
  SERVER_TEXT_MESSAGES,
} from './catalogue-codes';
export { FAILURE_MESSAGES } from './catalogue-failures';
export { asFieldCode, FIELD_CODE_MESSAGES, FIELD_RULE_MESSAGES, type FieldCode } from './catalogue-fields';
export { CATALOGUE_NOT_FOUND, GENERIC_MESSAGES, NOT_FOUND_ENTRIES, NOT_FOUND_MESSAGES } from './catalogue-generic';
export {
  EMISSION_DEADLINE_HINT,
  FILE_TYPES_ALLOWED,
  HARDENING_MESSAGES,
  type HardeningErrorCode,
} from './catalogue-hardening';
export { REPORT_MESSAGES, type ReportErrorCode } from './catalogue-reports';
export { TWO_FACTOR_MESSAGES } from './catalogue-two-factor';
export { VALIDATION_MESSAGES } from './catalogue-validation';
export { VERIFY_MESSAGES, type VerifyErrorCode } from './catalogue-verify';
export {
  ConflictError,
  DomainError,
  type DomainErrorInit,
  type DomainErrorKind,
  InputError,
  isDomainError,
  NotAllowedError,
  NotFoundError,
  RateLimitedError,
  ServerError,
} from './domain-error';
export type { CatalogueEntry, DomainMessage } from './entry';
export { fillFromServer } from './fill-from-server';
export { type MessageAction, messageFor, SERVER_MESSAGE_ACTIONS } from './message-for';
export { fail, ok, type Result } from './result';
export { SERVER_TEXTS, type ServerTextKey } from './server';
export { serverText } from './server-text';
export { ptText, textOf } from './text';
export { type ErrorContext, toDomainError } from './to-domain-error';
export { transferRefusal } from './transfer';
