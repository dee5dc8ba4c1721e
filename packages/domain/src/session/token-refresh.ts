// The API's access tokens are JWTs that live 15 minutes; a user who idles longer would see every
// call fail. Reading `exp` and signing in again with the refresh token shortly before (once, however
// many calls ask at the same time) keeps the session.

const MARGIN_SECONDS = 30;

export const secondsLeft = (token: string, nowMs: number = Date.now()): number | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = typeof json === 'object' && json !== null && 'exp' in json ? Number(json.exp) : Number.NaN;
    return Number.isFinite(exp) ? exp - nowMs / 1000 : null;
  } catch {
    return null;
  }
};

export const needsRefresh = (token: string, nowMs?: number): boolean => {
  const left = secondsLeft(token, nowMs);
  return left !== null && left < MARGIN_SECONDS;
};

// One refresh at a time: parallel calls (a list and its reference options) share it.
export const singleFlight = <T>(run: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= run().finally(() => {
      pending = undefined;
    });
    return pending;
  };
};
