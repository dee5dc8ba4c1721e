import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Principal } from '../../http/types';
import { participantScope, registrantScope } from '../../policy/scope';
import { businessScope } from '../businesses/scope';

export const FILE_NOT_FOUND = serverText(SERVER_TEXTS.arquivoNaoEncontrado);

type Eb = ExpressionBuilder<DB & { f: DB['stored_files'] }, 'f'>;
const OPS_OR_PART = new Set(['client', 'client_admin', 'client_admin_participant']);
const STAFF = new Set(['client', 'client_admin', 'client_financial']);

/**
 * The owners through which a caller reaches a stored file: the same roles and row scope as the
 * read of the owning record (getBusiness, getInvoice, getInvoiceRedemption, getTutorial). Files
 * of admin-only records (import sheets, integration certificates) are reached by admin alone.
 */
function reachable(eb: Eb, user: Principal) {
  const ways = [eb.exists(eb.selectFrom('tutorials as t').select('t.id').whereRef('t.file_id', '=', 'f.id'))];
  if (OPS_OR_PART.has(user.role))
    ways.push(
      eb.exists(
        eb
          .selectFrom('business_files as bf')
          .innerJoin('businesses as b', 'b.id', 'bf.business_id')
          .select('bf.file_id')
          .whereRef('bf.file_id', '=', 'f.id')
          .where(businessScope(user, 'b')),
      ),
    );
  if (STAFF.has(user.role)) ways.push(receiptOf(eb, 'emission', 'registrant_id', registrantScope(user) ?? -1));
  if (user.role === 'client_admin_participant')
    ways.push(receiptOf(eb, 'redemption', 'participant_id', participantScope(user) ?? -1));
  return eb.or(ways);
}

function receiptOf(eb: Eb, kind: 'emission' | 'redemption', column: 'registrant_id' | 'participant_id', id: number) {
  return eb.exists(
    eb
      .selectFrom('invoices as i')
      .select('i.id')
      .whereRef('i.receipt_file_id', '=', 'f.id')
      .where('i.kind', '=', kind)
      .where(`i.${column}`, '=', id),
  );
}

/** The stored file, if the caller may read the record it belongs to; 404 otherwise (no leak). */
export async function fileInScope(db: Kysely<DB>, user: Principal, id: number) {
  let q = db
    .selectFrom('stored_files as f')
    .select(['f.name', 'f.content_type', 'f.storage_key'])
    .where('f.id', '=', id);
  if (user.role !== 'admin') q = q.where((eb) => reachable(eb, user));
  const file = await q.executeTakeFirst();
  if (!file) throw notFound(FILE_NOT_FOUND);
  return file;
}
