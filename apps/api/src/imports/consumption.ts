import { SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
import { registryToday } from '@rec/domain/emission-periods';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { date, decimal, text } from './cells';
import { CellErrors, OpenPeriods, type RowErrorCode } from './problems';
import { type BatchMeta, createBatch, type Preview, type PreviewRow, registeredCodes, stagePreview } from './store';
import { type ColumnSpec, type Columns, readSheet } from './workbook';

// Beneficiary-consumption previews, scoped to one participant's beneficiaries. A beneficiary code
// the participant does not have refuses the file (422, like an unreadable cell: the contract's row
// codes have no "beneficiary not found"). Row code GENERATION_ALREADY_SUBMITTED ("already
// registered"): the beneficiary has that exact period recorded, or it repeats in the file.

type Key = 'code' | 'start' | 'end' | 'volume';

export const CONSUMPTION_COLUMNS: readonly ColumnSpec<Key>[] = [
  {
    key: 'code',
    label: serverText(SERVER_TEXTS.beneficiario),
    aliases: [
      'beneficiario',
      'codigo beneficiario',
      'codigo do beneficiario',
      'beneficiario codigo',
      'beneficiary',
      'code',
    ],
    required: true,
  },
  {
    key: 'start',
    label: serverText(SERVER_TEXTS.inicio),
    aliases: ['inicio', 'inicio do periodo', 'data inicio', 'period start', 'start'],
    required: true,
  },
  {
    key: 'end',
    label: 'Fim',
    aliases: ['fim', 'fim do periodo', 'data fim', 'termino', 'period end', 'end'],
    required: true,
  },
  {
    key: 'volume',
    label: 'Volume',
    aliases: ['volume', 'volume mwh', 'consumo', 'consumo mwh', 'mwh'],
    required: true,
  },
];

interface ConsumptionRecord {
  line: number;
  code: string;
  start: string;
  end: string;
  volume: string;
}

interface Beneficiary {
  id: number;
  name: string;
  code: string;
  participant_id: number;
}

async function readConsumptions(data: Buffer, errors: CellErrors, signal?: AbortSignal): Promise<ConsumptionRecord[]> {
  const out: ConsumptionRecord[] = [];
  let at = {} as Columns<Key>;
  const rows = readSheet(data, CONSUMPTION_COLUMNS, { onHeader: (found) => (at = found), signal });
  for await (const batch of rows)
    for (const { line, values } of batch) {
      const code = errors.read(line, serverText(SERVER_TEXTS.beneficiario), text, values[at.code]);
      const start = errors.read(line, serverText(SERVER_TEXTS.inicio), date, values[at.start]);
      const end = errors.read(line, 'Fim', date, values[at.end]);
      const volume = errors.read(line, 'Volume', decimal, values[at.volume]);
      if (start && end && end < start) errors.add(line, 'Fim', serverText(SERVER_TEXTS.fimPeriodoAnteriorInicio));
      for (const [v, label] of [
        [code, serverText(SERVER_TEXTS.beneficiario)],
        [start, serverText(SERVER_TEXTS.inicio)],
        [end, 'Fim'],
        [volume, 'Volume'],
      ] as const)
        if (v === undefined && !errors.has(line))
          errors.add(line, label, serverText(VALIDATION_MESSAGES.required), 'required');
      if (errors.full) break;
      if (errors.has(line) || !code || !start || !end || !volume) continue;
      out.push({ line, code, start, end, volume });
    }
  return out;
}

/**
 * `participantId`: the caller's participant (a participant admin), or the one an admin names;
 * undefined lets an admin's file name beneficiaries of any participant, as long as each code is
 * unambiguous. `signal`: the client went away; the read stops and nothing is written. `today`:
 * the registry's day; a period that has not ended by then refuses the file.
 */
export async function previewConsumption(
  db: Kysely<DB>,
  meta: BatchMeta,
  data: Buffer,
  participantId: number | undefined,
  signal?: AbortSignal,
  today = registryToday(),
): Promise<Preview> {
  const errors = new CellErrors();
  const records = await readConsumptions(data, errors, signal);
  // Consumption of a period that has not ended yet is partial (the domain's rule for a closed period).
  const open = new OpenPeriods(today);
  for (const r of records) open.day(r.line, r.end, 'Fim');
  const codes = [...new Set(records.map((r) => r.code))];
  let q = db
    .selectFrom('beneficiaries')
    .select(['id', 'name', 'code', 'participant_id'])
    .where(sql<boolean>`code IN (SELECT json_array_elements_text(${JSON.stringify(codes)}::json))`);
  if (participantId !== undefined) q = q.where('participant_id', '=', participantId);
  const found = new Map<string, Beneficiary[]>();
  for (const b of codes.length ? await q.execute() : [])
    found.set(b.code, [
      ...(found.get(b.code) ?? []),
      { ...b, id: Number(b.id), participant_id: Number(b.participant_id) },
    ]);
  const resolved: { record: ConsumptionRecord; beneficiary: Beneficiary }[] = [];
  for (const r of records) {
    const list = found.get(r.code) ?? [];
    if (!list.length)
      errors.add(
        r.line,
        serverText(SERVER_TEXTS.beneficiario),
        serverText(SERVER_TEXTS.beneficiarioNaoEncontrado, { code: r.code }),
        'BENEFICIARY_NOT_FOUND',
      );
    else if (list.length > 1)
      errors.add(
        r.line,
        serverText(SERVER_TEXTS.beneficiario),
        serverText(SERVER_TEXTS.codigoBeneficiarioAmbiguoInformeParticipante, { code: r.code }),
        'ambiguous',
      );
    else resolved.push({ record: r, beneficiary: list[0] as Beneficiary });
  }
  errors.check();
  open.check();
  const importId = await createBatch(db, {
    ...meta,
    participant_id: participantId ?? (resolved.length ? resolved[0]?.beneficiary.participant_id : null),
  });
  const keyOf = (b: number, start: string, end: string) => `${b}@${start}@${end}`;
  const keys = resolved.map(({ record, beneficiary }) => ({ b: beneficiary.id, s: record.start, e: record.end }));
  const existing = await sql<{ beneficiary_id: number; period_start: string; period_end: string }>`
    SELECT DISTINCT c.beneficiary_id, c.period_start::text AS period_start, c.period_end::text AS period_end
    FROM json_to_recordset(${JSON.stringify(keys)}::json) AS q(b bigint, s date, e date)
    JOIN beneficiary_consumptions c ON c.beneficiary_id = q.b AND c.period_start = q.s AND c.period_end = q.e`.execute(
    db,
  );
  const recorded = new Set(existing.rows.map((r) => keyOf(Number(r.beneficiary_id), r.period_start, r.period_end)));
  const rowCodes = registeredCodes(keys, (k) => keyOf(k.b, k.s, k.e), recorded);
  const rows: PreviewRow[] = resolved.map(({ record, beneficiary }, i) => ({
    line: record.line,
    codeCEG: record.code,
    business_id: null,
    business_name: beneficiary.name,
    registrant_name: null,
    month: Number(record.start.slice(5, 7)),
    year: Number(record.start.slice(0, 4)),
    total: record.volume,
    errors: rowCodes[i] as RowErrorCode[],
  }));
  return stagePreview(
    db,
    importId,
    { ...meta },
    rows,
    resolved.map(({ record, beneficiary }, i) => ({
      line: record.line,
      subject: record.code,
      beneficiary_id: beneficiary.id,
      month: Number(record.start.slice(5, 7)),
      year: Number(record.start.slice(0, 4)),
      date_start: record.start,
      date_end: record.end,
      total: record.volume,
      errors: [...(rowCodes[i] as RowErrorCode[])],
    })),
  );
}
