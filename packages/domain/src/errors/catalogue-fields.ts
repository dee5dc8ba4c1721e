import { ERROR_CODE_MESSAGES, type ErrorCode } from './catalogue-api-codes';
import { GENERIC_MESSAGES, NOT_FOUND_ENTRIES } from './catalogue-generic';
import { VALIDATION_MESSAGES as V } from './catalogue-validation';
import { type CatalogueEntry, entry } from './entry';
import { SERVER_TEXTS as S } from './server';

// The `code` of a field error (the contract's FieldError.code, a free string there): one entry
// per code the API emits, so a client can show any field error by its code. A field error's own
// message may say more (which column, which filter); these are the texts of the code itself.
export const FIELD_RULE_MESSAGES = {
  // JSON-schema keywords the contract's schemas use (Ajv names the broken rule; field-messages.ts).
  additionalProperties: V.unknownField,
  unevaluatedProperties: V.unknownField,
  anyOf: V.invalid,
  oneOf: V.invalid,
  const: V.badOption,
  enum: V.badOption,
  format: V.badFormat,
  maxItems: V.invalid,
  maxLength: V.tooLong,
  maxProperties: V.invalid,
  maximum: V.maxValue,
  exclusiveMaximum: V.maxValue,
  minItems: V.required,
  minLength: V.tooShort,
  minimum: V.minValue,
  exclusiveMinimum: V.minValue,
  pattern: V.badFormat,
  required: V.required,
  type: V.invalid,
  // A list that names one thing twice (a 24/7 matching's preference order, ADR 0105).
  uniqueItems: V.invalid,
  'x-date-range': entry('errors.field.dateRange', 'Data fora do intervalo permitido'),
  // Import lines ("linha N.<coluna>"): a cell that cannot be read, a column the file lacks, a
  // beneficiary code no beneficiary has.
  invalid: V.invalid,
  missing_column: S.colunaNaoEncontrada,
  BENEFICIARY_NOT_FOUND: NOT_FOUND_ENTRIES.beneficiaries,
  // Two beneficiaries of different participants share the line's code.
  ambiguous: S.codigoBeneficiarioAmbiguoInformeParticipante,
  // The API's own field rules.
  admin_only: S.somenteAdministradorRegistraDadosCcee,
  after_to: S.mesInicialDepoisMesFinal,
  cep: S.cepInvalido,
  check_digit: V.cegCheckDigit,
  cnpj: S.cnpjInvalido,
  conflict: entry('errors.field.conflict', 'Valor em conflito com outra linha do arquivo'),
  duplicate: entry('errors.field.duplicate', 'Valor já cadastrado'),
  exists: GENERIC_MESSAGES.notFound,
  mismatch: entry('errors.field.mismatch', 'Valor incompatível com outro campo'),
  not_found: GENERIC_MESSAGES.notFound,
  not_supported: S.filtroNaoAceito,
  organisation: S.perfilIncompativelOrganizacaoUsuario,
  self: S.voceNaoPodeDesativarNem,
  uf: S.ufInvalida,
  unknown: V.badOption,
  unknown_column: S.colunaInexistente,
  unknown_filter: S.filtroInexistente,
  weak: V.passwordWeak,
} as const satisfies Record<string, CatalogueEntry>;

/** Every code a field error may carry: a rule above or one of the contract's error codes. */
export type FieldCode = keyof typeof FIELD_RULE_MESSAGES | ErrorCode;

export const FIELD_CODE_MESSAGES: Readonly<Record<FieldCode, CatalogueEntry>> = {
  ...ERROR_CODE_MESSAGES,
  ...FIELD_RULE_MESSAGES,
};

/** A code read from elsewhere (Ajv's keyword) as a FieldCode, or undefined when it is none. */
export const asFieldCode = (code: string): FieldCode | undefined =>
  Object.hasOwn(FIELD_CODE_MESSAGES, code) ? (code as FieldCode) : undefined;
