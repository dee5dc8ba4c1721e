import { SERVER_TEXTS, serverText } from '@rec/domain';
import { liveChallenge, spendChallenge } from '../../auth/challenges';
import { claimAttempt } from '../../auth/login-attempt';
import { useRecoveryCode } from '../../auth/recovery-codes';
import { recordSecurityEvent } from '../../auth/security-events';
import { claimStep, looksLikeTotp, totpStep } from '../../auth/totp';
import { raise, tooManyRequests } from '../../http/errors';
import type { Ctx, Handlers } from '../../http/types';
import { deviceOf, signedIn } from './sign-in';

type Proof = 'totp' | 'recovery_code';

/**
 * Whether a code proves the account's second factor now: a TOTP code whose time step is later
 * than the last one accepted (so never the same code twice), or an unused recovery code.
 * Shared by the sign-in's second step and the screens that need a fresh code (disable, new codes).
 */
export async function proves(
  ctx: Pick<Ctx<'loginSecondFactor'>, 'db' | 'services'>,
  userId: number,
  code: string,
  allowRecovery: boolean,
): Promise<Proof | null> {
  const row = await ctx.db
    .selectFrom('users')
    .select(['totp_secret_enc', 'totp_last_step'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!row.totp_secret_enc) return null;
  if (looksLikeTotp(code)) {
    const step = await totpStep(ctx.services.seal.open(row.totp_secret_enc), code, row.totp_last_step);
    return step !== null && (await claimStep(ctx.db, userId, step)) ? 'totp' : null;
  }
  return allowRecovery && (await useRecoveryCode(ctx.db, userId, code)) ? 'recovery_code' : null;
}

/** A refused code: 401, and the attempt recorded although the request rolls back. */
export function refusedCode(ctx: Pick<Ctx<'loginSecondFactor'>, 'req'>, userId: number) {
  const error = raise('E_SECOND_FACTOR_INVALID', { status: 401 });
  error.afterRollback = (pool) =>
    recordSecurityEvent(pool, { type: 'auth.second_factor_failed', userId, ...deviceOf(ctx.req) });
  return error;
}

/**
 * Claims a code attempt on the password's throttle (ADR 0014): codes are guessed no faster than
 * passwords, per account and address. Answers the attempt, or throws 429 with Retry-After.
 */
export function codeAttempt(ctx: Pick<Ctx<'loginSecondFactor'>, 'services' | 'req' | 'reply'>, email: string) {
  const attempt = claimAttempt(ctx.services.loginThrottle, email.toLowerCase(), ctx.req.ip);
  if (typeof attempt !== 'number') return attempt;
  const seconds = Math.ceil(attempt / 1000);
  ctx.reply.header('retry-after', String(seconds));
  throw tooManyRequests('TOO_MANY_ATTEMPTS', serverText(SERVER_TEXTS.muitasTentativasLoginAguardeS, { seconds }));
}

export const secondFactorHandlers: Handlers = {
  async loginSecondFactor(ctx) {
    const { challengeToken, code } = ctx.body;
    const userId = await liveChallenge(ctx.db, challengeToken);
    if (userId === undefined) throw raise('E_CHALLENGE_EXPIRED', { status: 401 });
    const { email } = await ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const attempt = codeAttempt(ctx, email);
    const proof = await proves(ctx, userId, code, true);
    if (!proof) throw refusedCode(ctx, userId);
    attempt.succeeded();
    await spendChallenge(ctx.db, challengeToken);
    if (proof === 'recovery_code')
      await recordSecurityEvent(ctx.db, { type: 'auth.recovery_code_used', userId, ...deviceOf(ctx.req) });
    return signedIn(ctx, userId, { secondFactor: proof });
  },
};
