// The hand-off from the build's prerendered sign-in screen (build/prerender-signin.ts) to the app.
// The static copy paints before any script; the app renders behind it, in a hidden #root, and
// takes its place once the same screen is ready (auth/AuthLayout.tsx), in one frame: no flash, no
// layout shift. What the visitor did meanwhile is carried over: typed values, the focused field,
// and a submit (the guard in <head> held it back, prerender/guard.ts).

export const PRERENDER_ID = 'prerender';
// Set on <html> by the guard when this visitor's screen would not be the static one.
export const DECLINED_ATTRIBUTE = 'data-prerender-declined';
// Set on the static screen by the guard when the visitor submitted it before the app was there.
export const SUBMITTED_ATTRIBUTE = 'data-submitted';
// Marks the static screen's own <style> elements, which leave with it.
export const STYLE_ATTRIBUTE = 'data-prerender';
// A static field's name moves here, so that a submit without scripts sends nothing in the URL.
export const FIELD_ATTRIBUTE = 'data-field';

let shown: { prerender: HTMLElement; root: HTMLElement } | null = null;

const discard = (prerender: Element) => {
  prerender.remove();
  for (const style of document.querySelectorAll(`style[${STYLE_ATTRIBUTE}]`)) style.remove();
};

/** Before the first render: keeps the static screen on show (and #root hidden) or drops it. */
export function adoptPrerender(root: HTMLElement): void {
  const prerender = document.getElementById(PRERENDER_ID);
  const declined = document.documentElement.hasAttribute(DECLINED_ATTRIBUTE);
  document.documentElement.removeAttribute(DECLINED_ATTRIBUTE);
  if (!prerender) return;
  if (declined) {
    discard(prerender);
    return;
  }
  root.hidden = true;
  shown = { prerender, root };
}

/** Whether the static screen is what the visitor sees. */
export const prerenderOnScreen = (): boolean => shown !== null;

// The value goes in as if typed: through the input's own setter and an input event, which React's
// onChange reads (a plain `.value =` would be undone by the next render).
const type = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/** The app's screen is rendered: it takes the static one's place (no-op once done). */
export function handOff(): void {
  if (!shown) return;
  const { prerender, root } = shown;
  shown = null;
  const active = document.activeElement;
  const focused = active && prerender.contains(active) ? active.getAttribute(FIELD_ATTRIBUTE) : null;
  const submitted = prerender.hasAttribute(SUBMITTED_ATTRIBUTE);
  const typed = [...prerender.querySelectorAll<HTMLInputElement>(`input[${FIELD_ATTRIBUTE}]`)]
    .map((input) => ({ name: input.getAttribute(FIELD_ATTRIBUTE), value: input.value }))
    .filter(({ value }) => value !== '');
  discard(prerender);
  root.hidden = false;
  if (focused) root.querySelector<HTMLElement>(`[name="${focused}"]`)?.focus();
  if (!typed.length && !submitted) return;
  // Outside React's commit (this runs in a layout effect), and the submit a task later, once the
  // typed values have rendered into the form's state.
  queueMicrotask(() => {
    for (const { name, value } of typed) {
      const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (input && input.value !== value) type(input, value);
    }
    if (submitted) setTimeout(() => root.querySelector('form')?.requestSubmit());
  });
}
