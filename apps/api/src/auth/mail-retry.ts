// How the outbox treats a failed send (issue 42, ADR 0120). An SMTP reply of 5xx is the server's
// final word (no such mailbox, rejected): recorded as failed, never retried. A 4xx reply (421
// service unavailable, 451 try later) or no reply at all (connection refused, reset, timed out)
// is transient: tried again after a delay that doubles per attempt, up to MAX_ATTEMPTS.

export const MAX_ATTEMPTS = 8;
export const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 3_600_000;

/** Whether a send failure may succeed later. */
export const isTransient = (err: unknown): boolean => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return !(typeof code === 'number' && code >= 500 && code < 600);
};

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: 30 s, 1 min, 2 min, … ≤ 6 h. */
export const retryDelayMs = (attempts: number, base = BASE_DELAY_MS): number =>
  Math.min(base * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
