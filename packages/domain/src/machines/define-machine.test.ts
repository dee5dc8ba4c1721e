import { describe, expect, it } from 'vitest';
import { defineMachine } from './define-machine';
import { IllegalTransitionError } from './illegal-transition';

const door = defineMachine<'closed' | 'open' | 'gone', 'open' | 'close' | 'remove'>('door', 'closed', {
  closed: { open: 'open', remove: 'gone' },
  open: { close: 'closed' },
  gone: {},
});

describe('defineMachine', () => {
  it('follows its table', () => {
    expect(door.transition('closed', 'open')).toBe('open');
    expect(door.transition('open', 'close')).toBe('closed');
    expect(door.initial).toBe('closed');
    expect(door.states).toEqual(['closed', 'open', 'gone']);
  });

  it('throws a typed error on an illegal transition', () => {
    let caught: unknown;
    try {
      door.transition('open', 'remove');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(IllegalTransitionError);
    expect(caught).toMatchObject({ machine: 'door', from: 'open', event: 'remove', name: 'IllegalTransitionError' });
    expect(String(caught)).toContain("event 'remove' is not allowed in state 'open'");
  });

  it('answers what is possible, also for strings from the API', () => {
    expect(door.can('closed', 'remove')).toBe(true);
    expect(door.can('open', 'remove')).toBe(false);
    expect(door.can('ajar', 'close')).toBe(false);
    expect(door.can('closed', 'toString')).toBe(false);
    expect(door.eventsFrom('closed')).toEqual(['open', 'remove']);
    expect(door.eventsFrom('constructor')).toEqual([]);
    expect(door.isState('gone')).toBe(true);
    expect(door.isState(3)).toBe(false);
    expect(door.isFinal('gone')).toBe(true);
    expect(door.isFinal('open')).toBe(false);
  });
});
