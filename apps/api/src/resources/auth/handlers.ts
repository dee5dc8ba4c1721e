import { AUTH_MESSAGES, RECOVER_MESSAGES, SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
import { secondFactorRequired } from '../../auth/challenges';
import { claimAttempt } from '../../auth/login-attempt';
import { passwordMatches } from '../../auth/password-check';
import { assertStrongPassword } from '../../auth/password-rules';
import { hashPassword } from '../../auth/passwords';
import { admitRecovery, RECOVER_WINDOW_MS } from '../../auth/recover-limit';
import { consumeResetToken, issueResetToken, revokeResetTokens } from '../../auth/reset-tokens';
import { recordSecurityEvent } from '../../auth/security-events';
import { touchSession } from '../../auth/sessions';
import { rotateRefresh, signAccess } from '../../auth/tokens';
import { notFound, tooManyRequests, unauthorized, unprocessable } from '../../http/errors';
import type { Handlers } from '../../http/types';
import { deviceOf, principalOf, signedIn } from './sign-in';

// The catalogue's text for RECOVER_RATE_LIMITED (packages/domain errors/catalogue-auth.ts).
const RECOVER_LIMITED = serverText(RECOVER_MESSAGES.rateLimited);

export const authHandlers: Handlers = {
  async login(ctx) {
    const { services } = ctx;
    const body = ctx.body;
    if ('refreshToken' in body) {
      const { userId, sessionId, refreshToken } = await rotateRefresh(ctx.db, services.tokens, body.refreshToken);
      await touchSession(ctx.db, sessionId);
      const { principal, user, version } = await principalOf(ctx.db, userId);
      const token = await signAccess(services.tokens, principal, { id: sessionId, version });
      return { token, refreshToken, expiresIn: services.tokens.accessSeconds, roles: [principal.role], user };
    }
    const email = body.email.trim().toLowerCase();
    const attempt = claimAttempt(services.loginThrottle, email, ctx.req.ip);
    if (typeof attempt === 'number') {
      const seconds = Math.ceil(attempt / 1000);
      ctx.reply.header('retry-after', String(seconds));
      throw tooManyRequests('TOO_MANY_ATTEMPTS', serverText(SERVER_TEXTS.muitasTentativasLoginAguardeS, { seconds }));
    }
    const row = await ctx.db
      .selectFrom('users')
      .select(['id', 'password_hash', 'totp_enabled_at'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirst();
    const matches = await passwordMatches(body.password, row?.password_hash);
    if (!row) throw notFound(serverText(AUTH_MESSAGES.userNotFound), 'E_USER_NOT_FOUND');
    if (!matches) throw unauthorized(serverText(AUTH_MESSAGES.passwordMismatch), 'E_PASSWORD_MISMATCH');
    attempt.succeeded();
    // Two factors on: the password earns a challenge, not a session (ADR 0121); the throttle's
    // failure for the pair was taken back, the code's attempts count anew. principalOf still
    // refuses an inactive or service account before any second step.
    if (row.totp_enabled_at) {
      await principalOf(ctx.db, row.id);
      throw secondFactorRequired(row.id);
    }
    return signedIn(ctx, row.id);
  },

  async recoverPassword(ctx) {
    const email = ctx.body.email.trim().toLowerCase();
    // Before the account is looked up, for known and unknown e-mails alike: the 429 tells nothing.
    if (!admitRecovery(ctx.services.recoverLimit, email, ctx.req.ip)) {
      ctx.reply.header('retry-after', String(RECOVER_WINDOW_MS / 1000));
      throw tooManyRequests('RECOVER_RATE_LIMITED', RECOVER_LIMITED);
    }
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'email', 'name'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .executeTakeFirst();
    // Same answer whether or not the account exists, so accounts cannot be enumerated.
    if (user) {
      const token = await issueResetToken(ctx.db, user.id);
      const link = `${ctx.services.config.webUrl}/recoverPassword?token=${encodeURIComponent(token)}`;
      await ctx.services.mail.enqueue(ctx.db, {
        to: user.email,
        subject: serverText(SERVER_TEXTS.redefinicaoSenhaRecRegistro),
        body: serverText(SERVER_TEXTS.olaDefinirNovaSenhaAcesse, { name: user.name, link }),
      });
    }
    return { status: true, message: serverText(RECOVER_MESSAGES.emailSent, { email: ctx.body.email }) };
  },

  async newPassword(ctx) {
    const { password, password_confirmation, token } = ctx.body;
    if (password !== password_confirmation) {
      throw unprocessable('VALIDATION_FAILED', serverText(VALIDATION_MESSAGES.passwordsDiffer), [
        { field: 'password_confirmation', message: serverText(VALIDATION_MESSAGES.passwordsDiffer) },
      ]);
    }
    const userId = await consumeResetToken(ctx.db, token);
    const owner = await ctx.db
      .selectFrom('users')
      .select(['email', 'name', 'lastName'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    // A refusal rolls the whole request back: the token stays unused and the link still works.
    await assertStrongPassword(password, [owner.email, owner.name, owner.lastName]);
    await revokeResetTokens(ctx.db, userId);
    await ctx.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password), updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    await recordSecurityEvent(ctx.db, { type: 'auth.password_changed', userId, ...deviceOf(ctx.req) });
    // A new password ends every open session of the account.
    await ctx.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    return { status: true, message: serverText(RECOVER_MESSAGES.passwordReset) };
  },
};
