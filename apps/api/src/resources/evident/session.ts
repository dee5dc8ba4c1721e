import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { EvidentSession } from '../../connectors/evident';
import { failed, NOT_SYNCED, type SyncResult } from '../../connectors/sync';
import type { DB } from '../../db/schema';
import type { Principal } from '../../http/types';
import type { Services } from '../../services';

export const NO_INTEGRATION = serverText(SERVER_TEXTS.nenhumaIntegracaoAtivaRegistroEvidencias);

/**
 * Signs in to the evidence registry, or says why not — as a SyncResult that is never a success:
 * the offline connector (`not_synced`), no active `evident` API integration (`not_synced`), or a
 * refused sign-in (`failed`). The integration row gives the base URL and the client id and
 * secret; a participant's own external-platform user and password, when it has them, sign in
 * instead of the integration's.
 */
export async function openEvident(
  db: Kysely<DB>,
  services: Services,
  user: Principal,
): Promise<{ session: EvidentSession } | { result: SyncResult }> {
  const connector = services.connectors.evident;
  if (!connector.open) return { result: { ...NOT_SYNCED } };
  const row = await db
    .selectFrom('api_integrations')
    .select(['base_url', 'username', 'password_enc', 'client_id', 'client_secret_enc'])
    .where('provider', '=', 'evident')
    .where('active', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return { result: { synced: false, status: 'not_synced', message: NO_INTEGRATION, count: 0 } };
  const own =
    user.role === 'client_admin_participant' && user.participantId
      ? await db
          .selectFrom('participants')
          .select(['external_user', 'external_password_enc'])
          .where('id', '=', user.participantId)
          .executeTakeFirst()
      : undefined;
  const useOwn = Boolean(own?.external_user && own.external_password_enc);
  const open = (sealed: string | null | undefined) => (sealed ? services.seal.open(sealed) : null);
  try {
    const session = await connector.open({
      baseUrl: row.base_url,
      username: useOwn ? (own?.external_user ?? null) : row.username,
      password: useOwn ? open(own?.external_password_enc) : open(row.password_enc),
      clientId: row.client_id,
      clientSecret: open(row.client_secret_enc),
    });
    return { session };
  } catch (err) {
    return { result: failed(err) };
  }
}
