import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ReportSource, Row } from './engine';
import type { ReportQuery } from './filters';
import { mwh, pageOf } from './sql';

// certificatehistory: one emission's life read from the audit chain (ledger_entries). A move writes
// two entries (the debit of one account, the credit of another) with the same kind, reference and
// instant; here each movement is one row: from → to, the volume in the column of its kind.

/** The emission's registrant must be the caller's (client roles): else it does not exist for them. */
async function assertVisible(db: Kysely<DB>, q: ReportQuery) {
  const rec = await db
    .selectFrom('recs')
    .select('registrant_id')
    .where('id', '=', q.recId ?? -1)
    .executeTakeFirst();
  if (!rec || (q.scope !== undefined && rec.registrant_id !== q.scope))
    throw notFound(serverText(SERVER_TEXTS.emissaoNaoEncontrada));
}

const movements = (recId: number) => sql`
  SELECT e.kind, e.ref_id, min(e.at) AS at, min(e.id) AS first_id,
    max(a."accountCode") FILTER (WHERE e.delta < 0) AS from_account,
    max(a."accountCode") FILTER (WHERE e.delta > 0) AS to_account,
    max(a.participant_id) FILTER (WHERE e.delta > 0) AS to_participant,
    max(abs(e.delta)) AS volume,
    (array_agg(e.hash ORDER BY e.id DESC))[1] AS hash
  FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
  WHERE e.rec_id = ${recId}
  GROUP BY e.kind, e.ref_id, e.at`;

const volumeOf = (kind: string) => sql`CASE WHEN m.kind = ${kind} THEN m.volume ELSE 0 END`;

export const CERTIFICATE_HISTORY_SOURCE: ReportSource = {
  async rows(db, q) {
    await assertVisible(db, q);
    const r = await sql<Row>`SELECT m.at, m.kind, m.ref_id, m.from_account, m.to_account, p.name AS participant_name,
        bn.name AS beneficiary_name, m.hash,
        ${mwh(volumeOf('issue'))} AS issued, ${mwh(volumeOf('transfer'))} AS transferred,
        ${mwh(volumeOf('redemption'))} AS retired, ${mwh(volumeOf('revert'))} AS reverted
      FROM (${movements(q.recId ?? -1)}) m
      LEFT JOIN participants p ON p.id = m.to_participant
      LEFT JOIN redemptions d ON m.kind = 'redemption' AND d.id = m.ref_id
      LEFT JOIN beneficiaries bn ON bn.id = d.beneficiary_id
      ORDER BY m.at, m.first_id ${pageOf(q)}`.execute(db);
    return r.rows;
  },
  async summary(db, q) {
    await assertVisible(db, q);
    const sum = (kind: string) => mwh(sql`sum(${volumeOf(kind)})`);
    const r = await sql<Row>`SELECT count(*)::bigint AS n, ${sum('issue')} AS issued, ${sum('transfer')} AS transferred,
        ${sum('redemption')} AS retired, ${sum('revert')} AS reverted
      FROM (${movements(q.recId ?? -1)}) m`.execute(db);
    const { n, ...totals } = r.rows[0] ?? {};
    return { total: Number(n ?? 0), totals };
  },
};
