// A redemption automation's hourly matching mode on the form (ADR 0111): up to three preference
// choices in the user's order and, for "source", the preferred source. The rule's own plants are
// its preferred plants (the API uses them when the mode names none), so the form asks for none.

import { MATCHING_PREFERENCES, type MatchPreference as MatchingPreference } from './match';

export type MatchingRuleBody = { preference: MatchingPreference[]; plant_ids?: number[]; source_ids?: number[] };

/** The form's values: each choice '' (none) or a preference; `source_id` '' or a source's id. */
export type MatchingRuleForm = { first: string; second: string; third: string; source_id: string };
export type MatchingRuleField = keyof MatchingRuleForm;
export type MatchingRuleProblem = 'required' | 'repeated' | 'sourceRequired';

export const emptyMatchingRule = (): MatchingRuleForm => ({ first: 'oldest', second: '', third: '', source_id: '' });

const isPreference = (v: unknown): v is MatchingPreference => MATCHING_PREFERENCES.includes(v as MatchingPreference);

export type MatchingRuleCheck =
  | { ok: true; body: MatchingRuleBody }
  | { ok: false; problems: Partial<Record<MatchingRuleField, MatchingRuleProblem>> };

/** The body's `hourly_matching` for the form's values, or what is wrong with them. */
export function matchingRuleOf(form: MatchingRuleForm): MatchingRuleCheck {
  const problems: Partial<Record<MatchingRuleField, MatchingRuleProblem>> = {};
  const chosen: MatchingPreference[] = [];
  for (const field of ['first', 'second', 'third'] as const) {
    const v = form[field];
    if (!isPreference(v)) {
      if (field === 'first') problems.first = 'required';
      continue;
    }
    if (chosen.includes(v)) problems[field] = 'repeated';
    else chosen.push(v);
  }
  const source = Number(form.source_id);
  if (chosen.includes('source') && !(Number.isInteger(source) && source > 0)) problems.source_id = 'sourceRequired';
  if (Object.keys(problems).length) return { ok: false, problems };
  return { ok: true, body: { preference: chosen, ...(chosen.includes('source') ? { source_ids: [source] } : {}) } };
}

/** A stored mode, when the value has its shape (a rule's jsonb, read back from the API). */
export function asMatchingRule(value: unknown): MatchingRuleBody | null {
  if (!value || typeof value !== 'object') return null;
  const p = (value as Record<string, unknown>).preference;
  return Array.isArray(p) && p.length > 0 && p.every(isPreference) ? (value as MatchingRuleBody) : null;
}

/** The form's values for a stored mode: the inverse of matchingRuleOf (its first preferred source). */
export function matchingRuleFormOf(stored: MatchingRuleBody): MatchingRuleForm {
  const [first = '', second = '', third = ''] = stored.preference;
  return { first, second, third, source_id: stored.source_ids?.[0] ? String(stored.source_ids[0]) : '' };
}
