import { emissionRefusal, registryToday } from '@rec/domain/emission-periods';
import type { ApiClient } from '@rec/sdk';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { cnpj } from '../lib/cnpj';
import { PARTICIPANTS, REGISTRANTS } from './demo-data';
import { monthsAgo, ok, signIn } from './demo-ledger-support';
import { loadHours } from './demo-load';
import { seedResidualFactors } from './demo-residual';
import type { YearPlant } from './demo-year-plants';

// 24/7 matching in the demo (issue 39 item 6): the participant Comercializadora Verde gets the
// year (the 12 closed months, less any past its emission deadline) of the plants that
// demo-year-plants.ts chose (CCEE-metered, running at night too, in one submarket; their year
// came from CCEE's hourly file) issued hourly, month by month, through the registrant's request
// and the admin's approval, into its trade account; two new beneficiaries with a year of hourly
// meter data: a data center sized under those plants' hours (well covered every month) and a
// shopping centre that draws far more (not). The data center's year is retired by a redemption
// automation in hourly matching mode, one retirement per month (ADR 0111); the shopping centre's
// year, from what is left, by one matching through the API (ADR 0105).

type Month = ReturnType<typeof monthsAgo>;

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

/**
 * Issues each month of each plant hourly: the registrant asks for the month's generation, the
 * admin approves. A month past its emission deadline on the server's clock (ADR 0017: production
 * of July–December until 30 September of the next year) is not asked for: the registry refuses it,
 * and the demo's automation logs that month as waiting for certificates.
 */
async function issueYear(
  db: Kysely<DB>,
  fetch: typeof globalThis.fetch,
  admin: ApiClient,
  plants: readonly YearPlant[],
  months: readonly Month[],
) {
  let issued = 0;
  for (const plant of plants) {
    const registrant = REGISTRANTS.find((r) => r.social_reason === plant.registrant);
    if (!registrant) continue;
    const client = await signIn(fetch, registrant.staff.client.email);
    for (const m of months) {
      if (emissionRefusal(m.first.slice(0, 7), registryToday())) continue;
      const g = await db
        .selectFrom('generation')
        .select('total')
        .where('business_id', '=', plant.id)
        .where('year', '=', m.year)
        .where('month', '=', m.month)
        .executeTakeFirst();
      if (!g) continue;
      const body = {
        business_id: plant.id,
        scheme: 'irec',
        initial_period: m.first,
        final_period: m.last,
        emissionVolume: String(g.total),
        granularity: 'hourly',
      } as const;
      const rec = await ok('24/7 hourly request', client.POST('/recs', { body }));
      await ok(
        '24/7 hourly approval',
        admin.POST('/recs/approve/{id}', { params: { path: { id: rec.id } }, body: { notes: 'Emissão horária 24/7' } }),
      );
      issued++;
    }
  }
  return issued;
}

/** Per hour of [from, to), the Wh the account holds active of `plants` (one submarket), least first. */
async function heldPerHour(db: Kysely<DB>, accountId: number, plants: readonly YearPlant[], from: Date, to: Date) {
  const { rows } = await sql<{ submarket: string; wh: string }>`
    SELECT submarket, sum(wh)::text AS wh
    FROM hourly_bundles
    WHERE account_id = ${accountId} AND state = 'active' AND interval_start >= ${from} AND interval_start < ${to}
      AND business_id IN (${sql.join(plants.map((p) => p.id))})
    GROUP BY submarket, interval_start
    ORDER BY sum(wh)`.execute(db);
  return { submarket: rows[0]?.submarket, wh: rows.map((r) => BigInt(r.wh)) };
}

export async function seedDemoMatching(
  db: Kysely<DB>,
  fetch: typeof globalThis.fetch,
  admin: ApiClient,
  now: Date,
  plants: readonly YearPlant[],
): Promise<DemoMatchingCounts> {
  const counts: DemoMatchingCounts = { hourly_matching_recs: 0, hourly_consumption_hours: 0, hourly_matchings: 0 };
  const participant = PARTICIPANT
    ? await db.selectFrom('participants').select('id').where('name', '=', PARTICIPANT.name).executeTakeFirst()
    : undefined;
  if (!PARTICIPANT || !participant) return counts;
  // The 12 closed months, oldest first.
  const months = Array.from({ length: 12 }, (_, i) => monthsAgo(now, 12 - i));
  counts.hourly_matching_recs = await issueYear(db, fetch, admin, plants, months);
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
  const m = months[11] as Month;
  const year = { from: brasiliaMidnight((months[0] as Month).first), to: brasiliaMidnight(monthsAgo(now, 0).first) };
  const held = await heldPerHour(db, trade.id, plants, year.from, year.to);
  if (!held.submarket || !held.wh.length) return counts;
  // The data center's peak: the held Wh of the year's 10th-percentile hour, so it is covered in
  // about nine hours of ten (fewer in the calm months, all in the windy ones); the shopping
  // centre's: three times the year's average hour.
  const p10 = held.wh[Math.floor(held.wh.length / 10)] as bigint;
  const average = held.wh.reduce((a, b) => a + b, 0n) / BigInt(held.wh.length);
  await seedResidualFactors(admin, [...new Set(months.map((x) => x.year))]);
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
