import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { mwh, toMicro } from '../ledger/decimal';
import { decimal, hoursIn, integer, month, period, text } from './cells';
import { stageChunks } from './chunks';
import { CellErrors, ImportProblem, type RowErrorCode } from './problems';
import { type BatchMeta, createBatch, type Preview, type PreviewRow, previewOf, type StagedRow } from './store';
import { type ColumnSpec, type Columns, readSheet } from './workbook';

// Generation previews: CCEE metering, one row per plant × month, from a workbook, the CCEE
// connector, an API integration or a pre-generation. Rows are read, checked against the plants
// and the generation already recorded, and staged in chunks; the chunk's insert runs on the
// database while the next chunk is parsed.

export interface GenerationRecord {
  line: number;
  codeCEG: string;
  month: number;
  year: number;
  average_mw?: string | undefined;
  hours_in_month?: number | undefined;
  accounted_mwh?: string | undefined;
  total: string;
}

/** Records in batches, in line order: a workbook's stream, or `[records]` for an API answer. */
export type RecordBatches = AsyncIterable<GenerationRecord[]> | Iterable<GenerationRecord[]>;

type GenKey = 'ceg' | 'month' | 'year' | 'period' | 'average_mw' | 'hours' | 'accounted' | 'total';

/** The columns of a CCEE generation workbook (ADR 0009). */
export const GENERATION_COLUMNS: readonly ColumnSpec<GenKey>[] = [
  {
    key: 'ceg',
    label: 'CEG',
    aliases: ['ceg', 'codigo ceg', 'cod ceg', 'codceg', 'codeceg', 'ceg do empreendimento'],
    required: true,
  },
  { key: 'month', label: 'Mês', aliases: ['mes', 'mes referencia', 'mes de referencia', 'month'], required: false },
  { key: 'year', label: 'Ano', aliases: ['ano', 'ano referencia', 'ano de referencia', 'year'], required: false },
  { key: 'period', label: 'Período', aliases: ['periodo', 'mes ano', 'competencia', 'referencia'], required: false },
  {
    key: 'average_mw',
    label: 'MW médios',
    aliases: ['mw medios', 'mw medio', 'mwmed', 'mw med', 'mwm', 'media mw', 'average mw'],
    required: false,
  },
  {
    key: 'hours',
    label: 'Horas',
    aliases: ['horas', 'horas no mes', 'horas do mes', 'hours', 'hours in month'],
    required: false,
  },
  {
    key: 'accounted',
    label: 'MWh contabilizados',
    aliases: [
      'mwh contabilizados',
      'mwh contabilizado',
      'energia contabilizada',
      'energia contabilizada mwh',
      'accounted mwh',
    ],
    required: false,
  },
  { key: 'total', label: 'Total', aliases: ['total', 'total mwh', 'mwh total', 'total de mwh'], required: false },
];

const yearOf = (v: unknown) => integer(v, 2000, 2100);
const monthOf = (v: unknown) => integer(v, 1, 12);
const hoursOf = (v: unknown) => integer(v, 672, 744);

