import type { DomainMessage } from '../errors/entry';
import { defineMachine } from './define-machine';

export type RecoveryStatus = 'idle' | 'loading' | 'success' | 'error' | 'cleared';
export type RecoveryEvent = 'request' | 'succeed' | 'fail' | 'clear';

export const recoveryMachine = defineMachine<RecoveryStatus, RecoveryEvent>('passwordRecovery', 'idle', {
  idle: { request: 'loading' },
  loading: { succeed: 'success', fail: 'error' },
  success: { request: 'loading', clear: 'cleared' },
  error: { request: 'loading', clear: 'cleared' },
  cleared: { request: 'loading' },
});

export type RecoveryState = { status: RecoveryStatus; message: DomainMessage | null };
export type RecoveryAction = { type: 'request' | 'clear' } | { type: 'succeed' | 'fail'; message: DomainMessage };

export const initialRecoveryState: RecoveryState = { status: 'idle', message: null };

// The message is the alert the screen shows: success or failure text, gone on clear or a new request.
export const recoveryReducer = (state: RecoveryState, action: RecoveryAction): RecoveryState => ({
  status: recoveryMachine.transition(state.status, action.type),
  message: action.type === 'succeed' || action.type === 'fail' ? action.message : null,
});
