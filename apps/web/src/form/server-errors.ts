import { type DomainError, InputError } from '@rec/domain';

export type Placement = { onFields: Record<string, string>; duplicateOn: string | null };

// GAP (belongs in the domain's error mapping): the API names a duplicate by its database
// constraint (`sources_code_key`), not by the field. The field is the one the name ends with.
export const duplicateField = (constraint: string, fields: readonly string[]): string | null =>
  fields.find((field) => constraint.endsWith(`_${field}_key`) || constraint === field) ?? null;

// Which server messages can sit under an input of this form: the rest go to the snackbar.
export const placeServerErrors = (error: DomainError, fields: readonly string[]): Placement => {
  const onFields: Record<string, string> = {};
  let duplicateOn: string | null = null;
  const reported = error instanceof InputError ? error.fieldErrors : {};
  for (const [path, message] of Object.entries(reported)) {
    const field = path.split('.')[0] ?? path;
    if (fields.includes(field)) onFields[field] ??= message;
  }
  if (
    error.code === 'ER_DUP_ENTRY' &&
    error.payload &&
    typeof error.payload === 'object' &&
    'fields' in error.payload
  ) {
    const list = Array.isArray(error.payload.fields) ? error.payload.fields : [];
    for (const item of list) {
      const name = typeof item === 'object' && item && 'field' in item ? String(item.field) : '';
      duplicateOn ??= duplicateField(name, fields);
    }
  }
  return { onFields, duplicateOn };
};
