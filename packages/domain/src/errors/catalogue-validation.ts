import { entry } from './entry';

// §5 gives the first six texts verbatim; the others cover rules §5 states without a text.
export const VALIDATION_MESSAGES = {
  emailRequired: entry('errors.validation.emailRequired', 'Digite seu e-mail'),
  emailInvalid: entry('errors.validation.emailInvalid', 'Digite um e-mail válido'),
  passwordRequired: entry('errors.validation.passwordRequired', 'Digite sua senha'),
  required: entry('errors.validation.required', 'Campo Obrigatório'),
  passwordTooShort: entry('errors.validation.passwordTooShort', 'Senha deve conter ao menos 8 caracteres'),
  passwordsDiffer: entry('errors.validation.passwordsDiffer', 'Senhas não conferem'),
  // Scored by zxcvbn against its dictionaries and the owner's e-mail and names (password-strength.ts).
  passwordWeak: entry(
    'errors.validation.passwordWeak',
    'Senha muito fraca: evite palavras comuns, sequências, repetições e seu nome ou e-mail',
  ),
  dueDayRange: entry('errors.validation.dueDayRange', 'O dia de vencimento deve estar entre 1 e 27'),
  automationNeedsPlant: entry(
    'errors.validation.automationNeedsPlant',
    'Vincule ao menos uma usina geradora do participante com volume disponível',
  ),
  dateFormat: entry('errors.validation.dateFormat', 'Data inválida. Use o formato DD/MM/AAAA'),
  dateNonexistent: entry('errors.validation.dateNonexistent', 'Data inexistente no calendário'),
  dateInFuture: entry('errors.validation.dateInFuture', 'A data não pode estar no futuro'),
  // The range a date's meaning allows (the contract's x-date-range): {min}/{max} as DD/MM/AAAA.
  dateTooEarly: entry('errors.validation.dateTooEarly', 'A data deve ser igual ou posterior a {min}'),
  dateTooLate: entry('errors.validation.dateTooLate', 'A data deve ser igual ou anterior a {max}'),
  numberInvalid: entry('errors.validation.numberInvalid', 'Número inválido'),
  tooManyDecimals: entry('errors.validation.tooManyDecimals', 'Use no máximo {precision} casas decimais'),
  mustBePositive: entry('errors.validation.mustBePositive', 'O valor deve ser maior que zero'),
  percentageRange: entry('errors.validation.percentageRange', 'A porcentagem deve estar entre 0 e 100'),
  wholeNumber: entry('errors.validation.wholeNumber', 'Informe um número inteiro, sem casas decimais'),
  minValue: entry('errors.validation.minValue', 'O valor deve ser no mínimo {minimum}'),
  maxValue: entry('errors.validation.maxValue', 'O valor deve ser no máximo {maximum}'),
  tooShort: entry('errors.validation.tooShort', 'Use ao menos {minimum} caracteres'),
  tooLong: entry('errors.validation.tooLong', 'Use no máximo {maximum} caracteres'),
  badFormat: entry('errors.validation.badFormat', 'Formato inválido'),
  badOption: entry('errors.validation.badOption', 'Selecione uma opção válida'),
  invalid: entry('errors.validation.invalid', 'Valor inválido'),
  // A key the contract does not declare (bodies are closed, ADR 0013).
  unknownField: entry('errors.validation.unknownField', 'Campo não reconhecido'),
  // The emission request (rec/new): checked against the volume still free before sending.
  exceedsAvailable: entry(
    'errors.validation.exceedsAvailable',
    'Volume acima do disponível para este mês ({available} MWh)',
  ),
  noVolumeLeft: entry('errors.validation.noVolumeLeft', 'Não há volume disponível neste mês'),
  // A CEG code's check digit (validators/ceg.ts): the API refuses a wrong one with this text too.
  cegCheckDigit: entry('errors.validation.cegCheckDigit', 'Dígito verificador inválido'),
  // Brazilian codes checked in the browser (validators/br-codes.ts) before any lookup or call.
  cnpjInvalid: entry('errors.validation.cnpjInvalid', 'CNPJ inválido: confira os 14 dígitos'),
  cpfInvalid: entry('errors.validation.cpfInvalid', 'CPF inválido: confira os 11 dígitos'),
  taxIdInvalid: entry('errors.validation.taxIdInvalid', 'CPF ou CNPJ inválido: confira os dígitos verificadores'),
  cepInvalid: entry('errors.validation.cepInvalid', 'CEP inválido: use 8 dígitos, como 90010-000'),
  phoneInvalid: entry('errors.validation.phoneInvalid', 'Telefone inválido: use DDD e número, como (11) 98765-4321'),
  // Prices and other amounts of money are never negative.
  notNegative: entry('errors.validation.notNegative', 'O valor não pode ser negativo'),
} as const;
