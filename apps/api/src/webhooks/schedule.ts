// When a failed delivery is tried again (ADR 0116): exponential backoff with jitter, for as long
// as the retry window lasts from the delivery's creation; a subscription whose every attempt has
// failed for the disabling window is stopped.

export interface DeliverySchedule {
  /** The first retry's delay before jitter (ms). */
  baseMs: number;
  /** The longest delay between two attempts (ms). */
  capMs: number;
  /** A delivery is given up ('failed') when its next attempt would fall beyond this after its creation. */
  retryWindowMs: number;
  /** A subscription failing on every attempt for this long is disabled. */
  disableAfterMs: number;
}

const HOUR = 3_600_000;
export const DEFAULT_SCHEDULE: DeliverySchedule = {
  baseMs: 5_000,
  capMs: HOUR,
  retryWindowMs: 24 * HOUR,
  disableAfterMs: 24 * HOUR,
};

/**
 * The delay after the `attempts`-th failed attempt: base·2^(attempts−1), capped, then "equal
 * jitter" (half fixed, half random) so receivers that failed together are not retried together.
 */
export function retryDelay(attempts: number, schedule: DeliverySchedule, random: () => number = Math.random): number {
  const exp = Math.min(schedule.capMs, schedule.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp / 2 + (exp / 2) * random());
}

/** The next attempt's time, or null when the retry window has run out. */
export function nextAttempt(createdAt: Date, attempts: number, now: Date, schedule: DeliverySchedule): Date | null {
  const at = new Date(now.getTime() + retryDelay(attempts, schedule));
  return at.getTime() - createdAt.getTime() > schedule.retryWindowMs ? null : at;
}
