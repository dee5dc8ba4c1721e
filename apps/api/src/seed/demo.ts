import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { DB, Role } from '../db/schema';
import { cnpj } from '../lib/cnpj';
import { cegRow, seedCatalogues } from './catalogues';
import { ADMIN, type DemoPlant, PARTICIPANTS, PENDING_LINK, type Person, REGISTRANTS, type Tech } from './demo-data';
import { CAPACITY_FACTOR, FREE_CEGS, PLANTS, SOURCE_OF } from './demo-plants';
import { TUTORIALS } from './demo-tutorials';
import { intBetween, kwToMw, lastMonths, monthlyGeneration, prng } from './generation';

// The demo ledger that `npm start` seeds into an empty database, so that a newcomer can walk every
// journey: a platform admin, four registrants with staff in every client role, 64 plants (most
// approved, some requested, one refused), three participants with their links, catalogues, a year
// of monthly generation and tutorials; src/seed/demo-ledger.ts then writes the certificate ledger
// through the API (emissions, invoices, transfers, beneficiaries, redemptions, an automation).

/** The one password of every demo user (hashed once). */
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

/** One plant-month of CCEE metering, as a generation workbook row carries it. */
export interface DemoMetering {
  codeCEG: string;
  month: number;
  year: number;
  average_mw: string;
  hours_in_month: number;
  accounted_mwh: string;
  total: string;
}

export interface DemoSummary {
  counts: Record<string, number>;
  logins: DemoLogin[];
  password: string;
  /** The latest month's metering, held back so that the ledger phase imports it as a user would. */
  latestMetering: DemoMetering[];
}

/** Seeds the demo when the database has no users; answers undefined when it had some. */
export async function seedDemoIfEmpty(db: Kysely<DB>, options: SeedOptions = {}): Promise<DemoSummary | undefined> {
  if (await hasUsers(db)) return undefined;
  return seedDemo(db, options);
}

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Same day `years` later (29 February becomes 28). */
const addYears = (date: string, years: number): string => {
  const [y, m, d] = date.split('-');
  return `${Number(y) + years}-${m}-${m === '02' && d === '29' ? '28' : d}`;
};

const monthStart = (date: string): string => `${date.slice(0, 7)}-01`;
const maxDate = (a: string, b: string): string => (a > b ? a : b);

/** I-REC device code in the registry's style, e.g. BRJANAUBAI04. */
function irecCode(plant: DemoPlant, index: number): string {
  const letters = plant.name
    .slice(4)
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 8);
  return `BR${letters}${String(index + 1).padStart(2, '0')}`;
}

/** Distinct 6-digit CEG cores below 100000 (the large seed uses 100000 and above). */
export const demoCegCore = (index: number): string =>
  String(10_000 + ((index * 7919 + 4231) % 80_000)).padStart(6, '0');

