import type { Cases } from './kit';

// One valid request per clients operation, checked against the contract by Prism.
export const clientsCases = {
  listClients: (c) => c.GET('/clients', { params: { query: { page: 1 } } }),
  createClient: (c) =>
    c.POST('/clients', {
      body: {
        name: 'João',
        email: 'maria.souza@solardosul.com.br',
        password: 'Senha$egura2026',
        password_confirmation: 'Senha$egura2026',
        role: 'client',
      },
    }),
  getClient: (c) => c.GET('/clients/{id}', { params: { path: { id: 1 } } }),
  updateClient: (c) =>
    c.PUT('/clients/{id}', {
      params: { path: { id: 1 } },
      body: { name: 'João', email: 'maria.souza@solardosul.com.br' },
    }),
} satisfies Cases;
