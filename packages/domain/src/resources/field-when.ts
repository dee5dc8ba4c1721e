import type { FieldWhen } from './types';

/** Whether a field with `when` is offered for these form values. */
export const offeredFor = (when: FieldWhen | undefined, values: Readonly<Record<string, unknown>>): boolean => {
  if (!when) return true;
  const v = values[when.field];
  if (v === undefined || v === null || v === '') return when.empty !== undefined && when.is.includes(when.empty);
  return when.is.includes(v);
};
