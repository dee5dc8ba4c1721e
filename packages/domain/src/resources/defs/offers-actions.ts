import type { Action } from '../names';
import type { ActionSpec, ActivitySpec } from '../screen-types';
import type { CellMarker } from '../types';

// What each side does to a pending offer (offerMachine's events, OFFER_EVENT_SIDE's sides): the
// receiver accepts or rejects one it received, the sender withdraws one it sent. The admin sees
// every offer (direction null) and answers none. Refusals (OFFER_EXPIRED, ILLEGAL_TRANSITION)
// show the catalogue's text of their code.
export const OFFER_ACTIONS: Partial<Record<Action, ActionSpec>> = {
  accept: {
    operation: 'accept',
    event: 'accept',
    tone: 'primary',
    confirm: true,
    when: { direction: ['incoming'] },
    pt: {
      label: 'Aceitar',
      confirm: 'Aceitar esta oferta? Os certificados passam para a sua conta de destino.',
      success: 'Oferta aceita: os certificados estão na sua conta',
      failure: 'Não foi possível aceitar a oferta',
    },
  },
  reject: {
    operation: 'reject',
    event: 'reject',
    tone: 'danger',
    confirm: true,
    when: { direction: ['incoming'] },
    pt: {
      label: 'Recusar',
      confirm: 'Recusar esta oferta? O volume volta para o remetente.',
      success: 'Oferta recusada',
      failure: 'Não foi possível recusar a oferta',
    },
  },
  withdraw: {
    operation: 'withdraw',
    event: 'withdraw',
    tone: 'danger',
    confirm: true,
    when: { direction: ['outgoing'] },
    pt: {
      label: 'Retirar',
      confirm: 'Retirar esta oferta? O volume reservado volta a ficar disponível na sua conta.',
      success: 'Oferta retirada: o volume voltou para a sua conta',
      failure: 'Não foi possível retirar a oferta',
    },
  },
};

// The offer's history is part of the record (Offer.history): each state it entered, when, by whom.
export const OFFER_HISTORY: ActivitySpec = {
  operation: null,
  from: { field: 'history', kind: 'state', by: 'user_name', automatic: 'automatic' },
  pt: {
    pending: 'Oferta enviada',
    accepted: 'Aceita',
    rejected: 'Recusada',
    withdrawn: 'Retirada pelo remetente',
    expired: 'Expirada',
    automatic: 'Aceite automático (remetente na lista do destinatário)',
  },
};

// A pending offer waits for an answer: its state cell is a badge until it is answered or expires.
export const pendingOfferMark: CellMarker = (record) => (record.state === 'pending' ? { tone: 'warning' } : undefined);
