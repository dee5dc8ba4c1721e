import { REPORT_MESSAGES, REPORTS, type ReportFormat, SERVER_TEXTS, serverText } from '@rec/domain';
import { unprocessable } from '../../http/errors';
import type { Ctx } from '../../http/types';
import type { ColumnKind, ExportColumn } from '../exports/columns';
import { presentReportColumn } from '../exports/presentation';
import { sheetWriter } from '../exports/xlsx';
import { runReport } from './handlers';

// POST /exports with resource `report`: every row of the report under the same filters as GET
// /reports/{name}, page after page, then its totals row ("Total" in the first column).

const KIND: Record<ReportFormat, ColumnKind> = {
  mwh: 'mwh',
  money: 'money',
  decimal: 'rate',
  integer: 'integer',
  text: 'text',
  period: 'text',
  date: 'date',
  datetime: 'datetime',
  boolean: 'boolean',
  enum: 'text',
  document: 'document',
  phone: 'phone',
  email: 'text',
};

export async function writeReportExport(
  ctx: Ctx<'exportList'>,
  filename: string,
  limits: { page: number; maxRows: number },
): Promise<{ rows: number; resource: string }> {
  const name = ctx.body.report;
  if (!name) throw unprocessable('REPORT_REQUIRED', serverText(REPORT_MESSAGES.REPORT_REQUIRED));
  const decl = REPORTS[name];
  // Headed by the labels the reader sent (the screen's language), else by the keys.
  const labels = ctx.body.labels ?? {};
  const columns: ExportColumn[] = decl.columns.map((c) =>
    presentReportColumn(
      { key: c.key, kind: KIND[c.format], ...(Object.hasOwn(labels, c.key) ? { label: labels[c.key] } : {}) },
      c,
    ),
  );
  const run = (page: number) =>
    runReport({ db: ctx.db, user: ctx.user, name, filters: ctx.body.filters ?? {}, page, amount: limits.page });
  const first = await run(1);
  if (first.total > limits.maxRows)
    throw unprocessable(
      'EXPORT_TOO_LARGE',
      serverText(SERVER_TEXTS.relatorioTemLinhasExcelAceita, { total: first.total, maxRows: limits.maxRows }),
    );
  const writer = sheetWriter({ filename }, `report-${name}`, columns);
  let written = 0;
  for (let page = 1, current = first; ; page++) {
    writer.add(current.data);
    written += current.data.length;
    if (current.data.length < limits.page || written >= current.total) break;
    current = await run(page + 1);
  }
  const label = decl.columns[0] && !decl.columns[0].total ? { [decl.columns[0].key]: 'Total' } : {};
  writer.add([{ ...label, ...first.totals }]);
  await writer.finish();
  return { rows: written, resource: `report-${name}` };
}
