import { defineResource, op } from '../define';
import { APPROVAL_STATUS } from '../enums';
import { choice, datetime, integer, ref, text } from '../field';

// Links are edited by id in the body (PUT without {id}) and removed through POST .../destroy.
export const participant_registrant = defineResource('participant_registrant', {
  label: 'Conexões entre participantes e registrantes',
  fields: {
    id: integer('Conexão', { column: false }),
    participant_id: ref('Participante', 'participants', { column: false }),
    participant_name: text('Participante'),
    registrant_id: ref('Registrante', 'registrants', { column: false }),
    registrant_name: text('Registrante'),
    status: choice('Situação', APPROVAL_STATUS),
    created_at: datetime('Solicitada em'),
  },
  operations: {
    list: op('GET', '/participant_registrant', 'listParticipantRegistrants'),
    create: op('POST', '/participant_registrant', 'createParticipantRegistrant'),
    edit: op('PUT', '/participant_registrant', 'updateParticipantRegistrant'),
    delete: op('POST', '/participant_registrant/destroy', 'destroyParticipantRegistrant'),
  },
  bodies: { create: 'zCreateParticipantRegistrantBody', edit: 'zUpdateParticipantRegistrantBody' },
});

export const participant_business = defineResource('participant_business', {
  label: 'Conexões entre participantes e empreendimentos',
  fields: {
    id: integer('Conexão', { column: false }),
    participant_id: ref('Participante', 'participants', { column: false }),
    participant_name: text('Participante'),
    business_id: ref('Empreendimento', 'businesses', { column: false }),
    business_name: text('Empreendimento'),
    status: choice('Situação', APPROVAL_STATUS),
    created_at: datetime('Solicitada em'),
  },
  operations: {
    list: op('GET', '/participant_business', 'listParticipantBusinesses'),
    create: op('POST', '/participant_business', 'createParticipantBusiness'),
    edit: op('PUT', '/participant_business', 'updateParticipantBusiness'),
    delete: op('POST', '/participant_business/destroy', 'destroyParticipantBusiness'),
  },
  bodies: { create: 'zCreateParticipantBusinessBody', edit: 'zUpdateParticipantBusinessBody' },
});
