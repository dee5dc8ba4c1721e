import type { ReportDecl } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ReportQuery } from './filters';

export type Row = Record<string, unknown>;

/** How one report is computed: its page of rows, and its row count with the totals row. */
export interface ReportSource {
  /** Brings what the report reads up to date before the page and the summary run (in parallel). */
  prepare?(db: Kysely<DB>): Promise<void>;
  rows(db: Kysely<DB>, q: ReportQuery): Promise<Row[]>;
  summary(db: Kysely<DB>, q: ReportQuery): Promise<{ total: number; totals: Row }>;
  /**
   * The declared chart over every matching row (ADR 0085): one row per category with the series
   * summed, months oldest first; named categories (plants, registrants) the largest CHART_TOP first.
   */
  chart?(db: Kysely<DB>, q: ReportQuery): Promise<Row[]>;
}

/** How many named categories a chart shows (a month axis shows every month of the filter). */
export const CHART_TOP = 12;

type Cell = string | number | boolean | null;

function cell(format: ReportDecl['columns'][number]['format'], v: unknown): Cell {
  if (v === null || v === undefined) return null;
  switch (format) {
    case 'integer':
      return Number(v);
    case 'boolean':
      return Boolean(v);
    case 'date':
      return v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
    case 'datetime':
      return (v instanceof Date ? v : new Date(String(v))).toISOString();
    default:
      return String(v);
  }
}

/** A row in the declaration's columns and formats: every declared key, nothing else. */
export function shapeRow(decl: ReportDecl, row: Row): Record<string, Cell> {
  return Object.fromEntries(decl.columns.map((c) => [c.key, cell(c.format, row[c.key])]));
}

/** The totals row: the declared total columns only. */
export function shapeTotals(decl: ReportDecl, totals: Row): Record<string, Cell> {
  return Object.fromEntries(decl.columns.filter((c) => c.total).map((c) => [c.key, cell(c.format, totals[c.key])]));
}

/** The chart's rows: its category and series columns only, in the declaration's formats. */
export function shapeChart(decl: ReportDecl, rows: Row[]): Record<string, Cell>[] {
  const keys = new Set([decl.chart?.x, ...(decl.chart?.series ?? [])]);
  const columns = decl.columns.filter((c) => keys.has(c.key));
  return rows.map((row) => Object.fromEntries(columns.map((c) => [c.key, cell(c.format, row[c.key])])));
}
