import { describe, expect, it } from 'vitest';
import { IllegalTransitionError } from './illegal-transition';
import { importMachine, pollImportCommit } from './import';

describe('importMachine', () => {
  it('goes through upload, preview and commit', () => {
    let state = importMachine.initial;
    for (const event of ['upload', 'previewed', 'commit', 'committed'] as const)
      state = importMachine.transition(state, event);
    expect(state).toBe('committed');
    expect(importMachine.transition(state, 'reset')).toBe('idle');
  });

  it('fails during upload or commit and may start again', () => {
    expect(importMachine.transition('uploading', 'fail')).toBe('failed');
    expect(importMachine.transition('committing', 'fail')).toBe('failed');
    expect(importMachine.transition('failed', 'upload')).toBe('uploading');
    expect(importMachine.transition('preview', 'reset')).toBe('idle');
  });

  it('never commits what was not previewed', () => {
    expect(() => importMachine.transition('idle', 'commit')).toThrow(IllegalTransitionError);
    expect(() => importMachine.transition('uploading', 'commit')).toThrow(IllegalTransitionError);
    expect(() => importMachine.transition('committing', 'reset')).toThrow(IllegalTransitionError);
  });
});

describe('pollImportCommit', () => {
  it('keeps polling while the job is queued or running', () => {
    expect(pollImportCommit({ status: 'queued' })).toEqual({ action: 'continue' });
    expect(pollImportCommit({ status: 'running' }, { elapsedMs: 1000 })).toEqual({ action: 'continue' });
  });

  it('stops on commit and tells whether blockchain details came (code 5003)', () => {
    expect(pollImportCommit({ status: 'committed', code: 5003 })).toEqual({
      action: 'stop',
      event: 'committed',
      blockchainDetails: true,
    });
    expect(pollImportCommit({ status: 'committed', code: null })).toEqual({
      action: 'stop',
      event: 'committed',
      blockchainDetails: false,
    });
  });

  it('stops on failure with the server message', () => {
    expect(pollImportCommit({ status: 'failed', message: 'CEG_NOT_FOUND' })).toEqual({
      action: 'stop',
      event: 'fail',
      reason: 'failed',
      message: 'CEG_NOT_FOUND',
    });
    expect(pollImportCommit({ status: 'failed' })).toEqual({
      action: 'stop',
      event: 'fail',
      reason: 'failed',
      message: undefined,
    });
  });

  it('gives up after the import timeout', () => {
    expect(pollImportCommit({ status: 'running' }, { elapsedMs: 6_000_000 })).toEqual({
      action: 'stop',
      event: 'fail',
      reason: 'timeout',
    });
    expect(pollImportCommit({ status: 'running' }, { elapsedMs: 50, timeoutMs: 50 })).toMatchObject({
      reason: 'timeout',
    });
  });

  it('feeds the machine with its event', () => {
    const decision = pollImportCommit({ status: 'committed' });
    expect(decision.action === 'stop' && importMachine.transition('committing', decision.event)).toBe('committed');
  });
});
