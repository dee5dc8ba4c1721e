import { describe, expect, it } from 'vitest';
import { textOf } from '../errors/text';
import { parseDate } from '../format/parse-date';
import { DATE_RANGES, resolveDateBound } from './date-range';

describe('date ranges', () => {
  it('reads every kind of bound on a given day', () => {
    expect(resolveDateBound('1900-01-01', '2026-12-05')).toBe('1900-01-01');
    expect(resolveDateBound('today', '2026-12-05')).toBe('2026-12-05');
    expect(resolveDateBound('today+10y', '2028-02-29')).toBe('2038-02-28');
    expect(resolveDateBound('year-end+1', '2026-12-05')).toBe('2027-12-31');
    expect(resolveDateBound('month-end', '2028-02-05')).toBe('2028-02-29');
    expect(resolveDateBound('tomorrow', '2026-12-05')).toBeUndefined();
  });

  it('lets a form refuse what the API refuses, with the same message', () => {
    const now = new Date('2026-12-05T12:00:00Z');
    const plant = { now, range: DATE_RANGES.plantEvent };
    expect(parseDate('01/01/1800', plant)).toMatchObject({ ok: false });
    const early = parseDate('01/01/1800', plant);
    expect(early.ok ? '' : textOf(early.error)).toBe('A data deve ser igual ou posterior a 01/01/1900');
    const future = parseDate('31/12/9999', plant);
    expect(future.ok ? '' : textOf(future.error)).toBe('A data não pode estar no futuro');
    const period = { now, range: DATE_RANGES.consumptionPeriod };
    expect(parseDate('31/12/2027', period)).toEqual({ ok: true, value: '2027-12-31' });
    const late = parseDate('01/01/2028', period);
    expect(late.ok ? '' : textOf(late.error)).toBe('A data deve ser igual ou anterior a 31/12/2027');
  });
});
