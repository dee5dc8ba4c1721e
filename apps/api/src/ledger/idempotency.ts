import { createHash } from 'node:crypto';
import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { unprocessable } from '../http/errors';

export interface Replay {
  status: number;
  body: unknown;
}

export const requestHash = (operationId: string, params: unknown, body: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify([operationId, params ?? null, body ?? null]))
    .digest('hex');

/**
 * Claims an idempotency key inside the request's transaction. Answers the stored reply when the
 * key was already used for the same request; a concurrent duplicate blocks on the first one's
 * uncommitted row and then sees its reply. The same key for another request is refused.
 */
export async function claimKey(
  db: Kysely<DB>,
  userId: number,
  key: string,
  operationId: string,
  hash: string,
): Promise<Replay | undefined> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, operation_id: operationId, request_hash: hash })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return undefined;
  const row = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (row.operation_id !== operationId || row.request_hash !== hash) {
    throw unprocessable('IDEMPOTENCY_KEY_REUSED', serverText(SERVER_TEXTS.chaveIdempotenciaFoiUsadaOutra));
  }
  return { status: row.status_code ?? 200, body: row.response };
}

export async function storeReply(db: Kysely<DB>, userId: number, key: string, reply: Replay): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: reply.status, response: JSON.stringify(reply.body ?? null) })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}
