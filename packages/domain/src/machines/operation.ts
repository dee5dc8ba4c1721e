import type { DomainError } from '../errors/domain-error';
import { toDomainError } from '../errors/to-domain-error';
import { defineMachine } from './define-machine';

export type OperationPhase = 'idle' | 'loading' | 'success' | 'error';
export type OperationKind = 'fetch' | 'get' | 'create' | 'update' | 'delete' | 'refuse' | 'sync' | 'action';

// One call at a time per resource screen: a second request while loading is a double submit.
export const operationMachine = defineMachine<OperationPhase, 'request' | 'success' | 'failure' | 'reset'>(
  'operation',
  'idle',
  {
    idle: { request: 'loading', reset: 'idle' },
    loading: { success: 'success', failure: 'error' },
    success: { request: 'loading', reset: 'idle' },
    error: { request: 'loading', reset: 'idle' },
  },
);

export type OperationState<T> = {
  phase: OperationPhase;
  operation: OperationKind | null;
  loading: boolean;
  error: DomainError | null;
  list: readonly T[];
  total: number;
  item: T | null;
  postSuccess: boolean;
  deleteSuccess: boolean;
  // §4: refuse and sync failures are only flags, the screen has no message for them.
  refuseError: boolean;
  syncError: boolean;
};

export type OperationAction<T> =
  | { type: 'request'; operation: OperationKind }
  | { type: 'success'; list?: readonly T[]; total?: number; item?: T }
  | { type: 'failure'; error: unknown }
  | { type: 'reset' }
  | { type: 'clean' };

export const initialOperation = <T>(): OperationState<T> => ({
  phase: 'idle',
  operation: null,
  loading: false,
  error: null,
  list: [],
  total: 0,
  item: null,
  postSuccess: false,
  deleteSuccess: false,
  refuseError: false,
  syncError: false,
});

const request = <T>(state: OperationState<T>, operation: OperationKind): OperationState<T> => ({
  ...state,
  phase: operationMachine.transition(state.phase, 'request'),
  operation,
  loading: true,
  error: null,
  postSuccess: false,
  deleteSuccess: false,
  refuseError: false,
  syncError: false,
  ...(operation === 'fetch' ? { list: [], total: 0 } : {}),
});

const succeed = <T>(
  state: OperationState<T>,
  action: Extract<OperationAction<T>, { type: 'success' }>,
): OperationState<T> => {
  const list = action.list ?? state.list;
  return {
    ...state,
    phase: operationMachine.transition(state.phase, 'success'),
    loading: false,
    list,
    total: action.total ?? (action.list ? list.length : state.total),
    item: action.item ?? state.item,
    postSuccess: state.operation === 'create' || state.operation === 'update',
    deleteSuccess: state.operation === 'delete',
  };
};

const failWith = <T>(state: OperationState<T>, error: unknown): OperationState<T> => {
  const phase = operationMachine.transition(state.phase, 'failure');
  if (state.operation === 'refuse') return { ...state, phase, loading: false, refuseError: true };
  if (state.operation === 'sync') return { ...state, phase, loading: false, syncError: true };
  return { ...state, phase, loading: false, error: toDomainError(error) };
};

export const operationReducer = <T>(state: OperationState<T>, action: OperationAction<T>): OperationState<T> => {
  switch (action.type) {
    case 'request':
      return request(state, action.operation);
    case 'success':
      return succeed(state, action);
    case 'failure':
      return failWith(state, action.error);
    case 'reset':
      return {
        ...initialOperation<T>(),
        phase: operationMachine.transition(state.phase, 'reset'),
        list: state.list,
        total: state.total,
        item: state.item,
      };
    case 'clean':
      return { ...state, item: null };
  }
};
