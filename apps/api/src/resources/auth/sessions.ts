import { sql } from 'kysely';
import { recordSecurityEvent } from '../../auth/security-events';
import { notFound } from '../../http/errors';
import type { Ctx, Handlers } from '../../http/types';
import { deviceOf } from './sign-in';

// The "Sessões" screen (ADR 0122): the caller's open sessions, ending one or all; an admin ends a
// user's. Revoking the row is all it takes — the session gate refuses the session's access token
// on its next request and the refresh token is refused, on every node (ADR 0077).

const end = async (ctx: Pick<Ctx<'revokeAllSessions'>, 'db'>, userId: number, sessionId?: string): Promise<number> => {
  let q = ctx.db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (sessionId) q = q.where('id', '=', sessionId);
  const rows = await q.returning('id').execute();
  return rows.length;
};

export const sessionHandlers: Handlers = {
  async listSessions(ctx) {
    const rows = await ctx.db
      .selectFrom('sessions')
      .select(['id', 'user_agent', 'address', 'created_at', 'last_used_at'])
      .where('user_id', '=', ctx.user.id)
      .where('revoked_at', 'is', null)
      // A session whose refresh tokens all expired can no longer be used: not shown as open.
      .where(sql<boolean>`exists (select 1 from refresh_tokens r where r.family_id = sessions.id
        and r.revoked_at is null and r.used_at is null and r.expires_at > now())`)
      .orderBy('last_used_at', 'desc')
      .execute();
    return { data: rows.map((r) => ({ ...r, current: r.id === ctx.req.sessionId })) };
  },

  async revokeSession(ctx) {
    if ((await end(ctx, ctx.user.id, ctx.params.sessionId)) === 0) throw notFound();
    await recordSecurityEvent(ctx.db, {
      type: 'session.revoked',
      userId: ctx.user.id,
      ...deviceOf(ctx.req),
      data: { sessionId: ctx.params.sessionId },
    });
    ctx.reply.code(204);
    return undefined;
  },

  async revokeAllSessions(ctx) {
    const count = await end(ctx, ctx.user.id);
    await recordSecurityEvent(ctx.db, {
      type: 'session.revoked_all',
      userId: ctx.user.id,
      ...deviceOf(ctx.req),
      data: { count },
    });
    ctx.reply.code(204);
    return undefined;
  },

  async revokeUserSessions(ctx) {
    const user = await ctx.db.selectFrom('users').select('id').where('id', '=', ctx.params.id).executeTakeFirst();
    if (!user) throw notFound();
    const count = await end(ctx, user.id);
    await recordSecurityEvent(ctx.db, {
      type: 'session.revoked_all',
      userId: user.id,
      actorUserId: ctx.user.id,
      ...deviceOf(ctx.req),
      data: { count },
    });
    ctx.reply.code(204);
    return undefined;
  },
};
