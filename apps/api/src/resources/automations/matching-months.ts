import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

// Which Brasília months a matching rule may retire (ADR 0111): a month has "arrived" when it has
// ended and every one of its hours is recorded for the beneficiary (the count of its instants in
// the IANA zone: 744, 720, 672…, one more or fewer where daylight saving changed before 2019).
// A partial month waits: matched early, its later hours would never be matched by the rule.

export interface ConsumptionMonth {
  month: string;
  /** [from, to): the month's Brasília boundaries as UTC instants, as the matching takes them. */
  from: string;
  to: string;
  hours: number;
  expected: number;
}

/** The ended months with consumption of the beneficiary that this rule has not retired, oldest first. */
export async function openMonths(
  db: Kysely<DB>,
  automationId: number,
  beneficiaryId: number,
  now: Date,
): Promise<ConsumptionMonth[]> {
  const { rows } = await sql<{ month: string; from: Date; to: Date; hours: number; expected: number }>`
    WITH m AS (
      SELECT to_char(c.hour_start AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS month, count(*)::int AS hours
      FROM beneficiary_hourly_consumptions c
      WHERE c.beneficiary_id = ${beneficiaryId}
      GROUP BY 1
    ), b AS (
      SELECT month, hours,
        ((month || '-01')::timestamp AT TIME ZONE 'America/Sao_Paulo') AS "from",
        (((month || '-01')::timestamp + interval '1 month') AT TIME ZONE 'America/Sao_Paulo') AS "to"
      FROM m
    )
    SELECT month, hours, "from", "to", (extract(epoch FROM "to" - "from") / 3600)::int AS expected
    FROM b
    WHERE "to" <= ${now}
      AND NOT EXISTS (SELECT 1 FROM automation_matching_months d
        WHERE d.automation_id = ${automationId} AND d.month = b.month)
    ORDER BY month`.execute(db);
  return rows.map((r) => ({
    month: r.month,
    from: new Date(r.from).toISOString(),
    to: new Date(r.to).toISOString(),
    hours: Number(r.hours),
    expected: Number(r.expected),
  }));
}

/**
 * Records a retired month. Runs of one rule queue on the rule's row lock, so the month is new
 * here; the primary key is the backstop (a duplicate fails the run and rolls its retirement back).
 */
export async function recordMonth(
  db: Kysely<DB>,
  automationId: number,
  month: string,
  done: { redemption_id: number; matched: string; unmatched: string },
): Promise<void> {
  await db
    .insertInto('automation_matching_months')
    .values({ automation_id: automationId, month, ...done })
    .execute();
}
