import { RateWindow } from '../http/rate-window';

/**
 * Recovery e-mails per account (the e-mail asked for, known or not: a 429 for known accounts only
 * would tell which exist) and per source address. Every request counts, like the public
 * statement check (ADR 0075); in memory, per process, like the sign-in throttle (ADR 0014).
 */
export interface RecoverLimit {
  account: RateWindow;
  address: RateWindow;
}

export const RECOVER_WINDOW_MS = 15 * 60_000;

export const recoverLimit = (now: () => number = Date.now): RecoverLimit => ({
  account: new RateWindow(3, RECOVER_WINDOW_MS, now),
  address: new RateWindow(10, RECOVER_WINDOW_MS, now),
});

/** Whether this request may go on; counts it when it may. */
export function admitRecovery(limit: RecoverLimit, email: string, address: string): boolean {
  if (limit.account.blocked(email) || limit.address.blocked(address)) return false;
  limit.account.hit(email);
  limit.address.hit(address);
  return true;
}
