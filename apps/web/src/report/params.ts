import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type ReportDecl, type ReportQuery, reportParams } from '@rec/domain';

// A report's state lives in the address (page, size, filters), like a list's: a filtered report
// can be shared, survives a reload, and a dashboard figure links straight to it.
export type ReportState = { page: number; amount: number; filters: Record<string, string> };

const positive = (value: string | null, fallback: number): number => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
};

const NUMERIC = new Set(['registrant_id', 'participant_id', 'business_id', 'rec_id']);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const valid = (param: string, value: string): boolean =>
  param === 'from' || param === 'to' ? MONTH.test(value) : NUMERIC.has(param) ? positive(value, 0) > 0 : value !== '';

export const readReport = (decl: ReportDecl, params: URLSearchParams): ReportState => {
  const amount = positive(params.get('amount'), DEFAULT_PAGE_SIZE);
  return {
    page: positive(params.get('page'), 1),
    amount: (PAGE_SIZE_OPTIONS as readonly number[]).includes(amount) ? amount : DEFAULT_PAGE_SIZE,
    filters: Object.fromEntries(
      reportParams(decl).flatMap((p) => {
        const value = params.get(p) ?? '';
        return valid(p, value) ? [[p, value]] : [];
      }),
    ),
  };
};

/** The filters as GET /reports/{name} and POST /exports take them (ids as numbers). */
export const reportFilters = (state: ReportState): Record<string, string | number> =>
  Object.fromEntries(Object.entries(state.filters).map(([k, v]) => [k, NUMERIC.has(k) ? Number(v) : v]));

export const reportQuery = (state: ReportState): ReportQuery => ({
  page: state.page,
  amount: state.amount,
  ...reportFilters(state),
});

/** A report that needs a filter (certificatehistory: the emission) waits for it before asking. */
export const missingRequired = (decl: ReportDecl, state: ReportState): boolean =>
  (decl.required ?? []).some((f) => (f === 'period' ? !state.filters.from : !state.filters[f]));
