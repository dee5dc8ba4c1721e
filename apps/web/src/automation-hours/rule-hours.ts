import { type DomainError, InputError } from '@rec/domain';
import { type SelectionProblem, selectionFieldOf, selectionOf } from '@rec/domain/hourly';
import type { Granularity } from '../hourly-moves/MoveGranularity';
import type { MoveField, MoveValues } from '../hourly-moves/move-values';

// An automation rule's hours (ADR 0101 and its addendum): what the form adds to the rule's body
// and where the API's refusals of them go. The selection's account is the rule's trade account
// (the API requires it), so the form does not ask for it twice.

export type RuleHoursBody = { ok: true; add: Record<string, unknown> } | { ok: false };

/**
 * `wasHourly`: the rule held a selection when the edit opened. Absent keeps a rule's selection
 * on PUT, so a rule made monthly again says null.
 */
export function ruleHoursBody(
  granularity: Granularity,
  values: MoveValues,
  tradeAccount: unknown,
  wasHourly: boolean,
): RuleHoursBody {
  if (granularity === 'monthly') return { ok: true, add: wasHourly ? { hourly_selection: null } : {} };
  const check = selectionOf({ ...values, account_id: tradeAccount == null ? '' : String(tradeAccount) });
  return check.ok ? { ok: true, add: { hourly_selection: check.selection } } : { ok: false };
}

/** What the hour inputs show as wrong (the account is the trade account's, checked by the form). */
export function ruleHoursProblems(values: MoveValues): Partial<Record<MoveField, SelectionProblem>> {
  const check = selectionOf({ ...values, account_id: '1' });
  return check.ok ? {} : check.problems;
}

export type PlacedRefusal = { form: Record<string, string>; hours: Partial<Record<MoveField, string>> };

/**
 * A 422 about `hourly_selection.*`: the account under the rule's trade account, the range under
 * the month or the last day, the rest under their selection inputs. Null when it names none.
 */
export function placeRuleRefusal(error: DomainError, period: MoveValues['period']): PlacedRefusal | null {
  if (!(error instanceof InputError)) return null;
  const placed: PlacedRefusal = { form: {}, hours: {} };
  for (const [path, text] of Object.entries(error.fieldErrors)) {
    if (!path.startsWith('hourly_selection')) continue;
    const field = selectionFieldOf(path);
    if (field === 'account_id') placed.form.trade_account_id ??= text;
    else if (field) placed.hours[field] ??= text;
    else placed.hours[period === 'month' ? 'month' : 'day_to'] ??= text;
  }
  return Object.keys(placed.form).length || Object.keys(placed.hours).length ? placed : null;
}
