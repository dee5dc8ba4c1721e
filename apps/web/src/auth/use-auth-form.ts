import { type FormEvent, useState } from 'react';
import type { SchemaName } from './validation';

type Errors<K extends string> = Partial<Record<K, string>>;
type Checker = typeof import('./validation')['check'];

let checker: Promise<Checker> | undefined;
const loadChecker = () => {
  checker ??= import('./validation').then((m) => m.check);
  return checker;
};

// A small form state for the public screens: values, the domain validator's pt messages per
// field, re-checked on every change once the user has tried to submit.
export const useAuthForm = <K extends string>(schema: SchemaName, initial: Record<K, string>) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const run = async (next: Record<K, string>) => {
    const result = (await loadChecker())(schema, next);
    setErrors(result.ok ? {} : (result.fieldErrors as Errors<K>));
    return result;
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
      if (!result.ok) return onInvalid?.(result.fieldErrors as Errors<K>);
      setSubmitting(true);
      try {
        await onValid(values);
      } finally {
        setSubmitting(false);
      }
    };

  return { field, submit, submitting };
};
