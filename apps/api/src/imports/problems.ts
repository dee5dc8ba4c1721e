import {
  type FieldCode,
  GENERATION_MESSAGES,
  type GenerationErrorCode,
  ptText,
  SERVER_TEXTS,
  serverText,
} from '@rec/domain';
import { monthText, periodClosed } from '@rec/domain/emission-periods';
import { type ErrorCode, type HttpError, unprocessable } from '../http/errors';
import { CellError } from './cells';

type FieldError = NonNullable<HttpError['fields']>[number];

/**
 * Why a whole import is refused (422): FILE_NOT_FOUND (no file, not a readable workbook),
 * VALIDATION_FAILED (missing columns, cells that cannot be read — with one field error per cell),
 * CCEE_OFFLINE (the connector did not fetch anything). Row-level findings are not problems: they
 * are the rows' `errors` in the preview.
 */
export class ImportProblem extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'ImportProblem';
  }

  toHttp(): HttpError {
    return unprocessable(this.code, this.message, this.fields);
  }
}

/** 422 VALIDATION_FAILED for columns a file lacks: one field error per column, by the name it goes by. */
const WHERE = { sheet: SERVER_TEXTS.naPlanilha, file: SERVER_TEXTS.noArquivo } as const;

export function missingColumns(labels: readonly string[], where: keyof typeof WHERE = 'sheet') {
  return new ImportProblem(
    'VALIDATION_FAILED',
    serverText(SERVER_TEXTS.colunasNaoEncontradas, { where: serverText(WHERE[where]), labels: labels.join(', ') }),
    labels.map((label) => ({
      field: label,
      code: 'missing_column',
      message: serverText(SERVER_TEXTS.colunaNaoEncontrada, { label }),
    })),
  );
}

/** At most this many cell errors are reported; the file is refused at the first one anyway. */
const MAX_CELL_ERRORS = 100;

/** Collects the cell errors of a file; `check()` throws them all as one 422. */
export class CellErrors {
  private readonly list: FieldError[] = [];
  private readonly lines = new Set<number>();

  get count(): number {
    return this.list.length;
  }

  /** Runs a cell reader on a value; a CellError is recorded against `linha N.<column>` and yields undefined. */
  read<T>(line: number, column: string, fn: (value: unknown) => T, value: unknown): T | undefined {
    try {
      return fn(value);
    } catch (err) {
      if (!(err instanceof CellError)) throw err;
      this.add(line, column, err.message);
      return undefined;
    }
  }

  add(line: number, column: string, message: string, code: FieldCode = 'invalid'): void {
    this.lines.add(line);
    if (this.list.length < MAX_CELL_ERRORS)
      this.list.push({ field: serverText(SERVER_TEXTS.linhaColuna, { line, column }), code, message });
  }

  /** Whether a line has an error already. */
  has(line: number): boolean {
    return this.lines.has(line);
  }

  /** Whether enough errors were seen to stop reading. */
  get full(): boolean {
    return this.list.length >= MAX_CELL_ERRORS;
  }

  check(): void {
    if (this.list.length)
      throw new ImportProblem(
        'VALIDATION_FAILED',
        serverText(SERVER_TEXTS.planilhaTemCelulaSInvalida, {
          value:
            this.list.length === MAX_CELL_ERRORS
              ? serverText(SERVER_TEXTS.nOuMais, { MAX_CELL_ERRORS })
              : this.list.length,
        }),
        this.list,
      );
  }
}

/**
 * Lines of a file whose period has not ended on the registry's calendar (the domain's rule):
 * `check()` refuses the file as one 422 PERIOD_NOT_CLOSED with a field error per line.
 */
// YYYY-MM with the year's four digits (year 776 is '0776', as the contract's pattern writes it).
const periodOf = (year: number, month: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

export class OpenPeriods {
  private readonly list: FieldError[] = [];
  private readonly periods = new Set<string>();
  private lines = 0;

  constructor(private readonly today: string) {}

  /** A line about a month (generation, a CCEE file): refused while the month is not over. */
  month(line: number, year: number, month: number, column = serverText(SERVER_TEXTS.mes)): void {
    const period = periodOf(year, month);
    if (!periodClosed(period, this.today))
      this.add(
        line,
        column,
        monthText(period),
        serverText(SERVER_TEXTS.mesAindaNaoEncerrado, { period: monthText(period) }),
      );
  }

  /** A whole file about one month (a CCEE hourly file, a month fetched from CCEE). */
  file(year: number, month: number): void {
    const period = periodOf(year, month);
    if (!periodClosed(period, this.today))
      this.add(0, '', monthText(period), serverText(SERVER_TEXTS.mesAindaNaoEncerrado, { period: monthText(period) }));
  }

  /** A line about a day (YYYY-MM-DD), refused while the day is not over (`allowToday`: once it has begun). */
  day(line: number, day: string, column: string, allowToday = false): void {
    const ok = allowToday ? day <= this.today.slice(0, 10) : periodClosed(day, this.today);
    if (!ok) {
      const text = day.split('-').reverse().join('/');
      this.add(
        line,
        column,
        text,
        allowToday
          ? serverText(SERVER_TEXTS.dataAindaNaoChegou, { text })
          : serverText(SERVER_TEXTS.periodoAteAindaNaoEncerrado, { text }),
      );
    }
  }

  private add(line: number, column: string, period: string, message: string): void {
    this.lines++;
    this.periods.add(period);
    if (this.list.length < MAX_CELL_ERRORS)
      this.list.push({
        field: line ? serverText(SERVER_TEXTS.linhaColuna, { line, column }) : 'file',
        code: 'PERIOD_NOT_CLOSED',
        message,
      });
  }

  check(): void {
    if (!this.lines) return;
    throw new ImportProblem(
      'PERIOD_NOT_CLOSED',
      serverText(SERVER_TEXTS.linhaSPeriodoAindaNao, { lines: this.lines, value: [...this.periods].join(', ') }),
      this.list,
    );
  }
}

// The row codes in the order a row's errors are listed (store.ts), plus the file's own code.
const GENERATION_CODES = [
  'CEG_NOT_FOUND',
  'REGISTRANT_NOT_FOUND',
  'BUSINESS_NOT_FOUND',
  'SOURCE_NOT_ASSIGNED',
  'EXCEEDS_LIMIT',
  'GENERATION_ALREADY_SUBMITTED',
  'HOURLY_ROWS_INVALID',
  'FILE_NOT_FOUND',
] as const satisfies readonly GenerationErrorCode[];

/** Texts of the generation codes (spec §8), read from the domain's catalogue. */
export const GENERATION_TEXTS = Object.fromEntries(
  GENERATION_CODES.map((code) => [code, ptText(GENERATION_MESSAGES[code])]),
) as Record<(typeof GENERATION_CODES)[number], string>;

export type RowErrorCode = Exclude<(typeof GENERATION_CODES)[number], 'FILE_NOT_FOUND'>;

/** The codes of a row without any: shared and frozen (a push would throw, never leak). */
export const NO_ERRORS: RowErrorCode[] = Object.freeze([]) as unknown as RowErrorCode[];
