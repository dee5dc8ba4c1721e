import { entry } from './entry';

// Two-factor sign-in and account security (issue 42, ADR 0121). `errors.auth.*`: the sign-in page
// shows them, so they load with the public texts.
export const TWO_FACTOR_MESSAGES = {
  E_SECOND_FACTOR_INVALID: entry('errors.auth.secondFactorInvalid', 'Código inválido ou já utilizado'),
  E_SECOND_FACTOR_REQUIRED: entry('errors.auth.secondFactorRequired', 'Digite o código do aplicativo autenticador'),
  E_CHALLENGE_EXPIRED: entry('errors.auth.challengeExpired', 'O tempo para digitar o código acabou. Entre novamente'),
  E_TWO_FACTOR_ENABLED: entry('errors.code.twoFactorEnabled', 'A verificação em duas etapas já está ativada'),
  E_TWO_FACTOR_NOT_ENABLED: entry('errors.code.twoFactorNotEnabled', 'A verificação em duas etapas não está ativada'),
  E_TWO_FACTOR_REQUIRED: entry(
    'errors.code.twoFactorRequired',
    'O registro exige a verificação em duas etapas dos administradores: ela não pode ser desativada',
  ),
  E_TWO_FACTOR_SETUP_REQUIRED: entry(
    'errors.auth.twoFactorSetupRequired',
    'Ative a verificação em duas etapas para continuar',
  ),
} as const;
