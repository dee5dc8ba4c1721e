import type { Cases } from './kit';

// One valid request per participantLinks operation, checked against the contract by Prism.
export const participantLinksCases = {
  listParticipantRegistrants: (c) => c.GET('/participant_registrant', { params: { query: { page: 1 } } }),
  createParticipantRegistrant: (c) =>
    c.POST('/participant_registrant', { body: { participant_id: 1, registrant_id: 1 } }),
  updateParticipantRegistrant: (c) => c.PUT('/participant_registrant', { body: { id: 1, status: 'PENDENTE' } }),
  destroyParticipantRegistrant: (c) => c.POST('/participant_registrant/destroy', { body: { id: 1 } }),
  listLinkableRegistrants: (c) => c.GET('/participant_registrant/registrants', { params: { query: { page: 1 } } }),
  listParticipantBusinesses: (c) => c.GET('/participant_business', { params: { query: { page: 1 } } }),
  createParticipantBusiness: (c) => c.POST('/participant_business', { body: { participant_id: 1, business_id: 1 } }),
  updateParticipantBusiness: (c) => c.PUT('/participant_business', { body: { id: 1, status: 'PENDENTE' } }),
  getParticipantBusiness: (c) => c.GET('/participant_business/{id}', { params: { path: { id: 1 } } }),
  destroyParticipantBusiness: (c) => c.POST('/participant_business/destroy', { body: { id: 1 } }),
} satisfies Cases;
