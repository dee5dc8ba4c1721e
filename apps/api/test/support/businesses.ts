import type { Schemas } from '@rec/sdk';
import { cegCode } from '../../src/seed/catalogues';
import { startTestServer, type TestServer } from './server';
import { writeCeg } from './writers';

// The world of the enterprise tests: the fixture and three months of generation of its plants.

export const CEG_A = cegCode('UFV', 'RS', 'RS', '012345');
export const CEG_B = cegCode('UFV', 'RS', 'RS', '012347');
export const FREE = cegCode('UFV', 'RS', 'SP', '054321');
// A registration date inside I-REC's 12-month back-dating limit, whenever the suite runs.
export const RECENT = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

/** A test server whose plants A and B have generation in January and February 2026. */
export async function startBusinessesServer(): Promise<TestServer> {
  const s = await startTestServer();
  const db = s.database.db;
  const { approvedA, approvedB } = s.fixture.businesses;
  await db
    .insertInto('generation')
    .values([
      { business_id: approvedA, year: 2026, month: 1, total: '1000.125000', origin: 'excel', hours_in_month: 744 },
      { business_id: approvedA, year: 2026, month: 2, total: '900.000005', origin: 'api', average_mw: '1.339286' },
      { business_id: approvedB, year: 2026, month: 1, total: '50.000000', origin: 'excel', import_id: 7 },
    ])
    .execute();
  return s;
}

/** A registrable CEG of the platform's register, not yet used by any enterprise. */
export async function registrableCeg(s: TestServer, core: string): Promise<string> {
  return writeCeg(s.database.db, { core, name: `UFV ${core}`, uf: 'MG' });
}

/** An enterprise's registration body for this CEG, with the fixture's catalogue. */
export const businessBody = (
  s: TestServer,
  codeCEG: string,
  over: Partial<Schemas['BusinessInput']> = {},
): Schemas['BusinessInput'] => ({
  name: `UFV Nova ${codeCEG.slice(10, 16)}`,
  codeCEG,
  source_id: s.fixture.catalogue.sourceId,
  technology_id: s.fixture.catalogue.technologyId,
  capacity_mw: '2.500000',
  measurement_data_source: 'ccee',
  payer: 'registrant',
  ...over,
});
