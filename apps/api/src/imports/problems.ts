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
