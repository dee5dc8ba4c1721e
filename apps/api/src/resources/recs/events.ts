import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { RecEventKind } from '../../db/schema-ledger';
import type { Principal } from '../../http/types';
import { recOr404 } from './select';

/** Leaves the trace of a decision or a hub send (ADR 0021); the caller's transaction holds it. */
export async function recordRecEvent(
  db: Kysely<DB>,
  recId: number,
  kind: RecEventKind,
  user: Principal,
  detail: string | null = null,
  at: Date = new Date(),
) {
  await db
    .insertInto('rec_events')
    .values({ rec_id: recId, kind, user_id: user.id || null, at, detail })
    .execute();
}

type Activity = {
  kind: RecEventKind | 'requested' | 'invoice_raised' | 'invoice_paid';
  at: string;
  by_id: number | null;
  by_name: string | null;
  detail: string | null;
};

const fullName = (name: string | null, lastName: string | null) =>
  name === null ? null : [name, lastName].filter(Boolean).join(' ');

/**
 * The request, its decisions and hub send (rec_events), and its invoice raised and paid, oldest
 * first. Scope is the request's: whoever may read it may read what happened to it.
 */
export async function recActivity(db: Kysely<DB>, user: Principal, id: number): Promise<Activity[]> {
  const rec = await recOr404(db, user, id);
  const creator = rec.created_by
    ? await db.selectFrom('users').select(['name', 'lastName']).where('id', '=', rec.created_by).executeTakeFirst()
    : undefined;
  const events = await db
    .selectFrom('rec_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.kind', 'e.at', 'e.user_id', 'e.detail', 'u.name', 'u.lastName'])
    .where('e.rec_id', '=', id)
    .orderBy('e.id')
    .execute();
  const invoices = await db
    .selectFrom('invoices')
    .select(['number', 'created_at', 'paid_at'])
    .where('rec_id', '=', id)
    .where('kind', '=', 'emission')
    .orderBy('id')
    .execute();
  // The approval raises the invoice in its transaction, whose clock (now()) started a moment
  // before the approval's own stamp: the invoice is shown as raised when it was approved.
  const approvedAt = events.find((e) => e.kind === 'approved')?.at;
  const raisedAt = (at: Date) =>
    new Date(Math.max(new Date(at).getTime(), approvedAt ? new Date(approvedAt).getTime() : 0)).toISOString();
  const list: Activity[] = [
    {
      kind: 'requested',
      at: new Date(rec.created_at).toISOString(),
      by_id: rec.created_by,
      by_name: creator ? fullName(creator.name, creator.lastName) : null,
      detail: null,
    },
    ...events.map((e) => ({
      kind: e.kind,
      at: new Date(e.at).toISOString(),
      by_id: e.user_id,
      by_name: fullName(e.name, e.lastName),
      detail: e.detail,
    })),
    ...invoices.flatMap((i) => [
      { kind: 'invoice_raised' as const, at: raisedAt(i.created_at), by_id: null, by_name: null, detail: i.number },
      ...(i.paid_at
        ? [
            {
              kind: 'invoice_paid' as const,
              at: new Date(i.paid_at).toISOString(),
              by_id: null,
              by_name: null,
              detail: i.number,
            },
          ]
        : []),
    ]),
  ];
  // A stable sort: things at the same instant (an approval and its invoice) keep the order above.
  return list.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