/** Reads a CCEE generation workbook into records; cell problems refuse the whole file (422). */
export async function* generationRecords(data: Buffer): AsyncGenerator<GenerationRecord[]> {
  const errors = new CellErrors();
  let at = {} as Columns<GenKey>;
  const batches = readSheet(data, GENERATION_COLUMNS, {
    onHeader: (found) => {
      at = found;
      const missing: string[] = [];
      if (at.period < 0 && (at.month < 0 || at.year < 0)) missing.push('Mês', 'Ano');
      if (at.total < 0 && at.accounted < 0) missing.push('Total');
      if (missing.length)
        throw new ImportProblem(
          'VALIDATION_FAILED',
          `Colunas não encontradas na planilha: ${missing.join(', ')}`,
          missing.map((label) => ({
            field: label,
            code: 'missing_column',
            message: `Coluna não encontrada: ${label}`,
          })),
        );
    },
  });
  for await (const batch of batches) {
    const out: GenerationRecord[] = [];
    const monthYear = at.month >= 0 && at.year >= 0;
    for (const { line, values } of batch) {
      const ceg = errors.read(line, 'CEG', text, values[at.ceg])?.toUpperCase();
      let m: number | undefined;
      let y: number | undefined;
      if (monthYear && (values[at.month] != null || at.period < 0)) {
        m = errors.read(line, 'Mês', month, values[at.month]);
        y = errors.read(line, 'Ano', yearOf, values[at.year]);
      } else {
        const p = errors.read(line, 'Período', period, values[at.period]);
        m = p?.month;
        y = p?.year;
      }
      const average_mw = errors.read(line, 'MW médios', decimal, values[at.average_mw]);
      const hours_in_month = errors.read(line, 'Horas', hoursOf, values[at.hours]);
      const accounted_mwh = errors.read(line, 'MWh contabilizados', decimal, values[at.accounted]);
      const total = at.total >= 0 ? errors.read(line, 'Total', decimal, values[at.total]) : accounted_mwh;
      if (!ceg) errors.add(line, 'CEG', 'Campo Obrigatório', 'required');
      if (m === undefined && !errors.has(line))
        errors.add(line, monthYear ? 'Mês' : 'Período', 'Campo Obrigatório', 'required');
      if (y === undefined && !errors.has(line)) errors.add(line, 'Ano', 'Campo Obrigatório', 'required');
      if (total === undefined && !errors.has(line))
        errors.add(line, at.total >= 0 ? 'Total' : 'MWh contabilizados', 'Campo Obrigatório', 'required');
      if (errors.full) break;
      if (errors.count || !ceg || m === undefined || y === undefined || total === undefined) continue;
      out.push({ line, codeCEG: ceg, month: m, year: y, average_mw, hours_in_month, accounted_mwh, total });
    }
    if (errors.full) break;
    if (out.length) yield out;
  }
  errors.check();
}

/** Records of a connector's answer, checked like cells (a bad record refuses the answer). */
export function apiRecords(records: readonly unknown[]): GenerationRecord[] {
  const errors = new CellErrors();
  const out: GenerationRecord[] = [];
  records.forEach((raw, i) => {
    const line = i + 1;
    const r = (raw ?? {}) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'number' ? String(v) : v);
    const ceg = errors.read(line, 'codeCEG', text, r.codeCEG ?? r.ceg)?.toUpperCase();
    const m = errors.read(line, 'month', monthOf, r.month);
    const y = errors.read(line, 'year', yearOf, r.year);
    const average_mw = errors.read(line, 'average_mw', decimal, str(r.average_mw));
    const hours_in_month = errors.read(line, 'hours_in_month', hoursOf, r.hours_in_month);
    const accounted_mwh = errors.read(line, 'accounted_mwh', decimal, str(r.accounted_mwh));
    const total = errors.read(line, 'total', decimal, str(r.total ?? r.accounted_mwh));
    if (!ceg || m === undefined || y === undefined || total === undefined) {
      if (!errors.has(line))
        errors.add(line, 'registro', 'Registro incompleto (codeCEG, month, year, total)', 'required');
      return;
    }
    out.push({ line, codeCEG: ceg, month: m, year: y, average_mw, hours_in_month, accounted_mwh, total });
  });
  errors.check();
  return out;
}

