import { defineMachine } from './define-machine';

export type AutomationRunState = 'idle' | 'running' | 'done' | 'failed';
export type AutomationRunEvent = 'start' | 'finish' | 'fail' | 'reset';

export const automationRunMachine = defineMachine<AutomationRunState, AutomationRunEvent>(
  'redemptionAutomation',
  'idle',
  {
    idle: { start: 'running' },
    running: { finish: 'done', fail: 'failed' },
    done: { start: 'running', reset: 'idle' },
    failed: { start: 'running', reset: 'idle' },
  },
);

// The API's AutomationRun.status: a run that skipped (nothing to redeem) still ended well.
export const automationRunEvent = (status: 'success' | 'skipped' | 'failed'): AutomationRunEvent =>
  status === 'failed' ? 'fail' : 'finish';
