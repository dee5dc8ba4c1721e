import { OutboundError, type OutboundLog, silentLog } from './errors';
import { type OutboundPolicy, outboundPolicy, refusal } from './policy';
import { pinnedRequest } from './request';

export interface OutboundOptions {
  /** Hosts the operator trusts with http and private addresses (OUTBOUND_HTTP_ALLOW). */
  httpAllow?: readonly string[];
  log?: OutboundLog;
  /** Longest wait for an answer's head, per hop, when the caller's signal does not end sooner. */
  timeoutMs?: number;
  maxRedirects?: number;
}

/** fetch as the connectors call it: a URL and an init (never a Request). */
export type OutboundFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** The only way the server reaches a URL it was configured with or was given (ADR 0078). */
export interface Outbound {
  /** fetch's contract, under the policy: redirects only to the same host, errors as OutboundError. */
  fetch: OutboundFetch;
  /** An OutboundError for a problem found in an answer, its detail logged. */
  fail(url: string | URL, detail: string): OutboundError;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Where a request went, for the log: never its query (it may carry a key) or user. */
const where = (url: string | URL) => {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return '(not a URL)';
  }
};

function bodyOf(body: RequestInit['body']): Buffer | undefined {
  if (body == null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(String(body));
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw new TypeError('outbound body must be text, form parameters or bytes');
}

function headersOf(init: RequestInit): Record<string, string> {
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  if (init.body instanceof URLSearchParams && !headers['content-type'])
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  return headers;
}

export function outboundClient(options: OutboundOptions = {}): Outbound {
  const policy: OutboundPolicy = outboundPolicy(options.httpAllow);
  const log = options.log ?? silentLog;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxRedirects = options.maxRedirects ?? 3;

  const fail = (url: string | URL, detail: string) => {
    log.warn({ outbound: where(url), detail }, 'outbound request failed');
    return new OutboundError(detail);
  };

  /** One hop: the URL's checks, then the exchange, the head awaited at most timeoutMs. */
  async function hop(url: URL, method: string, init: RequestInit, body: Buffer | undefined): Promise<Response> {
    const refused = refusal(url, policy);
    if (refused) throw fail(url, refused.detail);
    // Only the head is timed here: a long download is bounded by the caller's own signal.
    const head = new AbortController();
    const timer = setTimeout(() => head.abort(), timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, head.signal]) : head.signal;
    try {
      return await pinnedRequest(url, {
        method,
        headers: headersOf(init),
        body,
        signal,
        trusted: policy.trusted.has(url.hostname),
      });
    } catch (err) {
      throw fail(url, signal.aborted ? 'timed out' : String((err as Error).message ?? err));
    } finally {
      clearTimeout(timer);
    }
  }

  async function send(input: string | URL, init: RequestInit = {}): Promise<Response> {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw fail(input, 'not a URL');
    }
    let method = (init.method ?? 'GET').toUpperCase();
    let body = bodyOf(init.body);
    let headers = init;
    for (let hops = 0; ; hops++) {
      const res = await hop(url, method, headers, body);
      const location = res.headers.get('location');
      if (!REDIRECTS.has(res.status) || !location) return res;
      await res.body?.cancel();
      if (hops >= maxRedirects) throw fail(url, `more than ${maxRedirects} redirects`);
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw fail(url, 'redirect to something that is not a URL');
      }
      // Credentials were meant for this host only: a redirect never carries them elsewhere.
      if (next.host !== url.host) throw fail(url, `redirect to another host (${next.host})`);
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        const kept = new Headers(init.headers);
        kept.delete('content-type');
        headers = { ...init, headers: kept };
      }
      url = next;
    }
  }

  return { fetch: send, fail };
}
