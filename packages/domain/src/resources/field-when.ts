import type { FieldWhen } from './types';

/** Whether a field with `when` is offered for these form values. */
export const offeredFor = (when: FieldWhen | undefined, values: Readonly<Record<string, unknown>>): boolean => {
  if (!when) return true;
  const v = values[when.field];
  return when.is.includes(v === undefined || v === null || v === '' ? when.is[0] : v);
};
