// The plants the hourly browser tests need, each written straight to the database on its spec's
// first ask (GET /seed/<name>-world on the helper server): an approved 1 GW hydro plant of the
// registrant's organisation delivering to the participant's, with its own CEG and name, so no
// other spec's hourly figures move. Each spec imports its own month of CCEE hourly data through
// the API, as an admin does. Run with apps/api's tsx, like api-server.ts.
import type { Kysely } from 'kysely';
import type { DB } from '../../../api/src/db/schema';
import { cegCheckDigit, cegCode } from '../../../api/src/seed/catalogues';
import { linkPlantReceivers } from '../../../api/test/support/ledger-world';

export type PlantWorld = { id: number; plant: string; ceg: string };
type Seeder = ((db: Kysely<DB>, registrant_id: number, participant_id: number) => Promise<PlantWorld>) & {
  /** The plant once its spec has asked for it (a refusal before). */
  seeded: () => Promise<PlantWorld>;
};

/** A plant seeded once per server, however many times its spec asks. */
const plantWorld = (name: string, core: string): Seeder => {
  let world: Promise<PlantWorld> | null = null;
  const ask = (db: Kysely<DB>, registrant_id: number, participant_id: number) => {
    world ??= seed(db, name, core, registrant_id, participant_id);
    return world;
  };
  return Object.assign(ask, { seeded: () => world ?? Promise.reject(new Error(`${name} not seeded yet`)) });
};

async function seed(db: Kysely<DB>, name: string, core: string, registrant_id: number, participant_id: number) {
  const tech = await db.selectFrom('technologies').select(['id', 'source_id']).orderBy('id').executeTakeFirstOrThrow();
  const ceg = cegCode('UHE', 'PH', 'RS', core);
  const cegRow = { code: ceg, type_of_generation: 'UHE', source: 'PH', uf: 'RS', core, dv: cegCheckDigit(core) };
  await db
    .insertInto('ceg_codes')
    .values({ ...cegRow, version: '01', enterprise_name: name })
    .execute();
  const plant = await db
    .insertInto('businesses')
    .values({
      name,
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
  return { id: plant.id, plant: name, ceg };
}

/** e2e/hourly.spec.ts: the heatmap's July and June. */
export const hourlyWorld = plantWorld('UHE Horária Um', '077001');
/** e2e/hourly-statement.spec.ts: May 2026 (statement-world.ts tampers with its bundles). */
export const statementWorld = plantWorld('UHE Declaração Horária', '077002');
/** e2e/hourly-matching.spec.ts: February 2026. */
export const matchingWorld = plantWorld('UHE Correspondência Horária', '077003');
/** e2e/beneficiary-coverage.spec.ts: March 2026. */
export const coverageWorld = plantWorld('UHE Cobertura Horária', '077039');
