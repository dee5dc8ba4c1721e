import { API_CODE_MESSAGES, SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import type { LedgerEntriesTable } from '../db/schema-ledger';
import { conflict, type HttpError, notFound, unprocessable } from '../http/errors';
import { mwh } from './decimal';

export interface Item {
  rec_id: number;
  volume: string;
}

/**
 * Locks accounts in id order (a global order, so parallel movements cannot deadlock). NO KEY
 * UPDATE, because foreign keys to accounts take KEY SHARE locks that FOR UPDATE would conflict
 * with. The movements below lock on their own; callers that read balances before moving lock first.
 */
export async function lockAccounts(db: Kysely<DB>, ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return db.selectFrom('accounts').selectAll().where('id', 'in', unique).orderBy('id').forNoKeyUpdate().execute();
}

/**
 * What the ledger functions' refusals mean (SQLSTATE → API error). RL001's message comes from the
 * database, where the available volume is known.
 */
const LEDGER_REFUSALS: Record<string, (message: string) => HttpError> = {
  RL001: (message) => conflict('INSUFFICIENT_BALANCE', message),
  RL002: () => notFound(serverText(SERVER_TEXTS.contaOrigemNaoEncontrada)),
  RL003: () => notFound(serverText(SERVER_TEXTS.contaDestinoNaoEncontrada)),
  RL004: () => unprocessable('SAME_ACCOUNT', serverText(API_CODE_MESSAGES.SAME_ACCOUNT)),
  RL005: () =>
    unprocessable('NOT_A_TRADE_ACCOUNT', serverText(SERVER_TEXTS.transferenciasOcorremEntreContasNegociacao)),
  // Hourly requests' certificates move as bundles (migration 0095, ADR 0091).
  RL006: (message) => unprocessable('HOURLY_MOVE_BY_HOURS', message),
  // The receiver takes certificates from other participants by offer only (migration 0116, ADR 0119).
  RL007: () => unprocessable('OFFERS_ONLY', serverText(API_CODE_MESSAGES.OFFERS_ONLY)),
};

/** Runs a call of a ledger function, answering its first row; its refusals become API errors. */
export async function ledgerCall<T>(statement: Promise<{ rows: T[] }>): Promise<T | undefined> {
  try {
    return (await statement).rows[0];
  } catch (err) {
    const e = err as { code?: string; message?: string };
    const refusal = e.code ? LEDGER_REFUSALS[e.code] : undefined;
    if (refusal) throw refusal(String(e.message));
    throw err;
  }
}

const booked = async (statement: Promise<{ rows: { hash: string }[] }>): Promise<string> =>
  (await ledgerCall(statement))?.hash ?? '';

// Each movement is one call of a function of migration 0009: locks, holdings, audit chains and
// balances in one round trip, so the accounts stay locked for as short a time as possible.

/** Puts newly issued volume into an account; answers the hash of its audit entry. */
export function issue(db: Kysely<DB>, accountId: number, recId: number, volume: string): Promise<string> {
  return booked(
    sql<{
      hash: string;
    }>`SELECT ledger_issue('issue', ${recId}, ${accountId}, ${recId}, ${mwh(volume)}::numeric) AS hash`.execute(db),
  );
}

/** Takes issued volume back out (revert); answers the hash of its audit entry. */
export async function unissue(db: Kysely<DB>, accountId: number, recId: number, volume: string): Promise<string> {
  return booked(
    sql<{
      hash: string;
    }>`SELECT ledger_issue('revert', ${recId}, ${accountId}, ${recId}, ${`-${mwh(volume)}`}::numeric) AS hash`.execute(
      db,
    ),
  );
}

/**
 * Moves items from one account to another atomically: both accounts locked in id order, each
 * holding changed under its row lock, every change appended to the accounts' audit chains
 * together with the balances. A short holding answers 409 INSUFFICIENT_BALANCE. Answers the hash of
 * the movement's last audit entry (the destination's entry of the last item).
 */
export async function move(
  db: Kysely<DB>,
  kind: Extract<LedgerEntriesTable['kind'], 'transfer' | 'redemption'>,
  refId: number,
  from: number,
  to: number,
  items: readonly Item[],
): Promise<string> {
  const json = JSON.stringify(items.map((i) => ({ rec_id: i.rec_id, volume: mwh(i.volume) })));
  return booked(
    sql<{ hash: string }>`SELECT ledger_move(${kind}, ${refId}, ${from}, ${to}, ${json}::jsonb) AS hash`.execute(db),
  );
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
      accountName: serverText(SERVER_TEXTS.contaNegociacao),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
