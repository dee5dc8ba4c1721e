import { SERVER_TEXTS, serverText } from '@rec/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { CellErrors, type RowErrorCode } from '../problems';
import { type BatchMeta, createBatch, finishBatch, type Preview, type PreviewRow, previewOf } from '../store';
import { mwhText } from './cells';
import { type HourRecord, type ReadContext, readHours } from './read';
import { wallAt } from './time';

// The preview of an hourly-consumption file (issue 39 item 1): its hours staged in import_rows
// with their instant, tier and submarket; nothing reaches beneficiary_hourly_consumptions until
// POST /imports/commit. Beneficiaries are the participant's (`participantId`) or, for an admin
// naming none, any whose code is unambiguous. An hour the beneficiary has recorded already is a
// preview row with GENERATION_ALREADY_SUBMITTED, left out of the commit.

interface Beneficiary {
  id: number;
  name: string;
  participant_id: number;
}

async function beneficiaries(db: Kysely<DB>, codes: string[], participantId: number | undefined) {
  let q = db
    .selectFrom('beneficiaries')
    .select(['id', 'name', 'code', 'participant_id'])
    .where(sql<boolean>`code IN (SELECT json_array_elements_text(${JSON.stringify(codes)}::json))`);
  if (participantId !== undefined) q = q.where('participant_id', '=', participantId);
  const found = new Map<string, Beneficiary[]>();
  for (const b of codes.length ? await q.execute() : [])
    found.set(b.code, [
      ...(found.get(b.code) ?? []),
      { id: Number(b.id), name: b.name, participant_id: Number(b.participant_id) },
    ]);
  return found;
}

type Resolved = HourRecord & { beneficiary: Beneficiary };

async function recordedKeys(db: Kysely<DB>, rows: Resolved[]): Promise<Set<string>> {
  const keys = JSON.stringify(rows.map((r) => ({ b: r.beneficiary.id, h: new Date(r.instant).toISOString() })));
  const found = await sql<{ b: number; h: Date }>`
    SELECT c.beneficiary_id AS b, c.hour_start AS h
    FROM json_to_recordset(${keys}::json) AS q(b bigint, h timestamptz)
    JOIN beneficiary_hourly_consumptions c ON c.beneficiary_id = q.b AND c.hour_start = q.h`.execute(db);
  return new Set(found.rows.map((r) => `${Number(r.b)}@${new Date(r.h).getTime()}`));
}

async function stage(db: Kysely<DB>, importId: number, rows: Resolved[], codes: RowErrorCode[][]) {
  for (let i = 0; i < rows.length; i += 5000) {
    const json = JSON.stringify(
      rows.slice(i, i + 5000).map((r, j) => {
        const wall = new Date(wallAt(r.instant));
        return {
          l: r.line,
          s: r.code,
          f: r.beneficiary.id,
          m: wall.getUTCMonth() + 1,
          y: wall.getUTCFullYear(),
          d: wall.toISOString().slice(0, 10),
          h: new Date(r.instant).toISOString(),
          t: mwhText(r.wh),
          k: r.tier,
          u: r.submarket,
          e: (codes[i + j] ?? []).join(','),
        };
      }),
    );
    await sql`
      INSERT INTO import_rows (import_id, line, subject, beneficiary_id, month, year, date_start, hour_start,
        total, tier, submarket, errors)
      SELECT ${importId}, l, s, f, m, y, d, h, t, k, u,
        CASE WHEN e = '' THEN '{}'::text[] ELSE string_to_array(e, ',') END
      FROM json_to_recordset(${json}::json) AS x(l integer, s text, f bigint, m smallint, y smallint, d date,
        h timestamptz, t numeric, k text, u text, e text)`.execute(db);
  }
}

export async function previewHourlyConsumption(
  db: Kysely<DB>,
  meta: BatchMeta,
  data: Buffer,
  participantId: number | undefined,
  ctx: ReadContext,
): Promise<Preview> {
  const errors = new CellErrors();
  const records = await readHours(data, errors, ctx);
  const found = await beneficiaries(db, [...new Set(records.map((r) => r.code))], participantId);
  const column = serverText(SERVER_TEXTS.beneficiario);
  const resolved: Resolved[] = [];
  for (const r of records) {
    const list = found.get(r.code) ?? [];
    if (!list.length)
      errors.add(
        r.line,
        column,
        serverText(SERVER_TEXTS.beneficiarioNaoEncontrado, { code: r.code }),
        'BENEFICIARY_NOT_FOUND',
      );
    else if (list.length > 1)
      errors.add(
        r.line,
        column,
        serverText(SERVER_TEXTS.codigoBeneficiarioAmbiguoInformeParticipante, { code: r.code }),
        'ambiguous',
      );
    else resolved.push({ ...r, beneficiary: list[0] as Beneficiary });
  }
  errors.check();
  const importId = await createBatch(db, {
    ...meta,
    participant_id: participantId ?? resolved[0]?.beneficiary.participant_id ?? null,
  });
  const recorded = await recordedKeys(db, resolved);
  const codes = resolved.map((r): RowErrorCode[] =>
    recorded.has(`${r.beneficiary.id}@${r.instant}`) ? ['GENERATION_ALREADY_SUBMITTED'] : [],
  );
  await stage(db, importId, resolved, codes);
  await finishBatch(db, importId);
  const rows: PreviewRow[] = resolved.map((r, i) => {
    const wall = new Date(wallAt(r.instant));
    return {
      line: r.line,
      codeCEG: r.code,
      business_id: null,
      business_name: r.beneficiary.name,
      registrant_name: null,
      month: wall.getUTCMonth() + 1,
      year: wall.getUTCFullYear(),
      total: mwhText(r.wh),
      hour_start: new Date(r.instant).toISOString(),
      hour_clock: r.clock,
      tier: r.tier,
      submarket: r.submarket,
      errors: codes[i] as RowErrorCode[],
    };
  });
  return previewOf(importId, meta, rows);
}
