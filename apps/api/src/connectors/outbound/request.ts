import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { forbiddenAddress } from './addresses';

/** A name that resolved to an address outside the public ranges. */
export class RefusedAddress extends Error {}

/**
 * Resolves a name and refuses it when any of its addresses is not public; the connection is then
 * made to the addresses checked here, so a second answer of the DNS (rebinding) is never used.
 */
export function checkedLookup(trusted: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0, hints: options.hints }, (err, found) => {
      const done = callback as (e: Error | null, a?: string | LookupAddress[], f?: number) => void;
      if (err) return done(err);
      const bad = trusted ? undefined : found.find((a) => forbiddenAddress(a.address));
      if (bad) return done(new RefusedAddress(`${hostname} → ${bad.address}: ${forbiddenAddress(bad.address)}`));
      const [first] = found;
      if (!first) return done(new Error(`${hostname}: no address`));
      return options.all ? done(null, found) : done(null, first.address, first.family);
    });
  };
}

export interface PinnedInit {
  method: string;
  headers: Record<string, string>;
  body?: Buffer;
  signal: AbortSignal;
  /** An operator-trusted host: its addresses are not checked. */
  trusted: boolean;
}

const NULL_BODY = new Set([204, 205, 304]);

function toResponse(res: IncomingMessage, method: string): Response {
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 599) throw new Error(`status ${status}`);
  const headers = new Headers();
  for (let i = 0; i + 1 < res.rawHeaders.length; i += 2)
    headers.append(res.rawHeaders[i] as string, res.rawHeaders[i + 1] as string);
  if (NULL_BODY.has(status) || method === 'HEAD') {
    res.resume();
    return new Response(null, { status, headers });
  }
  const body = Readable.toWeb(res) as ReadableStream<Uint8Array>;
  return new Response(body as unknown as BodyInit, { status, statusText: res.statusMessage, headers });
}

/**
 * One HTTP exchange, no redirect followed, on a socket of its own (no pool: a kept socket would
 * outlive the check of the address it reached). Resolves with the answer's head; its body streams.
 */
export function pinnedRequest(url: URL, init: PinnedInit): Promise<Response> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request({
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: init.method,
      headers: init.body ? { ...init.headers, 'content-length': String(init.body.length) } : init.headers,
      signal: init.signal,
      lookup: checkedLookup(init.trusted),
      agent: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      try {
        resolve(toResponse(res, init.method));
      } catch (err) {
        res.destroy();
        reject(err);
      }
    });
    req.end(init.body);
  });
}
