import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { Principal } from '../../http/types';
import { recordRecEvent } from './events';
import { lockRec, recOr404 } from './select';

/**
 * Registers an approved emission on the hub. Without a configured hub connector the platform
 * anchors the emission on its own audit chain: the transaction hash is the hash of the emission's
 * issue entry, and the id says `local-` — a real, verifiable record, not a blockchain claim.
 */
export const HUB_MESSAGE = serverText(SERVER_TEXTS.emissaoRegistradaCadeiaAuditoriaPlataforma);

export async function sendToHub(db: Kysely<DB>, user: Principal, id: number) {
  const rec = await lockRec(db, user, id);
  if (rec.status !== 'approved')
    throw conflict('ILLEGAL_TRANSITION', serverText(SERVER_TEXTS.somenteEmissoesAprovadasPodemSer));
  if (rec.transactionHash) throw conflict('ALREADY_SENT', serverText(SERVER_TEXTS.emissaoFoiRegistradaHub));
  const entry = await db
    .selectFrom('ledger_entries')
    .select(['hash', 'at'])
    .where('kind', '=', 'issue')
    .where('rec_id', '=', id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const now = new Date();
  await db
    .updateTable('recs')
    .set({
      transactionId: `local-${id}`,
      transactionHash: entry.hash,
      transactionDate: now,
      blockchain_registration_date: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  await recordRecEvent(db, id, 'sent_to_hub', user, entry.hash, now);
  // No hub connector is configured: say where the emission was registered (ADR 0021).
  return { ...(await recOr404(db, user, id)), message: HUB_MESSAGE };
}
