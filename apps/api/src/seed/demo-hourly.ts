import type { ApiClient } from '@rec/sdk';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { PARTICIPANTS, REGISTRANTS } from './demo-data';
import { monthsAgo, ok, signIn } from './demo-ledger-support';

// Hourly certificates in the demo (issue 38 item 6), through the real API: a registrant asks for
// the latest closed month of one CCEE-metered plant hourly (its generation came from CCEE's hourly
// file), the admin approves it (one bundle per plant-hour), the participant transfers the midday
// hours (11:00–13:00 Brasília: every source produces then, the sun too) to the next participant
// and retires its weekday business hours (08:00–18:00) for its first beneficiary: a statement
// with an hourly profile and its proofs.

export interface DemoHourlyCounts {
  hourly_recs: number;
  hourly_transfers: number;
  hourly_retirements: number;
}

/** A CCEE-metered plant with a participant, generation in month `m` and no request for it yet. */
async function plantForHourly(db: Kysely<DB>, first: string, year: number, month: number) {
  return db
    .selectFrom('businesses as b')
    .innerJoin('registrants as r', 'r.id', 'b.registrant_id')
    .innerJoin('participants as p', 'p.id', 'b.participant_id')
    .innerJoin('generation as g', (j) =>
      j.onRef('g.business_id', '=', 'b.id').on('g.year', '=', year).on('g.month', '=', month),
    )
    .select(['b.id', 'r.social_reason', 'p.id as participant_id', 'p.name as participant', 'g.total'])
    .where('b.approved', '=', 'APROVADO')
    .where('b.measurement_data_source', '=', 'ccee')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('recs as e')
            .select('e.id')
            .whereRef('e.business_id', '=', 'b.id')
            .where('e.initial_period', '<=', sql<string>`${first}::date + interval '1 month' - interval '1 day'`)
            .where('e.final_period', '>=', first),
        ),
      ),
    )
    .orderBy('b.id')
    .executeTakeFirst();
}

const accountOf = (db: Kysely<DB>, participantId: number, type: 'trade' | 'retirement') =>
  db
    .selectFrom('accounts')
    .select(['id', 'accountCode'])
    .where('participant_id', '=', participantId)
    .where('accountType', '=', type)
    .orderBy('id')
    .executeTakeFirst();

export async function seedDemoHourly(
  db: Kysely<DB>,
  fetch: typeof globalThis.fetch,
  admin: ApiClient,
  now: Date,
): Promise<DemoHourlyCounts> {
  const counts: DemoHourlyCounts = { hourly_recs: 0, hourly_transfers: 0, hourly_retirements: 0 };
  const m = monthsAgo(now, 1);
  const plant = await plantForHourly(db, m.first, m.year, m.month);
  const registrant = REGISTRANTS.find((r) => r.social_reason === plant?.social_reason);
  const participant = PARTICIPANTS.findIndex((p) => p.name === plant?.participant);
  if (!plant || !registrant || participant < 0) return counts;
  const client = await signIn(fetch, registrant.staff.client.email);
  const body = {
    business_id: plant.id,
    scheme: 'irec',
    initial_period: m.first,
    final_period: m.last,
    emissionVolume: String(plant.total),
    granularity: 'hourly',
  } as const;
  const rec = await ok('hourly emission request', client.POST('/recs', { body }));
  await ok(
    'hourly approval',
    admin.POST('/recs/approve/{id}', { params: { path: { id: rec.id } }, body: { notes: 'Emissão horária (CCEE)' } }),
  );
  counts.hourly_recs++;
  const me = await signIn(fetch, (PARTICIPANTS[participant] as (typeof PARTICIPANTS)[number]).admin.email);
  const trade = await accountOf(db, plant.participant_id, 'trade');
  const retirement = await accountOf(db, plant.participant_id, 'retirement');
  const next = PARTICIPANTS[(participant + 1) % PARTICIPANTS.length]?.name ?? '';
  const nextId = (await db.selectFrom('participants').select('id').where('name', '=', next).executeTakeFirst())?.id;
  const destination = nextId ? await accountOf(db, nextId, 'trade') : undefined;
  if (!trade) return counts;
  // The month's Brasília hours: [first 00:00, next first 00:00) at UTC−3.
  const month = {
    from: `${m.first}T03:00:00.000Z`,
    to: new Date(Date.UTC(m.year, m.month, 1, 3)).toISOString(),
  };
  if (destination) {
    const selection = { account_id: trade.id, ...month, hour_from: 11, hour_to: 13, volume: 'all' };
    await ok(
      'hourly transfer',
      me.POST('/hourly/transfers', {
        body: {
          selection,
          destination_account_code: destination.accountCode,
          notes: 'Contrato horário — meio do dia',
        },
      }),
    );
    counts.hourly_transfers++;
  }
  const beneficiary = await db
    .selectFrom('beneficiaries')
    .select('id')
    .where('participant_id', '=', plant.participant_id)
    .orderBy('id')
    .executeTakeFirst();
  if (retirement && beneficiary) {
    const selection = { account_id: trade.id, ...month, weekdays: [1, 2, 3, 4, 5], hour_from: 8, hour_to: 18 };
    await ok(
      'hourly retirement',
      me.POST('/hourly/retirements', {
        body: {
          selection: { ...selection, volume: 'all' },
          retirement_account_id: retirement.id,
          beneficiary_id: beneficiary.id,
          purpose: `Escopo 2 horário (24/7) — ${String(m.month).padStart(2, '0')}/${m.year}`,
        },
      }),
    );
    counts.hourly_retirements++;
  }
  return counts;
}
