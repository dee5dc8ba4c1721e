import type { Insertable, Kysely } from 'kysely';
import type { BusinessesTable, DB, RegistrantsTable } from '../../src/db/schema';
import { cegRow } from '../../src/seed/catalogues';

// The test worlds' one way to write a plant (its ANEEL CEG, then the enterprise) and a registrant
// straight into the tables, for the rows a test needs but does not test.

export type CegSpec = { core: string; name: string; type?: string; source?: string; uf?: string; power?: string };

/** A CEG of the platform's register (ANEEL), answered as its code. */
export async function writeCeg(db: Kysely<DB>, spec: CegSpec): Promise<string> {
  const { core, name, type = 'UFV', source = 'RS', uf = 'RS', power } = spec;
  const row = cegRow(type, source, uf, core, name);
  await db
    .insertInto('ceg_codes')
    .values({ ...row, ...(power ? { power } : {}) })
    .execute();
  return row.code;
}

/** A plant on its own CEG: the enterprise is named as the CEG; `business` has the rest of its row. */
export async function writePlant(
  db: Kysely<DB>,
  ceg: CegSpec,
  business: Omit<Insertable<BusinessesTable>, 'name' | 'codeCEG'>,
): Promise<{ code: string; id: number }> {
  const code = await writeCeg(db, ceg);
  const { id } = await db
    .insertInto('businesses')
    .values({ ...business, name: ceg.name, codeCEG: code })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { code, id };
}

/** A registrant with the fixture's prices; `more` overrides (a monthly volume, a due date). */
export async function writeRegistrant(
  db: Kysely<DB>,
  social_reason: string,
  cnpj: string,
  more: Partial<Insertable<RegistrantsTable>> = {},
): Promise<number> {
  const { id } = await db
    .insertInto('registrants')
    .values({
      social_reason,
      cnpj,
      email: `contato@${cnpj}.com.br`,
      dueDate: 10,
      volume_mwh_month: '100000.000000',
      price_emission_irec: '1.50',
      price_emission_rec_brazil: '2.00',
      price_new_plant_irec: '500.00',
      price_new_plant_rec_brazil: '800.00',
      ...more,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
