import type { ApiClient } from '@rec/sdk';
import { type ImportWorker, startImportWorker } from '../../src/imports/worker';
import { type CceeServer, hourlyFile, mapShares, startCceeServer, upload } from './ccee-hourly';
import { linkPlantReceivers } from './ledger-world';
import type { TestServer } from './server';

// A world for hourly certificates: the CCEE fixture month (July 2026, 48 hours, shares 10000 +
// 10001 = plant p1, 10002 = p2) imported and committed; p1 and p2 deliver to participant p1.

export type HourlyWorld = CceeServer & {
  worker: ImportWorker;
  client: ApiClient;
  participant: ApiClient;
  close(): Promise<void>;
};

export type FileEdit = (fields: string[], i: number, h: number) => string[] | undefined;

/** Uploads and commits a version of the fixture month; answers the commit job's final state. */
export async function importMonth(w: CceeServer, edit?: FileEdit) {
  const up = await upload(w.s, w.token, hourlyFile(edit ? { edit } : {}));
  if (up.status !== 201) throw new Error(`upload: ${up.status} ${JSON.stringify(up.body).slice(0, 300)}`);
  const importId = (up.body as { id: number }).id;
  const { data } = await w.admin.POST('/imports/commit', { body: { import_id: importId } });
  for (let k = 0; k < 600; k++) {
    const { data: job } = await w.admin.GET('/imports/commit/{id}', { params: { path: { id: data?.id ?? 0 } } });
    if (job?.status === 'committed' || job?.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('commit did not finish');
}

export async function startHourlyWorld(): Promise<HourlyWorld> {
  const w = await startCceeServer();
  await mapShares(w);
  const worker = startImportWorker(w.s.database.db, { pollMs: 50 });
  const db = w.s.database.db;
  await db
    .updateTable('businesses')
    .set({ participant_id: w.s.fixture.participants.p1 })
    .where('id', 'in', [w.plant.p1.id, w.plant.p2.id])
    .execute();
  await linkPlantReceivers(db);
  const job = await importMonth(w);
  if (job.status !== 'committed') throw new Error(`first import: ${job.status}`);
  const [client, participant] = await Promise.all([w.s.client('client'), w.s.client('participant')]);
  return {
    ...w,
    worker,
    client,
    participant,
    async close() {
      await worker.stop();
      await w.s.close();
    },
  };
}

/** Asks for an emission of `volume` MWh of a July 2026 plant, hourly unless told. */
export const requestJuly = (
  w: HourlyWorld,
  business_id: number,
  volume: string,
  { granularity = 'hourly', first = '2026-07-01', last = '2026-07-31' }: Partial<Record<string, string>> = {},
) =>
  w.client.POST('/recs', {
    body: {
      business_id,
      scheme: 'irec',
      initial_period: first,
      final_period: last,
      emissionVolume: volume,
      granularity: granularity as 'monthly' | 'hourly',
    },
  });

export type { TestServer };
