import { PerformanceObserver } from 'node:perf_hooks';

// The share of a thread's time spent collecting garbage, for the workbook reader workers
// (records-thread.ts). Some isolates fall into a state where V8 pretenures exceljs' short-lived
// objects: every parse then collects 4–5× as long (26–28 % of its time against 5–10 %), for the
// isolate's whole life (ADR 0040, addendum 4). Such a worker is ended instead of kept.

/**
 * GC share above which a worker is not kept: between the healthy reads under load (up to 21 %,
 * ADR 0040 addendum 5) and the degraded ones (26 % and more).
 */
export const DEGRADED_GC_SHARE = 0.24;
/** Reads shorter than this say too little (one full collection can fill a small file's time). */
export const MIN_MEASURED_MS = 250;

/** Starts counting this thread's GC time; `since()` answers the ms collected since `start()`. */
export function gcClock(): { start: () => void; since: () => number } {
  let total = 0;
  let mark = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) total += entry.duration;
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    start: () => {
      mark = total;
    },
    since: () => total - mark,
  };
}

/** Whether a read of `ms` with `gcMs` of collections shows a degraded isolate. */
export const degraded = (ms: number, gcMs: number): boolean => ms >= MIN_MEASURED_MS && gcMs > DEGRADED_GC_SHARE * ms;

/** Lets the GC entries of the work just done reach the observer (they are delivered on a later turn). */
export const settleGcEntries = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
