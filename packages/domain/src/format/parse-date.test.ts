import { describe, expect, it } from 'vitest';
import { parseDate } from './parse-date';

const now = new Date('2024-06-10T12:00:00Z');

describe('parseDate', () => {
  it('reads DD/MM/YYYY into the API date', () => {
    expect(parseDate('05/03/2024', { now })).toEqual({ ok: true, value: '2024-03-05' });
    expect(parseDate(' 29/02/2024 ', { now })).toEqual({ ok: true, value: '2024-02-29' });
  });

  it('rejects a day that does not exist', () => {
    const result = parseDate('31/02/2024', { now });
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ defaultMessage: 'Data inexistente no calendário' }),
    });
    expect(parseDate('29/02/2023', { now }).ok).toBe(false);
    expect(parseDate('00/01/2024', { now }).ok).toBe(false);
  });

  it('rejects other notations', () => {
    for (const text of ['2024-03-05', '5/3/2024', '05-03-2024', '', 'hoje']) {
      const result = parseDate(text, { now });
      expect(result.ok ? 'accepted' : result.error.defaultMessage).toBe('Data inválida. Use o formato DD/MM/AAAA');
    }
  });

  it('rejects a future day, judged by the calendar in Brazil', () => {
    const result = parseDate('11/06/2024', { now });
    expect(result.ok ? 'accepted' : result.error.defaultMessage).toBe('A data não pode estar no futuro');
    expect(parseDate('10/06/2024', { now }).ok).toBe(true);
    // 01:30 UTC on the 11th is still the 10th in São Paulo.
    const lateEvening = new Date('2024-06-11T01:30:00Z');
    expect(parseDate('11/06/2024', { now: lateEvening }).ok).toBe(false);
    expect(parseDate('11/06/2024', { now: lateEvening, timeZone: 'UTC' }).ok).toBe(true);
  });

  it('accepts a future day when the field allows it', () => {
    expect(parseDate('01/01/2030', { now, allowFuture: true })).toEqual({ ok: true, value: '2030-01-01' });
  });

  it('uses the current day when no clock is given', () => {
    expect(parseDate('01/01/2000').ok).toBe(true);
    expect(parseDate('01/01/2999').ok).toBe(false);
  });
});
