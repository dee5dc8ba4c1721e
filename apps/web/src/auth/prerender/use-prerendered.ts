import { LOCALES, type Locale } from '@rec/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { useSettings } from '../../settings/SettingsProvider';
import { handOff, readPrerendered } from './hand-off';

const isLocale = (value: string | null): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');

const pick = <K extends string>(initial: Record<K, string>, values: Record<string, string>): Record<K, string> =>
  Object.fromEntries(Object.keys(initial).map((key) => [key, values[key] ?? initial[key as K]])) as Record<K, string>;

/** The form's first values: what the visitor already typed into the static copy, if it is on screen. */
export const usePrerenderedValues = <K extends string>(initial: Record<K, string>): Record<K, string> => {
  const [values] = useState(() => {
    const taken = readPrerendered();
    return taken ? pick(initial, taken.values) : initial;
  });
  return values;
};

/**
 * Takes over from the static copy of this screen (build/prerender-sign-in.ts) once the app's
 * form is in the page: values typed since the first render, focus and caret, the language picked,
 * and a submit the visitor made before the app arrived, replayed on the app's form.
 */
export const usePrerenderHandOff = <K extends string>(
  initial: Record<K, string>,
  replace: (values: Record<K, string>) => void,
) => {
  const formRef = useRef<HTMLFormElement>(null);
  const { settings, update } = useSettings();
  // Once, when the screen first commits: a later render has no copy left to take over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs at the first commit only
  useLayoutEffect(() => {
    const taken = readPrerendered();
    const form = formRef.current;
    if (!taken || !form) return;
    // The first render may be a while before this commit (a lazy chunk): typing in between counts.
    replace(pick(initial, taken.values));
    handOff(taken, form);
    if (isLocale(taken.language) && taken.language !== settings.language) update({ language: taken.language });
    // After React's re-render with the values above, so the handler sees them.
    if (taken.pending) queueMicrotask(() => form.requestSubmit());
  }, []);
  return formRef;
};
