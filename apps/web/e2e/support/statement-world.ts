// GET /seed/statement-tamper?on=1|0 (e2e/hourly-statement.spec.ts) changes one retired bundle of
// the statement's plant (plant-worlds.ts: statementWorld) in the database (1 Wh less, its number
// range one shorter) and puts it back: what the verify page must then refuse. Run with apps/api's
// tsx, like api-server.ts. Retired bundles are rows (never packed, ADR 0138): changed in hourly_bundle_rows.
import type { Kysely } from 'kysely';
import type { DB } from '../../../api/src/db/schema';
import { statementWorld } from './plant-worlds';

let tampered: string | null = null;

// Kysely's expressions only: this file cannot import kysely's runtime (apps/web does not depend on it).
const shift = (db: Kysely<DB>, id: string, by: 1 | -1) =>
  db
    .updateTable('hourly_bundle_rows')
    .set((eb) => ({ wh: eb('wh', '+', by), range_end: eb('range_end', '+', by) }))
    .where('id', '=', id as never)
    .execute();

/** Changes (on) or restores (off) the plant's last retired bundle: 1 Wh less, range one shorter. */
export async function tamperStatement(db: Kysely<DB>, on: boolean): Promise<{ changed: boolean }> {
  const { id } = await statementWorld.seeded();
  if (on && !tampered) {
    const row = await db
      .selectFrom('hourly_bundles')
      .select('id')
      .where('business_id', '=', id)
      .where('state', '=', 'retired')
      .orderBy('range_start', 'desc')
      .executeTakeFirst();
    tampered = row ? String(row.id) : null;
    if (tampered) await shift(db, tampered, -1);
  }
  if (!on && tampered) {
    await shift(db, tampered, 1);
    tampered = null;
  }
  return { changed: tampered !== null };
}
