import { zCreateParticipantBody, zUpdateParticipantBody } from '@rec/sdk/zod';
import { defineResource, op } from '../define';
import { APPROVAL_STATUS } from '../enums';
import { bool, choice, email, integer, longText, money, password, ref, secret, text } from '../field';

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
    responsible_last_name: text('Sobrenome do responsável'),
    retirement_price_irec: money('Preço de aposentadoria I-REC'),
    external_user: text('Usuário da plataforma externa'),
    external_password: secret('Senha da plataforma externa'),
    monthly_invoice: bool('Nota mensal'),
    invoice_emission_date: integer('Dia de emissão da nota'),
    approved: choice('Situação', APPROVAL_STATUS),
    refusal_reason: longText('Motivo da recusa'),
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
  bodies: { create: zCreateParticipantBody, edit: zUpdateParticipantBody },
});
