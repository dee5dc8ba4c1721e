import { initialRecoveryState, type RecoveryResult, recoveryReducer } from '@rec/domain';
import { useReducer } from 'react';

// The domain's recovery machine (idle → loading → success | error) around one call.
export const useRecovery = () => {
  const [state, dispatch] = useReducer(recoveryReducer, initialRecoveryState);
  const run = async (call: () => Promise<RecoveryResult>): Promise<RecoveryResult> => {
    dispatch({ type: 'request' });
    const result = await call();
    dispatch({ type: result.ok ? 'succeed' : 'fail', message: result.message });
    return result;
  };
  return { status: state.status, run };
};
