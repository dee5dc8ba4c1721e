import type { Cases } from './kit';

// One valid request per participants operation, checked against the contract by Prism.
export const participantsCases = {
  listParticipants: (c) => c.GET('/participants', { params: { query: { page: 1 } } }),
  createParticipant: (c) =>
    c.POST('/participants', {
      body: {
        name: 'Comercializadora Verde S.A.',
        email: 'maria.souza@solardosul.com.br',
        password: 'Senha$egura2026',
        password_confirmation: 'Senha$egura2026',
      },
    }),
  getParticipant: (c) => c.GET('/participants/{id}', { params: { path: { id: 1 } } }),
  updateParticipant: (c) =>
    c.PUT('/participants/{id}', { params: { path: { id: 1 } }, body: { name: 'Comercializadora Verde S.A.' } }),
  deleteParticipant: (c) => c.DELETE('/participants/{id}', { params: { path: { id: 1 } } }),
  approveParticipant: (c) => c.POST('/participants/approve/{id}', { params: { path: { id: 1 } } }),
  refuseParticipant: (c) =>
    c.POST('/participants/refuse/{id}', {
      params: { path: { id: 1 } },
      body: { reason: 'CEG divergente do cadastro da ANEEL' },
    }),
} satisfies Cases;
