import { createContext, useCallback, useContext, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createFormStore, type FormStore } from './form-store';

export type { FormStore, FormValues } from './form-store';

// What an input is handed: its value and the calls that report the user's changes.
// What a blur tells: where the focus went.
type BlurEvent = { relatedTarget?: EventTarget | null };

export type FieldControl = {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: (event?: BlurEvent) => void;
  ref: (element: HTMLElement | null) => void;
};

// Leaving a field for the form's submit button: the submit checks every field a moment later.
// Checking this one first would put its message on the page between the press and the release,
// move the button from under the pointer, and lose the click.
const towardsSubmit = (event?: BlurEvent) =>
  event?.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit';

// One store per mounted form, made from the first render's schema and defaults.
export const useFormState = (options: Parameters<typeof createFormStore>[0]): FormStore =>
  useState(() => createFormStore(options))[0];

// Lets a bespoke input (a lookup, the items picker) read and fill its sibling fields.
export const FormContext = createContext<FormStore | null>(null);

export const useFormContext = (): FormStore => {
  const form = useContext(FormContext);
  if (!form) throw new Error('useFormContext needs a <FormContext> around it');
  return form;
};

// A component re-renders only when what it reads changes: typing in one field renders that field.
const useRead = <T>(form: FormStore, read: () => T): T => useSyncExternalStore(form.subscribe, read, read);

export const useSubmitting = (form: FormStore): boolean => useRead(form, form.isSubmitting);

export const useField = (form: FormStore, name: string): { control: FieldControl; error: string | undefined } => {
  const value = useRead(form, () => form.getValue(name));
  const error = useRead(form, () => form.getError(name));
  const onChange = useCallback((next: unknown) => form.change(name, next), [form, name]);
  const onBlur = useCallback(
    (event?: BlurEvent) => {
      if (!towardsSubmit(event)) form.blur(name);
    },
    [form, name],
  );
  const ref = useCallback((element: HTMLElement | null) => form.setElement(name, element), [form, name]);
  const control = useMemo(() => ({ name, value, onChange, onBlur, ref }), [name, value, onChange, onBlur, ref]);
  return { control, error };
};

// The rows of an items field its message is about: the table marks those, not every row.
export const useErrorRows = (form: FormStore, name: string): ReadonlySet<number> => {
  const rows = useRead(form, () => form.getErrorRows(name));
  return useMemo(() => new Set(rows ? rows.split(',').map(Number) : []), [rows]);
};

// The current values of some fields, as one array that stays the same while they do.
export const useWatch = (form: FormStore, names: readonly string[]): readonly unknown[] => {
  const last = useRef<readonly unknown[]>([]);
  return useRead(form, () => {
    const next = names.map((name) => form.getValue(name));
    const same = next.length === last.current.length && next.every((v, i) => Object.is(v, last.current[i]));
    if (!same) last.current = next;
    return last.current;
  });
};
