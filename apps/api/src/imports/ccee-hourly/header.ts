import { missingColumns } from '../problems';

// The header of a CCEE hourly file: its delimiter (the candidate it contains most) and where the
// columns the import reads are. The names are compared without case, accents or spaces.

export const DELIMITERS = [';', ',', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export const REQUIRED = [
  'DATA',
  'PERIODO_COMERCIALIZACAO',
  'CODIGO_PARCELA_USINA',
  'GERACAO_CENTRO_GRAVIDADE',
  'FATOR_PERDA_INTERNA',
  'FATOR_RATEIO_PERDA_GERACAO',
] as const;
export const OPTIONAL = ['MES_REFERENCIA', 'SIGLA_USINA', 'SUBMERCADO'] as const;
export type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

export interface HeaderOf<C extends string> {
  delimiter: Delimiter;
  /** Index of each column in a line's fields; -1 when absent (optional columns only). */
  at: Record<C, number>;
  /** Number of fields of the header. */
  width: number;
}
export type Header = HeaderOf<Column>;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f"]/g, '')
    .trim()
    .toUpperCase()
    .replace(/\s+/g, '_');

/** Reads a header line (Latin-1 text of its bytes); 422 VALIDATION_FAILED when columns are missing. */
export function readHeaderOf<C extends string>(
  latin1Line: string,
  required: readonly C[],
  optional: readonly C[],
): HeaderOf<C> {
  let line = latin1Line.startsWith('\xef\xbb\xbf') ? latin1Line.slice(3) : latin1Line;
  line = Buffer.from(line, 'latin1').toString('utf8');
  let delimiter: Delimiter = ';';
  let most = 0;
  for (const d of DELIMITERS) {
    const n = line.split(d).length - 1;
    if (n > most) {
      most = n;
      delimiter = d;
    }
  }
  const names = line.split(delimiter).map(fold);
  const at = {} as Record<C, number>;
  for (const c of [...required, ...optional]) at[c] = names.indexOf(c);
  const missing = required.filter((c) => at[c] < 0);
  if (missing.length) throw missingColumns(missing, 'file');
  return { delimiter, at, width: names.length };
}

/** The header of a CCEE hourly file. */
export const readHeader = (latin1Line: string): Header => readHeaderOf<Column>(latin1Line, REQUIRED, OPTIONAL);
