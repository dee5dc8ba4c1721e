import type { Middleware } from 'openapi-fetch';
import type { TokenSource } from './token';

export interface MachineRetry {
  /** How many times a request refused with 429 is sent again (default 3). */
  maxRetries?: number;
  /** The longest Retry-After honoured, in seconds (default 60): a longer wait answers the 429. */
  maxWaitSeconds?: number;
  /** Waits `ms`; tests and schedulers may replace it. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3); 1 s when absent. */
export function retryAfterMs(value: string | null, now = Date.now()): number {
  if (value === null || value.trim() === '') return 1000;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - now);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The machine client's middleware: `Authorization: Bearer <token>` from the token source on each
 * request; a 401 drops that token and sends the request once more with a new one (the token may
 * have been revoked or signed with a rotated key); a 429 is sent again after its Retry-After, up
 * to `maxRetries` times. Every resend is a copy of the request kept before it first left (a body
 * can be read once).
 */
export function machineMiddleware(tokens: TokenSource, retry: MachineRetry = {}): Middleware {
  const maxRetries = retry.maxRetries ?? 3;
  const maxWait = (retry.maxWaitSeconds ?? 60) * 1000;
  const sleep = retry.sleep ?? wait;
  const now = retry.now ?? Date.now;
  const spare = new Map<string, Request>();
  const signed = async (request: Request) => {
    const token = await tokens.get();
    request.headers.set('Authorization', `Bearer ${token}`);
    return { request, token };
  };
  return {
    async onRequest({ request, id }) {
      const { request: ready } = await signed(request);
      spare.set(id, ready.clone());
      return ready;
    },
    async onResponse({ request, response, options, id }) {
      const original = spare.get(id);
      spare.delete(id);
      if (!original || (response.status !== 401 && response.status !== 429)) return undefined;
      let answer = response;
      let renewed = false;
      let retries = 0;
      let sent = request.headers.get('Authorization')?.slice(7) ?? '';
      for (;;) {
        if (answer.status === 401 && !renewed) {
          renewed = true;
          tokens.drop(sent);
        } else if (answer.status === 429 && retries < maxRetries) {
          const ms = retryAfterMs(answer.headers.get('Retry-After'), now());
          if (ms > maxWait) return answer;
          retries++;
          await sleep(ms);
        } else return answer;
        await answer.body?.cancel();
        const next = await signed(original.clone());
        sent = next.token;
        answer = await options.fetch(next.request);
      }
    },
    onError({ id }) {
      spare.delete(id);
    },
  };
}
