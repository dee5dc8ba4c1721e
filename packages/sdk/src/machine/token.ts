// Access tokens of a machine client: OAuth 2.0 client credentials (RFC 6749 §4.4) against the
// server's POST /oauth/token (ADR 0117). One token is shared by every request of the client and
// renewed before it expires, so a long export never sends an expired one; concurrent requests
// that find it due share one token request.

export interface ClientCredentials {
  /** The token endpoint, e.g. http://127.0.0.1:3333/oauth/token. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Scopes to ask for (space-separated on the wire); all the client's scopes when absent. */
  scopes?: readonly string[];
  fetch?: typeof globalThis.fetch;
  /** Milliseconds since the epoch; tests move it to reach a token's renewal without waiting. */
  now?: () => number;
}

/** A refusal of the token endpoint: RFC 6749 §5.2's `error` and `error_description`. */
export class TokenError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description?: string,
  ) {
    super(`token request refused (${status} ${error})${description ? `: ${description}` : ''}`);
    this.name = 'TokenError';
  }
}

/** RFC 6749 §2.3.1: id and secret are form-urlencoded before they are joined for Basic. */
const basic = (id: string, secret: string) =>
  `Basic ${btoa(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`)}`;

export interface TokenSource {
  /** A token valid for a while yet: the kept one, or a new one when it is due for renewal. */
  get(): Promise<string>;
  /** Forgets the kept token (the server refused it): the next `get` asks for a new one. */
  drop(token: string): void;
}

export function clientCredentials(options: ClientCredentials): TokenSource {
  const fetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  let kept: { token: string; renewAt: number } | undefined;
  let asking: Promise<string> | undefined;

  async function ask(): Promise<string> {
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (options.scopes?.length) form.set('scope', options.scopes.join(' '));
    const res = await fetch(options.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: basic(options.clientId, options.clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok || typeof body.access_token !== 'string')
      throw new TokenError(res.status, String(body.error ?? 'invalid_response'), body.error_description as string);
    const lifetime = Number(body.expires_in ?? 0);
    // Renewed a minute before it ends, or at four fifths of a shorter life.
    const margin = Math.min(60, lifetime / 5);
    kept = { token: body.access_token, renewAt: now() + (lifetime - margin) * 1000 };
    return body.access_token;
  }

  return {
    get() {
      if (kept && now() < kept.renewAt) return Promise.resolve(kept.token);
      asking ??= ask().finally(() => {
        asking = undefined;
      });
      return asking;
    },
    drop(token) {
      if (kept?.token === token) kept = undefined;
    },
  };
}
