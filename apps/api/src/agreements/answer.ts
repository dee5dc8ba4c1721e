import {
  AGREEMENT_EVENT_SIDE,
  type AgreementEvent,
  type AgreementState,
  agreementMachine,
  SERVER_TEXTS,
  serverText,
} from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import type { Principal } from '../http/types';
import { participantScope } from '../policy/scope';
import { recordAgreementEvent, type Side } from './events';

export type LockedAgreement = {
  id: number;
  state: AgreementState;
  sender_participant_id: number;
  receiver_participant_id: number;
  notice_days: number;
};

/** Locks an agreement for a transition: its answers, ends and executions serialise on this row. */
export async function lockAgreement(db: Kysely<DB>, id: number): Promise<LockedAgreement> {
  const row = await db
    .selectFrom('agreements')
    .select(['id', 'state', 'sender_participant_id', 'receiver_participant_id', 'notice_days'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(serverText(SERVER_TEXTS.acordoNaoEncontrado));
  return row as LockedAgreement;
}

// Portuguese words for the refusal text: "Um acordo ativo não pode ser aceito".
const VERBS: Record<AgreementEvent, string> = {
  accept: 'aceito',
  reject: 'recusado',
  withdraw: 'retirado',
  end: 'encerrado',
  finish: 'encerrado',
};
const STATES: Record<AgreementState, string> = {
  proposed: 'proposto',
  active: 'ativo',
  ending: serverText(SERVER_TEXTS.acordoSituacaoEncerrando),
  ended: 'encerrado',
  rejected: 'recusado',
  withdrawn: 'retirado',
};
const SIDE_NAMES = {
  receiver: SERVER_TEXTS.ofertaLadoDestinatario,
  sender: SERVER_TEXTS.ofertaLadoRemetente,
  registry: SERVER_TEXTS.ofertaLadoRegistro,
} as const;

/** The caller's side must be the one the machine's table names (either side ends). */
export function checkSide(user: Principal, a: LockedAgreement, event: AgreementEvent): void {
  const side = AGREEMENT_EVENT_SIDE[event];
  const scope = participantScope(user);
  const allowed =
    side === 'either'
      ? scope === a.sender_participant_id || scope === a.receiver_participant_id
      : side === 'receiver'
        ? scope === a.receiver_participant_id
        : side === 'sender' && scope === a.sender_participant_id;
  if (!allowed)
    throw forbidden(
      serverText(SERVER_TEXTS.acordoLadoErrado, {
        lado: serverText(SIDE_NAMES[side === 'either' ? 'sender' : side]),
      }),
    );
}

const EVENT_TYPE = {
  accept: ['agreement.accepted', ['sender']],
  reject: ['agreement.rejected', ['sender']],
  withdraw: ['agreement.withdrawn', ['receiver']],
  end: ['agreement.ending', ['sender', 'receiver']],
  finish: ['agreement.ended', ['sender', 'receiver']],
} as const satisfies Record<AgreementEvent, readonly [string, readonly Side[]]>;

/**
 * Takes an event on a locked agreement in the caller's transaction: the machine decides (409
 * ILLEGAL_TRANSITION), the history and the event are written with the change. `end` sets when
 * the notice runs out; with no notice the registry finishes it in the same transaction.
 */
export async function transitionAgreement(
  db: Kysely<DB>,
  a: LockedAgreement,
  event: AgreementEvent,
  userId: number | null,
): Promise<void> {
  if (!agreementMachine.can(a.state, event))
    throw conflict(
      'ILLEGAL_TRANSITION',
      serverText(SERVER_TEXTS.acordoTransicao, { situacao: STATES[a.state], acao: VERBS[event] }),
    );
  const state = agreementMachine.transition(a.state, event);
  const now = sql<Date>`now()`;
  await db
    .updateTable('agreements')
    .set({
      state,
      updated_at: now,
      ...(event === 'accept' ? { accepted_at: now } : {}),
      ...(event === 'end' ? { ends_at: sql<Date>`now() + make_interval(days => ${a.notice_days})` } : {}),
    })
    .where('id', '=', a.id)
    .execute();
  await db.insertInto('agreement_history').values({ agreement_id: a.id, state, user_id: userId }).execute();
  const [type, sides] = EVENT_TYPE[event];
  await recordAgreementEvent(db, a, type, sides, userId);
  if (event === 'end' && a.notice_days === 0) await transitionAgreement(db, { ...a, state }, 'finish', null);
}
