import { GENERATION_MESSAGES, SERVER_TEXTS, serverText } from '@rec/domain';
import type { Schemas } from '@rec/sdk';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { normalCeg } from '../../imports/ccee-hourly/mapping';

// The admin's mapping of CCEE plant shares (CODIGO_PARCELA_USINA) to plants (CEG). A CEG must be in
// the register; a share is mapped once (409 ER_DUP_ENTRY).

export type MappingInput = Schemas['CceeShareMappingInput'];

export const NOT_FOUND = serverText(SERVER_TEXTS.mapeamentoParcelaUsinaNaoEncontrado);

export const mappingQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('ccee_share_mappings as m')
    .leftJoin('businesses as b', 'b.codeCEG', 'm.codeCEG')
    .select([
      'm.id',
      'm.share_code',
      'm.codeCEG',
      'm.plant_name',
      'm.created_at',
      'm.updated_at',
      'b.id as business_id',
      'b.name as business_name',
    ]);

export async function findMapping(db: Kysely<DB>, id: number) {
  const row = await mappingQuery(db).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The CEGs of this list that are not in the register. */
export async function unknownCegs(db: Kysely<DB>, codes: string[]): Promise<Set<string>> {
  const r = await sql<{ code: string }>`
    SELECT q.code FROM (SELECT DISTINCT value AS code FROM json_array_elements_text(${JSON.stringify(codes)}::json)) q
    WHERE NOT EXISTS (SELECT 1 FROM ceg_codes c WHERE c.code = q.code)`.execute(db);
  return new Set(r.rows.map((x) => x.code));
}

export async function checkedValues(db: Kysely<DB>, body: MappingInput) {
  const codeCEG = normalCeg(body.codeCEG);
  if ((await unknownCegs(db, [codeCEG])).size)
    throw unprocessable('CEG_NOT_FOUND', serverText(GENERATION_MESSAGES.CEG_NOT_FOUND), [
      { field: 'codeCEG', code: 'CEG_NOT_FOUND', message: serverText(SERVER_TEXTS.cegNaoCadastradoPlataforma) },
    ]);
  return { share_code: body.share_code.trim(), codeCEG, plant_name: body.plant_name?.trim() || null };
}

/** A share mapped already answers 409. */
export async function refuseTakenShare(db: Kysely<DB>, shareCode: string, exceptId?: number) {
  let q = db.selectFrom('ccee_share_mappings').select('id').where('share_code', '=', shareCode);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst())
    throw conflict('ER_DUP_ENTRY', serverText(SERVER_TEXTS.parcelaMapeadaUsina, { shareCode }));
}
