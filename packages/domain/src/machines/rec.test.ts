import { describe, expect, it } from 'vitest';
import { IllegalTransitionError } from './illegal-transition';
import { recMachine } from './rec';

describe('recMachine', () => {
  it('takes a pending emission to approved, refused or blocked', () => {
    expect(recMachine.transition('pending', 'approve')).toBe('approved');
    expect(recMachine.transition('pending', 'refuse')).toBe('refused');
    expect(recMachine.transition('pending', 'block')).toBe('blocked');
  });

  it('reverts only an approved emission', () => {
    expect(recMachine.transition('approved', 'revert')).toBe('reverted');
    expect(() => recMachine.transition('pending', 'revert')).toThrow(IllegalTransitionError);
    expect(() => recMachine.transition('reverted', 'revert')).toThrow(IllegalTransitionError);
  });

  it('offers the actions a row may show', () => {
    expect(recMachine.eventsFrom('pending')).toEqual(['approve', 'refuse', 'block']);
    expect(recMachine.eventsFrom('approved')).toEqual(['revert']);
    expect(recMachine.eventsFrom('blocked')).toEqual([]);
  });
});
