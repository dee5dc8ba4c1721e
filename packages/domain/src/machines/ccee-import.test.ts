import { describe, expect, it } from 'vitest';
import { cceeImportMachine, cceePollEvent, cceePreviewSummary, commitRefusalEvent } from './ccee-import';
import { pollImportCommit } from './import';

describe('the CCEE hourly import flow', () => {
  it('goes upload → preview → commit → committed → rolled back', () => {
    let s = cceeImportMachine.initial;
    for (const e of ['upload', 'previewed', 'commit', 'committed', 'rollback', 'rolled_back'] as const)
      s = cceeImportMachine.transition(s, e);
    expect(s).toBe('rolled_back');
  });

  it('turns a 409 PREVIEW_STALE or a job failed as stale into the stale state, which only a new upload leaves', () => {
    expect(commitRefusalEvent('PREVIEW_STALE')).toBe('stale');
    expect(commitRefusalEvent('NOTHING_TO_COMMIT')).toBe('fail');
    const stale = cceePollEvent(pollImportCommit({ status: 'failed', message: 'PREVIEW_STALE: outra versão' }));
    expect(cceeImportMachine.transition('committing', stale ?? 'fail')).toBe('stale');
    expect(cceeImportMachine.can('stale', 'commit')).toBe(false);
    expect(cceeImportMachine.transition('stale', 'upload')).toBe('uploading');
    expect(cceePollEvent(pollImportCommit({ status: 'running' }))).toBeUndefined();
    expect(cceePollEvent(pollImportCommit({ status: 'committed', code: 5003 }))).toBe('committed');
  });

  it('refuses a rollback before the commit and returns to committed when the rollback is refused', () => {
    expect(cceeImportMachine.can('preview', 'rollback')).toBe(false);
    expect(cceeImportMachine.transition('rolling_back', 'fail')).toBe('committed');
  });

  it('summarises a preview: nothing to commit without valid rows', () => {
    expect(cceePreviewSummary({ total: 2, valid: 0, invalid: 2, line_error_total: 3, unmapped_shares: [{}] })).toEqual({
      total: 2,
      valid: 0,
      invalid: 2,
      line_error_total: 3,
      unmapped: 1,
      committable: false,
    });
  });
});
