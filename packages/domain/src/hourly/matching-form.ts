import { BRASILIA_OFFSET_HOURS } from './hours';
import type { MatchPreference } from './match';
import { monthSpan } from './move-form';

// The 24/7 matching screen's choices (issue 39 item 2), turned into the contract's
// HourlyMatchingInput: a Brasília month or year becomes its UTC [from, to); the preference order
// is the criteria the user ticked, in the order the user put them; the preferred plants and
// sources travel only with the criterion that reads them.

export type MatchingPreference = MatchPreference;
export type MatchingPeriod = 'month' | 'year';

/** The form's values, as the inputs hold them (ids as text, so an unchosen select is ''). */
export interface MatchingForm {
  account_id: string;
  beneficiary_id: string;
  period: MatchingPeriod;
  month: string;
  year: string;
  /** Every criterion, in the order shown; `used` says which of them apply. */
  order: readonly MatchingPreference[];
  used: readonly MatchingPreference[];
  plant_ids: readonly string[];
  source_ids: readonly string[];
}

/** The contract's HourlyMatchingInput. */
export interface HourlyMatchingInputBody {
  account_id: number;
  beneficiary_id: number;
  from: string;
  to: string;
  preference: MatchingPreference[];
  plant_ids?: number[];
  source_ids?: number[];
}

/** The contract's default order is oldest first; plant and source wait below it, unticked. */
export const emptyMatchingForm = (month: string): MatchingForm => ({
  account_id: '',
  beneficiary_id: '',
  period: 'month',
  month,
  year: month.slice(0, 4),
  order: ['oldest', 'plant', 'source'],
  used: ['oldest'],
  plant_ids: [],
  source_ids: [],
});

/** Why a field is refused; the screen words each one (`hourlyMatching.error.<code>`). */
export type MatchingProblem = 'required' | 'month' | 'year' | 'preference' | 'plants' | 'sources';
export type MatchingField = 'account_id' | 'beneficiary_id' | 'month' | 'year' | 'order' | 'plant_ids' | 'source_ids';
export type MatchingCheck =
  | { ok: true; input: HourlyMatchingInputBody }
  | { ok: false; problems: Partial<Record<MatchingField, MatchingProblem>> };

const YEAR = /^(\d{4})$/;
const idOf = (text: string) => (/^[1-9]\d*$/.test(text) ? Number(text) : undefined);

/** [from, to) in UTC of a Brasília calendar year (YYYY). */
export function yearSpan(year: string): { from: number; to: number } | undefined {
  const m = YEAR.exec(year);
  if (!m) return undefined;
  const y = Number(m[1]);
  return { from: Date.UTC(y, 0, 1, BRASILIA_OFFSET_HOURS), to: Date.UTC(y + 1, 0, 1, BRASILIA_OFFSET_HOURS) };
}

/** The criteria that apply, in the user's order, each once. */
export const preferenceOf = (f: Pick<MatchingForm, 'order' | 'used'>): MatchingPreference[] =>
  [...new Set(f.order)].filter((p) => f.used.includes(p));

/** Ids in the user's order, each once; undefined when one is not an id. */
const idsOf = (texts: readonly string[]): number[] | undefined => {
  const ids = texts.map(idOf);
  return ids.every((id) => id !== undefined) ? [...new Set(ids as number[])] : undefined;
};

function spanOf(f: MatchingForm, problems: Partial<Record<MatchingField, MatchingProblem>>) {
  const span = f.period === 'month' ? monthSpan(f.month) : yearSpan(f.year);
  const field = f.period === 'month' ? 'month' : 'year';
  if (!span) problems[field] = f[field] ? f.period : 'required';
  return span;
}

/** The input the form describes, or what is wrong with it, field by field. */
export function matchingInputOf(f: MatchingForm): MatchingCheck {
  const problems: Partial<Record<MatchingField, MatchingProblem>> = {};
  const account = idOf(f.account_id);
  const beneficiary = idOf(f.beneficiary_id);
  if (account === undefined) problems.account_id = 'required';
  if (beneficiary === undefined) problems.beneficiary_id = 'required';
  const span = spanOf(f, problems);
  const preference = preferenceOf(f);
  if (!preference.length) problems.order = 'preference';
  const plants = preference.includes('plant') ? idsOf(f.plant_ids) : [];
  const sources = preference.includes('source') ? idsOf(f.source_ids) : [];
  // A plant (source) criterion with nothing preferred would order nothing: say so at its picker.
  if (!plants?.length && preference.includes('plant')) problems.plant_ids = 'plants';
  if (!sources?.length && preference.includes('source')) problems.source_ids = 'sources';
  if (Object.keys(problems).length || account === undefined || beneficiary === undefined || !span) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    input: {
      account_id: account,
      beneficiary_id: beneficiary,
      from: new Date(span.from).toISOString(),
      to: new Date(span.to).toISOString(),
      preference,
      ...(plants?.length ? { plant_ids: plants } : {}),
      ...(sources?.length ? { source_ids: sources } : {}),
    },
  };
}

/** The list with item `index` moved by `delta` places (−1 up, +1 down); unchanged at an edge. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}

/** What confirming adds to the input: where the certificates are retired and why. */
export interface MatchingRetirementForm {
  retirement_account_id: string;
  purpose: string;
  notes: string;
}

export const emptyMatchingRetirement = (): MatchingRetirementForm => ({
  retirement_account_id: '',
  purpose: '',
  notes: '',
});

/** The contract's HourlyMatchingRetirementInput. */
export type HourlyMatchingRetirementBody = HourlyMatchingInputBody & {
  retirement_account_id: number;
  purpose: string;
  notes?: string;
};

export type MatchingRetirementCheck =
  | { ok: true; body: HourlyMatchingRetirementBody }
  | { ok: false; problems: Partial<Record<keyof MatchingRetirementForm, 'required'>> };

/** The confirmation's body: the dry run's input plus the retirement account and purpose. */
export function matchingRetirementOf(
  input: HourlyMatchingInputBody,
  f: MatchingRetirementForm,
): MatchingRetirementCheck {
  const account = idOf(f.retirement_account_id);
  const purpose = f.purpose.trim();
  const problems: Partial<Record<keyof MatchingRetirementForm, 'required'>> = {};
  if (account === undefined) problems.retirement_account_id = 'required';
  if (!purpose) problems.purpose = 'required';
  if (account === undefined || !purpose) return { ok: false, problems };
  const notes = f.notes.trim();
  return { ok: true, body: { ...input, retirement_account_id: account, purpose, ...(notes ? { notes } : {}) } };
}
