import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../db/schema';
import type { SessionClaim } from './tokens';

/** What the database says of a session now. */
export interface SessionState {
  open: boolean;
  active: boolean;
  version: number;
  /** An admin without a second factor while the registry requires one (ADR 0121): may only enrol. */
  mustEnrol: boolean;
}

type Waiter = { resolve: (state: SessionState | undefined) => void; reject: (err: unknown) => void };

/**
 * Checks on every authenticated request that the token's session is still open, its user still
 * active and unchanged since the token was signed (ADR 0077): a sign-out, a deactivation, a new
 * role or password take effect on the next request, on whichever node serves it — there is no
 * per-node copy to invalidate. Concurrent requests share one read, as the snapshot reads of ADR
 * 0058 do: a request waits for the read after the one already on its way (so what it sees was
 * read after it arrived), and everything waiting then goes in that one statement.
 */
export class SessionGate {
  #waiting = new Map<string, Waiter[]>();
  #reading = false;

  constructor(readonly read: (ids: string[]) => Promise<Map<string, SessionState>>) {}

  /** Whether a token carrying this claim still speaks for its user. */
  async admits(claim: SessionClaim): Promise<boolean> {
    return (await this.check(claim)) !== 'refused';
  }

  /** As admits, telling apart a session that may only enrol a second factor. */
  async check(claim: SessionClaim): Promise<'admitted' | 'must-enrol' | 'refused'> {
    const state = await this.state(claim.id);
    if (!(state?.open && state.active && state.version === claim.version)) return 'refused';
    return state.mustEnrol ? 'must-enrol' : 'admitted';
  }

  state(id: string): Promise<SessionState | undefined> {
    return new Promise((resolve, reject) => {
      const list = this.#waiting.get(id);
      if (list) list.push({ resolve, reject });
      else this.#waiting.set(id, [{ resolve, reject }]);
      this.#next();
    });
  }

  #next(): void {
    if (this.#reading || this.#waiting.size === 0) return;
    const batch = this.#waiting;
    this.#waiting = new Map();
    this.#reading = true;
    this.read([...batch.keys()])
      .then(
        (found) => {
          for (const [id, waiters] of batch) for (const w of waiters) w.resolve(found.get(id));
        },
        (err) => {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
        },
      )
      .finally(() => {
        this.#reading = false;
        this.#next();
      });
  }
}

/** The gate's one statement: any number of sessions, one plan (ids as one text parameter). */
export const sessionGate = (db: Kysely<DB>): SessionGate =>
  new SessionGate(async (ids) => {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id', 'sessions.revoked_at', 'users.active', 'users.session_version'])
      .select(
        sql<boolean>`users.role = 'admin' and users.totp_enabled_at is null
          and coalesce((select "adminTwoFactorRequired" from configs order by id limit 1), true)`.as('must_enrol'),
      )
      .where(sql<boolean>`sessions.id = any(string_to_array(${ids.join(',')}, ',')::uuid[])`)
      .execute();
    return new Map(
      rows.map((r) => [
        r.id,
        { open: r.revoked_at === null, active: r.active, version: r.session_version, mustEnrol: r.must_enrol },
      ]),
    );
  });
