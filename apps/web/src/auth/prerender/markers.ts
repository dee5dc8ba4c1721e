// What the prerendered sign-in page (build/prerender-sign-in.ts), its inline script
// (copy-script.ts) and the app's side of the hand-off (use-prerendered.ts) agree on.
export const PRERENDER = {
  // The static copy of the sign-in screen, shown until the app takes over.
  containerId: 'prerender',
  // On <html>: the static copy is live and the app's #root stays hidden until the hand-off.
  shownClass: 'prerendered',
  // On <html>: a submit of the static form is waiting for the app (data-sign-in-pending).
  pendingAttribute: 'data-sign-in-pending',
  // On the copy, once the parser has read all of it: only then is it shown.
  completeAttribute: 'data-complete',
  // On each of the copy's <style> elements: the length of each rule it holds (style-rules.ts).
  ruleLengthsAttribute: 'data-rule-lengths',
} as const;

// On window: the copy's hand-off (SignInCopy), set by the inline script when the copy shows. Apart
// from PRERENDER: the app's bundle needs this name only.
export const COPY_GLOBAL = '__recSignInCopy';

// The hand-off ships inside the prerendered page, not in the app's bundle: only that page needs it.
export type SignInCopy = {
  /**
   * Hands the copy over to the app's form, if the copy is on screen: `give` gets what the visitor
   * typed (by input name) and a language picked in the copy (null if none), the form's elements
   * the same values, then the copy goes, the focus and caret move to the form, and a submit the
   * visitor made before the app arrived is replayed on it.
   */
  handOff(form: HTMLFormElement, give: (values: Record<string, string>, language: string | null) => void): void;
};

export const signInCopy = (): SignInCopy | null =>
  (window as unknown as Record<string, SignInCopy | undefined>)[COPY_GLOBAL] ?? null;

/** Whether the static copy is on screen in front of the app (until the hand-off). */
export const copyIsLive = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.classList.contains(PRERENDER.shownClass);
