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
export function missingColumns(labels: readonly string[], where: 'na planilha' | 'no arquivo' = 'na planilha') {
  return new ImportProblem(
    'VALIDATION_FAILED',
    `Colunas não encontradas ${where}: ${labels.join(', ')}`,
    labels.map((label) => ({ field: label, code: 'missing_column', message: `Coluna não encontrada: ${label}` })),
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

  add(line: number, column: string, message: string, code = 'invalid'): void {
    this.lines.add(line);
    if (this.list.length < MAX_CELL_ERRORS) this.list.push({ field: `linha ${line}.${column}`, code, message });
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
        `A planilha tem ${this.list.length === MAX_CELL_ERRORS ? `${MAX_CELL_ERRORS} ou mais` : this.list.length} célula(s) inválida(s)`,
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
  month(line: number, year: number, month: number, column = 'Mês'): void {
    const period = periodOf(year, month);
    if (!periodClosed(period, this.today))
      this.add(line, column, monthText(period), `Mês ${monthText(period)} ainda não encerrado`);
  }

  /** A whole file about one month (a CCEE hourly file, a month fetched from CCEE). */
  file(year: number, month: number): void {
    const period = periodOf(year, month);
    if (!periodClosed(period, this.today))
      this.add(0, '', monthText(period), `Mês ${monthText(period)} ainda não encerrado`);
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
        allowToday ? `Data ${text} ainda não chegou` : `Período até ${text} ainda não encerrado`,
      );
    }
  }

  private add(line: number, column: string, period: string, message: string): void {
    this.lines++;
    this.periods.add(period);
    if (this.list.length < MAX_CELL_ERRORS)
      this.list.push({ field: line ? `linha ${line}.${column}` : 'file', code: 'PERIOD_NOT_CLOSED', message });
  }

  check(): void {
    if (!this.lines) return;
    throw new ImportProblem(
      'PERIOD_NOT_CLOSED',
      `${this.lines} linha(s) de período ainda não encerrado (${[...this.periods].join(', ')}): importe somente períodos encerrados`,
      this.list,
    );
  }
}

/** Messages of the generation codes (spec §8; the same texts as the domain package's catalogue). */
export const GENERATION_MESSAGES = {
  CEG_NOT_FOUND: 'CEG não cadastrado na plataforma. Contate o administrador do sistema',
  REGISTRANT_NOT_FOUND: 'Registrante não encontrado. Contate o administrador do sistema',
  BUSINESS_NOT_FOUND: 'Empreendimento não encontrado. Contate o administrador do sistema',
  SOURCE_NOT_ASSIGNED: 'Fonte de energia não encontrada. Contate o administrador do sistema',
  EXCEEDS_LIMIT: 'Os dados apresentaram divergência na quantidade de MWh do mês',
  GENERATION_ALREADY_SUBMITTED: 'O registro de geração do mês atual já foi cadastrado',
  HOURLY_ROWS_INVALID: 'Linhas horárias desta usina foram rejeitadas: o total do mês está incompleto',
  FILE_NOT_FOUND: 'Erro ao enviar o arquivo',
} as const;

export type RowErrorCode = Exclude<keyof typeof GENERATION_MESSAGES, 'FILE_NOT_FOUND'>;

/** The codes of a row without any: shared and frozen (a push would throw, never leak). */
export const NO_ERRORS: RowErrorCode[] = Object.freeze([]) as unknown as RowErrorCode[];
