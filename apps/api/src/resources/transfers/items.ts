import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { fromMicro, mwh, sumMicro } from '../../ledger/decimal';

export interface ItemInput {
  rec_id: number;
  volume: string;
}

/** Rejects repeated emissions and zero volumes; answers the items normalised and their total. */
export function normaliseItems(items: readonly ItemInput[]): { items: ItemInput[]; total: string } {
  const seen = new Set<number>();
  const out = items.map((item, i) => {
    if (seen.has(item.rec_id))
      throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.emissaoRepetidaLista), [
        { field: `items.${i}.rec_id`, message: serverText(SERVER_TEXTS.emissaoRepetida) },
      ]);
    seen.add(item.rec_id);
    const volume = mwh(item.volume);
    if (volume === '0.000000')
      throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.volumeDeveSerMaiorZero), [
        { field: `items.${i}.volume`, message: serverText(SERVER_TEXTS.volumeDeveSerMaiorZero) },
      ]);
    return { rec_id: item.rec_id, volume };
  });
  return { items: out, total: fromMicro(sumMicro(out.map((i) => i.volume))) };
}

/** Items of a transfer or redemption with what the contract shows of their emission. */
export async function itemsOf(
  db: Kysely<DB>,
  table: 'transfer_items' | 'redemption_items',
  column: 'transfer_id' | 'redemption_id',
  id: number,
) {
  return (await itemsOfMany(db, table, column, [id])).get(id) ?? [];
}

/** The items of several movements in one query (a list page), by movement id. */
export async function itemsOfMany(
  db: Kysely<DB>,
  table: 'transfer_items' | 'redemption_items',
  column: 'transfer_id' | 'redemption_id',
  ids: readonly number[],
) {
  const rows = ids.length
    ? await db
        .selectFrom(table)
        .innerJoin('recs', 'recs.id', `${table}.rec_id`)
        .innerJoin('businesses', 'businesses.id', 'recs.business_id')
        .select([
          sql<number>`${sql.ref(`${table}.${column}`)}`.as('owner'),
          `${table}.rec_id as rec_id`,
          sql<string>`${sql.ref(`${table}.volume`)}::numeric(18,6)::text`.as('volume'),
          'businesses.name as business_name',
          'recs.initial_period as period_start',
          'recs.final_period as period_end',
          'recs.scheme as scheme',
        ])
        .where(sql.ref(`${table}.${column}`), 'in', ids)
        .orderBy(`${table}.rec_id`)
        .execute()
    : [];
  const by = new Map<number, Omit<(typeof rows)[number], 'owner'>[]>();
  for (const { owner, ...item } of rows) {
    const list = by.get(Number(owner)) ?? [];
    list.push(item);
    by.set(Number(owner), list);
  }
  return by;
}
