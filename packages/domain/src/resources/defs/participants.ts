import { participantMachine } from '../../machines/approval';
import { defineResource, op } from '../define';
import { APPROVAL_STATUS } from '../enums';
import { bool, choice, email, integer, longText, money, password, ref, secret, text } from '../field';
import type { FiltersOf } from '../screen-types';

const filters: FiltersOf<'listParticipants'> = { approved: choice('Situação', APPROVAL_STATUS) };

export const participants = defineResource('participants', {
  label: 'Participantes',
  title: 'name',
  fields: {
    name: text('Nome'),
    isRegistrant: bool('É registrante'),
    registrant_id: ref('Registrante', 'registrants', { column: false }),
    irec_code: text('Código I-REC'),
    email: email('E-mail do administrador'),
    password: password('Senha'),
    password_confirmation: password('Confirmação de senha'),
    responsible_first_name: text('Nome do responsável'),
    // Contact and billing details stay on the form: the grid keeps what tells participants apart.
    responsible_last_name: text('Sobrenome do responsável', { column: false }),
    retirement_price_irec: money('Preço de aposentadoria I-REC', { column: false }),
    external_user: text('Usuário da plataforma externa', { column: false }),
    external_password: secret('Senha da plataforma externa'),
    monthly_invoice: bool('Nota mensal', { column: false }),
    invoice_emission_date: integer('Dia de emissão da nota', { column: false }),
    approved: choice('Situação', APPROVAL_STATUS),
    refusal_reason: longText('Motivo da recusa', { column: true }),
  },
  operations: {
    list: op('GET', '/participants', 'listParticipants'),
    show: op('GET', '/participants/{id}', 'getParticipant'),
    create: op('POST', '/participants', 'createParticipant'),
    edit: op('PUT', '/participants/{id}', 'updateParticipant'),
    delete: op('DELETE', '/participants/{id}', 'deleteParticipant'),
    approve: op('POST', '/participants/approve/{id}', 'approveParticipant'),
    refuse: op('POST', '/participants/refuse/{id}', 'refuseParticipant'),
    organizations: op('GET', '/evident/organizations', 'listEvidentOrganizations'),
  },
  bodies: { create: 'zCreateParticipantBody', edit: 'zUpdateParticipantBody' },
  sortable: ['name', 'irec_code', 'email', 'approved', 'isRegistrant', 'created_at'],
  filters,
  state: { field: 'approved', machine: participantMachine },
  // register_requests is this list with approved=PENDENTE: the queue approves or refuses.
  actions: {
    approve: {
      operation: 'approve',
      event: 'approve',
      tone: 'primary',
      confirm: true,
      pt: {
        label: 'Aprovar',
        confirm: 'Aprovar o participante {name}? Ele passará a acessar a plataforma e não voltará a pendente.',
        success: 'Participante aprovado',
        failure: 'Erro ao aprovar participante',
      },
    },
    refuse: {
      operation: 'refuse',
      event: 'refuse',
      tone: 'danger',
      reason: 'reason',
      body: 'zRefuseParticipantBody',
      pt: {
        label: 'Recusar',
        confirm: 'Recusar o participante {name}? O motivo ficará registrado no cadastro.',
        reason: 'Motivo da recusa',
        success: 'Participante recusado',
        failure: 'Erro ao recusar participante',
      },
    },
  },
});
