import type { Kysely } from 'kysely';
import { hashPassword } from '../../src/auth/passwords';
import type { DB, Role } from '../../src/db/schema';
import { seedCatalogues } from '../../src/seed/catalogues';
import { linkParticipant } from './ledger-world';
import { writeCeg, writePlant, writeRegistrant } from './writers';

export const PASSWORD = 'Senha@2026';

type LoginName =
  | 'admin'
  | 'client'
  | 'clientAdmin'
  | 'financial'
  | 'participant'
  | 'otherClientAdmin'
  | 'otherParticipant'
  | 'service';

export interface Fixture {
  logins: Record<LoginName, { email: string; password: string }>;
  registrants: { a: number; b: number };
  participants: { p1: number; p2: number };
  businesses: { approvedA: number; pendingA: number; approvedB: number };
  users: Record<LoginName, number>;
  catalogue: { sourceId: number; technologyId: number };
}

/** A small, fixed world for the server's tests: two of each organisation, every role. */
export async function seedFixture(db: Kysely<DB>): Promise<Fixture> {
  const cat = await seedCatalogues(db);
  // As in the demo: the tests' admin signs in with its password alone (two-factor.test.ts turns it on).
  await db.updateTable('configs').set({ adminTwoFactorRequired: false }).execute();
  const hash = await hashPassword(PASSWORD);
  const reg = (social_reason: string, cnpj: string) => writeRegistrant(db, social_reason, cnpj);
  const a = await reg('Solar do Sul Energia Ltda', '11222333000181');
  const b = await reg('Ventos do Nordeste Geração S.A.', '22333444000181');
  const part = async (name: string, email: string) =>
    (
      await db
        .insertInto('participants')
        .values({ name, email, approved: 'APROVADO', retirement_price_irec: '0.80' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const p1 = await part('Comercializadora Verde S.A.', 'admin@verde.com.br');
  const p2 = await part('Energia Azul Trading Ltda', 'admin@azul.com.br');
  const user = async (email: string, role: Role, registrant_id: number | null, participant_id: number | null) =>
    (
      await db
        .insertInto('users')
        .values({
          name: email.split('@')[0] as string,
          lastName: 'Teste',
          email,
          password_hash: hash,
          role,
          registrant_id,
          participant_id,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const emails: Record<LoginName, [string, Role, number | null, number | null]> = {
    admin: ['admin@registro.org.br', 'admin', null, null],
    client: ['analista@solardosul.com.br', 'client', a, null],
    clientAdmin: ['gestor@solardosul.com.br', 'client_admin', a, null],
    financial: ['financeiro@solardosul.com.br', 'client_financial', a, null],
    participant: ['admin@verde.com.br', 'client_admin_participant', null, p1],
    otherClientAdmin: ['gestor@ventosnordeste.com.br', 'client_admin', b, null],
    otherParticipant: ['admin@azul.com.br', 'client_admin_participant', null, p2],
    service: ['integracao@registro.org.br', 'service', null, null],
  };
  const users = {} as Fixture['users'];
  const logins = {} as Fixture['logins'];
  for (const [name, [email, role, r, p]] of Object.entries(emails) as [LoginName, (typeof emails)[LoginName]][]) {
    users[name] = await user(email, role, r, p);
    logins[name] = { email, password: PASSWORD };
  }
  const tech = cat.technologies.UFV as { id: number; sourceId: number };
  const plant = async (registrant_id: number, name: string, core: string, approved: 'APROVADO' | 'PENDENTE') =>
    (
      await writePlant(
        db,
        { core, name, power: '5.000000' },
        {
          registrant_id,
          participant_id: p1,
          source_id: tech.sourceId,
          technology_id: tech.id,
          capacity_mw: '5.000000',
          approved,
          uf: 'RS',
          city: 'Bagé',
        },
      )
    ).id;
  const businesses = {
    approvedA: await plant(a, 'UFV Sol do Pampa I', '012345', 'APROVADO'),
    pendingA: await plant(a, 'UFV Sol do Pampa II', '012346', 'PENDENTE'),
    approvedB: await plant(b, 'UFV Ventos Claros', '012347', 'APROVADO'),
  };
  // A CEG registered at ANEEL but not yet used by any enterprise.
  await writeCeg(db, { core: '054321', name: 'UFV Livre', uf: 'SP', power: '3.000000' });
  return {
    logins,
    registrants: { a, b },
    participants: { p1, p2 },
    businesses,
    users,
    catalogue: { sourceId: tech.sourceId, technologyId: tech.id },
  };
}

/**
 * Money for the browser suite's money screens (apps/web e2e/money.spec.ts), added to the fixture
 * world by the e2e API server and not by seedFixture (the API tests count their own rows): an
 * open and a blocked emission invoice of registrant A, an open redemption invoice of P1, two
 * quotes, and two months of Ventos Claros' generation left uncertified (the residual mix).
 */
export async function seedMoney(db: Kysely<DB>): Promise<void> {
  const { insertInvoice } = await import('../../src/resources/invoices/raise');
  const registrant = await db
    .selectFrom('registrants')
    .select('id')
    .where('cnpj', '=', '11222333000181')
    .executeTakeFirstOrThrow();
  const participant = await db
    .selectFrom('participants')
    .select('id')
    .where('name', '=', 'Comercializadora Verde S.A.')
    .executeTakeFirstOrThrow();
  const plant = await db
    .selectFrom('businesses')
    .select('id')
    .where('name', '=', 'UFV Ventos Claros')
    .executeTakeFirstOrThrow();
  const now = new Date();
  const invoice = (description: string, value: string, kind: 'emission' | 'redemption' = 'emission') =>
    insertInvoice(
      db,
      kind === 'emission'
        ? { kind, registrant_id: registrant.id, participant_id: null, value, description }
        : { kind, registrant_id: null, participant_id: participant.id, value, volume: '250.000000', description },
      10,
      now,
    );
  await invoice('Emissão I-REC — UFV Sol do Pampa I — e2e', '1234.56');
  const blocked = await invoice('Emissão I-REC — UFV Sol do Pampa I — vencida', '987.65');
  await db
    .updateTable('invoices')
    .set({ status: 'blocked', emission_date: '2026-01-02', due_date: '2026-01-10' })
    .where('id', '=', blocked)
    .execute();
  await invoice('Resgate I-REC — Comercializadora Verde — e2e', '500.00', 'redemption');
  await db
    .insertInto('exchanges')
    .values([
      { source_currency: 'BRL', destination_currency: 'USD', rate: '0.190000', date: '2026-01-02' },
      { source_currency: 'USD', destination_currency: 'EUR', rate: '0.920000', date: '2026-02-03' },
    ])
    .execute();
  await db
    .insertInto('generation')
    .values([
      { business_id: plant.id, year: 2025, month: 12, total: '321.500000', origin: 'ccee' },
      { business_id: plant.id, year: 2026, month: 1, total: '654.250000', origin: 'ccee' },
    ])
    .execute();
}

/** The back-office emission screens' browser tests (apps/web/e2e/emissions.spec.ts). */
export interface EmissionQueue {
  // One pending request per plant, so a test finds its row by the plant's name.
  pending: Record<string, number>;
  // A registrant whose monthly limit (50 MWh) two pending 30 MWh requests exceed together.
  limited: { registrant: number; pending: number[] };
}

export const QUEUE_PLANTS = [
  'UFV Fila Aprovação',
  'UFV Fila Recusa',
  'UFV Fila Bloqueio',
  'UFV Fila Reversão',
  'UFV Fila Hub',
  'UFV Lote Norte',
  'UFV Lote Sul',
  'UFV Lote Leste',
] as const;

/**
 * Pending emission requests written straight into the tables (as an import or an older release
 * would leave them): the request rules are the API tests' business, the screens act on them.
 * Called by the browser suite's API only; the API tests keep the small world above.
 */
export async function seedEmissionQueue(db: Kysely<DB>, fixture: Fixture): Promise<EmissionQueue> {
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  const period = m.toISOString().slice(0, 7);
  const last = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  const plant = async (registrant_id: number, name: string, core: string) =>
    (
      await writePlant(
        db,
        { core, name, power: '2.000000' },
        {
          registrant_id,
          participant_id: fixture.participants.p1,
          source_id: fixture.catalogue.sourceId,
          technology_id: fixture.catalogue.technologyId,
          capacity_mw: '2.000000',
          approved: 'APROVADO',
          uf: 'RS',
          city: 'Pelotas',
        },
      )
    ).id;
  const rec = async (registrant_id: number, business_id: number, emissionVolume: string) =>
    (
      await db
        .insertInto('recs')
        .values({
          business_id,
          registrant_id,
          participant_id: fixture.participants.p1,
          scheme: 'irec',
          initial_period: `${period}-01`,
          final_period: last,
          generation_period: period,
          emissionVolume,
          created_by: fixture.users.client,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const newRegistrant = (social_reason: string, cnpj: string, volume_mwh_month: string) =>
    writeRegistrant(db, social_reason, cnpj, { volume_mwh_month });
  // The queue's own registrant: the registrant suite counts registrant A's plants and requests.
  const queue = await newRegistrant('Fila Solar Ltda', '72938475000134', '100000.000000');
  const pending: Record<string, number> = {};
  for (const [i, name] of QUEUE_PLANTS.entries())
    pending[name] = await rec(queue, await plant(queue, name, String(760001 + i)), '12.500000');
  // Not 33.444.555/0001-81: the people suite registers that company through its CNPJ lookup.
  const registrant = await newRegistrant('Usina do Limite Ltda', '61827364000134', '50.000000');
  const limitedPlant = await plant(registrant, 'UFV Teto Mensal', '760101');
  const limited = {
    registrant,
    pending: [await rec(registrant, limitedPlant, '30.000000'), await rec(registrant, limitedPlant, '30.000000')],
  };
  // Approvable: the receiver (P1) is linked to both registrants (ADR 0082).
  for (const id of [queue, registrant]) await linkParticipant(db, fixture.participants.p1, id);
  return { pending, limited };
}
