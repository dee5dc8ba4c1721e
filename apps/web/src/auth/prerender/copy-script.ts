import { DEFAULT_LOCALE, DEFAULT_THEME, LOCAL_KEYS, LOCALES, SESSION_KEYS } from '@rec/domain';
import { LANGUAGE_NAMES } from '../../settings/languages';
import { SETTINGS_KEY } from '../../settings/settings-store';
import { COPY_GLOBAL, PRERENDER, type SignInCopy } from './markers';

type Config = typeof PRERENDER & {
  global: string;
  token: string;
  refreshToken: string;
  settings: string;
  language: string;
  theme: string;
  // Every language the picker offers, in order: [value, its own name].
  languages: [string, string][];
};

// Runs inline in <head>, before anything paints; serialised as source, so it imports nothing.
// It shows the copy only when the app would show the same screen, holds a submit of the copy for
// the app (the copy's form never submits by itself), and offers the app the hand-off (markers.ts).
function installSignInCopy(c: Config) {
  const html = document.documentElement;
  let fresh = false;
  try {
    const settings = JSON.parse(localStorage.getItem(c.settings) ?? '{}') ?? {};
    fresh =
      !sessionStorage.getItem(c.token) &&
      !localStorage.getItem(c.refreshToken) &&
      (!settings.language || settings.language === c.language) &&
      (!settings.theme || settings.theme === c.theme);
  } catch {
    fresh = false;
  }
  const live = () => (html.classList.contains(c.shownClass) ? document.getElementById(c.containerId) : null);
  document.addEventListener(
    'submit',
    (event) => {
      const copy = document.getElementById(c.containerId);
      if (!copy || !(event.target instanceof Node) || !copy.contains(event.target)) return;
      event.preventDefault();
      html.setAttribute(c.pendingAttribute, '');
    },
    true,
  );
  // The copy's picker holds the current language only, as the app's does until reached
  // (LanguageSelect.tsx); the others join it when the visitor reaches for it.
  const offerLanguages = (event: Event) => {
    const select = event.target;
    const copy = document.getElementById(c.containerId);
    if (!(select instanceof HTMLSelectElement) || !copy?.contains(select)) return;
    if (select.options.length >= c.languages.length) return;
    const value = select.value;
    select.replaceChildren(
      ...c.languages.map(([code, name]) => {
        const option = document.createElement('option');
        option.value = code;
        option.lang = code;
        option.text = name;
        return option;
      }),
    );
    select.value = value;
  };
  document.addEventListener('focusin', offerLanguages, true);
  document.addEventListener('pointerdown', offerLanguages, true);
  if (!fresh) {
    // Not shown: once parsed, the copy goes, so that the page holds one sign-in form only.
    document.addEventListener('DOMContentLoaded', () => document.getElementById(c.containerId)?.remove());
    return;
  }
  html.classList.add(c.shownClass);

  const caret = (input: HTMLInputElement) => {
    // type=email has no selection API (it throws); the caret then goes to the end.
    try {
      return { start: input.selectionStart, end: input.selectionEnd };
    } catch {
      return { start: null, end: null };
    }
  };
  // Synchronous, so no keystroke or click can fall between reading the copy and removing it;
  // events after it reach the app's form, which sits at the same place on the page.
  const handOff: SignInCopy['handOff'] = (form, give) => {
    const copy = live();
    if (!copy) return;
    const inputs = [...copy.querySelectorAll('input')].filter((input) => input.name);
    const values = Object.fromEntries(inputs.map((input) => [input.name, input.value]));
    // The focused control by its place among the copy's controls: the app's screen has the same
    // controls in the same order (one markup), so the same place is the same control.
    const controls = (root: Element | null) => [...(root?.querySelectorAll('input,select,button,a[href]') ?? [])];
    const place = controls(copy).indexOf(document.activeElement as Element);
    const focused = document.activeElement instanceof HTMLInputElement ? caret(document.activeElement) : null;
    const language = copy.querySelector('select')?.value;
    const pending = html.hasAttribute(c.pendingAttribute);
    give(values, language && language !== c.language ? language : null);
    for (const [name, value] of Object.entries(values)) {
      const input = form.elements.namedItem(name);
      // The app's state has the value now (give); the element gets it at once, so that the caret
      // can be put back before React's next render.
      if (input instanceof HTMLInputElement && input.value !== value) input.value = value;
    }
    copy.remove();
    html.classList.remove(c.shownClass);
    html.removeAttribute(c.pendingAttribute);
    const target = controls(document.getElementById('root') ?? form)[place];
    if (place >= 0 && target instanceof HTMLElement) {
      target.focus();
      try {
        if (focused?.start != null && focused.end != null && target instanceof HTMLInputElement)
          target.setSelectionRange(focused.start, focused.end);
      } catch {
        // An input type without a caret API: the focus alone is kept.
      }
    }
    // After React's re-render with the given values, so that its submit handler sees them.
    if (pending) queueMicrotask(() => form.requestSubmit());
  };
  const api: SignInCopy = { handOff };
  (window as unknown as Record<string, SignInCopy>)[c.global] = api;
}

/** The copy's inline script. */
export const copyScript = (): string => {
  const config: Config = {
    ...PRERENDER,
    global: COPY_GLOBAL,
    token: SESSION_KEYS.token,
    refreshToken: LOCAL_KEYS.refreshToken,
    settings: SETTINGS_KEY,
    language: DEFAULT_LOCALE,
    theme: DEFAULT_THEME,
    languages: LOCALES.map((locale) => [locale, LANGUAGE_NAMES[locale]]),
  };
  return `(${installSignInCopy.toString()})(${JSON.stringify(config)});`;
};
