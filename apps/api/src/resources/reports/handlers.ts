import { canAccess, REPORTS, type ReportName } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { forbidden } from '../../http/errors';
import type { Handlers, Principal } from '../../http/types';
import { shapeChart, shapeRow, shapeTotals } from './engine';
import { type ReportInput, reportQuery } from './filters';
import { SOURCES } from './sources';

// GET /reports/{name} (ADR 0050): who may run the report comes from the domain's grants
// (report_<name>: show), its filters and columns from the domain's declaration, its rows from
// SOURCES. Client roles see only their registrant's rows.

export interface ReportRun {
  db: Kysely<DB>;
  user: Principal;
  name: ReportName;
  filters: ReportInput;
  page?: number;
  amount?: number;
}

/** One page of a report with its total row count, totals row and chart, shaped by its declaration. */
export async function runReport({ db, user, name, filters, page, amount }: ReportRun) {
  if (!canAccess(user.role, { resource: `report_${name}`, action: 'show' })) throw forbidden();
  const decl = REPORTS[name];
  const source = SOURCES[name];
  const q = reportQuery(decl, filters, user, { page, amount });
  await source.prepare?.(db);
  const [rows, { total, totals }, chart] = await Promise.all([
    source.rows(db, q),
    source.summary(db, q),
    decl.chart && source.chart ? source.chart(db, q) : undefined,
  ]);
  return {
    report: name,
    data: rows.map((r) => shapeRow(decl, r)),
    total,
    totals: shapeTotals(decl, totals),
    // The chart sums what the totals sum (every matching row), never the page on screen.
    ...(chart ? { chart: shapeChart(decl, chart) } : {}),
  };
}

export const reportsHandlers: Handlers = {
  async getReport({ db, user, params, query }) {
    const { page, amount, ...filters } = query;
    return runReport({ db, user, name: params.name, filters, page, amount });
  },
};