function demoCegRow(name: string, tech: Tech, uf: string, kw: number, cod: string, index: number) {
  const row = cegRow(tech, SOURCE_OF[tech], uf, demoCegCore(index), name);
  return { ...row, power: kwToMw(kw), operation_date: cod };
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
  const latestMetering: DemoMetering[] = [];
  const counts = await db.transaction().execute(async (tx) => {
    const catalogues = await seedCatalogues(tx);
    const user = (p: Person, role: Role, registrant_id: number | null, participant_id: number | null) => ({
      name: p.name,
      lastName: p.lastName,
      email: p.email,
      profile: p.profile,
      password_hash: hash,
      role,
      registrant_id,
      participant_id,
    });

    // Registrants and their staff, one person per client role.
    const registrantRows = await tx
      .insertInto('registrants')
      .values(
        REGISTRANTS.map((r) => ({
          social_reason: r.social_reason,
          cnpj: cnpj(r.cnpjBase),
          phone: r.phone,
          ...r.address,
          email: r.staff.client_admin.email,
          dueDate: r.dueDate,
          price_emission_irec: r.prices.irec,
          price_emission_rec_brazil: r.prices.recBrazil,
          price_new_plant_irec: r.prices.plantIrec,
          price_new_plant_rec_brazil: r.prices.plantRecBrazil,
          volume_mwh_month: r.volume_mwh_month,
        })),
      )
      .returning(['id', 'social_reason'])
      .execute();
    const registrantId = new Map(
      REGISTRANTS.map((r) => [
        r.key,
        registrantRows.find((row) => row.social_reason === r.social_reason)?.id as number,
      ]),
    );

    // Participants, each with its admin.
    const participantRows = await tx
      .insertInto('participants')
      .values(
        PARTICIPANTS.map((p) => ({
          name: p.name,
          email: p.admin.email,
          irec_code: p.irec_code,
          responsible_first_name: p.admin.name,
          responsible_last_name: p.admin.lastName,
          retirement_price_irec: p.retirement_price_irec,
          monthly_invoice: true,
          invoice_emission_date: p.invoice_emission_date,
          approved: 'APROVADO' as const,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    const participantId = new Map(
      PARTICIPANTS.map((p) => [p.key, participantRows.find((row) => row.name === p.name)?.id as number]),
    );

    const users = [
      user(ADMIN, 'admin', null, null),
      ...REGISTRANTS.flatMap((r) => {
        const id = registrantId.get(r.key) as number;
        return [
          user(r.staff.client, 'client', id, null),
          user(r.staff.client_admin, 'client_admin', id, null),
          user(r.staff.client_financial, 'client_financial', id, null),
        ];
      }),
      ...PARTICIPANTS.map((p) => user(p.admin, 'client_admin_participant', null, participantId.get(p.key) as number)),
    ];
    await tx.insertInto('users').values(users).execute();

    // Participant ↔ registrant links: accepted ones, and one request still pending.
    const links: Insertable<DB['participant_registrants']>[] = PARTICIPANTS.flatMap((p) =>
      p.registrants.map((r) => ({
        participant_id: participantId.get(p.key) as number,
        registrant_id: registrantId.get(r) as number,
        status: 'APROVADO' as const,
      })),
    );
    links.push({
      participant_id: participantId.get(PENDING_LINK.participant) as number,
      registrant_id: registrantId.get(PENDING_LINK.registrant) as number,
      status: 'PENDENTE',
    });
    await tx.insertInto('participant_registrants').values(links).execute();

    // CEG codes (ANEEL register) for every plant, plus a few still free for new registrations.
    const cegs = [
      ...PLANTS.map((p, i) => demoCegRow(p.name, p.tech, p.uf, p.kw, p.cod, i)),
      ...FREE_CEGS.map((c, i) => demoCegRow(c.name, c.tech, c.uf, c.kw, c.cod, PLANTS.length + i)),
    ];
    await insertChunks(tx, 'ceg_codes', cegs);

    // Plants. An approved plant delivers to one of the participants its registrant trades with.
    const partnersOf = (registrant: string) =>
      PARTICIPANTS.filter((p) => p.registrants.includes(registrant)).map((p) => participantId.get(p.key) as number);
    const turn = new Map<string, number>();
    const plantRows = PLANTS.map((p, i) => {
      const approved = p.approved ?? 'APROVADO';
      const tech = catalogues.technologies[p.tech] as { id: number; sourceId: number };
      let participant_id: number | null = null;
      if (approved === 'APROVADO') {
        const partners = partnersOf(p.registrant);
        const t = turn.get(p.registrant) ?? 0;
        turn.set(p.registrant, t + 1);
        participant_id = partners[t % partners.length] ?? null;
      }
      // Registered with I-REC in the last four years: every registration is still valid (5 years).
      const registered = addDays(maxDate(p.cod, `${now.getUTCFullYear() - 1 - (i % 4)}-02-01`), 45);
      const onIrec = approved === 'APROVADO';
      return {
        name: p.name,
        codeCEG: cegs[i]?.code as string,
        registrant_id: registrantId.get(p.registrant) as number,
        participant_id,
        source_id: tech.sourceId,
        technology_id: tech.id,
        capacity_mw: kwToMw(p.kw),
        measurement_data_source: p.tech === 'CGH' ? 'distributor' : 'ccee',
        mwh_debit_credit: 'credit',
        aneel_data: `Despacho ANEEL nº ${1000 + ((i * 37) % 3000)}/${p.cod.slice(0, 4)}`,
        irec_code: onIrec ? irecCode(p, i) : null,
        irec_registration_date: onIrec ? registered : null,
        irec_due_date: onIrec ? addYears(registered, 5) : null,
        rec_generation_start: onIrec ? maxDate(monthStart(p.cod), monthStart(addYears(registered, -1))) : null,
        commercial_operation_start: monthStart(p.cod),
        commercial_operation_date: p.cod,
        rec_brazil: i % 3 === 0,
        carbon_credit: p.tech === 'UTE' && i % 2 === 0,
        prepaid: i % 7 === 0,
        payer: i % 5 === 0 ? 'participant' : 'registrant',
        automatic_emission: i % 4 === 0,
        automatic_invoice_emission: true,
        invoice_description: `Emissão de certificados — ${p.name}`,
        uf: p.uf,
        city: p.city,
        approved,
        refusal_reason: p.refusal_reason ?? null,
      };
    });
    const businesses = await tx
      .insertInto('businesses')
      .values(plantRows)
      .returning(['id', 'codeCEG', 'participant_id', 'approved'])
      .execute();
    const plantOf = new Map(businesses.map((b) => [b.codeCEG, b]));

    const approvedPlants = PLANTS.map((p, i) => ({ plant: p, row: plantOf.get(cegs[i]?.code as string) })).filter(
      ({ row }) => row?.approved === 'APROVADO',
    );
    await tx
      .insertInto('participant_businesses')
      .values(
        approvedPlants.map(({ row }) => ({
          participant_id: row?.participant_id as number,
          business_id: row?.id as number,
          status: 'APROVADO' as const,
        })),
      )
      .execute();

    // A year of CCEE metering for every approved plant (the month import, origin excel); the latest
    // month is held back for seedDemoLedger, which imports it through the API.
    const months = lastMonths(now, 12);
    const generation = approvedPlants.flatMap(({ plant, row }, i) => {
      const rand = prng(1000 + i);
      const plantPermille = intBetween(rand, 920, 1080);
      return months
        .filter((m) => `${m.year}-${String(m.month).padStart(2, '0')}` >= plant.cod.slice(0, 7))
        .map((m) => {
          const base = CAPACITY_FACTOR[plant.tech][m.month - 1] as number;
          const pcm = Math.min(95_000, Math.floor((base * plantPermille * intBetween(rand, 940, 1060)) / 10_000));
          const g = monthlyGeneration(plant.kw, pcm, m);
          const imported = new Date(Date.UTC(m.year, m.month, 5, 12));
          return {
            codeCEG: row?.codeCEG as string,
            business_id: row?.id as number,
            month: g.month,
            year: g.year,
            average_mw: g.average_mw,
            hours_in_month: g.hours_in_month,
            accounted_mwh: g.total,
            total: g.total,
            origin: 'excel',
            import_date: imported,
          };
        });
    });
    const latest = months.at(-1);
    const isLatest = (g: { month: number; year: number }) => g.month === latest?.month && g.year === latest?.year;
    for (const { business_id: _, origin: __, import_date: ___, ...g } of generation.filter(isLatest))
      latestMetering.push(g);
    const stored = generation.filter((g) => !isLatest(g)).map(({ codeCEG: _, ...g }) => g);
    await insertChunks(tx, 'generation', stored);

    await tx.insertInto('tutorials').values(TUTORIALS).execute();

    return {
      users: users.length,
      registrants: registrantRows.length,
      participants: participantRows.length,
      participant_registrants: links.length,
      ceg_codes: cegs.length,
      businesses: businesses.length,
      businesses_approved: approvedPlants.length,
      participant_businesses: approvedPlants.length,
      generation: stored.length,
      tutorials: TUTORIALS.length,
    };
  });
  return { counts, logins: demoLogins(), password, latestMetering };
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
