import { loadApi } from '../scratch.mjs';
import { ISSUED, PARTICIPANTS, PASSWORD } from './knobs.mjs';

// The benchmark's world, written into its schema before the app starts: one approved emission of
// ISSUED MWh per participant, issued into its trade account through the ledger (audit chain).

/** The world: participants with a signed-in admin, a trade account and a large issued balance. */
export async function setUp(db) {
  const [{ seedCatalogues }, { hashPassword }, { ensureTradeAccount, issue }] = await Promise.all([
    loadApi('src/seed/catalogues.ts'),
    loadApi('src/auth/passwords.ts'),
    loadApi('src/ledger/movements.ts'),
  ]);
  const cat = await seedCatalogues(db);
  const tech = cat.technologies.UFV;
  const registrant = (
    await db
      .insertInto('registrants')
      .values({
        social_reason: 'Bench Energia Ltda',
        cnpj: '11222333000181',
        email: 'bench@example.org',
        dueDate: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const hash = await hashPassword(PASSWORD);
  const d = new Date();
  const month = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  const period = month.toISOString().slice(0, 7);
  const last = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  const world = [];
  for (let i = 0; i < PARTICIPANTS; i++) {
    const participant = (
      await db
        .insertInto('participants')
        .values({ name: `Participante ${i + 1}`, email: `p${i + 1}@bench.example.org`, approved: 'APROVADO' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const email = `admin${i + 1}@bench.example.org`;
    await db
      .insertInto('users')
      .values({
        name: `Admin ${i + 1}`,
        email,
        password_hash: hash,
        role: 'client_admin_participant',
        participant_id: participant,
      })
      .execute();
    const core = String(100000 + i).padStart(6, '0');
    const business = (
      await db
        .insertInto('businesses')
        .values({
          name: `UFV Bench ${i + 1}`,
          codeCEG: `UFV.RS.RS.${core}-0.01`,
          registrant_id: registrant,
          participant_id: participant,
          source_id: tech.sourceId,
          technology_id: tech.id,
          capacity_mw: '5000.000000',
          approved: 'APROVADO',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('generation')
      .values({
        business_id: business,
        year: month.getUTCFullYear(),
        month: month.getUTCMonth() + 1,
        total: ISSUED,
        origin: 'excel',
      })
      .execute();
    const account = await db.transaction().execute(async (tx) => {
      const rec = (
        await tx
          .insertInto('recs')
          .values({
            business_id: business,
            registrant_id: registrant,
            participant_id: participant,
            scheme: 'irec',
            initial_period: `${period}-01`,
            final_period: last,
            generation_period: period,
            emissionVolume: ISSUED,
            status: 'approved',
            approval_date: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const accountId = await ensureTradeAccount(tx, participant);
      await issue(tx, accountId, rec, ISSUED);
      return { accountId, rec };
    });
    const code = (
      await db
        .selectFrom('accounts')
        .select('accountCode')
        .where('id', '=', account.accountId)
        .executeTakeFirstOrThrow()
    ).accountCode;
    world.push({ participant, email, rec: account.rec, code });
  }
  return world;
}
