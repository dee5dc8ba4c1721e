import { newRecoveryCodes, recoveryCodesLeft } from '../../auth/recovery-codes';
import { recordSecurityEvent } from '../../auth/security-events';
import { claimStep, newTotpSecret, otpauthUri, qrSvg, totpStep } from '../../auth/totp';
import { twoFactorRequired } from '../../auth/two-factor-setting';
import { raise } from '../../http/errors';
import type { Ctx, Handlers } from '../../http/types';
import { codeAttempt, proves, refusedCode } from './second-factor';
import { deviceOf } from './sign-in';

// The caller's own second factor (ADR 0121): enrol (a pending secret, confirmed by its first
// code), turn off, new recovery codes. Every change needs a code from the app now.

const enabledOf = async (ctx: Pick<Ctx<'getTwoFactor'>, 'db' | 'user'>) => {
  const row = await ctx.db
    .selectFrom('users')
    .select(['totp_enabled_at', 'totp_pending_enc'])
    .where('id', '=', ctx.user.id)
    .executeTakeFirstOrThrow();
  return row;
};

const event = (
  ctx: Pick<Ctx<'getTwoFactor'>, 'db' | 'user' | 'req'>,
  type: 'two_factor.enabled' | 'two_factor.disabled' | 'two_factor.recovery_codes_regenerated',
) => recordSecurityEvent(ctx.db, { type, userId: ctx.user.id, ...deviceOf(ctx.req) });

export const twoFactorHandlers: Handlers = {
  async getTwoFactor(ctx) {
    const row = await enabledOf(ctx);
    return {
      enabled: row.totp_enabled_at !== null,
      required: await twoFactorRequired(ctx.db, ctx.user.role),
      recoveryCodesLeft: row.totp_enabled_at ? await recoveryCodesLeft(ctx.db, ctx.user.id) : 0,
    };
  },

  async startTwoFactor(ctx) {
    if ((await enabledOf(ctx)).totp_enabled_at) throw raise('E_TWO_FACTOR_ENABLED', { status: 409 });
    const secret = newTotpSecret();
    await ctx.db
      .updateTable('users')
      .set({ totp_pending_enc: ctx.services.seal.seal(secret) })
      .where('id', '=', ctx.user.id)
      .execute();
    const uri = otpauthUri(secret, ctx.user.email);
    return { secret, otpauthUri: uri, qrSvg: await qrSvg(uri) };
  },

  async confirmTwoFactor(ctx) {
    const row = await enabledOf(ctx);
    if (row.totp_enabled_at) throw raise('E_TWO_FACTOR_ENABLED', { status: 409 });
    if (!row.totp_pending_enc) throw raise('E_TWO_FACTOR_NOT_ENABLED', { status: 409 });
    const attempt = codeAttempt(ctx, ctx.user.email);
    const step = await totpStep(ctx.services.seal.open(row.totp_pending_enc), ctx.body.code, null);
    if (step === null) throw refusedCode(ctx, ctx.user.id);
    attempt.succeeded();
    await ctx.db
      .updateTable('users')
      .set({
        totp_secret_enc: row.totp_pending_enc,
        totp_pending_enc: null,
        totp_enabled_at: new Date(),
        totp_last_step: null,
      })
      .where('id', '=', ctx.user.id)
      .execute();
    // The enrolment's code is spent: it cannot sign in afterwards.
    await claimStep(ctx.db, ctx.user.id, step);
    await event(ctx, 'two_factor.enabled');
    return { recoveryCodes: await newRecoveryCodes(ctx.db, ctx.user.id) };
  },

  async disableTwoFactor(ctx) {
    if (!(await enabledOf(ctx)).totp_enabled_at) throw raise('E_TWO_FACTOR_NOT_ENABLED', { status: 409 });
    if (await twoFactorRequired(ctx.db, ctx.user.role)) throw raise('E_TWO_FACTOR_REQUIRED', { status: 409 });
    const attempt = codeAttempt(ctx, ctx.user.email);
    if (!(await proves(ctx, ctx.user.id, ctx.body.code, true))) throw refusedCode(ctx, ctx.user.id);
    attempt.succeeded();
    await ctx.db
      .updateTable('users')
      .set({ totp_secret_enc: null, totp_pending_enc: null, totp_enabled_at: null, totp_last_step: null })
      .where('id', '=', ctx.user.id)
      .execute();
    await ctx.db.deleteFrom('recovery_codes').where('user_id', '=', ctx.user.id).execute();
    await event(ctx, 'two_factor.disabled');
    ctx.reply.code(204);
    return undefined;
  },

  async regenerateRecoveryCodes(ctx) {
    if (!(await enabledOf(ctx)).totp_enabled_at) throw raise('E_TWO_FACTOR_NOT_ENABLED', { status: 409 });
    const attempt = codeAttempt(ctx, ctx.user.email);
    if (!(await proves(ctx, ctx.user.id, ctx.body.code, false))) throw refusedCode(ctx, ctx.user.id);
    attempt.succeeded();
    await event(ctx, 'two_factor.recovery_codes_regenerated');
    return { recoveryCodes: await newRecoveryCodes(ctx.db, ctx.user.id) };
  },
};
