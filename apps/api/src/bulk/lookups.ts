import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { fold } from '../imports/cells';
import type { BulkRecord } from './read';

// What a bulk file's checks read from the database, in a handful of queries for the whole file
// (never one per line): the accounts it names, the holdings it spends, the caller's beneficiaries.

export interface AccountInfo {
  id: number;
  participant_id: number;
  type: string;
  accepts_direct: boolean;
}

export interface Lookups {
  accounts: Map<string, AccountInfo>;
  /** `${account_id}:${rec_id}` → micro-MWh held, and whether the certificate is hourly. */
  holdings: Map<string, { micro: bigint; hourly: boolean }>;
  /** Beneficiaries by code digits and by folded name (a name two share maps to null). */
  beneficiaries: Map<string, { id: number; name: string } | null>;
  retirementAccount: number | null;
}

const digits = (s: string) => s.replace(/\D/g, '');
export const beneficiaryKey = (s: string) => (/^[\d./-]+$/.test(s.trim()) ? `#${digits(s)}` : fold(s));

export async function lookUp(db: Kysely<DB>, participantId: number, records: readonly BulkRecord[]): Promise<Lookups> {
  const codes = [
    ...new Set(records.flatMap((r) => [r.source_account_code, r.destination_account_code]).filter(Boolean)),
  ] as string[];
  const accountRows = codes.length
    ? await db
        .selectFrom('accounts')
        .innerJoin('participants', 'participants.id', 'accounts.participant_id')
        .select([
          'accounts.id',
          'accounts.accountCode as code',
          'accounts.participant_id',
          'accounts.accountType as type',
          'participants.accepts_direct_transfers as accepts_direct',
        ])
        .where('accounts.accountCode', 'in', codes)
        .execute()
    : [];
  const accounts = new Map(accountRows.map((a) => [a.code, a]));
  const own = accountRows.filter((a) => a.participant_id === participantId && a.type === 'trade').map((a) => a.id);
  const recs = [...new Set(records.map((r) => r.rec_id).filter((id): id is number => id !== null))];
  const holdingRows =
    own.length && recs.length
      ? await sql<{ account_id: number; rec_id: number; volume: string; hourly: boolean }>`
        SELECT h.account_id, h.rec_id, h.volume::numeric(18,6)::text AS volume, r.granularity = 'hourly' AS hourly
        FROM holdings h JOIN recs r ON r.id = h.rec_id
        WHERE h.account_id = ANY(${own}::bigint[]) AND h.rec_id = ANY(${recs}::bigint[])`.execute(db)
      : { rows: [] };
  const holdings = new Map(
    holdingRows.rows.map((h) => [
      `${h.account_id}:${h.rec_id}`,
      { micro: BigInt(h.volume.replace('.', '')), hourly: h.hourly },
    ]),
  );
  const beneficiaries = new Map<string, { id: number; name: string } | null>();
  if (records.some((r) => r.beneficiary)) {
    const rows = await db
      .selectFrom('beneficiaries')
      .select(['id', 'name', 'code'])
      .where('participant_id', '=', participantId)
      .execute();
    for (const b of rows) {
      beneficiaries.set(`#${digits(b.code)}`, { id: b.id, name: b.name });
      const k = fold(b.name);
      beneficiaries.set(k, beneficiaries.has(k) ? null : { id: b.id, name: b.name });
    }
  }
  const retirement = await db
    .selectFrom('accounts')
    .select('id')
    .where('participant_id', '=', participantId)
    .where('accountType', '=', 'retirement')
    .orderBy('id')
    .executeTakeFirst();
  return { accounts, holdings, beneficiaries, retirementAccount: retirement?.id ?? null };
}
