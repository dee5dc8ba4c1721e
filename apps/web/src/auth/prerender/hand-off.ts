import { PRERENDER } from './markers';

export type Prerendered = {
  // What the visitor typed into the static copy, by input name.
  values: Record<string, string>;
  // The input that had the focus, and its caret.
  focused: { name: string; start: number | null; end: number | null } | null;
  // The language picked in the static copy's select, if any.
  language: string | null;
  // The visitor submitted the static form before the app arrived.
  pending: boolean;
};

const live = (): HTMLElement | null =>
  document.documentElement.classList.contains(PRERENDER.shownClass)
    ? document.getElementById(PRERENDER.containerId)
    : null;

const caret = (input: HTMLInputElement) => {
  // type=email has no selection API (it throws); the caret then goes to the end.
  try {
    return { start: input.selectionStart, end: input.selectionEnd };
  } catch {
    return { start: null, end: null };
  }
};

/** What the static copy of the sign-in screen holds, or null when it is not on screen. */
export const readPrerendered = (): Prerendered | null => {
  const copy = live();
  if (!copy) return null;
  const inputs = [...copy.querySelectorAll('input')].filter((input) => input.name);
  const active = document.activeElement;
  const focused = inputs.find((input) => input === active);
  return {
    values: Object.fromEntries(inputs.map((input) => [input.name, input.value])),
    focused: focused ? { name: focused.name, ...caret(focused) } : null,
    language: copy.querySelector('select')?.value ?? null,
    pending: document.documentElement.hasAttribute(PRERENDER.pendingAttribute),
  };
};

/**
 * Puts the app's form where the static copy was: same values, same focus and caret, then the
 * copy goes. Synchronous, so no keystroke or click can fall between reading the copy and removing
 * it; events after this reach the app's form, which sits at the same place on the page.
 */
export const handOff = (taken: Prerendered, form: HTMLFormElement): void => {
  for (const [name, value] of Object.entries(taken.values)) {
    const input = form.elements.namedItem(name);
    // The app's state already holds the value (see use-prerendered.ts); the element gets it now
    // too so that the caret can be put back before React's next render.
    if (input instanceof HTMLInputElement && input.value !== value) input.value = value;
  }
  const html = document.documentElement;
  document.getElementById(PRERENDER.containerId)?.remove();
  html.classList.remove(PRERENDER.shownClass);
  html.removeAttribute(PRERENDER.pendingAttribute);
  const target = taken.focused && form.elements.namedItem(taken.focused.name);
  if (!(target instanceof HTMLInputElement) || !taken.focused) return;
  target.focus();
  const { start, end } = taken.focused;
  if (start === null || end === null) return;
  try {
    target.setSelectionRange(start, end);
  } catch {
    // An input type without a caret API: the focus alone is kept.
  }
};
