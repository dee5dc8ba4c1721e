import type { Label } from '../menus/route';
import type { FieldDef, Option } from './types';

export type OptionGroup = { readonly key: string; readonly label: Label | null; readonly options: readonly Option[] };

// The family of a technical value: the part before its first `.` or `:` (emission.approved → emission,
// recs:read → recs); a value without one is its own family.
const familyOf = (value: string): string => /^[^.:]+/.exec(value)?.[0] ?? value;

/**
 * A `choices` field's options by family, in the options' order, so a long list of technical
 * values (event types, scopes) reads as a few titled groups. `label` is the field's `groups`
 * label of the family, or null when it has none (the family's own name is then its title).
 */
export const optionGroups = (field: Pick<FieldDef, 'options' | 'groups'>): OptionGroup[] => {
  const byKey = new Map<string, Option[]>();
  for (const option of field.options ?? []) {
    const key = familyOf(option.value);
    byKey.set(key, [...(byKey.get(key) ?? []), option]);
  }
  return [...byKey].map(([key, options]) => ({
    key,
    label: field.groups?.find((g) => g.value === key)?.label ?? null,
    options,
  }));
};
