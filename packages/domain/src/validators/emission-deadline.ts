import { EMISSION_DEADLINE_HINT } from '../errors/catalogue-hardening';
import type { DomainMessage } from '../errors/entry';

// I-REC's residual-mix deadline (since 2016; shared notes, domain.md): production of January–June
// may be issued until 31 May of the next year, July–December until 30 September of the next year.
// One rule for the server's refusal, the residual-mix list and the emission form.

const PERIOD = /^(\d{4})-(\d{2})/;

/** Last day (YYYY-MM-DD) to issue the production of a month given as YYYY-MM (or a date in it). */
export function emissionDeadline(period: string): string {
  const m = PERIOD.exec(period);
  if (!m) throw new RangeError(`not a period: ${period}`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12) throw new RangeError(`not a month: ${period}`);
  return month <= 6 ? `${year + 1}-05-31` : `${year + 1}-09-30`;
}

/** Whether the production of `period` may still be issued on `today` (YYYY-MM-DD, the deadline included). */
export const withinEmissionDeadline = (period: string, today: string): boolean =>
  today.slice(0, 10) <= emissionDeadline(period);

/** The deadline as Brazilians write it (dd/mm/aaaa), for messages. */
export const emissionDeadlineText = (period: string): string => emissionDeadline(period).split('-').reverse().join('/');

/** The emission form's hint for a production period (undefined until one is chosen). */
export function emissionDeadlineHint(value: unknown): DomainMessage | undefined {
  if (typeof value !== 'string' || !PERIOD.exec(value)) return undefined;
  const month = Number(value.slice(5, 7));
  if (month < 1 || month > 12) return undefined;
  return { ...EMISSION_DEADLINE_HINT, values: { deadline: emissionDeadlineText(value) } };
}
