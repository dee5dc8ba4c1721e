import { describe, expect, it } from 'vitest';
import { AGREEMENT_EVENT_SIDE, AGREEMENT_LIVE_STATES, agreementMachine } from './agreement';
import { IllegalTransitionError } from './illegal-transition';

describe('agreementMachine', () => {
  it('answers a proposal once: accepted, rejected or withdrawn', () => {
    expect(agreementMachine.eventsFrom('proposed')).toEqual(['accept', 'reject', 'withdraw']);
    expect(agreementMachine.transition('proposed', 'accept')).toBe('active');
    expect(() => agreementMachine.transition('rejected', 'accept')).toThrow(IllegalTransitionError);
  });

  it('ends an active agreement through its notice, and nothing follows an end', () => {
    expect(agreementMachine.transition('active', 'end')).toBe('ending');
    expect(agreementMachine.transition('ending', 'finish')).toBe('ended');
    for (const state of ['ended', 'rejected', 'withdrawn'] as const)
      expect(agreementMachine.eventsFrom(state)).toEqual([]);
    expect(() => agreementMachine.transition('proposed', 'end')).toThrow(IllegalTransitionError);
  });

  it('names the side of each event and executes while the notice runs', () => {
    expect(AGREEMENT_EVENT_SIDE).toMatchObject({ accept: 'receiver', withdraw: 'sender', end: 'either' });
    expect(AGREEMENT_LIVE_STATES).toEqual(['active', 'ending']);
  });
});
