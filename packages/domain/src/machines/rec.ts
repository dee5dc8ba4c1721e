import { defineMachine } from './define-machine';

export type RecStatus = 'pending' | 'approved' | 'refused' | 'blocked' | 'reverted';
export type RecEvent = 'approve' | 'refuse' | 'block' | 'revert';

// Revert undoes an approval; whether the volume is still untouched is the server's check.
export const recMachine = defineMachine<RecStatus, RecEvent>('rec', 'pending', {
  pending: { approve: 'approved', refuse: 'refused', block: 'blocked' },
  approved: { revert: 'reverted' },
  refused: {},
  blocked: {},
  reverted: {},
});
