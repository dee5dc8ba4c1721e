import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { FileReply } from '../http/types';
import { EXAMPLE_BENEFICIARY, lastClosedMonth } from '../imports/templates/examples';
import { workbook } from '../imports/templates/workbooks';
import type { CheckedRow } from './check';
import { BULK_COLUMNS, type BulkKey, type BulkKind } from './columns';

// The templates of bulk files: headed by the labels of the very columns the reader takes, one
// example line (placeholder codes: a template holds no one's data, ADR 0087). CSV in the imports'
// CCEE-like shape (`;`, comma decimals, DD/MM/AAAA).

type Cell = string | number | Date;

function example(kind: BulkKind, now: Date): Record<BulkKey, Cell> {
  const m = lastClosedMonth(now);
  return {
    source: 'BR-SUA-CONTA-TR-01',
    rec: 1234,
    volume: 12.5,
    destination: kind === 'transfers' ? 'BR-DESTINO-TR-01' : '',
    beneficiary: EXAMPLE_BENEFICIARY,
    purpose: 'Escopo 2',
    start: m.first,
    end: m.last,
  };
}

const ddmmyyyy = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('/');
const csvCell = (v: Cell) =>
  v instanceof Date ? ddmmyyyy(v) : typeof v === 'number' ? String(v).replace('.', ',') : v;

export async function bulkTemplate(kind: BulkKind, format: 'xlsx' | 'csv', now = new Date()): Promise<FileReply> {
  const columns = BULK_COLUMNS[kind];
  const values = example(kind, now);
  const base = kind === 'transfers' ? 'modelo-transferencias-em-lote' : 'modelo-resgates-em-lote';
  if (format === 'csv') {
    const text = `${columns.map((c) => c.label).join(';')}\r\n${columns.map((c) => csvCell(values[c.key])).join(';')}\r\n`;
    return { kind: 'file', contentType: 'text/csv; charset=utf-8', filename: `${base}.csv`, body: Buffer.from(text) };
  }
  const name = serverText(kind === 'transfers' ? SERVER_TEXTS.transferencias : SERVER_TEXTS.resgates);
  return {
    kind: 'file',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: `${base}.xlsx`,
    body: await workbook(name, columns, values),
  };
}

/** The result file of a done job: each booked line as the file had it, with its transfer's or retirement's id. */
export function resultFile(kind: BulkKind, jobId: number, rows: CheckedRow[], booked: [number, number][]): FileReply {
  const ids = new Map(booked);
  const columns = BULK_COLUMNS[kind];
  const head = [
    serverText(SERVER_TEXTS.resultadoLinha),
    ...columns.map((c) => c.label),
    serverText(kind === 'transfers' ? SERVER_TEXTS.resultadoTransferencia : SERVER_TEXTS.resultadoResgate),
  ];
  const cells = (r: CheckedRow): Record<BulkKey, string> => ({
    source: r.source_account_code ?? '',
    rec: String(r.rec_id ?? ''),
    volume: (r.volume ?? '').replace('.', ','),
    destination: r.destination_account_code ?? '',
    beneficiary: r.beneficiary_name ?? '',
    purpose: r.purpose ?? '',
    start: r.period_start ?? '',
    end: r.period_end ?? '',
  });
  // A cell a spreadsheet would run as a formula is written as text.
  const safe = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
  const quote = (raw: string) => {
    const v = safe(raw);
    return /[;"\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
  };
  const lines = rows
    .filter((r) => ids.has(r.line))
    .map((r) => {
      const c = cells(r);
      return [String(r.line), ...columns.map((col) => c[col.key]), String(ids.get(r.line))];
    });
  const text = [head, ...lines].map((l) => l.map(quote).join(';')).join('\r\n');
  return {
    kind: 'file',
    contentType: 'text/csv; charset=utf-8',
    filename: `resultado-lote-${jobId}.csv`,
    body: Buffer.from(`\uFEFF${text}\r\n`),
  };
}
