import type { Cases } from './kit';

// One valid request per registrants operation, checked against the contract by Prism.
export const registrantsCases = {
  listRegistrants: (c) => c.GET('/registrants', { params: { query: { page: 1 } } }),
  createRegistrant: (c) =>
    c.POST('/registrants', {
      body: {
        social_reason: 'Solar do Sul Energia Ltda',
        cnpj: '11.222.333/0001-81',
        email: 'maria.souza@solardosul.com.br',
        password: 'Senha$egura2026',
        password_confirmation: 'Senha$egura2026',
        dueDate: 10,
      },
    }),
  getRegistrant: (c) => c.GET('/registrants/{id}', { params: { path: { id: 1 } } }),
  updateRegistrant: (c) =>
    c.PUT('/registrants/{id}', {
      params: { path: { id: 1 } },
      body: { social_reason: 'Solar do Sul Energia Ltda', cnpj: '11.222.333/0001-81', dueDate: 10 },
    }),
  deleteRegistrant: (c) => c.DELETE('/registrants/{id}', { params: { path: { id: 1 } } }),
} satisfies Cases;
