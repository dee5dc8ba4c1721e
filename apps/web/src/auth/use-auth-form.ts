import { type FormEvent, useState } from 'react';
import type { Translatable } from '../i18n/translate';
import type { SchemaName } from './validation';

type Errors<K extends string> = Partial<Record<K, Translatable>>;
type Validation = typeof import('./validation');

let validation: Promise<Validation> | undefined;
const loadValidation = () => {
  validation ??= import('./validation');
  return validation;
};

// A small form state for the public screens: values, the domain validator's messages per
// field, re-checked on every change once the user has tried to submit.
export const useAuthForm = <K extends string>(schema: SchemaName, initial: Record<K, string>) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const run = async (next: Record<K, string>) => {
    const { check, toTranslatable } = await loadValidation();
    const result = await check(schema, next);
    const described = result.ok
      ? {}
      : (Object.fromEntries(
          Object.entries(result.fieldErrors).map(([key, text]) => [key, toTranslatable(text)]),
        ) as Errors<K>);
    setErrors(described);
    return { ok: result.ok, errors: described };
  };

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (tried) void run(next);
    },
  });

  const submit =
    (onValid: (values: Record<K, string>) => Promise<void>, onInvalid?: (errors: Errors<K>) => void) =>
    async (event: FormEvent) => {
      event.preventDefault();
      setTried(true);
      const result = await run(values);
      if (!result.ok) return onInvalid?.(result.errors);
      setSubmitting(true);
      try {
        await onValid(values);
      } finally {
        setSubmitting(false);
      }
    };

  // Values set from outside the inputs: the prerendered sign-in's hand-off, before any submit.
  return { field, submit, submitting, replace: setValues };
};

export type AuthForm<K extends string> = ReturnType<typeof useAuthForm<K>>;
