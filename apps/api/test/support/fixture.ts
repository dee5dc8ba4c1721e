import type { Kysely } from 'kysely';
import { hashPassword } from '../../src/auth/passwords';
import type { DB, Role } from '../../src/db/schema';
import { cegCheckDigit, cegCode, seedCatalogues } from '../../src/seed/catalogues';

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
  const hash = await hashPassword(PASSWORD);
  const reg = async (social_reason: string, cnpj: string) =>
    (
      await db
        .insertInto('registrants')
        .values({
          social_reason,
          cnpj,
          email: `contato@${cnpj}.com.br`,
          dueDate: 10,
          volume_mwh_month: '100000.000000',
          price_emission_irec: '1.50',
          price_emission_rec_brazil: '2.00',
          price_new_plant_irec: '500.00',
          price_new_plant_rec_brazil: '800.00',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
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
  const plant = async (registrant_id: number, name: string, core: string, approved: 'APROVADO' | 'PENDENTE') => {
    const code = cegCode('UFV', 'RS', 'RS', core);
    await db
      .insertInto('ceg_codes')
      .values({
        code,
        type_of_generation: 'UFV',
        source: 'RS',
        uf: 'RS',
        core,
        dv: cegCheckDigit(core),
        version: '01',
        enterprise_name: name,
        power: '5.000000',
      })
      .execute();
    return (
      await db
        .insertInto('businesses')
        .values({
          name,
          codeCEG: code,
          registrant_id,
          participant_id: p1,
          source_id: tech.sourceId,
          technology_id: tech.id,
          capacity_mw: '5.000000',
          approved,
          uf: 'RS',
          city: 'Bagé',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };
  const businesses = {
    approvedA: await plant(a, 'UFV Sol do Pampa I', '012345', 'APROVADO'),
    pendingA: await plant(a, 'UFV Sol do Pampa II', '012346', 'PENDENTE'),
    approvedB: await plant(b, 'UFV Ventos Claros', '012347', 'APROVADO'),
  };
  // A CEG registered at ANEEL but not yet used by any enterprise.
  const freeCore = '054321';
  await db
    .insertInto('ceg_codes')
    .values({
      code: cegCode('UFV', 'RS', 'SP', freeCore),
      type_of_generation: 'UFV',
      source: 'RS',
      uf: 'SP',
      core: freeCore,
      dv: cegCheckDigit(freeCore),
      version: '01',
      enterprise_name: 'UFV Livre',
      power: '3.000000',
    })
    .execute();
  return {
    logins,
    registrants: { a, b },
    participants: { p1, p2 },
    businesses,
    users,
    catalogue: { sourceId: tech.sourceId, technologyId: tech.id },
  };
}
