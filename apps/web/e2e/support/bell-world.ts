// e2e/notifications.spec.ts's world, written on its first ask (GET /seed/bell-world): a manager of
// the emission queue's registrant (Fila Solar Ltda, which has no users otherwise) and one pending
// request of its own plant. The queue registrant, not Solar do Sul, so the registrant suite's counts
// of its plants and requests never move.
import type { Kysely } from 'kysely';
import { hashPassword } from '../../../api/src/auth/passwords';
import type { DB } from '../../../api/src/db/schema';
import { PASSWORD } from '../../../api/test/support/fixture';
import { writePlant } from '../../../api/test/support/writers';

export const BELL_PLANT = 'UFV Fila Sino';
export const BELL_EMAIL = 'gestor@filasolar.com.br';

let world: Promise<{ rec: number }> | null = null;

export const bellWorld = (db: Kysely<DB>, participant_id: number) => {
  world ??= seed(db, participant_id);
  return world;
};

async function seed(db: Kysely<DB>, participant_id: number) {
  const queue = await db
    .selectFrom('registrants')
    .select('id')
    .where('social_reason', '=', 'Fila Solar Ltda')
    .executeTakeFirstOrThrow();
  const catalogue = await db
    .selectFrom('technologies')
    .select(['id', 'source_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({
      name: 'gestor',
      lastName: 'Sino',
      email: BELL_EMAIL,
      password_hash: await hashPassword(PASSWORD),
      role: 'client_admin',
      registrant_id: queue.id,
      participant_id: null,
    })
    .execute();
  const plant = await writePlant(
    db,
    { core: '760201', name: BELL_PLANT, power: '2.000000' },
    {
      registrant_id: queue.id,
      participant_id,
      source_id: catalogue.source_id as number,
      technology_id: catalogue.id,
      capacity_mw: '2.000000',
      approved: 'APROVADO',
      uf: 'RS',
      city: 'Pelotas',
    },
  );
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  const period = m.toISOString().slice(0, 7);
  const last = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  const rec = await db
    .insertInto('recs')
    .values({
      business_id: plant.id,
      registrant_id: queue.id,
      participant_id,
      scheme: 'irec',
      initial_period: `${period}-01`,
      final_period: last,
      generation_period: period,
      emissionVolume: '12.500000',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { rec: rec.id };
}
