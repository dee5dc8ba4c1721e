import type { Cases } from './kit';

// One valid request per admins operation, checked against the contract by Prism.
export const adminsCases = {
  listAdmins: (c) => c.GET('/admins', { params: { query: { page: 1 } } }),
  createAdmin: (c) =>
    c.POST('/admins', {
      body: {
        name: 'Ana',
        email: 'maria.souza@solardosul.com.br',
        password: 'Senha$egura2026',
        password_confirmation: 'Senha$egura2026',
      },
    }),
  getAdmin: (c) => c.GET('/admins/{id}', { params: { path: { id: 1 } } }),
  updateAdmin: (c) =>
    c.PUT('/admins/{id}', {
      params: { path: { id: 1 } },
      body: { name: 'Ana', email: 'maria.souza@solardosul.com.br' },
    }),
} satisfies Cases;