interface Plant {
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
async function lookupPlants(
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
        p.approved === 'APROVADO' &&
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
function fastMicro(sixDecimals: string, factor: number): number | undefined {
  const digits = sixDecimals.replace('.', '');
  if (digits.length > 16) return undefined;
  const n = Number(digits);
  return Number.isSafeInteger(n) && Number.isSafeInteger(n * factor) ? n : undefined;
}

/** A plant-month as one number (exact: ids stay far below 2^53 / 10^6). */
const keyOf = (businessId: number, year: number, m: number) => businessId * 1_000_000 + year * 100 + m;

async function lookupRecorded(db: Kysely<DB>, keys: Set<number>, replaceable?: string): Promise<Set<number>> {
  if (!keys.size) return keys;
  const r = await sql<{ j: string | null }>`
    SELECT json_agg(g.business_id * 1000000 + g.year * 100 + g.month)::text AS j
    FROM (SELECT value::bigint AS k FROM json_array_elements_text(${JSON.stringify([...keys])}::json)) q
    JOIN generation g ON g.business_id = q.k / 1000000 AND g.year = (q.k % 1000000) / 100 AND g.month = q.k % 100
    ${replaceable ? sql`AND g.origin <> ${replaceable}` : sql``}`.execute(db);
  return new Set(JSON.parse(r.rows[0]?.j ?? '[]') as number[]);
}

/** The errors of a row without any: shared and frozen (a push would throw, never leak). */
const NO_ERRORS: RowErrorCode[] = Object.freeze([]) as unknown as RowErrorCode[];

function mark(row: PreviewRow, code: RowErrorCode): void {
  if (row.errors === NO_ERRORS) row.errors = [code];
  else if (!row.errors.includes(code)) row.errors.push(code);
}

export interface GenerationCheckOptions {
  /** Only plants of this registrant may be fed (an API integration bound to a registrant). */
  registrantId?: number | null;
  /** Rows per chunk (look-ups and staging). */
  chunk?: number;
  /** Generation of this origin is a previous version the import replaces, not GENERATION_ALREADY_SUBMITTED. */
  replaceable?: string;
}

/** A checked chunk: its rows, and lines of EARLIER chunks that turned out to be duplicates. */
export interface CheckedChunk {
  rows: PreviewRow[];
  lateDuplicates: number[];
}

const CHUNK = 2000;
const GAS = 'GENERATION_ALREADY_SUBMITTED' as const;

/**
 * Checks generation records against the platform, chunk by chunk. Row codes: CEG_NOT_FOUND (not in
 * the CEG register), BUSINESS_NOT_FOUND (no approved enterprise uses the CEG, or it belongs to
 * another registrant than the integration's), REGISTRANT_NOT_FOUND (its registrant is inactive),
 * SOURCE_NOT_ASSIGNED (its energy source is missing or inactive), EXCEEDS_LIMIT (total >
 * capacity_mw × hours of the calendar month, exact), GENERATION_ALREADY_SUBMITTED (the plant-month
 * is recorded already, or appears more than once in this import: every occurrence is marked).
 */
export async function* checkGeneration(
  db: Kysely<DB>,
  records: RecordBatches,
  options: GenerationCheckOptions = {},
): AsyncGenerator<CheckedChunk> {
  const chunkSize = options.chunk ?? CHUNK;
  const plants = new Map<string, Plant | null>();
  const firstOf = new Map<number, PreviewRow>();
  const limits = new Map<number, number>();
  const hours = (y: number, m: number) => {
    const k = y * 100 + m;
    let h = limits.get(k);
    if (h === undefined) {
      h = hoursIn(y, m);
      limits.set(k, h);
    }
    return h;
  };
  /** total > capacity_mw × hours, exactly: integers of micro-MWh (numbers when exact, else BigInt). */
  const exceeds = (total: string, p: Plant, y: number, m: number) => {
    const h = hours(y, m);
    const t = fastMicro(total, 1);
    if (t !== undefined && p.capacityFast !== undefined) return t > p.capacityFast * h;
    return toMicro(total) > p.capacity * BigInt(h);
  };
  let lastLine = 0;
  let chunk: GenerationRecord[] = [];

  // Rows up to this line are handed out already: a duplicate found later must be reported back.
  let doneLine = 0;
  const check = async (records: GenerationRecord[]): Promise<CheckedChunk> => {
    const unseen = new Set<string>();
    for (const r of records) if (!plants.has(r.codeCEG)) unseen.add(r.codeCEG);
    await lookupPlants(db, [...unseen], options.registrantId, plants);
    const keys = new Set<number>();
    for (const r of records) {
      const p = plants.get(r.codeCEG);
      if (p?.usable && p.business_id) keys.add(keyOf(p.business_id, r.year, r.month));
    }
    const recorded = await lookupRecorded(db, keys, options.replaceable);
    const rows: PreviewRow[] = [];
    const lateDuplicates: number[] = [];
    for (const r of records) {
      const p = plants.get(r.codeCEG) ?? null;
      const row: PreviewRow = {
        line: r.line,
        codeCEG: r.codeCEG,
        business_id: p?.business_id ?? null,
        business_name: p?.name ?? null,
        registrant_name: p?.registrant_name ?? null,
        month: r.month,
        year: r.year,
        total: r.total,
        errors: NO_ERRORS,
      };
      if (r.average_mw !== undefined) row.average_mw = r.average_mw;
      if (r.hours_in_month !== undefined) row.hours_in_month = r.hours_in_month;
      if (r.accounted_mwh !== undefined) row.accounted_mwh = r.accounted_mwh;
      if (!p) mark(row, 'CEG_NOT_FOUND');
      else if (!p.usable || !p.business_id) mark(row, 'BUSINESS_NOT_FOUND');
      else {
        if (!p.registrant_active) mark(row, 'REGISTRANT_NOT_FOUND');
        if (!p.source_ok) mark(row, 'SOURCE_NOT_ASSIGNED');
        if (exceeds(r.total, p, r.year, r.month)) mark(row, 'EXCEEDS_LIMIT');
        const key = keyOf(p.business_id, r.year, r.month);
        if (recorded.has(key)) mark(row, GAS);
        const first = firstOf.get(key);
        if (!first) firstOf.set(key, row);
        else {
          mark(row, GAS);
          if (!first.errors.includes(GAS)) {
            mark(first, GAS);
            if (first.line <= doneLine) lateDuplicates.push(first.line);
          }
        }
      }
      rows.push(row);
    }
    doneLine = records.at(-1)?.line ?? doneLine;
    return { rows, lateDuplicates };
  };

  for await (const batch of records) {
    for (const record of batch) {
      if (record.line <= lastLine)
        throw new ImportProblem('VALIDATION_FAILED', `Linha ${record.line} repetida ou fora de ordem`);
      lastLine = record.line;
      chunk.push(record);
    }
    if (chunk.length >= chunkSize) {
      const records = chunk;
      chunk = [];
      yield await check(records);
    }
  }
  if (chunk.length) yield await check(chunk);
}

/**
 * Checks generation records and stages them as a preview batch: the rows are staged once their
 * codes are final (a duplicate found further down marks an earlier row), as chunks of JSON text
 * that the commit expands (ADR 0040).
 */
export async function previewGeneration(
  db: Kysely<DB>,
  meta: BatchMeta,
  records: RecordBatches,
  options: GenerationCheckOptions = {},
): Promise<Preview> {
  const importId = await createBatch(db, meta);
  const out: PreviewRow[] = [];
  for await (const { rows } of checkGeneration(db, records, options)) for (const row of rows) out.push(row);
  if (!out.length) throw new ImportProblem('VALIDATION_FAILED', 'Nenhuma linha de geração para importar');
  const preview = previewOf(importId, meta, out);
  await stageChunks(db, importId, out.map(stagedOf));
  return preview;
}

/** A generation preview row as staged in import_rows. */
export const stagedOf = (row: PreviewRow): StagedRow => ({
  line: row.line,
  subject: row.codeCEG,
  business_id: row.business_id,
  month: row.month,
  year: row.year,
  average_mw: row.average_mw,
  hours_in_month: row.hours_in_month,
  accounted_mwh: row.accounted_mwh,
  total: row.total,
  errors: row.errors,
});
