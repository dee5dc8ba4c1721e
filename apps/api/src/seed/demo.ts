import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { DB, Role } from '../db/schema';
import { seedCatalogues } from './catalogues';
import { ADMIN, PARTICIPANTS, type Person, REGISTRANTS } from './demo-data';
import { type DemoMetering, demoMetering } from './demo-metering';
import { seedPeople } from './demo-people';
import { demoCegRow, demoPlantRows } from './demo-plant-rows';
import { FREE_CEGS, PLANTS } from './demo-plants';

// The demo ledger that `npm start` seeds into an empty database, so that a newcomer can walk every
// journey: a platform admin, four registrants with staff in every client role, 64 plants (most
// approved, some requested, one refused), three participants with their links and catalogues;
// src/seed/demo-ledger.ts then writes, through the API, a year of metering (month by month, through
// the generation import), the certificate ledger (emissions, invoices, transfers, beneficiaries,
// redemptions, an automation) and what the other screens show (src/seed/demo-screens.ts).
// Parts: demo-people.ts (organisations, users, links), demo-plant-rows.ts (CEG codes and
// enterprises), demo-metering.ts (the year of generation).

export type { DemoMetering } from './demo-metering';

export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoLogin {
  role: Exclude<Role, 'service'>;
  email: string;
  name: string;
  organisation: string;
}

/** One sign-in per role, as printed by `npm start`. */
export function demoLogins(): DemoLogin[] {
  const reg = REGISTRANTS[0] as (typeof REGISTRANTS)[number];
  const part = PARTICIPANTS[0] as (typeof PARTICIPANTS)[number];
  const login = (role: DemoLogin['role'], p: Person, organisation: string): DemoLogin => ({
    role,
    email: p.email,
    name: `${p.name} ${p.lastName}`,
    organisation,
  });
  return [
    login('admin', ADMIN, 'plataforma'),
    login('client', reg.staff.client, reg.social_reason),
    login('client_admin', reg.staff.client_admin, reg.social_reason),
    login('client_financial', reg.staff.client_financial, reg.social_reason),
    login('client_admin_participant', part.admin, part.name),
  ];
}

/** The seed runs only on a database without users. */
export async function hasUsers(db: Kysely<DB>): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}

export interface SeedOptions {
  /** The seed's "today": generation covers the 12 full months before it. */
  now?: Date;
  password?: string;
}

export interface DemoSummary {
  counts: Record<string, number>;
  logins: DemoLogin[];
  password: string;
  /** The year of metering, held back so that the ledger phase imports it as an admin would. */
  metering: DemoMetering[];
}

/** Seeds the demo when the database has no users; answers undefined when it had some. */
export async function seedDemoIfEmpty(db: Kysely<DB>, options: SeedOptions = {}): Promise<DemoSummary | undefined> {
  if (await hasUsers(db)) return undefined;
  return seedDemo(db, options);
}

/** Inserts rows in multi-row statements of `size`. */
async function insertChunks<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
  size = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot relate a generic table to its row type: the caller's signature checks the rows.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/** Seeds the demo ledger in one transaction (all or nothing). */
export async function seedDemo(db: Kysely<DB>, options: SeedOptions = {}): Promise<DemoSummary> {
  const now = options.now ?? new Date();
  const password = options.password ?? DEMO_PASSWORD;
  const hash = await hashPassword(password);
  let metering: DemoMetering[] = [];
  const counts = await db.transaction().execute(async (tx) => {
    const catalogues = await seedCatalogues(tx);
    const people = await seedPeople(tx, hash);
    // The demo's admin signs in with the printed password alone; the app tells admins the
    // registry's two-factor requirement is off (ADR 0121). Production keeps the default: on.
    await tx.updateTable('configs').set({ adminTwoFactorRequired: false }).execute();

    // CEG codes (ANEEL register) for every plant, plus a few still free for new registrations.
    const cegs = [
      ...PLANTS.map((p, i) => demoCegRow(p.name, p.tech, p.uf, p.kw, p.cod, i)),
      ...FREE_CEGS.map((c, i) => demoCegRow(c.name, c.tech, c.uf, c.kw, c.cod, PLANTS.length + i)),
    ];
    await insertChunks(tx, 'ceg_codes', cegs);

    const plantRows = demoPlantRows(PLANTS, { now, catalogues, ...people, cegOf: (i) => cegs[i]?.code as string });
    const businesses = await tx
      .insertInto('businesses')
      .values(plantRows)
      .returning(['id', 'codeCEG', 'participant_id', 'approved'])
      .execute();
    const plantOf = new Map(businesses.map((b) => [b.codeCEG, b]));
    const approvedPlants = PLANTS.flatMap((plant, i) => {
      const row = plantOf.get(cegs[i]?.code as string);
      return row?.approved === 'APROVADO' ? [{ plant, row }] : [];
    });
    await tx
      .insertInto('participant_businesses')
      .values(
        approvedPlants.map(({ row }) => ({
          participant_id: row.participant_id as number,
          business_id: row.id,
          status: 'APROVADO' as const,
        })),
      )
      .execute();

    // Held back for seedDemoLedger, which imports it month by month through the API.
    metering = demoMetering(approvedPlants, now);

    return {
      ...people.counts,
      ceg_codes: cegs.length,
      businesses: businesses.length,
      businesses_approved: approvedPlants.length,
      participant_businesses: approvedPlants.length,
    };
  });
  return { counts, logins: demoLogins(), password, metering };
}

/** The demo sign-ins whose users exist (and are active) in this database. */
export async function presentDemoLogins(db: Kysely<DB>): Promise<DemoLogin[]> {
  const logins = demoLogins();
  const rows = await db
    .selectFrom('users')
    .select(['email', 'role'])
    .where(
      'email',
      'in',
      logins.map((l) => l.email),
    )
    .where('active', '=', true)
    .execute();
  return logins.filter((l) => rows.some((r) => r.email === l.email && r.role === l.role));
}
