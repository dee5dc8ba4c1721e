import { CLIENT_MESSAGES, ptText } from '@rec/domain';
import { ROTATION_OVERLAP_HOURS } from '@rec/domain/clients';
import { recordSecurityEvent } from '../../auth/security-events';
import { newSecret } from '../../clients/credentials';
import { conflict } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { deviceOf } from '../auth/sign-in';
import { sortableFor } from '../list-columns';
import { checkScopes, insertClient, ownerOf } from './create';
import { clientQuery, findClient, ownedBy } from './reads';

const REVOKED = () => conflict('API_CLIENT_REVOKED', ptText(CLIENT_MESSAGES.API_CLIENT_REVOKED));

export const apiClientsHandlers: Handlers = {
  async listApiClients({ db, query, user }) {
    let q = ownedBy(clientQuery(db).selectAll(), user);
    if (query.status) q = q.where('c.status', '=', query.status);
    if (query.organization) q = q.where('c.organization', '=', query.organization);
    if (query.registrant_id) q = q.where('c.registrant_id', '=', query.registrant_id);
    if (query.participant_id) q = q.where('c.participant_id', '=', query.participant_id);
    return listPage(q, query, {
      searchable: ['name', 'client_id', 'organization_name'],
      sortable: sortableFor('listApiClients'),
      newestFirst: true,
    });
  },

  getApiClient: ({ db, params, user }) => findClient(db, user, params.id),

  async createApiClient({ db, body, user }) {
    const owner = ownerOf(user, body);
    checkScopes(body.scopes, owner.organization);
    const { id, secret } = await insertClient(db, user, body.name.trim(), body.scopes, owner);
    return { ...(await findClient(db, user, id)), client_secret: secret };
  },

  /** A new secret; the live ones expire after the overlap (24 h unless asked otherwise; 0: now). */
  async rotateApiClientSecret({ db, params, body, user, services, req }) {
    const client = await findClient(db, user, params.id);
    if (client.revoked_at) throw REVOKED();
    const now = services.clock();
    const hours = body?.overlap_hours ?? ROTATION_OVERLAP_HOURS;
    const until = new Date(now.getTime() + hours * 3_600_000);
    await db
      .updateTable('api_client_secrets')
      .set({ expires_at: until })
      .where('api_client_id', '=', client.id)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', until)]))
      .execute();
    const { secret, hash } = newSecret();
    await db.insertInto('api_client_secrets').values({ api_client_id: client.id, secret_hash: hash }).execute();
    // The admins' security list shows who renewed a machine's credentials (ADR 0122).
    await recordSecurityEvent(db, {
      type: 'machine_client.secret_rotated',
      actorUserId: user.id,
      ...deviceOf(req),
      data: { clientId: client.client_id, overlapHours: hours },
    });
    return { ...(await findClient(db, user, client.id)), client_secret: secret };
  },

  async revokeApiClient({ db, params, user, services }) {
    const client = await findClient(db, user, params.id);
    if (client.revoked_at) throw REVOKED();
    await db.updateTable('api_clients').set({ revoked_at: services.clock() }).where('id', '=', client.id).execute();
    return findClient(db, user, client.id);
  },
};
