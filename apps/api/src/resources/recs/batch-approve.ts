import { recMachine } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import { accountsWithAgreements, executeAgreements } from '../../agreements/execute';
import type { DB } from '../../db/schema';
import { isHourly } from '../../hourly/db';
import type { HourlyRec } from '../../hourly/issue';
import { startIssuing } from '../../hourly/issue-batch';
import { planHourly } from '../../hourly/plan-batch';
import type { Principal } from '../../http/types';
import { issueMany } from '../../ledger/issue-many';
import { registrantScope } from '../../policy/scope';
import { raiseEmissionInvoices } from '../invoices/raise-many';
import { lockRegistrants, receiversLinked, tradeAccounts, withinLimits } from './batch-checks';
import { approve } from './decide';
import { recordEmissionEvents } from './emission-events';
import { recQuery } from './select';

// Batch approval as sets (ADR 0100): the requests are locked and checked together, then issued,
// broken into bundles, invoiced and recorded with a number of statements that does not grow with
// the batch (bundles aside: one insert per slice of rows). The result is what approving them one
// by one in id order gives — same entries, chains, numbers, invoices, events. A batch in which a
// request would be refused goes the one-by-one way, whose first refusal says which and why.

export async function batchApprove(db: Kysely<DB>, user: Principal, ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const approved = await approveAsSet(db, user, sorted);
  if (approved) return approved;
  const data = [];
  for (const id of sorted) data.push(await approve(db, user, id));
  return data;
}

async function approveAsSet(db: Kysely<DB>, user: Principal, ids: readonly number[]) {
  if (!ids.length) return [];
  const scope = registrantScope(user);
  let q = db.selectFrom('recs').selectAll().where('id', 'in', ids);
  if (scope !== undefined) q = q.where('registrant_id', '=', scope);
  const recs = await q.orderBy('id').forNoKeyUpdate().execute();
  if (recs.length !== ids.length) return undefined;
  if (recs.some((r) => !recMachine.can(r.status, 'approve') || r.participant_id === null)) return undefined;
  if (!(await receiversLinked(db, recs))) return undefined;
  const registrants = await lockRegistrants(db, recs);
  if (!(await withinLimits(db, recs, registrants))) return undefined;
  const accounts = await tradeAccounts(db, recs);
  const accountOf = (r: { participant_id: number | null }) => accounts.get(r.participant_id as number) as number;
  const hourly = recs.filter(isHourly) as unknown as HourlyRec[];
  const plans = hourly.length ? await planHourly(db, hourly) : [];
  if (!plans) return undefined;
  const hashes = await issueMany(
    db,
    recs.map((r) => ({ accountId: accountOf(r), recId: r.id, volume: r.emissionVolume })),
  );
  const byId = new Map(recs.map((r) => [r.id, r]));
  // The hourly bundles are hashed, and their packs written, while the invoices and events below are
  // written (the ledger's entries first, then the hourly numbers: the order one approval takes their
  // locks in).
  const issuing = await startIssuing(db, plans, (p) => accountOf(byId.get(p.rec.id) as { participant_id: number }));
  try {
    const now = new Date();
    const invoices = await raiseEmissionInvoices(db, recs, registrants, now);
    await sql`UPDATE recs SET status = 'approved', approval_date = ${now}, invoice_id = x.invoice, decided_by = ${user.id},
        updated_at = ${now}
      FROM unnest(${ids}::bigint[], ${ids.map((id) => invoices.get(id))}::bigint[]) AS x(id, invoice)
      WHERE recs.id = x.id`.execute(db);
    await db
      .insertInto('rec_events')
      .values(
        ids.map((id) => ({ rec_id: id, kind: 'approved' as const, user_id: user.id || null, at: now, detail: null })),
      )
      .execute();
    await recordEmissionEvents(db, 'approved', ids, user);
    await issuing.finish(hashes);
  } catch (error) {
    // No pack may be written once the transaction ends: its rollback waits for the one under way.
    await issuing.abandon();
    throw error;
  }
  // Standing agreements (ADR 0126; hourly ones: 0133), as approving one by one runs them: in id order, only for
  // the accounts that have one (one query for the batch when none has).
  const withAgreements = await accountsWithAgreements(db, [...new Set(recs.map(accountOf))]);
  for (const r of recs)
    if (withAgreements.has(accountOf(r)))
      await executeAgreements(
        db,
        {
          kind: 'emission',
          sourceId: r.id,
          accountId: accountOf(r),
          items: [{ rec_id: r.id, volume: r.emissionVolume }],
        },
        user.id || null,
      );
  return recQuery(db, user).where('recs.id', 'in', ids).orderBy('recs.id').execute();
}
