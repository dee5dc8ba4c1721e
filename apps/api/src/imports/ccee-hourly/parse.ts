import { hoursIn } from '../cells';
import { ImportProblem } from '../problems';
import { type Column, type Delimiter, type Header, readHeader } from './header';
import { decodeField, encodingOf, fileBytes, textLines } from './lines';

// One month of CCEE's hourly generation file, read as a stream into, per plant share, its 744 (or
// 672…743) hourly figures in micro-MWh (exact integers in a Float64Array: far below 2^53). Memory
// grows with the shares, not with the lines. Every rule of ADR 0041 is checked line by line; a
// rejected line is reported with its number and never fixed.

export type LineErrorCode =
  | 'MEASURE_MISSING'
  | 'MEASURE_INVALID'
  | 'PERIOD_MISMATCH'
  | 'PERIOD_INVALID'
  | 'SHARE_MISSING'
  | 'DUPLICATE_HOUR'
  | 'COLUMNS_MISSING';

export interface LineError {
  line: number;
  code: LineErrorCode;
  column: string | null;
  share_code: string | null;
}

export interface ShareSeries {
  code: string;
  name: string | null;
  firstLine: number;
  lines: number;
  /** Lines of this share that were rejected. */
  rejected: number;
  /** Micro-MWh per hour of the month; NaN where no valid line gave it. */
  micro: Float64Array;
}

export interface HourlyMonth {
  year: number;
  month: number;
  hours: number;
  delimiter: Delimiter;
  lines: number;
  encodings: { utf8: number; latin1: number };
  shares: Map<string, ShareSeries>;
  lineErrors: LineError[];
  lineErrorTotal: number;
}

const MAX_LINE_ERRORS = 1000;
const MEASURE = /^(\d{1,12})(?:[.,](\d{1,6}))?$/;
const FACTOR = /^-?\d+(?:[.,]\d+)?(?:[eE][-+]?\d+)?$/;
const DATE_BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DATE_ISO = /^(\d{4})-(\d{2})-(\d{2})/;
const PAD = '000000';

/** A non-negative measure with at most 6 decimals as micro-units, or undefined. */
export function microOf(text: string): number | undefined {
  const m = MEASURE.exec(text);
  if (!m) return undefined;
  const frac = m[2] ?? '';
  return Number(m[1]) * 1e6 + (frac ? Number(frac + PAD.slice(frac.length)) : 0);
}

