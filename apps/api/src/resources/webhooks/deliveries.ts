import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { toEnvelope } from '../../events/envelope';
import { notFound } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers, Principal } from '../../http/types';
import { sendOnce } from '../../webhooks/send';
import { sortableFor } from '../list-columns';
import { deliveriesQuery, presentDelivery } from './present';
import { subscriptionsOf } from './scope';

const ENTREGA = serverText(SERVER_TEXTS.entregaNaoEncontrada);

/** Deliveries of the subscriptions the caller reaches. */
const ownDeliveries = (db: Kysely<DB>, user: Principal) =>
  deliveriesQuery(db).where('d.subscription_id', 'in', subscriptionsOf(db, user).select('id'));

async function oneDelivery(db: Kysely<DB>, user: Principal, id: number) {
  const row = await ownDeliveries(db, user).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ENTREGA);
  return presentDelivery(row);
}

export const deliveryHandlers: Handlers = {
  async listWebhookDeliveries({ db, user, query }) {
    let q = ownDeliveries(db, user);
    if (query.subscription_id) q = q.where('d.subscription_id', '=', query.subscription_id);
    if (query.status) q = q.where('d.status', '=', query.status);
    const page = await listPage(q, query, {
      sortable: sortableFor('listWebhookDeliveries'),
      sortColumns: { created_at: 'd.created_at', status: 'd.status', attempts: 'd.attempts', id: 'd.id' },
      searchable: [],
      defaultSort: 'id',
      newestFirst: true,
      key: 'd.id',
    });
    return { ...page, data: page.data.map(presentDelivery) };
  },

  /**
   * "Reenviar": one attempt now, the same envelope and webhook-id, signed anew; logged with who
   * asked. A 2xx marks the delivery delivered; a failure leaves its schedule as it was.
   */
  async resendWebhookDelivery({ db, user, params, services }) {
    const current = await oneDelivery(db, user, params.id);
    const sub = await db
      .selectFrom('webhook_subscriptions')
      .select(['url', 'secret_enc'])
      .where('id', '=', current.subscription_id)
      .executeTakeFirstOrThrow();
    const event = await db
      .selectFrom('events')
      .selectAll()
      .where('uid', '=', current.event_id)
      .executeTakeFirstOrThrow();
    const attempt = await sendOnce(
      services.outbound,
      sub.url,
      services.seal.open(sub.secret_enc),
      toEnvelope(event),
      services.config.webhookTimeoutMs ?? 10_000,
    );
    // The handler's transaction (routes.ts) holds both writes: the attempt and the delivery's state.
    await db
      .insertInto('webhook_attempts')
      .values({
        delivery_id: params.id,
        attempted_at: attempt.attemptedAt,
        duration_ms: attempt.durationMs,
        response_code: attempt.responseCode,
        error: attempt.error,
        requested_by: user.id,
      })
      .execute();
    await db
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        last_attempt_at: attempt.attemptedAt,
        last_response_code: attempt.responseCode,
        ...(attempt.ok ? { status: 'delivered' as const } : {}),
      }))
      .where('id', '=', params.id)
      .execute();
    return oneDelivery(db, user, params.id);
  },
};
