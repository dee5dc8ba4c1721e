import type { ApiClient } from '@rec/sdk';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { cnpj } from '../lib/cnpj';
import { PARTICIPANTS, REGISTRANTS } from './demo-data';
import { monthsAgo, ok, signIn } from './demo-ledger-support';
import { loadHours } from './demo-load';

// 24/7 matching in the demo (issue 39 item 6): the participant Comercializadora Verde gets the
// latest closed month of two of its CCEE-metered plants that run at night too (hydro, wind,
// biomass) issued hourly, through the registrant's request and the admin's approval; two new
// beneficiaries with a year of hourly meter data: a data center sized under those plants' hours
// (well covered where certificates exist) and a shopping centre that draws far more (not). The
// data center's month is retired by a redemption automation in hourly matching mode (ADR 0111);
// the shopping centre's year by one matching through the API (ADR 0105).

export interface DemoMatchingCounts {
  hourly_matching_recs: number;
  hourly_consumption_hours: number;
  hourly_matchings: number;
}

const PARTICIPANT = PARTICIPANTS.find((p) => p.admin.email === 'tatiana.barbosa@comverde.com.br');
export const DEMO_247 = {
  covered: { name: 'Data Center Verde Campinas Ltda', code: cnpj('887766550101'), location: 'Campinas - SP' },
  uncovered: { name: 'Shopping Vale Verde S.A.', code: cnpj('887766550102'), location: 'São José dos Campos - SP' },
};
const brasiliaMidnight = (day: string) => new Date(`${day}T03:00:00.000Z`);

/** The participant's CCEE-metered plants of night-running sources with month `m` free of certificates. */
async function nightPlants(db: Kysely<DB>, participantId: number, m: ReturnType<typeof monthsAgo>) {
  return db
    .selectFrom('businesses as b')
    .innerJoin('technologies as t', 't.id', 'b.technology_id')
    .innerJoin('registrants as r', 'r.id', 'b.registrant_id')
    .innerJoin('generation as g', (j) =>
      j.onRef('g.business_id', '=', 'b.id').on('g.year', '=', m.year).on('g.month', '=', m.month),
    )
    .select(['b.id', 'r.social_reason', 'g.total'])
    .where('b.participant_id', '=', participantId)
    .where('b.approved', '=', 'APROVADO')
    .where('b.measurement_data_source', '=', 'ccee')
    .where('t.code', 'in', ['PCH', 'EOL', 'UTE'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('recs as e')
            .select('e.id')
            .whereRef('e.business_id', '=', 'b.id')
            .where('e.initial_period', '<=', m.last)
            .where('e.final_period', '>=', m.first),
        ),
      ),
    )
    .orderBy('b.id', 'desc')
    .limit(2)
    .execute();
}

/** Issues month `m` of each plant hourly: the registrant asks, the admin approves. */
async function issueHourly(
  fetch: typeof globalThis.fetch,
  admin: ApiClient,
  plants: Awaited<ReturnType<typeof nightPlants>>,
  m: ReturnType<typeof monthsAgo>,
) {
  for (const plant of plants) {
    const registrant = REGISTRANTS.find((r) => r.social_reason === plant.social_reason);
    if (!registrant) continue;
    const client = await signIn(fetch, registrant.staff.client.email);
    const body = {
      business_id: plant.id,
      scheme: 'irec',
      initial_period: m.first,
      final_period: m.last,
      emissionVolume: String(plant.total),
      granularity: 'hourly',
    } as const;
    const rec = await ok('24/7 hourly request', client.POST('/recs', { body }));
    await ok(
      '24/7 hourly approval',
      admin.POST('/recs/approve/{id}', { params: { path: { id: rec.id } }, body: { notes: 'Emissão horária 24/7' } }),
    );
  }
}

/** Per hour of the month, the Wh the account holds active in the submarket holding the most. */
async function heldPerHour(db: Kysely<DB>, accountId: number, from: Date, to: Date) {
  const { rows } = await sql<{ submarket: string; wh: string }>`SELECT submarket, wh::text FROM (
      SELECT submarket, interval_start, sum(wh) AS wh FROM hourly_bundles
      WHERE account_id = ${accountId} AND state = 'active' AND interval_start >= ${from} AND interval_start < ${to}
      GROUP BY 1, 2) h
    WHERE submarket = (SELECT submarket FROM hourly_bundles WHERE account_id = ${accountId} AND state = 'active'
      AND interval_start >= ${from} AND interval_start < ${to} GROUP BY 1 ORDER BY sum(wh) DESC LIMIT 1)
    ORDER BY wh`.execute(db);
  return { submarket: rows[0]?.submarket, wh: rows.map((r) => BigInt(r.wh)) };
}

