import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { LedgerEntriesTable } from '../db/schema-ledger';
import { conflict } from '../http/errors';
import { appendEntries, type Movement } from './audit';
import { fromMicro, mwh, toMicro } from './decimal';

export interface Item {
  rec_id: number;
  volume: string;
}

/**
 * Locks accounts in id order (a global order, so parallel movements cannot deadlock). NO KEY
 * UPDATE, because foreign keys to accounts take KEY SHARE locks that FOR UPDATE would conflict
 * with. Callers lock before inserting rows that reference the accounts.
 */
export async function lockAccounts(db: Kysely<DB>, ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return db.selectFrom('accounts').selectAll().where('id', 'in', unique).orderBy('id').forNoKeyUpdate().execute();
}

async function credit(db: Kysely<DB>, accountId: number, item: Item): Promise<void> {
  await db
    .insertInto('holdings')
    .values({ account_id: accountId, rec_id: item.rec_id, volume: item.volume, received: item.volume })
    .onConflict((oc) =>
      oc.columns(['account_id', 'rec_id']).doUpdateSet({
        volume: sql`holdings.volume + excluded.volume`,
        received: sql`holdings.received + excluded.received`,
      }),
    )
    .execute();
  await db
    .updateTable('accounts')
    .set({ balance: sql`balance + ${item.volume}::numeric`, updated_at: new Date() })
    .where('id', '=', accountId)
    .execute();
}

async function debit(db: Kysely<DB>, accountId: number, item: Item): Promise<void> {
  const holding = await db
    .selectFrom('holdings')
    .select('volume')
    .where('account_id', '=', accountId)
    .where('rec_id', '=', item.rec_id)
    .forUpdate()
    .executeTakeFirst();
  const have = toMicro(mwh(holding?.volume));
  if (have < toMicro(item.volume)) {
    throw conflict(
      'INSUFFICIENT_BALANCE',
      `Saldo insuficiente na emissão ${item.rec_id}: disponível ${fromMicro(have)} MWh, solicitado ${mwh(item.volume)} MWh`,
    );
  }
  await db
    .updateTable('holdings')
    .set({ volume: sql`volume - ${item.volume}::numeric` })
    .where('account_id', '=', accountId)
    .where('rec_id', '=', item.rec_id)
    .execute();
  await db
    .updateTable('accounts')
    .set({ balance: sql`balance - ${item.volume}::numeric`, updated_at: new Date() })
    .where('id', '=', accountId)
    .execute();
}

/** Puts newly issued volume into an account. */
export async function issue(db: Kysely<DB>, accountId: number, recId: number, volume: string): Promise<string> {
  await lockAccounts(db, [accountId]);
  await credit(db, accountId, { rec_id: recId, volume });
  return appendEntries(db, [{ kind: 'issue', ref_id: recId, account_id: accountId, rec_id: recId, delta: volume }]);
}

/** Takes issued volume back out (revert). */
export async function unissue(db: Kysely<DB>, accountId: number, recId: number, volume: string): Promise<void> {
  await lockAccounts(db, [accountId]);
  await debit(db, accountId, { rec_id: recId, volume });
  await appendEntries(db, [
    { kind: 'revert', ref_id: recId, account_id: accountId, rec_id: recId, delta: `-${volume}` },
  ]);
}

/**
 * Moves items from one account to another atomically: both accounts locked in id order, each
 * holding locked before it is read, every change appended to the audit chain.
 */
export async function move(
  db: Kysely<DB>,
  kind: Extract<LedgerEntriesTable['kind'], 'transfer' | 'redemption'>,
  refId: number,
  from: number,
  to: number,
  items: readonly Item[],
): Promise<void> {
  await lockAccounts(db, [from, to]);
  const entries: Movement[] = [];
  for (const item of [...items].sort((a, b) => a.rec_id - b.rec_id)) {
    await debit(db, from, item);
    await credit(db, to, item);
    entries.push({ kind, ref_id: refId, account_id: from, rec_id: item.rec_id, delta: `-${item.volume}` });
    entries.push({ kind, ref_id: refId, account_id: to, rec_id: item.rec_id, delta: item.volume });
  }
  await appendEntries(db, entries);
}

/** The participant's first trade account, created on first use (issuance needs one). */
export async function ensureTradeAccount(db: Kysely<DB>, participantId: number): Promise<number> {
  const existing = await db
    .selectFrom('accounts')
    .select('id')
    .where('participant_id', '=', participantId)
    .where('accountType', '=', 'trade')
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('accounts')
    .values({
      participant_id: participantId,
      accountType: 'trade',
      accountCode: `BR-P${participantId}-TR-01`,
      accountName: 'Conta de negociação',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
