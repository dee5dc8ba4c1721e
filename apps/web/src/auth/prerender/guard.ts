import { DEFAULT_LOCALE, DEFAULT_THEME, LOCAL_KEYS, SESSION_KEYS } from '@rec/domain';
import { SETTINGS_KEY } from '../../settings/settings-store';
import { PRERENDER } from './markers';

type GuardConfig = typeof PRERENDER & {
  token: string;
  refreshToken: string;
  settings: string;
  language: string;
  theme: string;
};

// Runs inline in <head>, before anything paints (no imports: it is serialised as source). It
// shows the static copy only when the app would show the same screen, and holds a submit of
// that copy for the app: the static form never submits by itself (it would put the password
// in a request of its own), the app replays it after the hand-off (hand-off.ts).
function guard(c: GuardConfig) {
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
  if (fresh) html.classList.add(c.shownClass);
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
}

/** The guard as the inline script's text. */
export const guardScript = (): string => {
  const config: GuardConfig = {
    ...PRERENDER,
    token: SESSION_KEYS.token,
    refreshToken: LOCAL_KEYS.refreshToken,
    settings: SETTINGS_KEY,
    language: DEFAULT_LOCALE,
    theme: DEFAULT_THEME,
  };
  return `(${guard.toString()})(${JSON.stringify(config)});`;
};
