import { AUTH_MESSAGES, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import { recordSecurityEvent } from '../../auth/security-events';
import { openSession } from '../../auth/sessions';
import { issueRefresh, signAccess } from '../../auth/tokens';
import type { DB } from '../../db/schema';
import { HttpError, raise } from '../../http/errors';
import type { Ctx } from '../../http/types';
import type { Services } from '../../services';

type SignInCtx = Pick<Ctx<'login'>, 'db' | 'services' | 'req'>;

/** The token's principal and the login answer's user, read fresh (role, organisation, active). */
export async function principalOf(db: Kysely<DB>, userId: number) {
  const user = await db
    .selectFrom('users')
    .leftJoin('registrants', 'registrants.id', 'users.registrant_id')
    .leftJoin('participants', 'participants.id', 'users.participant_id')
    .select([
      'users.id',
      'users.name',
      'users.lastName',
      'users.email',
      'users.role',
      'users.active',
      'users.registrant_id',
      'users.participant_id',
      'users.session_version',
      'registrants.social_reason',
      'participants.name as participant_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user?.active) throw raise('E_USER_INACTIVE', { status: 401 });
  // The spec's client refuses the service role itself; the server refuses it too.
  if (user.role === 'service') throw new HttpError(403, 'E_SERVICE_LOGIN', serverText(AUTH_MESSAGES.serviceRefused));
  const principal = {
    id: user.id,
    role: user.role,
    email: user.email,
    registrantId: user.registrant_id,
    participantId: user.participant_id,
  };
  return {
    principal,
    version: user.session_version,
    user: {
      id: user.id,
      name: user.name,
      lastName: user.lastName,
      email: user.email,
      registrant: user.registrant_id ? { id: user.registrant_id, social_reason: user.social_reason ?? '' } : null,
      participant: user.participant_id ? { id: user.participant_id, name: user.participant_name ?? '' } : null,
    },
  };
}

export const deviceOf = (req: SignInCtx['req']) => ({
  address: req.ip,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
});

/** Opens the session of a user who proved who they are (password, and the second factor if on). */
export async function signedIn(ctx: SignInCtx, userId: number, data: Record<string, unknown> = {}) {
  const services: Services = ctx.services;
  const { principal, user, version } = await principalOf(ctx.db, userId);
  const device = deviceOf(ctx.req);
  const sessionId = await openSession(ctx.db, userId, device);
  const token = await signAccess(services.tokens, principal, { id: sessionId, version });
  const refreshToken = await issueRefresh(ctx.db, services.tokens, userId, sessionId);
  await recordSecurityEvent(ctx.db, { type: 'auth.signed_in', userId, ...device, data: { sessionId, ...data } });
  return { token, refreshToken, expiresIn: services.tokens.accessSeconds, roles: [principal.role], user };
}
