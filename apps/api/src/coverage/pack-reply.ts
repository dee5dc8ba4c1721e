import { PACK_COLUMNS, type PackBundle, type PackRow, packRows } from '@rec/domain/scope2';
import type { FileReply } from '../http/types';
import { neutralise } from '../resources/exports/neutralise';
import type { coverageYear } from './coverage';
import { summaryRows } from './pack-summary';
import { packWorkbook } from './pack-xlsx';

// The Scope 2 pack of a beneficiary-year as a file (exportBeneficiaryScope2, ADR 0107): XLSX
// (summary + hours), or CSV / JSON of the same hourly columns; JSON also carries the summary
// figures as getBeneficiaryCoverage answers them.

type Read = Awaited<ReturnType<typeof coverageYear>>;

const CSV_QUOTE = /[",\r\n;]/;
const csvCell = (text: string) => {
  const safe = neutralise(text);
  return CSV_QUOTE.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function packCsv(rows: readonly PackRow[]): string {
  const lines = [PACK_COLUMNS.join(',')];
  for (const r of rows) lines.push(PACK_COLUMNS.map((c) => csvCell(r[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

const CONTENT = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;

export async function scope2Pack(read: Read, format: keyof typeof CONTENT) {
  const { answer } = read;
  const rows = packRows(
    answer.year,
    answer.boundary,
    read.hours,
    read.matching as Read['matching'] & { used: PackBundle[][] },
    read.factors,
    read.codes,
  );
  const body =
    format === 'xlsx'
      ? await packWorkbook(summaryRows(answer), rows)
      : Buffer.from(
          format === 'csv' ? packCsv(rows) : JSON.stringify({ ...answer, columns: PACK_COLUMNS, hours: rows }),
          'utf8',
        );
  const code = answer.beneficiary.code.replace(/[^\w.-]+/g, '');
  // An object literal, not a FileReply annotation: the contract types this answer as an open object.
  const reply = {
    kind: 'file' as const,
    contentType: CONTENT[format],
    filename: `escopo2-${code}-${answer.year}.${format}`,
    body,
    length: body.length,
  };
  return reply satisfies FileReply;
}
