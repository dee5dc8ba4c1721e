import { contractDefaults, type FormMode, formFields, type ResourceName, toFormValues } from '@rec/domain';

// A new record starts from the contract's own defaults (a new energy source is active, a new
// agreement moves volume), the rest blank; an edited one from the record as a pt user would type it.
export const initialValues = (
  name: ResourceName,
  mode: FormMode,
  record: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> => {
  const values = toFormValues(name, mode, record);
  if (mode === 'edit') return values;
  const defaults = contractDefaults(name);
  for (const field of formFields(name, mode)) {
    const value = defaults[field.name];
    // A choice the caller filled in (a prefill) stays; a blank one takes the contract's.
    const blank = values[field.name] === undefined || values[field.name] === '';
    if (typeof value === 'boolean' || (value !== undefined && blank)) values[field.name] = value;
  }
  return values;
};
