import type { FastifyRequest } from 'fastify';
import { businessDate } from '../resources/invoices/amounts';
import type { Principal } from './types';

/**
 * List pages answered again, byte for byte, while the database is provably as it was (ADR 0058).
 * The proof is PostgreSQL's snapshot (`pg_current_snapshot()`: xmin, xmax and the transactions
 * in progress): two equal snapshots see exactly the same committed rows, so a page read under
 * one is the page any read under the other returns. Any commit anywhere (another node, a job, a
 * migration) changes it; read-only traffic does not. The snapshot is taken before the page is
 * read: a commit in between makes the page newer than its snapshot, and snapshots only move on,
 * so no later request can see that snapshot again (an overlapping one may take either answer).
 * What rows cannot show — the clock — is bounded: a page lives `ttlMs` at most and never past
 * the registry's day (the day decides which invoices are overdue, ADR 0031).
 */
export class ListPages {
  readonly #entries = new Map<string, { snapshot: string; at: number; body: Buffer }>();
  #size = 0;

  constructor(
    readonly ttlMs = 2_000,
    readonly maxBytes = 16 * 1024 * 1024,
    readonly now: () => number = Date.now,
  ) {}

  /** The page kept under `key`, when it was read under `snapshot` and is still young. */
  get(key: string, snapshot: string): Buffer | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.snapshot === snapshot && this.now() - hit.at < this.ttlMs) return hit.body;
    this.#drop(key);
    return undefined;
  }

  /** Keeps the page's bytes as they go on the wire (sent again without encoding them again). */
  set(key: string, snapshot: string, body: Buffer): void {
    this.#drop(key);
    if (body.length > this.maxBytes / 8) return;
    // Oldest first out (a Map iterates in insertion order) until the new page fits.
    while (this.#size + body.length > this.maxBytes) this.#drop(this.#entries.keys().next().value as string);
    this.#entries.set(key, { snapshot, at: this.now(), body });
    this.#size += body.length;
  }

  get size(): number {
    return this.#entries.size;
  }

  #drop(key: string): void {
    const old = this.#entries.get(key);
    if (!old) return;
    this.#entries.delete(key);
    this.#size -= old.body.length;
  }
}

// The registry's day, formatted once a minute: its zone's offset is whole minutes, so the day only
// turns on a minute (formatting it on every read cost 2 % of a kept page's time).
let dayOf = { minute: Number.NaN, day: '' };
function registryDay(now = Date.now()): string {
  const minute = Math.floor(now / 60_000);
  if (minute !== dayOf.minute) dayOf = { minute, day: businessDate(new Date(now)) };
  return dayOf.day;
}

/** What a list's page depends on besides the rows: who asks, in which language, on which day. */
export function pageKey(req: FastifyRequest, user: Principal, lang: string): string {
  return `${user.id}:${user.role}:${user.registrantId}:${user.participantId}|${lang}|${registryDay()}|${req.url}`;
}

/**
 * Snapshots shared by concurrent requests: every caller gets one taken after it asked, but
 * callers that ask while one is on its way share the next, so 20 concurrent pages cost one or
 * two snapshot reads, not twenty. (The one on its way may have been taken before the call.)
 */
export class Snapshots {
  #onItsWay: Promise<string> | undefined;
  #next: Promise<string> | undefined;

  constructor(readonly read: () => Promise<string>) {}

  current(): Promise<string> {
    if (!this.#onItsWay) return this.#send();
    this.#next ??= this.#onItsWay.then(
      () => this.#send(),
      () => this.#send(),
    );
    return this.#next;
  }

  #send(): Promise<string> {
    const sent = this.read();
    this.#onItsWay = sent;
    this.#next = undefined;
    const done = () => {
      if (this.#onItsWay === sent) this.#onItsWay = undefined;
    };
    sent.then(done, done);
    return sent;
  }
}

/** Operations whose answers ListPages keeps: the contract's paged reads. */
export function isPagedRead(method: string, querySchema: unknown): boolean {
  const properties = (querySchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return method === 'GET' && properties?.page !== undefined;
}
