import { LIMIT_MESSAGES, SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../http/errors';
import type { Principal } from '../../http/types';
import { isStateCode, normalCep } from '../../lib/br-geo';
import { normalCnpj } from '../../lib/cnpj';
import { registrantScope } from '../../policy/scope';

export const NOT_FOUND = serverText(SERVER_TEXTS.registranteNaoEncontrado);
export const EMAIL_TAKEN = serverText(LIMIT_MESSAGES.duplicateEmail);

/** Registrants as the contract shows them: every column plus the computed total_enterprises. */
export const registrantRows = (db: Kysely<DB>) =>
  db
    .selectFrom('registrants')
    .selectAll('registrants')
    .select(
      sql<number>`(select count(*) from businesses b where b.registrant_id = registrants.id)`.as('total_enterprises'),
    );

export async function registrantById(db: Kysely<DB>, id: number) {
  const row = await registrantRows(db).where('registrants.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** One registrant within the caller's scope (staff: only their own), else 404. */
export function registrantInScope(db: Kysely<DB>, user: Principal, id: number) {
  const scope = registrantScope(user);
  if (scope !== undefined && scope !== id) throw notFound(NOT_FOUND);
  return registrantById(db, id);
}

/** The CNPJ as 14 digits, or 422 on the cnpj field. */
export function cnpjOr422(input: string): string {
  const cnpj = normalCnpj(input);
  if (cnpj) return cnpj;
  throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.cnpjInvalido), [
    { field: 'cnpj', code: 'cnpj', message: serverText(SERVER_TEXTS.cnpjInvalido) },
  ]);
}

/** 409 ER_DUP_ENTRY when another registrant has this CNPJ. */
export async function assertCnpjFree(db: Kysely<DB>, cnpj: string, exceptId?: number): Promise<void> {
  let q = db.selectFrom('registrants').select('id').where('cnpj', '=', cnpj);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) {
    const message = serverText(SERVER_TEXTS.cnpjCadastrado);
    throw new HttpError(409, 'ER_DUP_ENTRY', message, [{ field: 'cnpj', code: 'duplicate', message }]);
  }
}

/** The address fields of a registrant: CEP (8 digits), street and number, district, city, state. */
export const ADDRESS_FIELDS = ['cep', 'address', 'district', 'city', 'uf'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * The address fields present in a body, ready to store: text trimmed, '' or null clearing a field,
 * the CEP as its 8 digits (90010-000 → 90010000), the state one of the 27 codes; else 422.
 */
export function addressValues(
  body: Partial<Record<AddressField, string | null>>,
): Partial<Record<AddressField, string | null>> {
  const out: Partial<Record<AddressField, string | null>> = {};
  for (const f of ADDRESS_FIELDS) {
    const value = body[f];
    if (value === undefined) continue;
    const trimmed = value?.trim() ?? '';
    out[f] = trimmed === '' ? null : trimmed;
  }
  if (out.cep) {
    const cep = normalCep(out.cep);
    if (!cep)
      throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.cepInvalido), [
        { field: 'cep', code: 'cep', message: serverText(SERVER_TEXTS.cepInvalido) },
      ]);
    out.cep = cep;
  }
  if (out.uf) {
    const uf = out.uf.toUpperCase();
    if (!isStateCode(uf))
      throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.ufInvalida), [
        { field: 'uf', code: 'uf', message: serverText(SERVER_TEXTS.ufInvalida) },
      ]);
    out.uf = uf;
  }
  return out;
}

/** Fields only an admin may change: what the registrant pays and its monthly limit (and `active`). */
export const ADMIN_FIELDS = [
  'price_emission_irec',
  'price_emission_rec_brazil',
  'price_new_plant_irec',
  'price_new_plant_rec_brazil',
  'volume_mwh_month',
] as const;
type AdminField = (typeof ADMIN_FIELDS)[number];

/** The admin-only decimal fields present in a body. */
export function adminValues(body: Partial<Record<AdminField, string>>): Partial<Record<AdminField, string>> {
  const out: Partial<Record<AdminField, string>> = {};
  for (const f of ADMIN_FIELDS) if (body[f] !== undefined) out[f] = body[f];
  return out;
}

/** Equal exact decimals, whatever their trailing zeros ("1.5" = "1.50", "100" = "100.000000"). */
export function sameDecimal(a: string, b: string): boolean {
  const canonical = (s: string) =>
    s
      .trim()
      .replace(/^(-?)0+(?=\d)/, '$1')
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '');
  return canonical(a) === canonical(b);
}
