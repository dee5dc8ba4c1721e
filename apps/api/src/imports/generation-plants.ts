import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { mwh, toMicro } from '../ledger/decimal';
import { APPROVED } from '../lib/states';

// The look-ups of a generation check: the plants of the records' CEG codes, and the plant-months
// that are recorded already.

export interface Plant {
  business_id: number | null;
  name: string | null;
  /** capacity_mw × 10^6 (micro-MW), for the exact EXCEEDS_LIMIT comparison. */
  capacity: bigint;
  /** The same as a number when that is exact (below 2^53 even × 744 h), else undefined. */
  capacityFast: number | undefined;
  /** Whether generation may be imported for it: an approved enterprise (of the allowed registrant). */
  usable: boolean;
  registrant_name: string | null;
  registrant_active: boolean;
  source_ok: boolean;
}

interface PlantRow {
  code: string;
  business_id: number | null;
  name: string | null;
  capacity_mw: string | null;
  approved: string | null;
  registrant_id: number | null;
  registrant_name: string | null;
  registrant_active: boolean | null;
  source_id: number | null;
  source_active: boolean | null;
}

/**
 * Look-ups answer one JSON text (json_agg) instead of a row per plant: PGlite decodes result rows
 * in JavaScript, and one text value is far cheaper to carry than thousands of rows.
 */
export async function lookupPlants(
  db: Kysely<DB>,
  codes: string[],
  registrantId: number | null | undefined,
  into: Map<string, Plant | null>,
): Promise<void> {
  if (!codes.length) return;
  const r = await sql<{ j: string | null }>`
    SELECT json_agg(json_build_array(c.code, b.id, b.name, b.capacity_mw::text, b.approved, b.registrant_id,
      r.social_reason, r.active, s.id, s.active))::text AS j
    FROM json_array_elements_text(${JSON.stringify(codes)}::json) AS q(code)
    JOIN ceg_codes c ON c.code = q.code
    LEFT JOIN businesses b ON b."codeCEG" = c.code
    LEFT JOIN registrants r ON r.id = b.registrant_id
    LEFT JOIN sources s ON s.id = b.source_id`.execute(db);
  for (const code of codes) into.set(code, null);
  const rows = JSON.parse(r.rows[0]?.j ?? '[]') as unknown[][];
  for (const [
    code,
    business_id,
    name,
    capacity_mw,
    approved,
    registrant_id,
    rname,
    ractive,
    source_id,
    sactive,
  ] of rows) {
    const p = {
      business_id,
      name,
      capacity_mw,
      approved,
      registrant_id,
      registrant_name: rname,
      registrant_active: ractive,
      source_id,
      source_active: sactive,
    } as Omit<PlantRow, 'code'>;
    into.set(code as string, {
      business_id: p.business_id === null ? null : Number(p.business_id),
      name: p.name,
      capacity: p.capacity_mw === null ? 0n : toMicro(p.capacity_mw),
      capacityFast: fastMicro(p.capacity_mw === null ? '0.000000' : mwh(p.capacity_mw), 744),
      usable:
        p.business_id !== null &&
        p.approved === APPROVED &&
        (registrantId == null || Number(p.registrant_id) === registrantId),
      registrant_name: p.registrant_name,
      registrant_active: p.registrant_active === true,
      source_ok: p.source_id !== null && p.source_active === true,
    });
  }
}

/**
 * A 6-decimal text ('123.456789') as integer micro-units in a number, when that number and its
 * product by `factor` stay exact (below 2^53); undefined otherwise (the caller uses BigInt).
 */
export function fastMicro(sixDecimals: string, factor: number): number | undefined {
  const digits = sixDecimals.replace('.', '');
  if (digits.length > 16) return undefined;
  const n = Number(digits);
  return Number.isSafeInteger(n) && Number.isSafeInteger(n * factor) ? n : undefined;
}

/** A plant-month as one number (exact: ids stay far below 2^53 / 10^6). */
export const keyOf = (businessId: number, year: number, m: number) => businessId * 1_000_000 + year * 100 + m;

/** The plant-months (`keyOf`) of these plants in `year` that are recorded already. */
export async function lookupRecorded(
  db: Kysely<DB>,
  businessIds: number[],
  year: number,
  replaceable?: string,
): Promise<number[]> {
  if (!businessIds.length) return [];
  const r = await sql<{ j: string | null }>`
    SELECT json_agg(g.business_id * 1000000 + g.year * 100 + g.month)::text AS j
    FROM generation g
    WHERE g.business_id IN (SELECT value::bigint FROM json_array_elements_text(${JSON.stringify(businessIds)}::json))
      AND g.year = ${year} ${replaceable ? sql`AND g.origin <> ${replaceable}` : sql``}`.execute(db);
  return JSON.parse(r.rows[0]?.j ?? '[]') as number[];
}
