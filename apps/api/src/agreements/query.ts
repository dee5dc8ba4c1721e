import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { notFound } from '../http/errors';
import type { Principal } from '../http/types';
import { participantScope } from '../policy/scope';
import { directionOf, eitherSide } from '../policy/sides';
import { bpToShare } from './share';

/** Agreements as the API shows them to one caller: a participant sees those it sends or receives. */
export function agreementQuery(db: Kysely<DB>, user: Principal) {
  const scope = participantScope(user);
  let q = db
    .selectFrom('agreements')
    .innerJoin('participants as sender', 'sender.id', 'agreements.sender_participant_id')
    .innerJoin('participants as receiver', 'receiver.id', 'agreements.receiver_participant_id')
    .select([
      'agreements.id',
      'agreements.state',
      'agreements.sender_participant_id',
      'sender.name as sender_name',
      'agreements.receiver_participant_id',
      'receiver.name as receiver_name',
      'agreements.source_account_code',
      'agreements.destination_account_code',
      sql<string>`to_char(agreements.starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string | null>`to_char(agreements.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      'agreements.all_plants',
      'agreements.share_bp',
      'agreements.mode',
      'agreements.notice_days',
      'agreements.notes',
      'agreements.accepted_at',
      'agreements.ends_at',
      'agreements.created_at',
      'agreements.updated_at',
      sql<number[]>`COALESCE((SELECT array_agg(p.business_id ORDER BY p.business_id) FROM agreement_plants p
        WHERE p.agreement_id = agreements.id), '{}')`.as('plant_ids'),
      directionOf('agreements', scope),
    ]);
  if (scope !== undefined) q = q.where(eitherSide('agreements', scope));
  return q;
}

type Row = { share_bp: number; plant_ids: (number | string)[] };

/** A row as the contract spells it: the share as a percent string, plant ids as numbers. */
export const present = <T extends Row>({ share_bp, plant_ids, ...row }: T) => ({
  ...row,
  share: bpToShare(share_bp),
  plant_ids: plant_ids.map(Number),
});

/** One agreement with its history and executions; 404 outside the caller's scope. */
export async function agreementOr404(db: Kysely<DB>, user: Principal, id: number) {
  const row = await agreementQuery(db, user).where('agreements.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(serverText(SERVER_TEXTS.acordoNaoEncontrado));
  const history = await db
    .selectFrom('agreement_history')
    .leftJoin('users', 'users.id', 'agreement_history.user_id')
    .select(['agreement_history.state', 'agreement_history.at', 'users.name as user_name'])
    .where('agreement_history.agreement_id', '=', id)
    .orderBy('agreement_history.id')
    .execute();
  const executions = await db
    .selectFrom('agreement_executions')
    .select([
      'id',
      'source_kind',
      'source_id',
      sql<string>`arrived::numeric(18,6)::text`.as('arrived'),
      sql<string>`volume::numeric(18,6)::text`.as('volume'),
      'state',
      'reason',
      'transfer_id',
      'created_at',
      sql<{ hour_start: string; wh: string }[]>`COALESCE((SELECT jsonb_agg(jsonb_build_object(
          'hour_start', to_char(h.hour_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'wh', h.wh::text)
          ORDER BY h.hour_start)
        FROM agreement_execution_hours h WHERE h.execution_id = agreement_executions.id), '[]'::jsonb)`.as('hours'),
    ])
    .where('agreement_id', '=', id)
    .orderBy('id', 'desc')
    // The newest: the page shows the recent executions; the transfers list keeps every one.
    .limit(500)
    .execute();
  return { ...present(row), history, executions };
}
