import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { toMicro } from '../ledger/decimal';
import { submarket } from './demo-ccee-file';
import { PARTICIPANTS } from './demo-data';
import type { DemoMetering } from './demo-metering';

// The plants whose whole year the demo issues hourly for its well-covered 24/7 beneficiary (issue
// 39 item 6), chosen before anything is imported, since their year must come from CCEE's hourly
// file: Comercializadora Verde's CCEE-metered plants of sources that run at night too (wind,
// hydro, biomass), in the submarket holding most of them (the matching's boundary), metered all
// twelve months; the newest first (the monthly requests take each registrant's oldest), as long as
// their year fits in a third of their registrant's monthly emission limit (all hourly requests
// are made in the same real month, beside the registrant's own monthly ones), at most two.

const YEAR_PLANTS = 2;
const PARTICIPANT = PARTICIPANTS.find((p) => p.admin.email === 'tatiana.barbosa@comverde.com.br');

export interface YearPlant {
  id: number;
  codeCEG: string;
  registrant: string;
}

export async function demoYearPlants(db: Kysely<DB>, metering: DemoMetering[]): Promise<YearPlant[]> {
  if (!PARTICIPANT) return [];
  const candidates = await db
    .selectFrom('businesses as b')
    .innerJoin('technologies as t', 't.id', 'b.technology_id')
    .innerJoin('registrants as r', 'r.id', 'b.registrant_id')
    .innerJoin('participants as p', 'p.id', 'b.participant_id')
    .select(['b.id', 'b.codeCEG', 'b.uf', 'r.social_reason as registrant', 'r.volume_mwh_month'])
    .where('p.name', '=', PARTICIPANT.name)
    .where('b.approved', '=', 'APROVADO')
    .where('b.measurement_data_source', '=', 'ccee')
    .where('t.code', 'in', ['PCH', 'EOL', 'UTE'])
    .orderBy('b.id', 'desc')
    .execute();
  const year = new Map<string, bigint[]>();
  for (const m of metering) year.set(m.codeCEG, [...(year.get(m.codeCEG) ?? []), toMicro(m.total)]);
  const full = candidates.filter((c) => year.get(c.codeCEG)?.length === 12);
  const count = new Map<string, number>();
  for (const c of full) count.set(submarket(c.uf ?? 'SP'), (count.get(submarket(c.uf ?? 'SP')) ?? 0) + 1);
  const boundary = [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const chosen: YearPlant[] = [];
  const budget = new Map<string, bigint>();
  for (const c of full) {
    if (chosen.length === YEAR_PLANTS || submarket(c.uf ?? 'SP') !== boundary) continue;
    const total = (year.get(c.codeCEG) ?? []).reduce((a, b) => a + b, 0n);
    const limit = toMicro(String(c.volume_mwh_month));
    const left = budget.get(c.registrant) ?? limit / 3n;
    // A limit of 0 is no limit.
    if (limit > 0n && total > left) continue;
    budget.set(c.registrant, left - total);
    chosen.push({ id: c.id, codeCEG: c.codeCEG, registrant: c.registrant });
  }
  return chosen;
}
