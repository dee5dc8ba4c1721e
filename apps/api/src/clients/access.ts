import { CLIENT_ROLE, type ClientOrganization } from '@rec/domain/clients';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { SessionGate } from '../auth/session-gate';
import { sessionEnded, type TokenSettings } from '../auth/tokens';
import type { DB } from '../db/schema';
import type { Principal } from '../http/types';

// A machine client's access token (ADR 0117): a JWT signed with the server's key, behind a prefix
// so the route layer tells it from a person's without trying both. It carries the client's
// organisation, the role it acts as and the scopes it was granted for this token.
export const CLIENT_TOKEN_PREFIX = 'rcat_';
const AUDIENCE = 'rec-machine-client';

interface ClientClaims {
  cid: string;
  org: ClientOrganization;
  rid: number | null;
  pid: number | null;
  scp: string;
  lim: number;
}

export interface ClientIdentity {
  clientId: string;
  userId: number;
  organization: ClientOrganization;
  registrantId: number | null;
  participantId: number | null;
  rateLimit: number;
}

export async function signClientAccess(
  s: TokenSettings,
  c: ClientIdentity,
  scopes: readonly string[],
  seconds: number,
): Promise<string> {
  const claims: ClientClaims = {
    cid: c.clientId,
    org: c.organization,
    rid: c.registrantId,
    pid: c.participantId,
    scp: scopes.join(' '),
    lim: c.rateLimit,
  };
  const jwt = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(c.userId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(s.key);
  return `${CLIENT_TOKEN_PREFIX}${jwt}`;
}

/** The principal a valid client token speaks for: its organisation's role, its scopes. */
export async function verifyClientAccess(s: TokenSettings, token: string): Promise<Principal> {
  try {
    const { payload } = await jwtVerify<ClientClaims>(token.slice(CLIENT_TOKEN_PREFIX.length), s.key, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    });
    if (typeof payload.cid !== 'string' || !Object.hasOwn(CLIENT_ROLE, payload.org)) throw new Error('claims');
    return {
      id: Number(payload.sub),
      role: CLIENT_ROLE[payload.org],
      email: '',
      registrantId: payload.rid,
      participantId: payload.pid,
      client: { id: payload.cid, scopes: payload.scp.split(' ').filter(Boolean), rateLimit: payload.lim },
    };
  } catch {
    throw sessionEnded();
  }
}

/** Whether a client is still live, read on every request (a revocation holds from the next one). */
export const clientGate = (db: Kysely<DB>): SessionGate =>
  new SessionGate(async (ids) => {
    const rows = await db
      .selectFrom('api_clients')
      .innerJoin('users', 'users.id', 'api_clients.user_id')
      .select(['api_clients.client_id', 'api_clients.revoked_at', 'users.active'])
      .where(sql<boolean>`api_clients.client_id = any(string_to_array(${ids.join(',')}, ','))`)
      .execute();
    return new Map(
      rows.map((r) => [r.client_id, { open: r.revoked_at === null, active: r.active, version: 0, mustEnrol: false }]),
    );
  });
