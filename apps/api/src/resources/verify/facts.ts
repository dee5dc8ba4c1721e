import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { fromMicro, toMicro } from '../../ledger/decimal';
import { statementItems } from '../pdf/statement';

// DATE columns arrive as their text (db/connect.ts); only the day is part of the claim.
const day = (value: string): string => value.slice(0, 10);

/**
 * The completed redemption whose statement hash starts with `hashPrefix`, with what its
 * statement shows. Columns are named one by one: account codes, notes and internal ids stay out.
 */
export async function statementFacts(db: Kysely<DB>, hashPrefix: string) {
  const red = await db
    .selectFrom('redemptions as r')
    .innerJoin('beneficiaries as ben', 'ben.id', 'r.beneficiary_id')
    .innerJoin('participants as p', 'p.id', 'r.participant_id')
    .select([
      'r.id',
      'r.trade_account_id',
      'r.retirement_account_id',
      'r.statement_hash',
      'r.purpose',
      'r.period_start',
      'r.period_end',
      'r.redemption_date',
      'r.created_at',
      sql<string>`r.volume::numeric(18,6)::text`.as('volume'),
      'ben.name as beneficiary_name',
      'ben.code as beneficiary_code',
      'ben.country as beneficiary_country',
      'ben.location as beneficiary_location',
      'p.name as participant_name',
    ])
    .where(sql`left(r.statement_hash, 15)`, '=', hashPrefix)
    .where('r.status', '=', 'completed')
    .orderBy('r.id')
    .executeTakeFirst();
  if (!red?.statement_hash) return undefined;
  const items = await statementItems(db, red.id);
  const plants = new Map<string, { name: string; ceg: string; micro: bigint }>();
  for (const i of items) {
    const plant = plants.get(i.codeCEG) ?? { name: i.business_name, ceg: i.codeCEG, micro: 0n };
    plant.micro += toMicro(i.volume);
    plants.set(i.codeCEG, plant);
  }
  const statement = {
    number: red.id,
    redemption_date: new Date(red.redemption_date ?? red.created_at).toISOString(),
    volume: red.volume,
    period_start: day(red.period_start),
    period_end: day(red.period_end),
    purpose: red.purpose,
    beneficiary: {
      name: red.beneficiary_name,
      code: red.beneficiary_code,
      country: red.beneficiary_country,
      location: red.beneficiary_location ?? null,
    },
    participant: red.participant_name,
    plants: [...plants.values()].map((p) => ({ name: p.name, ceg: p.ceg, volume: fromMicro(p.micro) })),
    certificates: items.map((i) => ({
      emission: i.rec_id,
      plant: i.business_name,
      ceg: i.codeCEG,
      scheme: i.scheme,
      period_start: day(i.initial_period),
      period_end: day(i.final_period),
      volume: i.volume,
    })),
    hash: red.statement_hash,
  };
  return { red: { ...red, statement_hash: red.statement_hash, items }, statement };
}
