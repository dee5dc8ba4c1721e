import { describe, expect, it } from 'vitest';
import { automationRunEvent, automationRunMachine } from './automation';
import { IllegalTransitionError } from './illegal-transition';

describe('automationRunMachine', () => {
  it('runs and ends done or failed', () => {
    const running = automationRunMachine.transition('idle', 'start');
    expect(running).toBe('running');
    expect(automationRunMachine.transition(running, automationRunEvent('success'))).toBe('done');
    expect(automationRunMachine.transition(running, automationRunEvent('skipped'))).toBe('done');
    expect(automationRunMachine.transition(running, automationRunEvent('failed'))).toBe('failed');
  });

  it('may run again or reset after the end, but not start twice', () => {
    expect(automationRunMachine.transition('failed', 'start')).toBe('running');
    expect(automationRunMachine.transition('done', 'reset')).toBe('idle');
    expect(() => automationRunMachine.transition('running', 'start')).toThrow(IllegalTransitionError);
  });
});
