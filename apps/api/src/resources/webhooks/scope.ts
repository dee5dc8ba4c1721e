import { type CatalogueEntry, NOT_FOUND_ENTRIES, SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import type { Principal } from '../../http/types';

// Whose subscriptions a caller reaches: the admin every one; a registrant's admin its
// registrant's; a participant's admin its participant's (a role without one reaches none).

export const subscriptionsOf = (db: Kysely<DB>, user: Principal) => {
  const q = db.selectFrom('webhook_subscriptions');
  if (user.role === 'admin') return q;
  if (user.role === 'client_admin_participant') return q.where('participant_id', '=', user.participantId ?? -1);
  return q.where('registrant_id', '=', user.registrantId ?? -1);
};

export const NOT_FOUND = serverText(SERVER_TEXTS.webhookNaoEncontrado);

export async function ownedId(db: Kysely<DB>, user: Principal, id: number): Promise<number> {
  const row = await subscriptionsOf(db, user).select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row.id;
}

type Owner = { registrant_id?: number | null; participant_id?: number | null };

/** The organisation a new subscription belongs to: any for the admin, the caller's own otherwise. */
export async function ownerFor(db: Kysely<DB>, user: Principal, body: Owner) {
  const asked = { registrantId: body.registrant_id ?? null, participantId: body.participant_id ?? null };
  if (user.role !== 'admin') {
    const own =
      user.role === 'client_admin_participant'
        ? { registrantId: null, participantId: user.participantId }
        : { registrantId: user.registrantId, participantId: null };
    const differs =
      (asked.registrantId !== null && asked.registrantId !== own.registrantId) ||
      (asked.participantId !== null && asked.participantId !== own.participantId);
    if (differs) throw forbidden(serverText(SERVER_TEXTS.somenteSuaOrganizacao));
    return own;
  }
  if (asked.registrantId !== null && asked.participantId !== null)
    throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.dadosInvalidos), [
      { field: 'participant_id', code: 'format', message: serverText(SERVER_TEXTS.umaOrganizacaoPorWebhook) },
    ]);
  await exists(db, 'registrants', 'registrant_id', asked.registrantId, SERVER_TEXTS.registranteNaoEncontrado);
  await exists(db, 'participants', 'participant_id', asked.participantId, NOT_FOUND_ENTRIES.participants);
  return asked;
}

async function exists(
  db: Kysely<DB>,
  table: 'registrants' | 'participants',
  field: string,
  id: number | null,
  text: CatalogueEntry,
) {
  if (id === null) return;
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!row)
    throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.dadosInvalidos), [
      { field, code: 'not_found', message: serverText(text) },
    ]);
}
