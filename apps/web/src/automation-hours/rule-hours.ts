import { type DomainError, InputError } from '@rec/domain';
import {
  type MatchingRuleField,
  type MatchingRuleForm,
  matchingRuleOf,
  type SelectionProblem,
  selectionFieldOf,
  selectionOf,
} from '@rec/domain/hourly';
import type { Granularity } from '../hourly-moves/MoveGranularity';
import type { MoveField, MoveValues } from '../hourly-moves/move-values';

// An automation rule's hours (ADR 0101 and its addendum, ADR 0111): what the form adds to the
// rule's body and where the API's refusals of them go. The selection's account is the rule's
// trade account (the API requires it), so the form does not ask for it twice.

export type RuleHoursBody = { ok: true; add: Record<string, unknown> } | { ok: false };

/** An hourly rule retires the hours chosen (a selection) or the beneficiary's consumption (matching). */
export type HourlyKind = 'hours' | 'matching';

/** What the edited rule held when the edit opened: absent keeps either on PUT, so a dropped one says null. */
export type HeldModes = { selection: boolean; matching: boolean };

export function ruleHoursBody(
  granularity: Granularity,
  kind: HourlyKind,
  values: MoveValues,
  matching: MatchingRuleForm,
  tradeAccount: unknown,
  held: HeldModes,
): RuleHoursBody {
  const add: Record<string, unknown> = {};
  const hours = granularity === 'hourly' && kind === 'hours';
  const matches = granularity === 'hourly' && kind === 'matching';
  if (held.selection && !hours) add.hourly_selection = null;
  if (held.matching && !matches) add.hourly_matching = null;
  if (hours) {
    const check = selectionOf({ ...values, account_id: tradeAccount == null ? '' : String(tradeAccount) });
    if (!check.ok) return { ok: false };
    add.hourly_selection = check.selection;
  }
  if (matches) {
    const check = matchingRuleOf(matching);
    if (!check.ok) return { ok: false };
    add.hourly_matching = check.body;
  }
  return { ok: true, add };
}

/** What the hour inputs show as wrong (the account is the trade account's, checked by the form). */
export function ruleHoursProblems(values: MoveValues): Partial<Record<MoveField, SelectionProblem>> {
  const check = selectionOf({ ...values, account_id: '1' });
  return check.ok ? {} : check.problems;
}

export type PlacedRefusal = {
  form: Record<string, string>;
  hours: Partial<Record<MoveField, string>>;
  matching: Partial<Record<MatchingRuleField, string>>;
};

/** `hourly_matching.*`: the preferred plants are the rule's plants, the source its select. */
const MATCHING_PLACES: Record<string, MatchingRuleField | 'business_ids'> = {
  preference: 'first',
  plant_ids: 'business_ids',
  source_ids: 'source_id',
};

/**
 * A 422 about `hourly_selection.*` or `hourly_matching.*`: the account under the rule's trade
 * account, the range under the month or the last day, the rest under their inputs (a preferred
 * plant under the rule's plants). Null when it names none.
 */
export function placeRuleRefusal(error: DomainError, period: MoveValues['period']): PlacedRefusal | null {
  if (!(error instanceof InputError)) return null;
  const placed: PlacedRefusal = { form: {}, hours: {}, matching: {} };
  for (const [path, text] of Object.entries(error.fieldErrors)) {
    if (path.startsWith('hourly_matching')) {
      const place = MATCHING_PLACES[path.split('.')[1] ?? ''] ?? 'first';
      if (place === 'business_ids') placed.form.business_ids ??= text;
      else placed.matching[place] ??= text;
      continue;
    }
    if (!path.startsWith('hourly_selection')) continue;
    const field = selectionFieldOf(path);
    if (field === 'account_id') placed.form.trade_account_id ??= text;
    else if (field) placed.hours[field] ??= text;
    else placed.hours[period === 'month' ? 'month' : 'day_to'] ??= text;
  }
  const any = [placed.form, placed.hours, placed.matching].some((o) => Object.keys(o).length);
  return any ? placed : null;
}
