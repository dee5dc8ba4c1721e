import { describe, expect, it } from 'vitest';
import { DEGRADED_GC_SHARE, degraded, gcClock, MIN_MEASURED_MS, settleGcEntries } from '../src/imports/gc-share';

// A workbook reader worker is ended instead of kept when its read spent more than a fifth of its
// time collecting garbage (a degraded isolate, ADR 0040 addendum 4).

describe('the GC share of a read', () => {
  it('counts the collections of this thread since start()', async () => {
    const clock = gcClock();
    clock.start();
    let keep: number[][] = [];
    // Enough short-lived garbage to need young-generation collections.
    for (let i = 0; i < 200_000; i++) {
      keep.push(new Array(16).fill(i));
      if (keep.length > 1000) keep = [];
    }
    await settleGcEntries();
    expect(keep.length).toBeGreaterThan(0);
    expect(clock.since()).toBeGreaterThan(0);
    clock.start();
    expect(clock.since()).toBe(0);
  });

  it('calls a read degraded only when it was long enough to tell and GC took over 24 % of it', () => {
    // Measured: healthy isolates 5–10 % of a 50k-row read alone, up to 21 % under load; degraded ones 26–28 %.
    expect(degraded(1400, 0.27 * 1400)).toBe(true);
    expect(degraded(1400, 0.08 * 1400)).toBe(false);
    expect(degraded(805, 167)).toBe(false); // a healthy read beside the API thread and PostgreSQL
    expect(degraded(1000, DEGRADED_GC_SHARE * 1000)).toBe(false);
    // A small file: one full collection may fill its time, and says nothing of the isolate.
    expect(degraded(MIN_MEASURED_MS - 1, MIN_MEASURED_MS)).toBe(false);
  });
});
