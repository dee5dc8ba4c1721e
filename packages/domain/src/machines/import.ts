import { BLOCKCHAIN_DETAILS_CODE, IMPORT_GENERATION_TIMEOUT_MS } from '../constants';
import { defineMachine } from './define-machine';

export type ImportState = 'idle' | 'uploading' | 'preview' | 'committing' | 'committed' | 'failed';
export type ImportEvent = 'upload' | 'previewed' | 'commit' | 'committed' | 'fail' | 'reset';

// Upload makes a preview the user checks; only a commit writes the generation records.
export const importMachine = defineMachine<ImportState, ImportEvent>('import', 'idle', {
  idle: { upload: 'uploading' },
  uploading: { previewed: 'preview', fail: 'failed' },
  preview: { commit: 'committing', reset: 'idle' },
  committing: { committed: 'committed', fail: 'failed' },
  committed: { reset: 'idle' },
  failed: { upload: 'uploading', reset: 'idle' },
});

// A batch of the imports history (ImportBatch.status): only a committed batch may be rolled back
// (the server also refuses it when an emission drew on it, ADR 0041).
export type ImportBatchStatus = 'preview' | 'committing' | 'committed' | 'failed' | 'rolled_back';
export const importBatchMachine = defineMachine<ImportBatchStatus, 'commit' | 'committed' | 'fail' | 'rollback'>(
  'importBatch',
  'preview',
  {
    preview: { commit: 'committing' },
    committing: { committed: 'committed', fail: 'failed' },
    committed: { rollback: 'rolled_back' },
    failed: {},
    rolled_back: {},
  },
);

export type ImportJobStatus = {
  status: 'queued' | 'running' | 'committed' | 'failed';
  code?: number | null;
  message?: string | null;
};

export type PollDecision =
  | { action: 'continue' }
  | { action: 'stop'; event: 'committed'; blockchainDetails: boolean }
  | { action: 'stop'; event: 'fail'; reason: 'failed' | 'timeout'; message?: string | undefined };

// What to do after reading GET /imports/commit/{id}: keep polling, or stop and feed the machine.
export const pollImportCommit = (
  job: ImportJobStatus,
  clock: { elapsedMs: number; timeoutMs?: number } = { elapsedMs: 0 },
): PollDecision => {
  if (job.status === 'committed') {
    return { action: 'stop', event: 'committed', blockchainDetails: job.code === BLOCKCHAIN_DETAILS_CODE };
  }
  if (job.status === 'failed')
    return { action: 'stop', event: 'fail', reason: 'failed', message: job.message ?? undefined };
  if (clock.elapsedMs >= (clock.timeoutMs ?? IMPORT_GENERATION_TIMEOUT_MS))
    return { action: 'stop', event: 'fail', reason: 'timeout' };
  return { action: 'continue' };
};
