import type { Locale } from '@rec/domain';
import { useLayoutEffect, useRef } from 'react';
import { useSettings } from '../../settings/SettingsProvider';
import { signInCopy } from './markers';

/**
 * Takes over from the static copy of this screen (build/prerender-sign-in.ts) when the app's
 * form first commits: the hand-off itself ships with the copy (copy-script.ts). The values typed
 * into the copy become the form's, a language picked there the app's.
 */
export const usePrerenderHandOff = <K extends string>(replace: (values: Record<K, string>) => void) => {
  const formRef = useRef<HTMLFormElement>(null);
  const { update } = useSettings();
  // Once, at the first commit: a later render has no copy left to take over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs at the first commit only
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    signInCopy()?.handOff(form, (values, language) => {
      // The copy's inputs are the form's (one markup, SignInForm.tsx); its select offers LOCALES.
      replace(values as Record<K, string>);
      if (language) update({ language: language as Locale });
    });
  }, []);
  return formRef;
};
