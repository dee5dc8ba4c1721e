import type { Cases } from './kit';

// One valid request per auth operation, checked against the contract by Prism.
export const authCases = {
  login: (c) =>
    c.POST('/auth/login', { body: { email: 'maria.souza@solardosul.com.br', password: 'Senha$egura2026' } }),
  recoverPassword: (c) => c.POST('/recoverPassword', { body: { email: 'maria.souza@solardosul.com.br' } }),
  newPassword: (c) =>
    c.POST('/recoverPassword/newPassword', {
      body: {
        password: 'Senha$egura2026',
        password_confirmation: 'Senha$egura2026',
        token: 'prt_8c1e0f9a7b6d5c4e3f2a1b0c9d8e7f6a',
      },
    }),
  logout: (c) => c.POST('/auth/logout', { body: { refreshToken: 'rt_5f2c9d1e8a7b6c5d4e3f2a1b0c9d8e7f' } }),
} satisfies Cases;
