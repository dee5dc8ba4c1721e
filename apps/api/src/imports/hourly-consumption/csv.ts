import { Readable } from 'node:stream';
import { SERVER_TEXTS, serverText } from '@rec/domain';
import { decodeField, encodingOf, fileBytes, LineTooLong, textBlocks } from '../ccee-hourly/lines';
import { fold } from '../cells';
import { limitExceeded, PARSER_LIMITS, sizeText } from '../limits';
import { ImportProblem, missingColumns } from '../problems';
import { type ColumnSpec, type Columns, MAX_ROWS, ROWS_PER_BATCH, type SheetRow } from '../workbook';

// A CSV file read as a stream of whole lines (the CCEE reader's bounded line splitter): the
// header is its first line, the delimiter the first of `;`, tab or `,` the header holds. Fields
// may be quoted ("a;b"); a quote inside one is doubled. Rows come out as a sheet's would.

const DELIMITERS = [';', '\t', ','] as const;

function split(line: string, delimiter: string): string[] {
  if (!line.includes('"')) return line.split(delimiter);
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out;
}

export async function* readCsv<K extends string>(
  data: Buffer,
  columns: readonly ColumnSpec<K>[],
  options: { onHeader: (at: Columns<K>) => void; signal?: AbortSignal },
): AsyncGenerator<SheetRow[]> {
  let line = 0;
  let header: Columns<K> | undefined;
  let delimiter = ';';
  let rows = 0;
  let batch: SheetRow[] = [];
  try {
    for await (const block of textBlocks(fileBytes(Readable.from([data])))) {
      options.signal?.throwIfAborted();
      for (const raw of block.text.split('\n')) {
        line++;
        if (raw.length > PARSER_LIMITS.lineBytes) throw new LineTooLong();
        const text = decodeField(raw.replace(/\r$/, ''), block.utf8 ? 'utf8' : encodingOf(raw));
        const clean = line === 1 ? text.replace(/^\uFEFF/, '') : text;
        if (!header) {
          delimiter = DELIMITERS.find((d) => clean.includes(d)) ?? ';';
          const names = split(clean, delimiter).map(fold);
          const at = {} as Columns<K>;
          for (const c of columns) at[c.key] = names.findIndex((n) => c.aliases.includes(n));
          const missing = columns.filter((c) => c.required && at[c.key] < 0).map((c) => c.label);
          if (missing.length) throw missingColumns(missing, 'file');
          header = at;
          options.onHeader(at);
          continue;
        }
        if (!clean.trim()) continue;
        if (++rows > MAX_ROWS)
          throw new ImportProblem(
            'VALIDATION_FAILED',
            serverText(SERVER_TEXTS.planilhaExcedeLimiteLinhas, { maxRows: MAX_ROWS }),
          );
        batch.push({ line, values: split(clean, delimiter).map((v) => v.trim()) });
        if (batch.length >= ROWS_PER_BATCH) {
          yield batch;
          batch = [];
        }
      }
    }
  } catch (err) {
    if (err instanceof LineTooLong)
      throw limitExceeded(
        serverText(SERVER_TEXTS.linhaExcedeLimiteLinha, {
          value: line + 1,
          lineBytes: sizeText(PARSER_LIMITS.lineBytes),
        }),
        serverText(SERVER_TEXTS.linha, { line: line + 1 }),
      );
    throw err;
  }
  if (batch.length) yield batch;
  if (!header) throw new ImportProblem('FILE_NOT_FOUND', serverText(SERVER_TEXTS.arquivoCsvOuPlanilha));
  if (!rows) throw new ImportProblem('VALIDATION_FAILED', serverText(SERVER_TEXTS.planilhaNaoTemLinhasDados));
}
