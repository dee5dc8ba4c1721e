import { describe, expect, it } from 'vitest';
import { RECOVER_MESSAGES } from '../errors/catalogue-auth';
import { IllegalTransitionError } from './illegal-transition';
import { initialRecoveryState, recoveryReducer } from './password-recovery';

describe('recoveryReducer', () => {
  it('loads, then keeps the success text until cleared', () => {
    const loading = recoveryReducer(initialRecoveryState, { type: 'request' });
    expect(loading).toEqual({ status: 'loading', message: null });
    const done = recoveryReducer(loading, { type: 'succeed', message: RECOVER_MESSAGES.passwordReset });
    expect(done).toEqual({ status: 'success', message: RECOVER_MESSAGES.passwordReset });
    expect(recoveryReducer(done, { type: 'clear' })).toEqual({ status: 'cleared', message: null });
  });

  it('keeps the error text and lets the user try again', () => {
    const failed = recoveryReducer(
      { status: 'loading', message: null },
      { type: 'fail', message: RECOVER_MESSAGES.failed },
    );
    expect(failed.status).toBe('error');
    expect(recoveryReducer(failed, { type: 'request' })).toEqual({ status: 'loading', message: null });
    expect(recoveryReducer({ status: 'cleared', message: null }, { type: 'request' }).status).toBe('loading');
  });

  it('refuses a result nobody asked for', () => {
    expect(() => recoveryReducer(initialRecoveryState, { type: 'succeed', message: RECOVER_MESSAGES.failed })).toThrow(
      IllegalTransitionError,
    );
    expect(() => recoveryReducer({ status: 'loading', message: null }, { type: 'request' })).toThrow(
      IllegalTransitionError,
    );
  });
});
