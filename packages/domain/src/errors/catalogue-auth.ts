import { entry } from './entry';

export const AUTH_MESSAGES = {
  passwordMismatch: entry('errors.auth.passwordMismatch', 'Senha incorreta'),
  userNotFound: entry('errors.auth.userNotFound', 'Usuário não encontrado'),
  loginFailed: entry('errors.auth.loginFailed', 'Erro'),
  serviceRefused: entry(
    'errors.auth.serviceRefused',
    'Login Inválido, credenciais de serviços não podem acessar o system',
  ),
} as const;

// Success texts live here too: the recovery screens show them in the same alert as the failures.
export const RECOVER_MESSAGES = {
  failed: entry('errors.recover.failed', 'Erro ao recuperar senha'),
  emailSent: entry('errors.recover.emailSent', 'Foi enviado um e-mail para {email}'),
  passwordReset: entry('errors.recover.passwordReset', 'Sua senha foi redefinida com sucesso'),
  newPasswordFailed: entry('errors.recover.newPasswordFailed', 'Erro ao cadastrar nova senha'),
  // The API's 429 RECOVER_RATE_LIMITED: 3 requests per e-mail, 10 per address in 15 minutes.
  rateLimited: entry(
    'errors.recover.rateLimited',
    'Muitos pedidos de recuperação de senha; aguarde alguns minutos e tente de novo',
  ),
} as const;
