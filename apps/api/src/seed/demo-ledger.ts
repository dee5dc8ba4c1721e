import type { ApiClient } from '@rec/sdk';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/connect';
import type { DB } from '../db/schema';
import { DEMO_PASSWORD, type DemoMetering } from './demo';
import { cceeMeteredPlants, seedCceeMonths } from './demo-ccee';
import { ADMIN, PARTICIPANTS, REGISTRANTS } from './demo-data';
import { type DemoHourlyCounts, seedDemoHourly } from './demo-hourly';
import { importMetering, withImportWorker } from './demo-import';
import { participate, seedExchangeRates } from './demo-ledger-participants';
import { endSeedSessions, monthsAgo, ok, share, signIn } from './demo-ledger-support';
import { type DemoMatchingCounts, seedDemoMatching } from './demo-matching';
import { seedDemoNotifications } from './demo-notifications';
import { type DemoScreensCounts, demoFolder, seedDemoScreens } from './demo-screens';
import { demoYearPlants } from './demo-year-plants';
import { injectFetch } from './inject-fetch';

// The demo's certificate ledger, written through the real API (in-process, the typed SDK), so
// that every rule applies as it would for a user: the admin imports the year of metering month by
// month (seedDemo held it back), registrants request emissions for the last
// three months, the admin approves most of them (issuing into the participants' trade accounts
// and raising invoices), refuses one and leaves one pending per registrant, sends some to the hub
// and pays some invoices; participants open retirement accounts, register beneficiaries with
// their consumption, transfer, redeem, and run one redemption automation. Exchange rates arrive
// as the CCEE/BCB import would leave them. Then the admin's other screens get their content
// (demo-screens.ts): tutorials, API integrations, registration requests, the CCEE share mapping
// and the CCEE open-data file of the latest month. Last, one plant-month is issued hourly, moved and
// retired by hours (demo-hourly.ts), and two beneficiaries' year of hourly consumption is matched
// with a year of hourly certificates and retired (demo-matching.ts).

export interface DemoLedgerCounts extends DemoScreensCounts, DemoHourlyCounts, DemoMatchingCounts {
  ccee_share_mappings: number;
  /** Where CCEE's republished hourly file of the latest month was written (to upload on the CCEE import screen). */
  cceeFile: string;
  /** Plant-months of metering committed through the generation import. */
  imported: number;
  recs: number;
  approved: number;
  transfers: number;
  redemptions: number;
  beneficiaries: number;
  automations: number;
  /** Notifications the fan-out wrote from the seed's events (their mail in the outbox). */
  notifications: number;
}

/** Seeds the ledger part of the demo into a database that holds the rest of the demo (seedDemo). */
export async function seedDemoLedger(
  database: Database,
  config: Config,
  metering: DemoMetering[],
  now = new Date(),
  options: { folder?: string; password?: string } = {},
): Promise<DemoLedgerCounts> {
  const { app, services } = await buildApp({ config, database, logger: false });
  try {
    const fetch = injectFetch(app);
    const admin = await signIn(fetch, ADMIN.email);
    // The year arrives as workbooks, except from CCEE's hourly open-data file: the latest month of
    // the plants CCEE meters, and the whole year of the plants issued hourly for 24/7 matching.
    const last = metering.at(-1);
    const hourly = new Set((await cceeMeteredPlants(database.db)).map((p) => p.codeCEG));
    const yearPlants = await demoYearPlants(database.db, metering);
    const wholeYear = new Set(yearPlants.map((p) => p.codeCEG));
    const fromFile = (m: DemoMetering) =>
      wholeYear.has(m.codeCEG) || (m.year === last?.year && m.month === last.month && hourly.has(m.codeCEG));
    const { imported, ccee } = await withImportWorker(database.db, async () => ({
      imported: await importMetering(
        admin,
        metering.filter((m) => !fromFile(m)),
      ),
      ccee: await seedCceeMonths(
        database.db,
        admin,
        metering.filter(fromFile),
        options.folder ?? demoFolder(config.dataDir),
      ),
    }));
    const screens = await seedDemoScreens(database.db, admin, options.password ?? DEMO_PASSWORD);
    const counts: DemoLedgerCounts = {
      ...screens,
      ccee_share_mappings: ccee.mappings,
      cceeFile: ccee.file,
      imported: imported + ccee.imported,
      recs: 0,
      approved: 0,
      transfers: 0,
      redemptions: 0,
      beneficiaries: 0,
      automations: 0,
      hourly_recs: 0,
      hourly_transfers: 0,
      hourly_retirements: 0,
      hourly_matching_recs: 0,
      hourly_consumption_hours: 0,
      hourly_matchings: 0,
      notifications: 0,
    };
    for (const registrant of REGISTRANTS) {
      const client = await signIn(fetch, registrant.staff.client.email);
      const ids = await requestEmissions(
        database.db,
        client,
        registrant.social_reason,
        Number(registrant.volume_mwh_month),
        now,
      );
      counts.recs += ids.length;
      counts.approved += await decide(database.db, admin, ids);
    }
    for (const [i, participant] of PARTICIPANTS.entries()) {
      const me = await signIn(fetch, participant.admin.email);
      const next = PARTICIPANTS[(i + 1) % PARTICIPANTS.length]?.name as string;
      const done = await participate(database.db, me, i, participant.name, next, now);
      counts.transfers += done.transfers;
      counts.redemptions += done.redemptions;
      counts.beneficiaries += done.beneficiaries;
      counts.automations += done.automations;
    }
    const byHour = await seedDemoHourly(database.db, fetch, admin, now);
    Object.assign(counts, byHour);
    counts.recs += byHour.hourly_recs;
    counts.approved += byHour.hourly_recs;
    const matching = await seedDemoMatching(database.db, fetch, admin, now, yearPlants);
    Object.assign(counts, matching);
    counts.recs += matching.hourly_matching_recs;
    counts.approved += matching.hourly_matching_recs;
    await seedExchangeRates(database.db, now);
    counts.notifications = await seedDemoNotifications(database.db, services.mail, config.webUrl);
    await endSeedSessions(fetch);
    return counts;
  } finally {
    await app.close();
  }
}

