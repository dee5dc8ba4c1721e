import { entry } from './entry';

// The public statement check (/verify, ADR 0075): codes the server answers and the texts shown.
export const VERIFY_MESSAGES = {
  VERIFICATION_CODE_MALFORMED: entry(
    'errors.verify.malformed',
    'Código de verificação inválido: são 13 letras e números, como ABCD-EFGH-JKMN-P',
  ),
  VERIFICATION_CODE_CHECK: entry(
    'errors.verify.check',
    'Código de verificação incorreto: confira se algum caractere foi digitado errado ou trocado de lugar',
  ),
  VERIFICATION_CODE_UNKNOWN: entry(
    'errors.verify.unknown',
    'Nenhuma declaração de aposentadoria corresponde a este código',
  ),
  VERIFY_RATE_LIMITED: entry('errors.verify.rateLimited', 'Muitas verificações em pouco tempo; aguarde um minuto'),
} as const;
export type VerifyErrorCode = keyof typeof VERIFY_MESSAGES;
