// The plant the beneficiary coverage's browser test needs (e2e/beneficiary-coverage.spec.ts),
// written straight to the database on the first ask (GET /seed/coverage-world on the helper
// server), as statement-world.ts does: its own plant, share and month (March 2026), so no other
// spec's hourly figures move. Run with apps/api's tsx, like api-server.ts.
import type { Kysely } from 'kysely';
import type { DB } from '../../../api/src/db/schema';
import { cegCheckDigit, cegCode } from '../../../api/src/seed/catalogues';
import { linkPlantReceivers } from '../../../api/test/support/ledger-world';

export type CoverageWorld = { id: number; plant: string; ceg: string };

const NAME = 'UHE Cobertura Horária';
let world: Promise<CoverageWorld> | null = null;

export const coverageWorld = (db: Kysely<DB>, registrant_id: number, participant_id: number) => {
  world ??= seed(db, registrant_id, participant_id);
  return world;
};

async function seed(db: Kysely<DB>, registrant_id: number, participant_id: number): Promise<CoverageWorld> {
  const tech = await db.selectFrom('technologies').select(['id', 'source_id']).orderBy('id').executeTakeFirstOrThrow();
  const core = '077039';
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
