import { createSession, DEFAULT_LOCALE, fromWebStorage, type Locale } from '@rec/domain';
import { lazyAuthApi } from '../domain-gaps/auth-api';

// The session of the tab. Requests speak the UI's language so that the server's own texts (shown
// for unknown codes) match the screen. The API clients (app/api.ts, and the sign-in client inside
// the lazy auth adapter) load with the first screen or call that needs them, not with /signin.
let language: Locale = DEFAULT_LOCALE;
export const setApiLanguage = (locale: Locale): void => {
  language = locale;
};
export const apiLanguage = (): Locale => language;

export const session = createSession({
  api: lazyAuthApi({ language: apiLanguage }),
  session: fromWebStorage(window.sessionStorage),
  local: fromWebStorage(window.localStorage),
});
