import { type FormMode, formFields, formSchemaOf, type ResourceName, toFormValues } from '@rec/domain';

// A new record starts from the contract's own defaults (a new energy source is active), the
// rest blank; an edited one from the record as a pt user would type it.
export const initialValues = (
  name: ResourceName,
  mode: FormMode,
  record: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> => {
  const values = toFormValues(name, mode, record);
  if (mode === 'edit') return values;
  const shape = formSchemaOf(name, 'create')?.shape ?? {};
  for (const field of formFields(name, mode)) {
    const parsed = shape[field.name]?.safeParse(undefined);
    if (parsed?.success && typeof parsed.data === 'boolean') values[field.name] = parsed.data;
  }
  return values;
};
