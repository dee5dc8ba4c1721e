import { describe, expect, it } from 'vitest';
import { blockedInvoiceMark, DEADLINE_NEAR_DAYS, daysBetween, emissionDeadlineMark, MARK_MESSAGES } from './marks';

describe('cell marks', () => {
  it('counts whole days between ISO days', () => {
    expect(daysBetween('2026-01-10', '2026-01-26')).toBe(16);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
  });

  it('marks a blocked invoice with its due date and the days it went unpaid', () => {
    expect(blockedInvoiceMark({ status: 'open', due_date: '2026-01-10' }, '2026-03-01')).toBeUndefined();
    expect(blockedInvoiceMark({ status: 'blocked', due_date: '2026-01-10' }, '2026-01-26')).toEqual({
      tone: 'danger',
      note: { ...MARK_MESSAGES.invoiceBlocked, values: { due: '2026-01-10', days: 16 } },
    });
  });

  it('warns of a residual month whose I-REC deadline is near, and flags one past it', () => {
    // March production: deadline 31 May of the next year.
    expect(emissionDeadlineMark({ period: '2025-03' }, '2026-01-15')).toBeUndefined();
    expect(emissionDeadlineMark({ period: '2025-03' }, '2026-05-01')).toEqual({
      tone: 'warning',
      badge: MARK_MESSAGES.deadlineNear,
      note: { ...MARK_MESSAGES.deadlineNearNote, values: { days: 30 } },
    });
    expect(emissionDeadlineMark({ period: '2025-03' }, '2026-05-31')?.tone).toBe('warning');
    expect(emissionDeadlineMark({ period: '2025-03' }, '2026-06-01')).toEqual({
      tone: 'danger',
      badge: MARK_MESSAGES.deadlinePassed,
    });
    // August production: 30 September of the next year; near from DEADLINE_NEAR_DAYS before.
    expect(emissionDeadlineMark({ period: '2025-08' }, '2026-08-01')?.tone).toBe('warning');
    expect(DEADLINE_NEAR_DAYS).toBe(60);
  });
});
