import { defineMachine } from './define-machine';
import type { PollDecision } from './import';

// The CCEE hourly import screen (ADR 0041): upload → preview (rows, rejected lines, unmapped
// shares, diff) → commit → the job's status; a commit refused because another version of the month
// landed meanwhile makes the preview stale (upload again); a committed month may be rolled back.
export type CceeImportState =
  | 'idle'
  | 'uploading'
  | 'preview'
  | 'committing'
  | 'committed'
  | 'failed'
  | 'stale'
  | 'rolling_back'
  | 'rolled_back';
export type CceeImportEvent =
  | 'upload'
  | 'previewed'
  | 'commit'
  | 'committed'
  | 'fail'
  | 'stale'
  | 'rollback'
  | 'rolled_back'
  | 'reset';

export const cceeImportMachine = defineMachine<CceeImportState, CceeImportEvent>('cceeImport', 'idle', {
  idle: { upload: 'uploading' },
  uploading: { previewed: 'preview', fail: 'failed' },
  preview: { commit: 'committing', upload: 'uploading', reset: 'idle' },
  committing: { committed: 'committed', fail: 'failed', stale: 'stale' },
  committed: { rollback: 'rolling_back', reset: 'idle' },
  rolling_back: { rolled_back: 'rolled_back', fail: 'committed' },
  rolled_back: { reset: 'idle', upload: 'uploading' },
  stale: { upload: 'uploading', reset: 'idle' },
  failed: { upload: 'uploading', reset: 'idle' },
});

/** The event a refused commit request (its error code) feeds the machine. */
export const commitRefusalEvent = (code: string | undefined): CceeImportEvent =>
  code === 'PREVIEW_STALE' ? 'stale' : 'fail';

/** The event a finished poll (pollImportCommit) feeds the machine; a job failed as stale is stale. */
export const cceePollEvent = (decision: PollDecision): CceeImportEvent | undefined => {
  if (decision.action === 'continue') return undefined;
  if (decision.event === 'committed') return 'committed';
  return decision.message?.startsWith('PREVIEW_STALE') ? 'stale' : 'fail';
};

export type PreviewCounts = {
  total: number;
  valid: number;
  invalid: number;
  line_error_total: number;
  unmapped: number;
};

/** What the preview's summary shows, and whether there is anything to commit. */
export const cceePreviewSummary = (p: {
  total: number;
  valid: number;
  invalid: number;
  line_error_total: number;
  unmapped_shares: readonly unknown[];
}): PreviewCounts & { committable: boolean } => ({
  total: p.total,
  valid: p.valid,
  invalid: p.invalid,
  line_error_total: p.line_error_total,
  unmapped: p.unmapped_shares.length,
  committable: p.valid > 0,
});
