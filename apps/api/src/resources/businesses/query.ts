import { NOT_FOUND_ENTRIES, serverText } from '@rec/domain';
import type { Schemas } from '@rec/sdk';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Principal } from '../../http/types';
import { balanceAvailable } from './balance';
import { businessScope } from './scope';
import { fileView, type StoredFileView } from './uploads';

export const BUSINESS_NOT_FOUND = serverText(NOT_FOUND_ENTRIES.businesses);

type Input = Schemas['BusinessInput'];
/** Enumerations kept as text columns; the contract's enums are the only values ever written. */
type Enums = Required<Pick<Input, 'measurement_data_source' | 'mwh_debit_credit' | 'payer'>>;

/** Enterprises as the contract shows them (names of registrant, source, technology; balance), in scope. */
export async function businessQuery(db: Kysely<DB>, user: Principal) {
  const balance = await balanceAvailable(db, 'b.id');
  return db
    .selectFrom('businesses as b')
    .innerJoin('registrants as r', 'r.id', 'b.registrant_id')
    .leftJoin('sources as s', 's.id', 'b.source_id')
    .leftJoin('technologies as t', 't.id', 'b.technology_id')
    .selectAll('b')
    .select(['r.social_reason as registrant_name', 's.name as source_name', 't.name as technology_name'])
    .select(balance.as('balanceAvailable'))
    .where(businessScope(user))
    .$narrowType<Enums>();
}

/** Adds each enterprise's attached documents. */
export async function withFiles<T extends { id: number }>(
  db: Kysely<DB>,
  rows: T[],
): Promise<(T & { files: StoredFileView[] })[]> {
  const ids = rows.map((r) => r.id);
  const files = ids.length
    ? await db
        .selectFrom('business_files as bf')
        .innerJoin('stored_files as f', 'f.id', 'bf.file_id')
        .select(['bf.business_id', 'f.id', 'f.name', 'f.size', 'f.content_type'])
        .where('bf.business_id', 'in', ids)
        .orderBy('f.id')
        .execute()
    : [];
  return rows.map((r) => ({ ...r, files: files.filter((f) => f.business_id === r.id).map(fileView) }));
}

/** One enterprise in the caller's scope, with its documents, or 404 'Empreendimento não encontrado'. */
export async function findBusiness(db: Kysely<DB>, user: Principal, id: number) {
  const row = await (await businessQuery(db, user)).where('b.id', '=', id).executeTakeFirst();
  const [one] = row ? await withFiles(db, [row]) : [];
  if (!one) throw notFound(BUSINESS_NOT_FOUND);
  return one;
}
