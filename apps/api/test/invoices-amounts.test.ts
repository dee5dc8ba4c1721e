import { describe, expect, it } from 'vitest';
import {
  businessDate,
  fromCents,
  monthLabel,
  nextDueDate,
  priceCents,
  toCents,
} from '../src/resources/invoices/amounts';

// Invoice arithmetic and calendar: pure functions, no server.

describe('invoice arithmetic and calendar', () => {
  it('prices volume × unit price in cents, rounding half-up exactly', () => {
    expect(priceCents('100.002500', '2.00')).toBe(20001n); // 200.005 → 200.01
    expect(priceCents('100.123457', '1.50')).toBe(15019n); // 150.1851855 → 150.19
    expect(priceCents('0.003333', '1.50')).toBe(0n); // 0.0049995 → 0.00
    expect(priceCents('0.003334', '1.50')).toBe(1n); // 0.005001 → 0.01
    expect(priceCents('999999999999.999999', '9999.99')).toBe(999998999999999999n); // beyond 2^53: no float
    expect([toCents('12.3'), toCents('-0.05'), fromCents(-5n), fromCents(123456n)]).toEqual([
      1230n,
      -5n,
      '-0.05',
      '1234.56',
    ]);
  });

  it('falls due on the next occurrence of the due day after the emission date', () => {
    expect(nextDueDate('2026-01-05', 10)).toBe('2026-01-10');
    expect(nextDueDate('2026-01-10', 10)).toBe('2026-02-10');
    expect(nextDueDate('2026-12-20', 10)).toBe('2027-01-10');
    expect(nextDueDate('2026-01-31', 27)).toBe('2026-02-27');
    expect(nextDueDate('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('dates invoices on the Brazilian calendar', () => {
    expect(businessDate(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    expect(businessDate(new Date('2026-03-01T03:30:00Z'))).toBe('2026-03-01');
    expect(monthLabel('2026-01')).toBe('01/2026');
  });
});
