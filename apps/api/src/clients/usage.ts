import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

const MINUTE = 60_000;

/**
 * Each client's request budget: `limit` requests per fixed minute, per process (as the sign-in
 * throttle is). Answers what the RateLimit header fields report: what remains, and the seconds
 * until the window starts again.
 */
export class ClientRates {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  take(clientId: string, limit: number): { allowed: boolean; remaining: number; reset: number } {
    const now = this.now();
    let w = this.#windows.get(clientId);
    if (!w || now - w.start >= MINUTE) {
      w = { start: now, count: 0 };
      this.#windows.set(clientId, w);
    }
    const allowed = w.count < limit;
    if (allowed) w.count++;
    return { allowed, remaining: limit - w.count, reset: Math.max(1, Math.ceil((w.start + MINUTE - now) / 1000)) };
  }
}

/**
 * A client's last use, written at most once a minute per client and process: the screens show it
 * to the minute, and a busy client must not turn every read into a write.
 */
export class ClientUse {
  readonly #written = new Map<string, number>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async touch(clientId: string): Promise<void> {
    const now = this.now();
    if (now - (this.#written.get(clientId) ?? 0) < MINUTE) return;
    this.#written.set(clientId, now);
    try {
      await this.db
        .updateTable('api_clients')
        .set({ last_used_at: new Date(now) })
        .where('client_id', '=', clientId)
        .execute();
    } catch (err) {
      this.log.warn({ err, client: clientId }, 'could not record the client’s last use');
    }
  }
}
