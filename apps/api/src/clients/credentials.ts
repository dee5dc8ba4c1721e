import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { randomToken, sha256 } from '../auth/secrets';
import type { DB } from '../db/schema';
import type { ClientIdentity } from './access';

// A client's secret: 32 random bytes, stored as its SHA-256 (nothing to guess a dictionary from,
// so no slow hash is needed), answered once. A rotation adds one and gives the older an expiry.
export const newSecret = (): { secret: string; hash: string } => {
  const secret = randomToken('rcs');
  return { secret, hash: sha256(secret) };
};

export const newClientId = (): string => randomToken('rc').slice(0, 27);

export type KnownClient = ClientIdentity & { id: number; scopes: string[] };

/** The live client whose id and secret these are, or undefined (unknown, revoked, wrong or expired secret). */
export async function clientByCredentials(
  db: Kysely<DB>,
  clientId: string,
  secret: string,
  now: Date,
): Promise<KnownClient | undefined> {
  const rows = await db
    .selectFrom('api_clients')
    .innerJoin('users', 'users.id', 'api_clients.user_id')
    .innerJoin('api_client_secrets as s', 's.api_client_id', 'api_clients.id')
    .select([
      'api_clients.id',
      'api_clients.client_id',
      'api_clients.user_id',
      'api_clients.organization',
      'api_clients.registrant_id',
      'api_clients.participant_id',
      'api_clients.scopes',
      'api_clients.rate_limit',
      'api_clients.revoked_at',
      'users.active',
      's.secret_hash',
      's.expires_at',
    ])
    .where('api_clients.client_id', '=', clientId)
    .execute();
  const given = Buffer.from(sha256(secret), 'hex');
  const match = rows.find(
    (r) =>
      timingSafeEqual(Buffer.from(r.secret_hash, 'hex'), given) &&
      (r.expires_at === null || r.expires_at.getTime() > now.getTime()),
  );
  if (!match || match.revoked_at || !match.active) return undefined;
  return {
    id: match.id,
    clientId: match.client_id,
    userId: match.user_id,
    organization: match.organization,
    registrantId: match.registrant_id,
    participantId: match.participant_id,
    rateLimit: match.rate_limit,
    scopes: match.scopes,
  };
}
