import type { ReportQuery } from './filters';

// The I-REC issuance deadline (domain notes; ADR 0050): production of January–June may be
// certified until 31 May of the next year, July–December until 30 September of the next year.
// Deadlines grow with the production month, so "still open" is every month from one month on.

/** Today's date on the registry's calendar (Brasília), YYYY-MM-DD. */
export const registryToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);

/** The first production month whose deadline has not passed on `today`. */
export function firstOpenPeriod(today: string): string {
  const year = Number(today.slice(0, 4));
  const md = today.slice(5);
  if (md <= '05-31') return `${year - 1}-01`;
  if (md <= '09-30') return `${year - 1}-07`;
  return `${year}-01`;
}

const previousMonth = (period: string): string => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** The status filter open/expired as a narrower from/to. */
export function deadlineBounds(q: ReportQuery, today: string): Pick<ReportQuery, 'from' | 'to'> {
  const first = firstOpenPeriod(today);
  if (q.status === 'open') return { from: q.from && q.from > first ? q.from : first, to: q.to };
  if (q.status === 'expired') {
    const last = previousMonth(first);
    return { from: q.from, to: q.to && q.to < last ? q.to : last };
  }
  return { from: q.from, to: q.to };
}
