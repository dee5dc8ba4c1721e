import { defineMachine } from './define-machine';

// An offer (a two-phase transfer, ADR 0119): its volume is reserved while it is pending; the
// receiver accepts (booked as a transfer) or rejects, the sender withdraws, or time expires it.
// Every answer is final: the reservation is spent or released exactly once.
export type OfferState = 'pending' | 'accepted' | 'rejected' | 'withdrawn' | 'expired';
export type OfferEvent = 'accept' | 'reject' | 'withdraw' | 'expire';

export const offerMachine = defineMachine<OfferState, OfferEvent>('offer', 'pending', {
  pending: { accept: 'accepted', reject: 'rejected', withdraw: 'withdrawn', expire: 'expired' },
  accepted: {},
  rejected: {},
  withdrawn: {},
  expired: {},
});

/** Which side of an offer may take each event: the receiver answers it, the sender withdraws it. */
export const OFFER_EVENT_SIDE: Readonly<Record<OfferEvent, 'receiver' | 'sender' | 'registry'>> = {
  accept: 'receiver',
  reject: 'receiver',
  withdraw: 'sender',
  expire: 'registry',
};
