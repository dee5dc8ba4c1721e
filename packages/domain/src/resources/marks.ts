import { entry } from '../errors/entry';
import { emissionDeadline } from '../validators/emission-deadline';
import type { CellMarker } from './types';

// The badges lists put on cells: why an invoice is blocked, how near an emission deadline is.
// Dates in values are ISO days; the screen writes them in the user's format.

export const MARK_MESSAGES = {
  invoiceBlocked: entry(
    'resources.marks.invoiceBlocked',
    'Vencida em {due}, sem pagamento há {days} dias (prazo de bloqueio excedido)',
  ),
  deadlinePassed: entry('resources.marks.deadlinePassed', 'Prazo encerrado'),
  deadlineNear: entry('resources.marks.deadlineNear', 'Prazo próximo'),
  deadlineNearNote: entry(
    'resources.marks.deadlineNearNote',
    '{days, plural, one {# dia restante} other {# dias restantes}}',
  ),
} as const;

/** How many days before its deadline a residual month is flagged as near. */
export const DEADLINE_NEAR_DAYS = 60;

const dayNumber = (isoDay: string): number => Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`) / 86_400_000;
/** Whole days from `from` to `to` (ISO days); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => Math.round(dayNumber(to) - dayNumber(from));

// A blocked invoice says why: unpaid past its due date for longer than settings' invoiceBlockDay.
export const blockedInvoiceMark: CellMarker = (record, today) => {
  if (record.status !== 'blocked') return undefined;
  const due = typeof record.due_date === 'string' ? record.due_date : '';
  if (!due) return { tone: 'danger' };
  return {
    tone: 'danger',
    note: { ...MARK_MESSAGES.invoiceBlocked, values: { due, days: Math.max(daysBetween(due, today), 0) } },
  };
};

// A residual month past its I-REC deadline (ADR 0017) or within DEADLINE_NEAR_DAYS of it.
export const emissionDeadlineMark: CellMarker = (record, today) => {
  if (typeof record.period !== 'string') return undefined;
  const deadline = emissionDeadline(record.period);
  const left = daysBetween(today, deadline);
  if (left < 0) return { tone: 'danger', badge: MARK_MESSAGES.deadlinePassed };
  if (left > DEADLINE_NEAR_DAYS) return undefined;
  return {
    tone: 'warning',
    badge: MARK_MESSAGES.deadlineNear,
    note: { ...MARK_MESSAGES.deadlineNearNote, values: { days: left } },
  };
};