/** Up to 4 plants × the last 3 months, 70 % of each month's generation, within the monthly limit. */
async function requestEmissions(db: Kysely<DB>, client: ApiClient, registrant: string, limit: number, now: Date) {
  const plants = await db
    .selectFrom('businesses as b')
    .innerJoin('registrants as r', 'r.id', 'b.registrant_id')
    .select(['b.id', 'b.rec_brazil'])
    .where('r.social_reason', '=', registrant)
    .where('b.approved', '=', 'APROVADO')
    .where('b.participant_id', 'is not', null)
    .orderBy('b.id')
    .limit(4)
    .execute();
  const ids: number[] = [];
  let budget = limit;
  for (const [p, plant] of plants.entries()) {
    for (const n of [3, 2, 1]) {
      const m = monthsAgo(now, n);
      const generation = await db
        .selectFrom('generation')
        .select('total')
        .where('business_id', '=', plant.id)
        .where('year', '=', m.year)
        .where('month', '=', m.month)
        .executeTakeFirst();
      if (!generation) continue;
      const volume = share(String(generation.total), 70);
      if (Number(volume) > budget || volume === '0.000000') continue;
      budget -= Number(volume);
      const scheme = plant.rec_brazil && (p + n) % 2 === 0 ? 'rec_brazil' : 'irec';
      const body = {
        business_id: plant.id,
        scheme,
        initial_period: m.first,
        final_period: m.last,
        emissionVolume: volume,
      } as const;
      ids.push((await ok('emission request', client.POST('/recs', { body }))).id);
    }
  }
  return ids;
}

/** Approves all but the last two requests: one is refused, the newest stays pending. */
async function decide(db: Kysely<DB>, admin: ApiClient, ids: number[]): Promise<number> {
  const approve = ids.slice(0, Math.max(0, ids.length - 2));
  for (const id of approve)
    await ok(
      'approval',
      admin.POST('/recs/approve/{id}', { params: { path: { id } }, body: { notes: 'Conferido com a medição CCEE' } }),
    );
  const refused = ids.at(-2);
  if (refused !== undefined && approve.length)
    await ok(
      'refusal',
      admin.POST('/recs/refuse/{id}', {
        params: { path: { id: refused } },
        body: { reason: 'Volume divergente da medição CCEE' },
      }),
    );
  const first = approve[0];
  if (first !== undefined) await ok('hub', admin.POST('/recs/sendrechub', { body: { rec_emission_id: first } }));
  // The invoices of the older half are paid; the rest stay open.
  const invoices = await db
    .selectFrom('invoices')
    .select('id')
    .where('rec_id', 'in', approve.length ? approve : [0])
    .orderBy('id')
    .execute();
  for (const invoice of invoices.slice(0, Math.ceil(invoices.length / 2)))
    await ok('payment', admin.POST('/invoices/toPay/{id}', { params: { path: { id: invoice.id } } }));
  return approve.length;
}
