import { raise } from '../http/errors';
import { type CursorPosition, cursorsOf } from '../http/list-cursor';

// Cursor walks of the hourly lists (ADR 0136): a keyset on (lead, id), where the lead is the list's
// own order — a bundle's hour (epoch milliseconds) or first certificate number — and neither it nor
// the id changes while the bundle is listed. Ascending only, as the lists are.

export interface HourlyPosition {
  lead: bigint;
  id: number;
}

/** The position of the query's cursor; a cursor goes with page 1 only (400 CURSOR_ORDER). */
export function hourlyPosition(query: { cursor?: string; page?: number }): HourlyPosition | undefined {
  const cursors = cursorsOf(query);
  if (!cursors || query.cursor === undefined) return undefined;
  const position: CursorPosition = cursors.read(query.cursor);
  // Signed for this list, so always ascending with a lead; checked all the same.
  if (position.lead === undefined || position.dir !== 'asc') throw raise('CURSOR_INVALID', { status: 400 });
  if ((query.page ?? 1) !== 1) throw raise('CURSOR_ORDER', { status: 400 });
  return { lead: position.lead, id: position.id };
}

/** `next_cursor` of a page: its last row's position when the page is full, null when it is short. */
export function hourlyNext(
  query: object,
  amount: number,
  last: HourlyPosition | undefined,
  count: number,
): { next_cursor?: string | null } {
  const cursors = cursorsOf(query);
  if (!cursors) return {};
  const full = count === amount && amount > 0 && last !== undefined;
  return { next_cursor: full ? cursors.sign({ dir: 'asc', ...last }) : null };
}
