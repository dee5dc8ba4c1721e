// The plant the hourly statement's browser test needs (e2e/hourly-statement.spec.ts), written
// straight to the database on the first ask (GET /seed/statement-world on the helper server), as
// hourly-world.ts does for the heatmap's: its own plant and month (May 2026), so the heatmap's
// July and June stay as that spec expects. GET /seed/statement-tamper?on=1|0 changes one retired
// bundle of this plant in the database (1 Wh less, its number range one shorter) and puts it back:
// what the verify page must then refuse. Run with apps/api's tsx, like api-server.ts.
import type { Kysely } from 'kysely';
import type { DB } from '../../../api/src/db/schema';
import { cegCheckDigit, cegCode } from '../../../api/src/seed/catalogues';
import { linkPlantReceivers } from '../../../api/test/support/ledger-world';

export type StatementWorld = { id: number; plant: string; ceg: string };

const NAME = 'UHE Declaração Horária';
let world: Promise<StatementWorld> | null = null;

export const statementWorld = (db: Kysely<DB>, registrant_id: number, participant_id: number) => {
  world ??= seed(db, registrant_id, participant_id);
  return world;
};

async function seed(db: Kysely<DB>, registrant_id: number, participant_id: number): Promise<StatementWorld> {
  const tech = await db.selectFrom('technologies').select(['id', 'source_id']).orderBy('id').executeTakeFirstOrThrow();
  const core = '077002';
  const ceg = cegCode('UHE', 'PH', 'RS', core);
  const cegRow = { code: ceg, type_of_generation: 'UHE', source: 'PH', uf: 'RS', core, dv: cegCheckDigit(core) };
  await db
    .insertInto('ceg_codes')
    .values({ ...cegRow, version: '01', enterprise_name: NAME })
    .execute();
  const plant = await db
    .insertInto('businesses')
    .values({
      name: NAME,
      codeCEG: ceg,
      registrant_id,
      participant_id,
      source_id: tech.source_id as number,
      technology_id: tech.id,
      capacity_mw: '1000.000000',
      approved: 'APROVADO',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await linkPlantReceivers(db);
  return { id: plant.id, plant: NAME, ceg };
}

let tampered: string | null = null;

// Kysely's expressions only: this file cannot import kysely's runtime (apps/web does not depend on it).
const shift = (db: Kysely<DB>, id: string, by: 1 | -1) =>
  db
    .updateTable('hourly_bundles')
    .set((eb) => ({ wh: eb('wh', '+', by), range_end: eb('range_end', '+', by) }))
    .where('id', '=', id as never)
    .execute();

/** Changes (on) or restores (off) the plant's last retired bundle: 1 Wh less, range one shorter. */
export async function tamperStatement(db: Kysely<DB>, on: boolean): Promise<{ changed: boolean }> {
  const { id } = await (world ?? Promise.reject(new Error('no statement world yet')));
  if (on && !tampered) {
    const row = await db
      .selectFrom('hourly_bundles')
      .select('id')
      .where('business_id', '=', id)
      .where('state', '=', 'retired')
      .orderBy('range_start', 'desc')
      .executeTakeFirst();
    tampered = row ? String(row.id) : null;
    if (tampered) await shift(db, tampered, -1);
  }
  if (!on && tampered) {
    await shift(db, tampered, 1);
    tampered = null;
  }
  return { changed: tampered !== null };
}
