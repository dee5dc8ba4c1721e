import { participantLinkMachine } from '../../machines/approval';
import { defineResource, op } from '../define';
import { APPROVAL_STATUS } from '../enums';
import { bool, choice, date, datetime, integer, mwh, ref, text } from '../field';

// Links are edited by id in the body (PUT without {id}) and removed through POST .../destroy.
export const participant_registrant = defineResource('participant_registrant', {
  label: 'Conexões entre participantes e registrantes',
  fields: {
    id: integer('Conexão', { column: false }),
    participant_id: ref('Participante', 'participants', { column: false }),
    participant_name: text('Participante'),
    // A participant picks the registrant by name and CNPJ (ADR 0056); registrant staff never
    // pick: the route fills their own.
    registrant_id: ref('Registrante', 'registrants', {
      column: false,
      lookup: {
        resource: 'linkable_registrants',
        value: 'id',
        label: ['social_reason', 'cnpj'],
        query: { sort: 'social_reason' },
      },
    }),
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
  // Each side requests for its own organisation, filled by its route (ADR 0025, 0056).
  hiddenIn: { registrant: ['registrant_id'], participant: ['participant_id'] },
});

export const participant_business = defineResource('participant_business', {
  label: 'Conexões entre participantes e empreendimentos',
  title: 'business_name',
  fields: {
    id: integer('Conexão', { column: false }),
    participant_id: ref('Participante', 'participants', { column: false }),
    participant_name: text('Participante'),
    business_id: ref('Empreendimento', 'businesses', { column: false }),
    business_name: text('Empreendimento'),
    status: choice('Situação', APPROVAL_STATUS),
    created_at: datetime('Solicitada em'),
    // The plant as its detail page shows it (GET /participant_business/{id}, ADR 0056).
    registrant_name: text('Registrante', { column: false }),
    codeCEG: text('Código CEG', { column: false }),
    source_name: text('Fonte de energia', { column: false }),
    technology_name: text('Tecnologia de geração', { column: false }),
    capacity_mw: mwh('Potência (MW)', { column: false }),
    uf: text('UF', { column: false }),
    city: text('Cidade', { column: false }),
    irec_code: text('Código I-REC', { column: false }),
    commercial_operation_start: date('Início da operação comercial', { column: false }),
    rec_brazil: bool('REC Brazil', { column: false }),
  },
  operations: {
    list: op('GET', '/participant_business', 'listParticipantBusinesses'),
    show: op('GET', '/participant_business/{id}', 'getParticipantBusiness'),
    create: op('POST', '/participant_business', 'createParticipantBusiness'),
    edit: op('PUT', '/participant_business', 'updateParticipantBusiness'),
    delete: op('POST', '/participant_business/destroy', 'destroyParticipantBusiness'),
  },
  bodies: { create: 'zCreateParticipantBusinessBody', edit: 'zUpdateParticipantBusinessBody' },
  // Its plant is the participant's to see only once the link is approved (businessScope).
  state: { field: 'status', machine: participantLinkMachine, shownIn: ['APROVADO'] },
  detail: {
    plant: {
      pt: 'Empreendimento',
      fields: [
        'business_name',
        'codeCEG',
        'registrant_name',
        'source_name',
        'technology_name',
        'capacity_mw',
        'uf',
        'city',
        'irec_code',
        'commercial_operation_start',
        'rec_brazil',
      ],
    },
    connection: { pt: 'Conexão', fields: ['participant_name', 'status', 'created_at'] },
  },
});
