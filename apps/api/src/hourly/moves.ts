import { sql } from 'kysely';
import { executeAgreements } from '../agreements/execute';
import { piecesOf } from '../agreements/hourly-arrival';
import { recordTransferEvents } from '../events/moves';
import type { Handlers } from '../http/types';
import { ledgerCall, lockAccounts } from '../ledger/movements';
import { participantScope } from '../policy/scope';
import { moveBundles } from './move';
import { hourlyMove, retireHours } from './retire';
import { accountInScope } from './scope';
import { ledgerItems, pick, type Selection, summary } from './selection';

// Hourly transfers and retirements (issue 38 item 3, ADR 0092 addendum). A move books its volume
// in the monthly ledger as a monthly transfer or redemption does (same function, same destination
// rules, same holdings, balances and audit chains, so the monthly views stay right), then moves
// the bundles and appends one hourly movement riding on the ledger's last entry of the move.
// Order: accounts locked (id order, as every movement), selection read under that lock, ledger,
// bundles — all in the route's transaction, so a refusal anywhere leaves nothing behind.

export const hourlyMoveHandlers: Handlers = {
  async previewHourlyTransfer({ db, user, body }) {
    await accountInScope(db, user, body.selection.account_id);
    return summary(await pick(db, body.selection as Selection));
  },

  async previewHourlyRetirement({ db, user, body }) {
    await accountInScope(db, user, body.selection.account_id);
    return summary(await pick(db, body.selection as Selection));
  },

  async createHourlyTransfer({ db, user, body }) {
    const sel = body.selection as Selection;
    await accountInScope(db, user, sel.account_id);
    const source = await db
      .selectFrom('accounts')
      .select('accountCode')
      .where('id', '=', sel.account_id)
      .executeTakeFirstOrThrow();
    const dest = await db
      .selectFrom('accounts')
      .select('id')
      .where('accountCode', '=', body.destination_account_code)
      .executeTakeFirst();
    await lockAccounts(db, dest ? [sel.account_id, dest.id] : [sel.account_id]);
    const picked = await pick(db, sel, true);
    const items = ledgerItems(picked);
    const { mwh } = summary(picked);
    await hourlyMove(db, true);
    const booked = await ledgerCall(
      sql<{ t: { id: number; destination_account_id: number } }>`SELECT ledger_transfer(
        ${participantScope(user) ?? null}, ${source.accountCode}, ${body.destination_account_code}, ${mwh}::numeric,
        null, ${body.notes ?? null}, ${JSON.stringify(items)}::jsonb) AS t`.execute(db),
    );
    await hourlyMove(db, false);
    const t = booked?.t as { id: number; destination_account_id: number };
    await recordTransferEvents(db, t.id, 'hourly', user.id);
    const last = await db
      .selectFrom('ledger_entries')
      .select(['hash', 'rec_id'])
      .where('kind', '=', 'transfer')
      .where('ref_id', '=', t.id)
      .where('account_id', '=', t.destination_account_id)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    const moved = await moveBundles(
      db,
      picked,
      { account_id: t.destination_account_id },
      { kind: 'transfer', from: sel.account_id, ledger: { rec_id: Number(last.rec_id), hash: last.hash } },
    );
    // Standing agreements on the receiving account, in this transaction (ADR 0126, 0133).
    await executeAgreements(
      db,
      { kind: 'transfer', sourceId: t.id, accountId: t.destination_account_id, items, hourly: piecesOf(picked) },
      user.id || null,
    );
    return { ...summary(picked), ledger_id: t.id, ...moved };
  },

  async createHourlyRetirement({ db, user, body }) {
    const sel = body.selection as Selection;
    await accountInScope(db, user, sel.account_id);
    await lockAccounts(db, [sel.account_id, body.retirement_account_id]);
    const picked = await pick(db, sel, true);
    const { redemption: _, ...moved } = await retireHours(db, user, picked, {
      ...body,
      trade_account_id: sel.account_id,
      from: sel.from,
      to: sel.to,
    });
    return moved;
  },
};
