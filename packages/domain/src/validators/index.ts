export {
  type NewPasswordInput,
  newPasswordSchema,
  type RecoverEmailInput,
  recoverEmailSchema,
  type SignInInput,
  signInSchema,
} from './auth';
export {
  automationBusinessIdsSchema,
  automationPlantsSchema,
  eligibleAutomationPlants,
  type LinkedPlant,
} from './automation';
export {
  formatDocument,
  formatPhone,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidPhone,
  phoneDigits,
} from './br-codes';
export { cegCheckDigit } from './ceg';
export { DATE_RANGES, type DateRange, dateRangeMessage, outsideDateRange, resolveDateBound } from './date-range';
export {
  emissionDeadline,
  emissionDeadlineHint,
  emissionDeadlineText,
  withinEmissionDeadline,
} from './emission-deadline';
export {
  type EmissionRefusal,
  emissionRefusal,
  emittableMonths,
  monthText,
  periodClosed,
  periodState,
  registryToday,
} from './emission-periods';
export { fieldErrorsOf, ptErrorMap, validate } from './field-errors';
export {
  cepField,
  cnpjField,
  cpfField,
  dateField,
  decimalField,
  dueDayField,
  emailField,
  integerField,
  isPositiveDecimal,
  passwordField,
  phoneField,
  requiredText,
} from './fields';
export { MIN_PASSWORD_SCORE, ownerWords, passwordStrengthIssues, weakPassword } from './password-strength';
export {
  checkRecRequest,
  type LineErrors,
  periodBounds,
  type RecRequestBody,
  type RecRequestLine,
} from './rec-request';
export { registrantDueDateSchema } from './registrant';
export {
  earliestRegistrationDate,
  earliestRegistrationText,
  RETROACTIVE_MONTHS,
  withinRetroactiveLimit,
} from './retroactive-registration';
export { checkSignIn } from './sign-in';