/** [year, month, day] of `dd/mm/aaaa` or `aaaa-mm-dd`. */
function dateOf(text: string): [number, number, number] | undefined {
  let m = DATE_BR.exec(text);
  if (m) return [Number(m[3]), Number(m[2]), Number(m[1])];
  m = DATE_ISO.exec(text);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/** The month of MES_REFERENCIA: `AAAAMM`, `MM/AAAA`, `AAAA-MM` or a date. */
export function referenceMonth(text: string): { year: number; month: number } | undefined {
  const t = text.trim();
  let m = /^(\d{4})(\d{2})$/.exec(t) ?? /^(\d{4})-(\d{2})$/.exec(t);
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  m = /^(\d{2})\/(\d{4})$/.exec(t);
  if (m) return { year: Number(m[2]), month: Number(m[1]) };
  const d = dateOf(t);
  return d ? { year: d[0], month: d[1] } : undefined;
}

const unquote = (s: string) => (s.length > 1 && s.charCodeAt(0) === 34 ? s.slice(1, -1) : s);

/** Reads a whole file (.csv or .csv.gz bytes, as a stream) into one month of hourly series. */
export async function parseHourly(input: AsyncIterable<Buffer | string>): Promise<HourlyMonth> {
  let header: Header | undefined;
  let last = 0;
  let want: (Column | undefined)[] = [];
  const out: HourlyMonth = {
    year: 0,
    month: 0,
    hours: 0,
    delimiter: ';',
    lines: 0,
    encodings: { utf8: 0, latin1: 0 },
    shares: new Map(),
    lineErrors: [],
    lineErrorTotal: 0,
  };
  const fail = (line: number, code: LineErrorCode, column: string | null, share: ShareSeries | undefined) => {
    out.lineErrorTotal++;
    if (share) share.rejected++;
    if (out.lineErrors.length < MAX_LINE_ERRORS)
      out.lineErrors.push({ line, code, column, share_code: share?.code ?? null });
  };
  const f: Partial<Record<Column, string>> = {};

  for await (const { first, lines } of textLines(fileBytes(input))) {
    for (let k = 0; k < lines.length; k++) {
      const line = lines[k] as string;
      const n = first + k;
      if (!header) {
        header = readHeader(line);
        out.delimiter = header.delimiter;
        want = new Array(header.width).fill(undefined);
        for (const [c, i] of Object.entries(header.at)) if (i >= 0) want[i] = c as Column;
        last = Math.max(...Object.values(header.at));
        continue;
      }
      if (line.length === 0) continue;
      out.lines++;
      const enc = encodingOf(line);
      if (enc === 'latin1') out.encodings.latin1++;
      else out.encodings.utf8++;
      // Only the columns the import reads are cut out of the line.
      const d = header.delimiter;
      let pos = 0;
      let idx = 0;
      for (; idx <= last; idx++) {
        const next = line.indexOf(d, pos);
        const col = want[idx];
        if (col) f[col] = unquote(next < 0 ? line.slice(pos) : line.slice(pos, next));
        if (next < 0) break;
        pos = next + 1;
      }
      const code = f.CODIGO_PARCELA_USINA?.trim() ?? '';
      let share = code ? out.shares.get(code) : undefined;
      if (code && !share && idx >= last) {
        share = {
          code,
          name: f.SIGLA_USINA ? decodeField(f.SIGLA_USINA.trim(), enc) : null,
          firstLine: n,
          lines: 0,
          rejected: 0,
          micro: new Float64Array(0),
        };
        out.shares.set(code, share);
      }
      if (share) share.lines++;
      if (idx < last) {
        fail(n, 'COLUMNS_MISSING', null, share);
        continue;
      }
      if (!code) {
        fail(n, 'SHARE_MISSING', 'CODIGO_PARCELA_USINA', undefined);
        continue;
      }
      if (!out.month) {
        const ref = (f.MES_REFERENCIA && referenceMonth(f.MES_REFERENCIA)) || referenceMonth(f.DATA ?? '');
        if (!ref || ref.month < 1 || ref.month > 12 || ref.year < 2000 || ref.year > 2100) {
          fail(n, 'PERIOD_INVALID', f.MES_REFERENCIA ? 'MES_REFERENCIA' : 'DATA', share);
          continue;
        }
        out.year = ref.year;
        out.month = ref.month;
        out.hours = hoursIn(ref.year, ref.month);
      }
      const s = share as ShareSeries;
      if (s.micro.length === 0) s.micro = new Float64Array(out.hours).fill(Number.NaN);
      const period = Number(f.PERIODO_COMERCIALIZACAO);
      if (!Number.isInteger(period) || period < 1 || period > out.hours) {
        fail(n, 'PERIOD_INVALID', 'PERIODO_COMERCIALIZACAO', s);
        continue;
      }
      const date = dateOf((f.DATA ?? '').trim());
      if (!date || date[0] !== out.year || date[1] !== out.month) {
        fail(n, 'PERIOD_INVALID', 'DATA', s);
        continue;
      }
      if (date[2] !== Math.floor((period - 1) / 24) + 1) {
        fail(n, 'PERIOD_MISMATCH', 'DATA', s);
        continue;
      }
      const gcg = f.GERACAO_CENTRO_GRAVIDADE ?? '';
      const loss = f.FATOR_PERDA_INTERNA ?? '';
      const share2 = f.FATOR_RATEIO_PERDA_GERACAO ?? '';
      const empty =
        gcg === ''
          ? 'GERACAO_CENTRO_GRAVIDADE'
          : loss === ''
            ? 'FATOR_PERDA_INTERNA'
            : share2 === ''
              ? 'FATOR_RATEIO_PERDA_GERACAO'
              : null;
      if (empty) {
        fail(n, 'MEASURE_MISSING', empty, s);
        continue;
      }
      const micro = microOf(gcg);
      if (micro === undefined) {
        fail(n, 'MEASURE_INVALID', 'GERACAO_CENTRO_GRAVIDADE', s);
        continue;
      }
      if (!FACTOR.test(loss) || !FACTOR.test(share2)) {
        fail(n, 'MEASURE_INVALID', FACTOR.test(loss) ? 'FATOR_RATEIO_PERDA_GERACAO' : 'FATOR_PERDA_INTERNA', s);
        continue;
      }
      if (!Number.isNaN(s.micro[period - 1] as number)) {
        fail(n, 'DUPLICATE_HOUR', 'PERIODO_COMERCIALIZACAO', s);
        continue;
      }
      s.micro[period - 1] = micro;
    }
  }
  if (!header) throw new ImportProblem('FILE_NOT_FOUND', 'Erro ao enviar o arquivo: o arquivo está vazio');
  if (!out.month) throw new ImportProblem('VALIDATION_FAILED', 'Nenhuma linha de geração horária válida no arquivo');
  return out;
}
