import { SERVER_TEXTS, serverText } from '@rec/domain';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { DB, Role } from '../db/schema';
import { unauthorized } from '../http/errors';
import type { Principal } from '../http/types';
import { randomToken, sha256 } from './secrets';
import { revokeSession } from './sessions';

export interface TokenSettings {
  key: Buffer;
  accessSeconds: number;
  refreshDays: number;
}

/** The session an access token belongs to, and the user's session version when it was signed (ADR 0077). */
export interface SessionClaim {
  id: string;
  version: number;
}

interface Claims {
  role: Role;
  email: string;
  rid: number | null;
  pid: number | null;
  sid: string;
  ver: number;
}

/** What a valid signature vouches for; whether the session still holds is the gate's (sessions.ts). */
export interface Verified {
  principal: Principal;
  session: SessionClaim;
}

export async function signAccess(s: TokenSettings, p: Principal, session: SessionClaim): Promise<string> {
  const claims: Claims = {
    role: p.role,
    email: p.email,
    rid: p.registrantId,
    pid: p.participantId,
    sid: session.id,
    ver: session.version,
  };
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(p.id))
    .setIssuedAt()
    .setExpirationTime(`${s.accessSeconds}s`)
    .sign(s.key);
}

/**
 * Access tokens already verified, by their exact text, until they expire. A token's signature
 * check always gives the same answer for the same key, and the HMAC through WebCrypto cost more
 * than the rest of a small request (about 130 µs of CPU, measured under the transfer bench).
 * Expiry is checked again on every use; entries are per key; the oldest go first past the bound.
 */
const verified = new Map<string, Verified & { expiresAt: number; key: Buffer }>();
const MAX_VERIFIED = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const sessionEnded = () => unauthorized(serverText(SERVER_TEXTS.sessaoInvalidaExpirada), 'UNAUTHORIZED');

export async function verifyAccess(s: TokenSettings, token: string): Promise<Verified> {
  const known = verified.get(token);
  if (known && known.key === s.key && known.expiresAt > Date.now())
    return { principal: known.principal, session: known.session };
  if (known) verified.delete(token);
  let principal: Principal;
  let session: SessionClaim;
  let expiresAt: number;
  try {
    const { payload } = await jwtVerify<Claims>(token, s.key, { algorithms: ['HS256'] });
    // Tokens signed before sessions existed name none: refused, the refresh token renews them.
    if (typeof payload.sid !== 'string' || !UUID.test(payload.sid) || typeof payload.ver !== 'number')
      throw new Error('no session');
    principal = {
      id: Number(payload.sub),
      role: payload.role,
      email: payload.email,
      registrantId: payload.rid,
      participantId: payload.pid,
    };
    session = { id: payload.sid, version: payload.ver };
    expiresAt = Number(payload.exp) * 1000;
  } catch {
    throw sessionEnded();
  }
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
  verified.set(token, { principal, session, expiresAt, key: s.key });
  return { principal, session };
}

/** Issues a refresh token in a session's family (sessions.ts opens the session at sign-in). */
export async function issueRefresh(
  db: Kysely<DB>,
  s: TokenSettings,
  userId: number,
  familyId: string,
): Promise<string> {
  const token = randomToken('rt');
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      family_id: familyId,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + s.refreshDays * 86_400_000),
    })
    .execute();
  return token;
}

/**
 * Consumes a refresh token: valid once. A token presented again after use means it leaked, so
 * its whole family is revoked and the caller must sign in again. The session row is locked with
 * the token: a sign-out racing this rotation either comes first (refused here) or revokes the
 * session the new token belongs to.
 */
export async function rotateRefresh(
  db: Kysely<DB>,
  s: TokenSettings,
  token: string,
): Promise<{ userId: number; sessionId: string; refreshToken: string }> {
  const row = await db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.family_id')
    .selectAll('refresh_tokens')
    .select('sessions.revoked_at as session_revoked_at')
    .where('token_hash', '=', sha256(token))
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.revoked_at || row.session_revoked_at || row.expires_at.getTime() < Date.now())
    throw unauthorized(serverText(SERVER_TEXTS.sessaoExpirada), 'INVALID_REFRESH_TOKEN');
  if (row.used_at) {
    const reused = unauthorized(serverText(SERVER_TEXTS.sessaoRevogadaReutilizacaoToken), 'REFRESH_TOKEN_REUSED');
    reused.afterRollback = async (pool) => {
      await revokeSession(pool, row.family_id);
    };
    throw reused;
  }
  await db.updateTable('refresh_tokens').set({ used_at: new Date() }).where('id', '=', row.id).execute();
  return {
    userId: row.user_id,
    sessionId: row.family_id,
    refreshToken: await issueRefresh(db, s, row.user_id, row.family_id),
  };
}
