import { describe, expect, it } from 'vitest';
import { repeat } from '../src/jobs/repeat';

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('repeat', () => {
  it('never starts a run while the last one is still going, and goes on after a failure', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const errors: unknown[] = [];
    const job = repeat(
      1,
      async () => {
        active += 1;
        most = Math.max(most, active);
        runs += 1;
        // Each run lasts far longer than the period: setInterval would have stacked them.
        await new Promise((resolve) => setTimeout(resolve, 20));
        active -= 1;
        if (runs === 2) throw new Error('down');
      },
      (err) => errors.push(err),
    );
    await until(() => runs >= 4);
    await job.stop();
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(most).toBe(1);
    expect(errors).toHaveLength(1);
    expect(active).toBe(0);
    expect(runs).toBe(after);
  });
});
