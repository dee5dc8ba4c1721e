import { type formSchemaOf, passwordStrengthIssues, validate } from '@rec/domain';

// A form's state without React (ADR 0053, fourth cut): what react-hook-form did for these forms,
// in the few lines they need. The React side is form-state.ts.

export type FormValues = Record<string, unknown>;
export type Focusable = { focus: () => void };
// The domain's form schema (a zod/mini object): its output is the body a form sends.
type Schema = NonNullable<ReturnType<typeof formSchemaOf>>;
type Options = { schema?: Schema | undefined; defaults: FormValues };
type Checked = { ok: true; value: FormValues } | { ok: false; fieldErrors: Record<string, string> };

// One message per field: an issue inside a field (items.0.volume) shows on the field itself.
const byField = (errors: Record<string, string>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) out[path.split('.')[0] ?? path] ??= message;
  return out;
};

// The rows of an items field that issues are about (items.2.volume → 2), as "0,2".
const rowsOf = (issues: Record<string, string>, name: string): string => {
  const rows = new Set<number>();
  for (const path of Object.keys(issues)) {
    const [field, row] = path.split('.');
    if (field === name && row !== undefined && /^\d+$/.test(row)) rows.add(Number(row));
  }
  return [...rows].sort((a, b) => a - b).join(',');
};

export const createFormStore = ({ schema, defaults }: Options) => {
  let values: FormValues = { ...defaults };
  let errors: Record<string, string | undefined> = {};
  // Every issue of the last check by its full path: an items table marks the rows they are about.
  let issues: Record<string, string> = {};
  const touched = new Set<string>();
  let submitted = false;
  let submitting = false;
  // In the order the fields rendered: the first wrong one takes the focus.
  const elements = new Map<string, Focusable>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  // The domain's schema with the catalogue's pt messages (validate passes ptErrorMap).
  const check = (): Checked => {
    const result: Checked = schema ? validate(schema, values) : { ok: true, value: values };
    issues = result.ok ? {} : result.fieldErrors;
    return result;
  };
  // On submit, once the schema holds: a password is scored by the domain's estimator (zxcvbn,
  // loaded on first use), with the form's e-mail and names counting against it, as the API does.
  const checkStrength = async (): Promise<Checked> => {
    const result = check();
    if (!result.ok) return result;
    const weak = await passwordStrengthIssues(result.value);
    if (!Object.keys(weak).length) return result;
    issues = weak;
    return { ok: false, fieldErrors: weak };
  };
  const checkField = (name: string) => {
    const result = check();
    errors = { ...errors, [name]: result.ok ? undefined : byField(result.fieldErrors)[name] };
  };
  // Checked when a field is left and on every change after that, and on every change once the
  // form was submitted: a message shows at once and goes as soon as the value is right.
  const checkOn = (name: string, event: 'change' | 'blur') =>
    submitted ? event === 'change' : event === 'blur' || touched.has(name);

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getValues: () => values,
    getValue: (name: string) => values[name],
    getError: (name: string) => errors[name],
    // The rows of an items field its shown message is about ("0,2"; "" when none).
    getErrorRows: (name: string) => (errors[name] ? rowsOf(issues, name) : ''),
    isSubmitting: () => submitting,
    setElement: (name: string, element: Focusable | null) => {
      if (element) elements.set(name, element);
      else elements.delete(name);
    },
    // A lookup filling a sibling field checks it at once.
    setValue: (name: string, value: unknown, options: { validate?: boolean } = {}) => {
      values = { ...values, [name]: value };
      if (options.validate) checkField(name);
      emit();
    },
    change: (name: string, value: unknown) => {
      values = { ...values, [name]: value };
      if (checkOn(name, 'change')) checkField(name);
      emit();
    },
    blur: (name: string) => {
      const due = checkOn(name, 'blur');
      touched.add(name);
      if (due) {
        checkField(name);
        emit();
      }
    },
    // A server's message for a field (a used CEG): shown until the field is checked again.
    setError: (name: string, message: string, options: { focus?: boolean } = {}) => {
      errors = { ...errors, [name]: message };
      emit();
      if (options.focus) elements.get(name)?.focus();
    },
    clearErrors: (name?: string) => {
      errors = name === undefined ? {} : { ...errors, [name]: undefined };
      emit();
    },
    reset: (next: FormValues = defaults) => {
      values = { ...next };
      errors = {};
      issues = {};
      touched.clear();
      submitted = false;
      emit();
    },
    // Parses the values with the schema: the parsed body goes to onValid, or every field's message
    // shows and the first wrong field takes the focus. Busy until onValid settles.
    handleSubmit:
      (onValid: (parsed: FormValues) => unknown) =>
      async (event?: { preventDefault: () => void }): Promise<void> => {
        event?.preventDefault();
        if (submitting) return;
        submitted = true;
        submitting = true;
        try {
          const result = await checkStrength();
          errors = result.ok ? {} : byField(result.fieldErrors);
          emit();
          if (result.ok) await onValid(result.value);
          else [...elements].find(([name]) => errors[name])?.[1].focus();
        } finally {
          submitting = false;
          emit();
        }
      },
  };
};

export type FormStore = ReturnType<typeof createFormStore>;
