import { BRASILIA_OFFSET_HOURS } from '@rec/domain/hourly';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { RetirementOrigin } from '../events/moves';
import type { Principal } from '../http/types';
import { redeem } from '../resources/redemptions/handlers';
import { moveBundles } from './move';
import { ledgerItems, type Picked, summary } from './selection';

// An hourly retirement (issue 38 item 3, ADR 0092 addendum), one path for the route
// (createHourlyRetirement) and for a redemption automation by hours (ADR 0101): the picked
// bundles' volume is redeemed in the monthly ledger as any redemption (same checks, statement,
// invoice), then the bundles become 'retired' for the beneficiary and one hourly movement commits
// to them. The caller has locked both accounts and picked the bundles under that lock.

/** Lets the monthly entries of this transaction's hourly move through the 0095 guard, or stops. */
export const hourlyMove = (db: Kysely<DB>, on: boolean) =>
  sql`SELECT set_config('rec.hourly_move', ${on ? 'on' : 'off'}, true)`.execute(db);

/** The Brasília calendar day of an instant (a redemption's period is in days). */
const brasiliaDay = (ms: number) => new Date(ms - BRASILIA_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);

export interface Retirement {
  trade_account_id: number;
  retirement_account_id: number;
  beneficiary_id: number;
  purpose: string;
  notes?: string | null | undefined;
  /** The selection's hour range: the statement's consumption period (Brasília days). */
  from: string;
  to: string;
}

export async function retireHours(
  db: Kysely<DB>,
  user: Principal,
  picked: readonly Picked[],
  r: Retirement,
  automationId: number | null = null,
  origin: RetirementOrigin = automationId === null ? 'hourly' : 'automation',
) {
  const items = ledgerItems(picked);
  await hourlyMove(db, true);
  const redemption = await redeem(
    { db, user },
    {
      trade_account_id: r.trade_account_id,
      retirement_account_id: r.retirement_account_id,
      beneficiary_id: r.beneficiary_id,
      purpose: r.purpose,
      period_start: brasiliaDay(new Date(r.from).getTime()),
      period_end: brasiliaDay(new Date(r.to).getTime() - 1),
      ...(r.notes ? { notes: r.notes } : {}),
      items,
    },
    automationId,
    origin,
  );
  await hourlyMove(db, false);
  const row = await db
    .selectFrom('redemptions')
    .select('statement_hash')
    .where('id', '=', redemption.id)
    .executeTakeFirstOrThrow();
  const moved = await moveBundles(
    db,
    picked,
    {
      account_id: r.retirement_account_id,
      retired: { beneficiary_id: r.beneficiary_id, redemption_id: redemption.id },
    },
    {
      kind: 'redemption',
      from: r.trade_account_id,
      ledger: { rec_id: Math.max(...items.map((i) => i.rec_id)), hash: row.statement_hash ?? '' },
    },
  );
  return { ...summary(picked), ledger_id: redemption.id, ...moved, redemption };
}
