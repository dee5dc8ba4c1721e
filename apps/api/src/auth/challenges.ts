import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { type HttpError, raise } from '../http/errors';
import { randomToken, sha256 } from './secrets';

// The pending half of a two-factor sign-in (ADR 0121): a correct password earns this token, not a
// session. Good for five minutes, once, and only at POST /auth/login/second-factor.
export const CHALLENGE_SECONDS = 300;

/**
 * The password's answer for an account with two factors: a 401 E_SECOND_FACTOR_REQUIRED carrying
 * the challenge (a client that does not know two factors fails safe). The login request rolls
 * back with the error, so the challenge is stored after the rollback.
 */
export function secondFactorRequired(userId: number): HttpError {
  const token = randomToken('ch');
  const error = raise('E_SECOND_FACTOR_REQUIRED', { status: 401 });
  error.challenge = { challengeToken: token, expiresIn: CHALLENGE_SECONDS };
  error.afterRollback = (pool) => storeChallenge(pool, userId, token);
  return error;
}

async function storeChallenge(db: Kysely<DB>, userId: number, token: string): Promise<void> {
  await db
    .insertInto('login_challenges')
    .values({ token_hash: sha256(token), user_id: userId, expires_at: new Date(Date.now() + CHALLENGE_SECONDS * 1000) })
    .execute();
  // Old challenges of anyone are of no use to keep.
  await db
    .deleteFrom('login_challenges')
    .where('expires_at', '<', new Date(Date.now() - 86_400_000))
    .execute();
}

/** The account a live challenge belongs to (locked until the request ends), or undefined. */
export async function liveChallenge(db: Kysely<DB>, token: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('login_challenges')
    .select('user_id')
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .forUpdate()
    .executeTakeFirst();
  return row?.user_id;
}

export async function spendChallenge(db: Kysely<DB>, token: string): Promise<void> {
  await db
    .updateTable('login_challenges')
    .set({ used_at: new Date() })
    .where('token_hash', '=', sha256(token))
    .execute();
}
