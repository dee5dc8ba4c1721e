import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** A CEG as the register writes it: upper case, two-digit version (`.1` → `.01`; shared notes). */
export function normalCeg(code: string): string {
  const c = code.trim().toUpperCase();
  return /\.\d$/.test(c) ? `${c.slice(0, -1)}0${c.slice(-1)}` : c;
}

/** The CEG each of these share codes is mapped to (unmapped shares are absent). */
export async function mappingsOf(db: Kysely<DB>, shares: string[]): Promise<Map<string, string>> {
  if (!shares.length) return new Map();
  const r = await sql<{ j: string | null }>`
    SELECT json_agg(json_build_array(m.share_code, m."codeCEG"))::text AS j
    FROM ccee_share_mappings m
    WHERE m.share_code IN (SELECT value FROM json_array_elements_text(${JSON.stringify(shares)}::json))`.execute(db);
  return new Map(JSON.parse(r.rows[0]?.j ?? '[]') as [string, string][]);
}
