import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers, Principal } from '../../http/types';
import { createSubscription, rotateSecret } from '../../webhooks/subscriptions';
import { baseUrlProblem } from '../apiintegrations/base-url';
import { sortableFor } from '../list-columns';
import { deliveryHandlers } from './deliveries';
import { organizationName, presentSubscription, SUBSCRIPTION_COLUMNS } from './present';
import { NOT_FOUND, ownedId, ownerFor, subscriptionsOf } from './scope';

const one = async (db: Kysely<DB>, user: Principal, id: number) => {
  const row = await subscriptionsOf(db, user)
    .select([...SUBSCRIPTION_COLUMNS, organizationName])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return presentSubscription(row);
};

/** The outbound rules on the URL's text (ADR 0078): https, no credentials, a public address. */
function checkUrl(config: Config, url: string) {
  const message = baseUrlProblem(config, url);
  if (message)
    throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.dadosInvalidos), [
      { field: 'url', code: 'format', message },
    ]);
}

export const webhooksHandlers: Handlers = {
  async listWebhookSubscriptions({ db, user, query }) {
    let q = subscriptionsOf(db, user).select([...SUBSCRIPTION_COLUMNS, organizationName]);
    if (query.active !== undefined) q = q.where('active', '=', query.active);
    const page = await listPage(q, query, {
      searchable: ['url', 'description'],
      sortable: sortableFor('listWebhookSubscriptions'),
      newestFirst: true,
    });
    return { ...page, data: page.data.map(presentSubscription) };
  },

  getWebhookSubscription: ({ db, user, params }) => one(db, user, params.id),

  async createWebhookSubscription({ db, user, body, services }) {
    checkUrl(services.config, body.url);
    const owner = await ownerFor(db, user, body);
    const { id, secret } = await createSubscription(db, services.seal.seal, {
      url: body.url,
      eventTypes: body.event_types,
      description: body.description ?? null,
      ...owner,
    });
    if (body.active === false)
      await db.updateTable('webhook_subscriptions').set({ active: false }).where('id', '=', id).execute();
    return { ...(await one(db, user, id)), secret };
  },

  async updateWebhookSubscription({ db, user, params, body, services }) {
    const id = await ownedId(db, user, params.id);
    checkUrl(services.config, body.url);
    const reactivate = body.active === true;
    await db
      .updateTable('webhook_subscriptions')
      .set({
        url: body.url,
        event_types: body.event_types,
        description: body.description ?? null,
        ...(body.active !== undefined ? { active: body.active } : {}),
        // Turned on again by a person: the run of failures starts over.
        ...(reactivate
          ? { disabled_reason: null, disabled_at: null, failing_since: null, consecutive_failures: 0 }
          : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
    return one(db, user, id);
  },

  async deleteWebhookSubscription({ db, user, params }) {
    const id = await ownedId(db, user, params.id);
    await db.deleteFrom('webhook_subscriptions').where('id', '=', id).execute();
    return undefined;
  },

  async rotateWebhookSecret({ db, user, params, services }) {
    const id = await ownedId(db, user, params.id);
    return { id, secret: await rotateSecret(db, services.seal.seal, id) };
  },

  ...deliveryHandlers,
};
