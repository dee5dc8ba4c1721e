import { API_CODE_MESSAGES, SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { notFound, unprocessable } from '../http/errors';
import type { Principal } from '../http/types';
import { participantScope } from '../policy/scope';
import { recordAgreementEvent } from './events';
import { shareToBp } from './share';

export interface AgreementBody {
  source_account_code: string;
  destination_account_code: string;
  starts_on: string;
  ends_on?: string | null;
  plant_ids?: number[];
  share: string;
  mode?: 'volume' | 'hourly_consumption';
  notice_days: number;
  notes?: string;
}

const account = (db: Kysely<DB>, code: string) =>
  db
    .selectFrom('accounts')
    .select(['id', 'participant_id', 'accountCode', 'accountType'])
    .where('accountCode', '=', code)
    .executeTakeFirst();

/** Both accounts as an offer checks them: the sender's own trade account, another participant's trade account. */
async function accountsOf(db: Kysely<DB>, user: Principal, body: AgreementBody) {
  const scope = participantScope(user);
  const source = await account(db, body.source_account_code);
  if (!source || (scope !== undefined && source.participant_id !== scope))
    throw notFound(serverText(SERVER_TEXTS.contaOrigemNaoEncontrada));
  const destination = await account(db, body.destination_account_code);
  if (!destination) throw notFound(serverText(SERVER_TEXTS.contaDestinoNaoEncontrada));
  if (source.accountType !== 'trade' || destination.accountType !== 'trade')
    throw unprocessable('NOT_A_TRADE_ACCOUNT', serverText(SERVER_TEXTS.transferenciasOcorremEntreContasNegociacao));
  if (source.participant_id === destination.participant_id)
    throw unprocessable('AGREEMENT_TO_SELF', serverText(API_CODE_MESSAGES.AGREEMENT_TO_SELF));
  return { source, destination };
}

async function checkPlants(db: Kysely<DB>, ids: readonly number[]) {
  if (!ids.length) return;
  const found = new Set(
    (await db.selectFrom('businesses').select('id').where('id', 'in', ids).execute()).map((b) => Number(b.id)),
  );
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0)
    throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.acordoUsinaNaoEncontrada, { id: ids[missing] }), [
      {
        field: `plant_ids.${missing}`,
        message: serverText(SERVER_TEXTS.acordoUsinaNaoEncontrada, { id: ids[missing] }),
      },
    ]);
}

/** The sender proposes, in the caller's transaction; nothing moves until the receiver accepts. */
export async function createAgreement(db: Kysely<DB>, user: Principal, body: AgreementBody): Promise<number> {
  if (body.ends_on && body.ends_on < body.starts_on)
    throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.acordoFimAntesInicio), [
      { field: 'ends_on', message: serverText(SERVER_TEXTS.acordoFimAntesInicio) },
    ]);
  const mode = body.mode ?? 'volume';
  const shareBp = shareToBp(body.share);
  if (mode === 'hourly_consumption' && shareBp !== 10_000)
    throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.acordoHorarioPercentual), [
      { field: 'share', message: serverText(SERVER_TEXTS.acordoHorarioPercentual) },
    ]);
  const plants = [...new Set(body.plant_ids ?? [])];
  const { source, destination } = await accountsOf(db, user, body);
  await checkPlants(db, plants);
  const row = await db
    .insertInto('agreements')
    .values({
      sender_participant_id: source.participant_id,
      receiver_participant_id: destination.participant_id,
      source_account_id: source.id,
      destination_account_id: destination.id,
      source_account_code: source.accountCode,
      destination_account_code: destination.accountCode,
      starts_on: body.starts_on,
      ends_on: body.ends_on ?? null,
      all_plants: plants.length === 0,
      share_bp: shareBp,
      mode,
      notice_days: body.notice_days,
      notes: body.notes ?? null,
      created_by: user.id,
    })
    .returning(['id', 'sender_participant_id', 'receiver_participant_id'])
    .executeTakeFirstOrThrow();
  if (plants.length)
    await db
      .insertInto('agreement_plants')
      .values(plants.map((business_id) => ({ agreement_id: row.id, business_id })))
      .execute();
  await db
    .insertInto('agreement_history')
    .values({ agreement_id: row.id, state: 'proposed', user_id: user.id })
    .execute();
  await recordAgreementEvent(db, row, 'agreement.proposed', ['receiver'], user.id);
  return row.id;
}
