import { SERVER_TEXTS, serverText } from '@rec/domain';
import { hoursIn } from '../cells';
import { limitExceeded, PARSER_LIMITS, sizeText } from '../limits';
import { ImportProblem } from '../problems';
import { type Header, readHeader } from './header';
import { decodeField, fileBytes, LineTooLong, textBlocks } from './lines';
import {
  dateOf,
  type HourlyMonth,
  type LineErrorCode,
  LineFields,
  referenceMonth,
  type ShareSeries,
  submarketOf,
} from './month-fields';
import { isFactorAt, LineEncodings, microAt, periodAt } from './scan';

// One month of CCEE's hourly generation file, read as a stream into, per plant share, its 744 (or
// 672…743) hourly figures in micro-MWh (exact integers in a Float64Array: far below 2^53). Memory
// grows with the shares, not with the lines. Every rule of ADR 0041 is checked line by line; a
// rejected line is reported with its number and never fixed.

const MAX_LINE_ERRORS = 1000;

/** Reads one month's lines, block by block, into an HourlyMonth (every rule of ADR 0041). */
class MonthReader {
  readonly out: HourlyMonth = {
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
  private header: Header | undefined;
  private fields: LineFields | undefined;
  private last = 0;
  private n = 0;
  private readonly encodings = new LineEncodings();
  // DATA repeats over thousands of lines: its text and what it was read as.
  private dateText = '';
  private date: [number, number, number] | undefined;

  block(text: string, utf8: boolean): void {
    if (!utf8) this.encodings.reset(text);
    let start = 0;
    for (;;) {
      let nl = text.indexOf('\n', start);
      if (nl < 0) nl = text.length;
      const end = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      this.n++;
      if (end - start > PARSER_LIMITS.lineBytes) throw lineTooLong(this.n);
      if (!this.header) this.readHeader(text.slice(start, end));
      else if (end > start) this.line(text, start, end, utf8 || this.encodings.isUtf8(start, end));
      if (nl >= text.length) return;
      start = nl + 1;
    }
  }

  private readHeader(line: string): void {
    const header = readHeader(line);
    this.header = header;
    this.out.delimiter = header.delimiter;
    this.last = Math.max(...Object.values(header.at));
    this.fields = new LineFields(header.at, this.last + 1);
  }

  /** Records a rejected line; answers false (the line was not taken). */
  private fail(line: number, code: LineErrorCode, column: string | null, share: ShareSeries | undefined): false {
    const out = this.out;
    out.lineErrorTotal++;
    if (share) share.rejected++;
    if (out.lineErrors.length < MAX_LINE_ERRORS)
      out.lineErrors.push({ line, code, column, share_code: share?.code ?? null });
    return false;
  }

  /** [year, month, day] of the line's DATA (trimmed), read once per distinct text. */
  private dateOfLine(f: LineFields): [number, number, number] | undefined {
    if (!f.has('DATA')) return dateOf('');
    const a = f.start('DATA');
    const len = f.end('DATA') - a;
    if (len !== this.dateText.length || !f.text.startsWith(this.dateText, a)) {
      this.dateText = f.text.slice(a, a + len);
      this.date = dateOf(this.dateText.trim());
    }
    return this.date;
  }

  /** Reads one line (not empty, not the header); answers whether its hour was taken. */
  private line(text: string, start: number, end: number, utf8: boolean): boolean {
    const out = this.out;
    const f = this.fields as LineFields;
    const n = this.n;
    const last = this.last;
    out.lines++;
    if (utf8) out.encodings.utf8++;
    else out.encodings.latin1++;
    const idx = f.cut(text, start, end, (this.header as Header).delimiter, last);
    const code = f.get('CODIGO_PARCELA_USINA')?.trim() ?? '';
    let share = code ? out.shares.get(code) : undefined;
    if (code && !share && idx >= last) {
      if (out.shares.size >= PARSER_LIMITS.hourlyShares)
        throw limitExceeded(
          serverText(SERVER_TEXTS.arquivoExcedeLimiteParcelasUsina, {
            hourlyShares: PARSER_LIMITS.hourlyShares.toLocaleString('pt-BR'),
            n,
          }),
          serverText(SERVER_TEXTS.linhaColuna, { line: n, column: 'CODIGO_PARCELA_USINA' }),
        );
      const name = f.get('SIGLA_USINA');
      share = {
        code,
        name: name ? decodeField(name.trim(), utf8 ? 'utf8' : 'latin1') : null,
        submarket: submarketOf(f.get('SUBMERCADO')),
        firstLine: n,
        lines: 0,
        rejected: 0,
        micro: new Float64Array(0),
      };
      out.shares.set(code, share);
    }
    if (share) share.lines++;
    if (idx < last) return this.fail(n, 'COLUMNS_MISSING', null, share);
    if (!code) return this.fail(n, 'SHARE_MISSING', 'CODIGO_PARCELA_USINA', undefined);
    if (!out.month) {
      const mes = f.get('MES_REFERENCIA');
      const ref = (mes && referenceMonth(mes)) || referenceMonth(f.get('DATA') ?? '');
      if (!ref || ref.month < 1 || ref.month > 12 || ref.year < 2000 || ref.year > 2100)
        return this.fail(n, 'PERIOD_INVALID', mes ? 'MES_REFERENCIA' : 'DATA', share);
      out.year = ref.year;
      out.month = ref.month;
      out.hours = hoursIn(ref.year, ref.month);
    }
    const s = share as ShareSeries;
    if (s.micro.length === 0) s.micro = new Float64Array(out.hours).fill(Number.NaN);
    const period = periodAt(text, f.start('PERIODO_COMERCIALIZACAO'), f.end('PERIODO_COMERCIALIZACAO'));
    if (!Number.isInteger(period) || period < 1 || period > out.hours)
      return this.fail(n, 'PERIOD_INVALID', 'PERIODO_COMERCIALIZACAO', s);
    const date = this.dateOfLine(f);
    if (!date || date[0] !== out.year || date[1] !== out.month) return this.fail(n, 'PERIOD_INVALID', 'DATA', s);
    if (date[2] !== Math.floor((period - 1) / 24) + 1) return this.fail(n, 'PERIOD_MISMATCH', 'DATA', s);
    const empty =
      f.length('GERACAO_CENTRO_GRAVIDADE') === 0
        ? 'GERACAO_CENTRO_GRAVIDADE'
        : f.length('FATOR_PERDA_INTERNA') === 0
          ? 'FATOR_PERDA_INTERNA'
          : f.length('FATOR_RATEIO_PERDA_GERACAO') === 0
            ? 'FATOR_RATEIO_PERDA_GERACAO'
            : null;
    if (empty) return this.fail(n, 'MEASURE_MISSING', empty, s);
    const micro = microAt(text, f.start('GERACAO_CENTRO_GRAVIDADE'), f.end('GERACAO_CENTRO_GRAVIDADE'));
    if (micro === undefined) return this.fail(n, 'MEASURE_INVALID', 'GERACAO_CENTRO_GRAVIDADE', s);
    const lossOk = isFactorAt(text, f.start('FATOR_PERDA_INTERNA'), f.end('FATOR_PERDA_INTERNA'));
    if (!lossOk || !isFactorAt(text, f.start('FATOR_RATEIO_PERDA_GERACAO'), f.end('FATOR_RATEIO_PERDA_GERACAO')))
      return this.fail(n, 'MEASURE_INVALID', lossOk ? 'FATOR_RATEIO_PERDA_GERACAO' : 'FATOR_PERDA_INTERNA', s);
    if (!Number.isNaN(s.micro[period - 1] as number))
      return this.fail(n, 'DUPLICATE_HOUR', 'PERIODO_COMERCIALIZACAO', s);
    s.micro[period - 1] = micro;
    return true;
  }

  /** The number of lines read so far (the header included). */
  get lineCount(): number {
    return this.n;
  }

  result(): HourlyMonth {
    if (!this.header) throw new ImportProblem('FILE_NOT_FOUND', serverText(SERVER_TEXTS.erroEnviarArquivoArquivoVazio));
    if (!this.out.month)
      throw new ImportProblem('VALIDATION_FAILED', serverText(SERVER_TEXTS.nenhumaLinhaGeracaoHorariaValida));
    return this.out;
  }
}

const lineTooLong = (line: number) =>
  limitExceeded(
    serverText(SERVER_TEXTS.linhaExcedeLimiteLinhaArquivo, { line, lineBytes: sizeText(PARSER_LIMITS.lineBytes) }),
    serverText(SERVER_TEXTS.linha, { line }),
  );

/**
 * Reads a whole file (.csv or .csv.gz bytes, as a stream) into one month of hourly series. Every
 * `sliceMs` of parsing it lets the event loop run (other requests keep their latency); it stops
 * when `signal` aborts (the client went away) and at the first bound of PARSER_LIMITS passed.
 */
export async function parseHourly(input: AsyncIterable<Buffer | string>, signal?: AbortSignal): Promise<HourlyMonth> {
  const reader = new MonthReader();
  let slice = performance.now();
  try {
    for await (const { text, utf8 } of textBlocks(fileBytes(input))) {
      signal?.throwIfAborted();
      reader.block(text, utf8);
      if (performance.now() - slice > PARSER_LIMITS.sliceMs) {
        await new Promise((r) => setImmediate(r));
        slice = performance.now();
      }
    }
  } catch (err) {
    if (err instanceof LineTooLong) throw lineTooLong(reader.lineCount + 1);
    throw err;
  }
  signal?.throwIfAborted();
  return reader.result();
}
