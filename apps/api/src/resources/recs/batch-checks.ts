import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { RecsTable } from '../../db/schema-ledger';
import { mwh, toMicro } from '../../ledger/decimal';
import { ensureTradeAccount } from '../../ledger/movements';
import { APPROVED } from '../../lib/states';

// The checks one approval makes (receiver linked, monthly limit), made for a whole batch in a
// few statements (ADR 0100), taking the same locks. They answer whether every request passes; a
// batch where one does not goes the one-by-one way, which says which request and why.

type Rec = Selectable<RecsTable>;

/** Every request's receiver is approved and linked to its registrant or plant (checkReceiver). */
export async function receiversLinked(db: Kysely<DB>, recs: readonly Rec[]): Promise<boolean> {
  const participants = [...new Set(recs.map((r) => r.participant_id as number))];
  const approved = await db
    .selectFrom('participants')
    .select('id')
    .where('id', 'in', participants)
    .where('approved', '=', APPROVED)
    .orderBy('id')
    .forShare()
    .execute();
  const ok = new Set(approved.map((p) => p.id));
  if (recs.some((r) => !ok.has(r.participant_id as number))) return false;
  const viaRegistrant = await db
    .selectFrom('participant_registrants')
    .select(['participant_id', 'registrant_id'])
    .where('participant_id', 'in', participants)
    .where('registrant_id', 'in', [...new Set(recs.map((r) => r.registrant_id))])
    .where('status', '=', APPROVED)
    .orderBy('id')
    .forShare()
    .execute();
  const linked = new Set(viaRegistrant.map((l) => `${l.participant_id}|r${l.registrant_id}`));
  const rest = recs.filter((r) => !linked.has(`${r.participant_id}|r${r.registrant_id}`));
  if (!rest.length) return true;
  const viaPlant = await db
    .selectFrom('participant_businesses')
    .select(['participant_id', 'business_id'])
    .where('participant_id', 'in', [...new Set(rest.map((r) => r.participant_id as number))])
    .where('business_id', 'in', [...new Set(rest.map((r) => r.business_id))])
    .where('status', '=', APPROVED)
    .orderBy('id')
    .forShare()
    .execute();
  const plantLinked = new Set(viaPlant.map((l) => `${l.participant_id}|b${l.business_id}`));
  return rest.every((r) => plantLinked.has(`${r.participant_id}|b${r.business_id}`));
}

/** The registrants, locked as checkApprovalLimit locks each (id order), with their prices. */
export async function lockRegistrants(db: Kysely<DB>, recs: readonly Rec[]) {
  const rows = await db
    .selectFrom('registrants')
    .selectAll()
    .where('id', 'in', [...new Set(recs.map((r) => r.registrant_id))])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export type Registrants = Awaited<ReturnType<typeof lockRegistrants>>;

/** The monthly limit (checkApprovalLimit) with the batch approved in request order. */
export async function withinLimits(db: Kysely<DB>, recs: readonly Rec[], registrants: Registrants): Promise<boolean> {
  const limited = [...registrants.values()].filter((r) => toMicro(mwh(r.volume_mwh_month)) > 0n).map((r) => r.id);
  if (!limited.length) return true;
  const approved = await db
    .selectFrom('recs')
    .select(['registrant_id', (eb) => eb.fn.sum<string>('emissionVolume').as('v')])
    .where('registrant_id', 'in', limited)
    .where('status', '=', 'approved')
    .where(sql<boolean>`date_trunc('month', approval_date) = date_trunc('month', now())`)
    .groupBy('registrant_id')
    .execute();
  const used = new Map(approved.map((a) => [a.registrant_id, toMicro(mwh(String(a.v)))]));
  for (const r of recs) {
    const reg = registrants.get(r.registrant_id);
    const limit = reg ? toMicro(mwh(reg.volume_mwh_month)) : 0n;
    if (limit === 0n) continue;
    const next = (used.get(r.registrant_id) ?? 0n) + toMicro(mwh(r.emissionVolume));
    if (next > limit) return false;
    used.set(r.registrant_id, next);
  }
  return true;
}

/** Each participant's first trade account (ensureTradeAccount), found for all in one statement. */
export async function tradeAccounts(db: Kysely<DB>, recs: readonly Rec[]): Promise<Map<number, number>> {
  const participants = [...new Set(recs.map((r) => r.participant_id as number))];
  const rows = await db
    .selectFrom('accounts')
    .select(['participant_id', 'id'])
    .distinctOn('participant_id')
    .where('participant_id', 'in', participants)
    .where('accountType', '=', 'trade')
    .orderBy('participant_id')
    .orderBy('id')
    .execute();
  const out = new Map(rows.map((r) => [r.participant_id as number, r.id]));
  for (const p of participants) if (!out.has(p)) out.set(p, await ensureTradeAccount(db, p));
  return out;
}
