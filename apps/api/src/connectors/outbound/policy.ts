import { isIP } from 'node:net';
import { forbiddenAddress } from './addresses';

/** What the operator allows beyond https to public addresses (ADR 0078). */
export interface OutboundPolicy {
  /** Hostnames, as WHATWG URL spells them, reachable over http and at any address. */
  trusted: ReadonlySet<string>;
}

/** A host as the URL parser normalises it (`2130706433` and `0x7f.1` both become `127.0.0.1`). */
export function normalHost(entry: string): string {
  return new URL(`http://${entry}`).hostname;
}

export const outboundPolicy = (httpAllow: readonly string[] = []): OutboundPolicy => ({
  trusted: new Set(httpAllow.map(normalHost)),
});

/** Why a URL may not be requested: a problem the form can name, and the detail for the log. */
export interface Refusal {
  problem: 'url' | 'scheme' | 'credentials' | 'address';
  detail: string;
}

/** The bare IP of a URL's hostname ([::1] → ::1), or undefined for a name. */
export const literalIp = (hostname: string): string | undefined => {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) ? bare : undefined;
};

/**
 * The checks a URL's text allows: https (http only to a trusted host), no user or password in
 * it, and no literal address outside the public ranges. Names are checked once resolved, when
 * the request connects (request.ts).
 */
export function refusal(url: URL, policy: OutboundPolicy): Refusal | undefined {
  const trusted = policy.trusted.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && trusted))
    return { problem: 'scheme', detail: `scheme ${url.protocol} to ${url.hostname}` };
  if (url.username || url.password) return { problem: 'credentials', detail: 'user or password in the URL' };
  const ip = literalIp(url.hostname);
  const why = ip && !trusted ? forbiddenAddress(ip) : undefined;
  return why ? { problem: 'address', detail: `${ip}: ${why}` } : undefined;
}

/** The same checks on text, as a form field gets it. */
export function urlRefusal(text: string, policy: OutboundPolicy): Refusal | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'url', detail: 'not a URL' };
  }
  return refusal(url, policy);
}
