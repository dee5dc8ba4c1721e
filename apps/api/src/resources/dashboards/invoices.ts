import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { INVOICE_SQL } from '../../lib/states';

/**
 * Open invoices (status `open`) of a registrant, or of every registrant (undefined): the
 * invoices the registrant pays — emission invoices where the table also holds the participants'
 * redemption invoices (`kind`). The invoices table arrives with its own migration (0006); until it
 * exists, or while it lacks the columns read here, there are no invoices and the answer is 0. Raw
 * SQL for the same reason: this module does not depend on that migration's Kysely types.
 * The status is the stored one; the invoices list applies the overdue → blocked rule when read.
 */
export async function openInvoices(db: Kysely<DB>, registrantId: number | undefined): Promise<number> {
  const columns = new Set(
    (
      await sql<{ column_name: string }>`
        SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'invoices'
          AND column_name IN ('status', 'registrant_id', 'kind')`.execute(db)
    ).rows.map((r) => r.column_name),
  );
  if (!columns.has('status') || !columns.has('registrant_id')) return 0;
  const scope = registrantId === undefined ? sql`registrant_id IS NOT NULL` : sql`registrant_id = ${registrantId}`;
  const kind = columns.has('kind') ? sql`kind = 'emission'` : sql`true`;
  const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM invoices
    WHERE status = ${INVOICE_SQL.open} AND ${scope} AND ${kind}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}
