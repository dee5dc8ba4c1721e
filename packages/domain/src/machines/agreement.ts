import { defineMachine } from './define-machine';

// A standing agreement (ADR 0126): the sender proposes, the receiver accepts it once (active) or
// rejects it, the sender may withdraw it before then; either side ends an active agreement, which
// keeps executing while its notice runs (ending) and the registry closes it when the notice is over.
export type AgreementState = 'proposed' | 'active' | 'ending' | 'ended' | 'rejected' | 'withdrawn';
export type AgreementEvent = 'accept' | 'reject' | 'withdraw' | 'end' | 'finish';

export const agreementMachine = defineMachine<AgreementState, AgreementEvent>('agreement', 'proposed', {
  proposed: { accept: 'active', reject: 'rejected', withdraw: 'withdrawn' },
  active: { end: 'ending' },
  ending: { finish: 'ended' },
  ended: {},
  rejected: {},
  withdrawn: {},
});

/** Which side may take each event: the receiver answers, the sender withdraws, either ends, the registry finishes. */
export const AGREEMENT_EVENT_SIDE: Readonly<Record<AgreementEvent, 'receiver' | 'sender' | 'either' | 'registry'>> = {
  accept: 'receiver',
  reject: 'receiver',
  withdraw: 'sender',
  end: 'either',
  finish: 'registry',
};

/** The states in which arrivals execute the agreement (ending: the notice is still running). */
export const AGREEMENT_LIVE_STATES: readonly AgreementState[] = ['active', 'ending'];

/** Basis points in 100 %: a share is an integer 1–10000, never a float. */
export const AGREEMENT_FULL_SHARE_BP = 10_000;
