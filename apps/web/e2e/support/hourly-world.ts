// The plant the hourly screens' browser tests need (e2e/hourly.spec.ts), written straight to the
// database on the first ask (GET /seed/hourly-world on the helper server): an approved 1 GW plant
// of the registrant's organisation delivering to the participant's, so only that spec sees it.
// Its month of CCEE hourly data is imported by the spec itself, through the API, as an admin does.
// Run with apps/api's tsx, like api-server.ts.
import type { Kysely } from 'kysely';
import type { DB } from '../../../api/src/db/schema';
import { cegCheckDigit, cegCode } from '../../../api/src/seed/catalogues';
import { linkPlantReceivers } from '../../../api/test/support/ledger-world';

export type HourlyWorld = { plant: string; ceg: string };

const NAME = 'UHE Horária Um';
let world: Promise<HourlyWorld> | null = null;

export const hourlyWorld = (db: Kysely<DB>, registrant_id: number, participant_id: number): Promise<HourlyWorld> => {
  world ??= seed(db, registrant_id, participant_id);
  return world;
};

async function seed(db: Kysely<DB>, registrant_id: number, participant_id: number): Promise<HourlyWorld> {
  const tech = await db.selectFrom('technologies').select(['id', 'source_id']).orderBy('id').executeTakeFirstOrThrow();
  const core = '077001';
  const ceg = cegCode('UHE', 'PH', 'RS', core);
  await db
    .insertInto('ceg_codes')
    .values({
      code: ceg,
      type_of_generation: 'UHE',
      source: 'PH',
      uf: 'RS',
      core,
      dv: cegCheckDigit(core),
      version: '01',
      enterprise_name: NAME,
    })
    .execute();
  await db
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
    .execute();
  // Emissions go only to participants linked to the registrant or the plant (ADR 0082).
  await linkPlantReceivers(db);
  return { plant: NAME, ceg };
}