export async function seedDemoMatching(
  db: Kysely<DB>,
  fetch: typeof globalThis.fetch,
  admin: ApiClient,
  now: Date,
): Promise<DemoMatchingCounts> {
  const counts: DemoMatchingCounts = { hourly_matching_recs: 0, hourly_consumption_hours: 0, hourly_matchings: 0 };
  const participant = PARTICIPANT
    ? await db.selectFrom('participants').select('id').where('name', '=', PARTICIPANT.name).executeTakeFirst()
    : undefined;
  if (!PARTICIPANT || !participant) return counts;
  const m = monthsAgo(now, 1);
  const plants = await nightPlants(db, participant.id, m);
  await issueHourly(fetch, admin, plants, m);
  counts.hourly_matching_recs = plants.length;
  const account = (type: 'trade' | 'retirement') =>
    db
      .selectFrom('accounts')
      .select('id')
      .where('participant_id', '=', participant.id)
      .where('accountType', '=', type)
      .orderBy('id')
      .executeTakeFirst();
  const trade = await account('trade');
  const retirement = await account('retirement');
  if (!trade || !retirement || !plants.length) return counts;
  const month = { from: brasiliaMidnight(m.first), to: brasiliaMidnight(monthsAgo(now, 0).first) };
  const held = await heldPerHour(db, trade.id, month.from, month.to);
  if (!held.submarket || !held.wh.length) return counts;
  // The data center's peak: the held Wh of the month's 10th-percentile hour, so it is covered in
  // about nine hours of ten; the shopping centre's: three times the average hour.
  const p10 = held.wh[Math.floor(held.wh.length / 10)] as bigint;
  const average = held.wh.reduce((a, b) => a + b, 0n) / BigInt(held.wh.length);
  const year = { from: brasiliaMidnight(monthsAgo(now, 12).first), to: month.to };
  const me = await signIn(fetch, PARTICIPANT.admin.email);
  const ids: Record<keyof typeof DEMO_247, number> = { covered: 0, uncovered: 0 };
  for (const key of ['covered', 'uncovered'] as const) {
    const created = await ok(
      '24/7 beneficiary',
      me.POST('/beneficiaries', { body: { ...DEMO_247[key], country: 'BR' } }),
    );
    ids[key] = created.id;
    const hours = loadHours(
      key === 'covered' ? 'datacenter' : 'shopping',
      year.from,
      year.to,
      key === 'covered' ? p10 : average * 3n,
    );
    // Meter data as the hourly consumption import commits it (ADR 0102), written in chunks.
    for (let i = 0; i < hours.length; i += 2000)
      await db
        .insertInto('beneficiary_hourly_consumptions')
        .values(
          hours.slice(i, i + 2000).map((h) => ({
            beneficiary_id: created.id,
            hour_start: h.hour_start,
            wh: h.wh.toString() as never,
            tier: 'meter' as const,
            submarket: held.submarket as 'SUL',
          })),
        )
        .execute();
    counts.hourly_consumption_hours += hours.length;
  }
  const rule = await ok(
    '24/7 automation',
    me.POST('/redemptionsautomations', {
      body: {
        name: `${DEMO_247.covered.name} — 24/7 hora a hora`,
        percentage: '100',
        order: 2,
        business_ids: plants.map((p) => p.id),
        beneficiary_id: ids.covered,
        trade_account_id: trade.id,
        retirement_account_id: retirement.id,
        purpose: 'Escopo 2 — consumo casado hora a hora (24/7)',
        hourly_matching: { preference: ['plant', 'oldest'] },
      },
    }),
  );
  const run = await ok(
    '24/7 automation run',
    me.GET('/redemptionsautomations/startautomation/{id}', { params: { path: { id: rule.id } } }),
  );
  counts.hourly_matchings += run.logs.filter((l) => l.status === 'success').length;
  const matched = await me.POST('/hourly/matchings', {
    params: { header: { 'Idempotency-Key': 'demo-247-shopping' } },
    body: {
      account_id: trade.id,
      beneficiary_id: ids.uncovered,
      from: year.from.toISOString(),
      to: year.to.toISOString(),
      preference: ['oldest'],
      retirement_account_id: retirement.id,
      purpose: `Escopo 2 — 12 meses até ${String(m.month).padStart(2, '0')}/${m.year}, casados hora a hora (24/7)`,
    },
  } as never);
  if (matched.response.status === 201) counts.hourly_matchings++;
  return counts;
}
