import { VALIDATION_MESSAGES as V } from '../errors/catalogue-validation';
import type { DomainMessage } from '../errors/entry';

// The range a date field's meaning allows, as the contract states it (`x-date-range` beside
// `format: date`): both the API and the web's forms read a bound through this one function.
// A bound is an ISO day ('1900-01-01'), 'today', 'today+<n>y' (n years from today),
// 'month-end' (the current month's last day) or 'year-end+<n>' (31 December of the current year
// plus n years); the day is the registry's.

export interface DateRange {
  readonly min?: string;
  readonly max?: string;
}

// The ranges the contract gives its dates, by meaning (openapi/components/schemas, x-date-range).
export const DATE_RANGES = {
  // Something that happened to a plant (operation, registration, first generation): §5, not in the future.
  plantEvent: { min: '1900-01-01', max: 'today' },
  // A registration's expiry (I-REC): ahead of today, within a registration's life.
  registrationExpiry: { min: '1900-01-01', max: 'today+10y' },
  // Consumption a redemption or a beneficiary reports: a reporting year may still be running.
  consumptionPeriod: { min: '2000-01-01', max: 'year-end+1' },
  // Production an emission certifies: whole months, the current one at most.
  productionPeriod: { min: '2000-01-01', max: 'month-end' },
  // The registry's acts on an emission (SISREC approval): not in the future.
  registryAct: { min: '2000-01-01', max: 'today' },
  // When an invoice falls due: a bill payable within a year (never before the ledger began).
  invoiceDue: { min: '2000-01-01', max: 'today+1y' },
} as const satisfies Record<string, DateRange>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const YEARS_AHEAD = /^today\+(\d{1,2})y$/;
const YEAR_END = /^year-end\+(\d{1,2})$/;

const pad = (year: number) => String(year).padStart(4, '0');

/** The ISO day a bound names on `today` (YYYY-MM-DD); undefined for a bound it cannot read. */
export const resolveDateBound = (bound: string, today: string): string | undefined => {
  if (ISO_DAY.test(bound)) return bound;
  if (bound === 'today') return today;
  const year = Number(today.slice(0, 4));
  const ahead = YEARS_AHEAD.exec(bound);
  // 29 February plus whole years lands on 28 February (a day that exists).
  if (ahead) return `${pad(year + Number(ahead[1]))}${today.slice(4) === '-02-29' ? '-02-28' : today.slice(4)}`;
  if (bound === 'month-end') {
    const [y, m] = today.split('-').map(Number) as [number, number];
    return `${today.slice(0, 8)}${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
  }
  const end = YEAR_END.exec(bound);
  return end ? `${pad(year + Number(end[1]))}-12-31` : undefined;
};

/** Which side of the range an ISO day falls outside, with the bound it broke. */
export const outsideDateRange = (
  iso: string,
  range: DateRange,
  today: string,
): { side: 'min' | 'max'; bound: string; isToday: boolean } | undefined => {
  const min = range.min === undefined ? undefined : resolveDateBound(range.min, today);
  const max = range.max === undefined ? undefined : resolveDateBound(range.max, today);
  if (min !== undefined && iso < min) return { side: 'min', bound: min, isToday: range.min === 'today' };
  if (max !== undefined && iso > max) return { side: 'max', bound: max, isToday: range.max === 'today' };
  return undefined;
};

/** The field's message for a day outside its range (pt, DD/MM/AAAA): 'today' reads as §5's text. */
export const dateRangeMessage = (outside: NonNullable<ReturnType<typeof outsideDateRange>>): DomainMessage => {
  if (outside.side === 'max' && outside.isToday) return V.dateInFuture;
  const day = outside.bound.split('-').reverse().join('/');
  return outside.side === 'min'
    ? { ...V.dateTooEarly, values: { min: day } }
    : { ...V.dateTooLate, values: { max: day } };
};
