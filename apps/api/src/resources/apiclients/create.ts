import { CLIENT_MESSAGES, ptText, SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
import { type ClientOrganization, DEFAULT_CLIENT_RATE_LIMIT, mayGrant, organizationOf } from '@rec/domain/clients';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import { randomToken } from '../../auth/secrets';
import { newClientId, newSecret } from '../../clients/credentials';
import type { DB } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import type { Ctx, Principal } from '../../http/types';

type Owner = { organization: ClientOrganization; registrant_id: number | null; participant_id: number | null };

const missing = (field: string) =>
  unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.dadosInvalidos), [
    { field, message: ptText(VALIDATION_MESSAGES.required) },
  ]);

/** Whose client it is (the domain's organizationOf): the admin names any organisation; anyone else creates for their own. */
export function ownerOf(user: Principal, body: Ctx<'createApiClient'>['body']): Owner {
  const organization = organizationOf(user.role, body.organization);
  if (user.role !== 'admin')
    return organization === 'participant'
      ? { organization, registrant_id: null, participant_id: user.participantId }
      : { organization, registrant_id: user.registrantId, participant_id: null };
  if (organization === 'registrant' && !body.registrant_id) throw missing('registrant_id');
  if (organization === 'participant' && !body.participant_id) throw missing('participant_id');
  return {
    organization,
    registrant_id: organization === 'registrant' ? (body.registrant_id ?? null) : null,
    participant_id: organization === 'participant' ? (body.participant_id ?? null) : null,
  };
}

/** Every scope asked is one this kind of organisation may grant (the domain's table, ADR 0135). */
export function checkScopes(scopes: readonly string[], organization: ClientOrganization): void {
  const wrong = scopes.find((s) => !mayGrant(organization, s));
  if (wrong) {
    const message = ptText({ ...CLIENT_MESSAGES.SCOPE_NOT_GRANTABLE, values: { scope: wrong } });
    throw unprocessable('SCOPE_NOT_GRANTABLE', message, [{ field: 'scopes', message }]);
  }
}

/**
 * The client's `service` user (ADR 0117): the actor of what it writes; it has no password anyone
 * knows (a hash of random bytes) and, being `service`, /auth/login refuses it before any session.
 */
export async function insertClient(db: Kysely<DB>, user: Principal, name: string, scopes: string[], owner: Owner) {
  const clientId = newClientId();
  const account = await db
    .insertInto('users')
    .values({
      name,
      email: `${clientId}@clients.invalid`,
      password_hash: await hashPassword(randomToken('none')),
      role: 'service',
      registrant_id: owner.registrant_id,
      participant_id: owner.participant_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('api_clients')
    .values({
      client_id: clientId,
      name,
      user_id: account.id,
      ...owner,
      scopes,
      rate_limit: DEFAULT_CLIENT_RATE_LIMIT,
      created_by: user.id || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { secret, hash } = newSecret();
  await db.insertInto('api_client_secrets').values({ api_client_id: row.id, secret_hash: hash }).execute();
  return { id: row.id, secret };
}
