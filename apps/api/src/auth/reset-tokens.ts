import { RECOVER_MESSAGES, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { unprocessable } from '../http/errors';
import { randomToken, sha256 } from './secrets';

const RESET_TTL_MS = 60 * 60_000;

/**
 * Voids every outstanding reset token of the account: on a new request (only the newest link
 * works), on a use, and on any password change (a link sent before it must not undo it).
 */
export async function revokeResetTokens(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * A new single-use token for the account, the only live one. The user's row is locked first, so
 * two requests at once queue instead of meeting the one-live-token index (migration 0092).
 */
export async function issueResetToken(db: Kysely<DB>, userId: number): Promise<string> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  await revokeResetTokens(db, userId);
  const token = randomToken('prt');
  await db
    .insertInto('password_resets')
    .values({ user_id: userId, token_hash: sha256(token), expires_at: new Date(Date.now() + RESET_TTL_MS) })
    .execute();
  return token;
}

/** The account of a live token, which is used up; 422 INVALID_RESET_TOKEN for any other token. */
export async function consumeResetToken(db: Kysely<DB>, token: string): Promise<number> {
  const reset = await db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .forUpdate()
    .executeTakeFirst();
  if (!reset || reset.used_at || reset.revoked_at || reset.expires_at.getTime() < Date.now()) {
    throw unprocessable('INVALID_RESET_TOKEN', serverText(RECOVER_MESSAGES.newPasswordFailed));
  }
  await db.updateTable('password_resets').set({ used_at: new Date() }).where('id', '=', reset.id).execute();
  return reset.user_id;
}
