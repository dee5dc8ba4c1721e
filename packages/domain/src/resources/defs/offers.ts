import { offerMachine } from '../../machines/offer';
import { defineResource, op } from '../define';
import { OFFER_DIRECTION, OFFER_STATE } from '../enums';
import { choice, datetime, integer, items, longText, mwh, period, ref, text } from '../field';
import type { FiltersOf } from '../screen-types';
import { OFFER_ACTIONS, OFFER_HISTORY, pendingOfferMark } from './offers-actions';
import { PICKER_COLUMNS } from './transfers';

// The organisations on either side, read from the offers the caller can see (a participant reads
// no other participant's record): the list's own senders and receivers.
const SIDE = (value: string, label: string) => ({ resource: 'offers', value, label: [label] }) as const;

const filters: FiltersOf<'listOffers'> = {
  state: choice('Situação', OFFER_STATE),
  // The received and sent lists' preset; not offered in the bar (the admin's offers have no side).
  direction: choice('Lado', OFFER_DIRECTION, { column: false }),
  sender_participant_id: ref('Remetente', 'participants', {
    lookup: SIDE('sender_participant_id', 'sender_name'),
  }),
  receiver_participant_id: ref('Destinatário', 'participants', {
    lookup: SIDE('receiver_participant_id', 'receiver_name'),
  }),
  period: period('Mês da oferta'),
};

// Offers (two-phase transfers, issue 41, ADR 0119): the sender's volume is reserved until the
// receiver accepts or rejects it, the sender withdraws it or it expires. States move only through
// offerMachine; who may answer is the record's side (`direction`), as OFFER_EVENT_SIDE says.
export const offers = defineResource('offers', {
  label: 'Ofertas',
  fields: {
    id: integer('Oferta', { column: false }),
    direction: choice('Lado', OFFER_DIRECTION),
    sender_participant_id: ref('Remetente', 'participants', { column: false }),
    sender_name: text('Remetente'),
    // The sender's own trade accounts, chosen by code, as a transfer's source.
    source_account_code: text('Conta de origem', {
      input: 'select',
      lookup: {
        resource: 'retirements',
        value: 'accountCode',
        label: ['accountCode', 'accountName'],
        query: { accountType: 'trade' },
      },
    }),
    receiver_participant_id: ref('Destinatário', 'participants', { column: false }),
    receiver_name: text('Destinatário'),
    // Another participant's trade account, looked up as it is typed (code or holder's name).
    destination_account_code: text('Conta de destino', {
      input: 'account',
      search: { resource: 'transfers', operation: 'destinations', exclude: 'source_account_code' },
    }),
    volume: mwh('Volume (MWh)'),
    items: items('Certificados', {
      itemFields: { rec_id: ref('Certificado', 'certificates'), volume: mwh('Volume (MWh)') },
      scope: { account_code: 'source_account_code' },
      columns: PICKER_COLUMNS,
      column: true,
    }),
    state: choice('Situação', OFFER_STATE, { mark: pendingOfferMark }),
    notes: longText('Observações'),
    created_at: datetime('Criada em'),
    expires_at: datetime('Expira em'),
    decided_at: datetime('Respondida em'),
    transfer_id: integer('Transferência', { column: false }),
  },
  operations: {
    list: op('GET', '/offers', 'listOffers'),
    show: op('GET', '/offers/{id}', 'getOffer'),
    create: op('POST', '/offers', 'createOffer'),
    accept: op('POST', '/offers/{id}/accept', 'acceptOffer'),
    reject: op('POST', '/offers/{id}/reject', 'rejectOffer'),
    withdraw: op('POST', '/offers/{id}/withdraw', 'withdrawOffer'),
  },
  bodies: { create: 'zCreateOfferBody' },
  listed: [
    'direction',
    'sender_name',
    'source_account_code',
    'receiver_name',
    'destination_account_code',
    'items',
    'volume',
    'state',
    'created_at',
    'expires_at',
  ],
  sortable: ['volume', 'state', 'created_at', 'expires_at'],
  searchable: ['source_account_code', 'destination_account_code', 'sender_name', 'receiver_name'],
  filters,
  state: { field: 'state', machine: offerMachine },
  actions: OFFER_ACTIONS,
  activity: OFFER_HISTORY,
  detail: {
    offer: {
      pt: 'Oferta',
      fields: [
        'direction',
        'sender_name',
        'source_account_code',
        'receiver_name',
        'destination_account_code',
        'volume',
        'items',
        'notes',
      ],
    },
    state: { pt: 'Situação', fields: ['state', 'created_at', 'expires_at', 'decided_at'] },
  },
  // The sender is the caller's own organisation: the server takes it from the session (ADR 0025).
  hiddenIn: { participant: ['sender_participant_id', 'receiver_participant_id'] },
  fieldErrors: {
    NOT_FOUND: 'destination_account_code',
    NOT_A_TRADE_ACCOUNT: 'destination_account_code',
    OFFER_TO_SELF: 'destination_account_code',
    SAME_ACCOUNT: 'destination_account_code',
  },
  confirmCreate: {
    title: 'Confirmar oferta',
    warning:
      'O volume fica reservado na conta de origem até o destinatário aceitar ou recusar, você retirar a oferta ou ela expirar.',
    action: 'Enviar oferta',
  },
});
