import { LOCAL_KEYS, SESSION_KEYS } from '@rec/domain';
import { DEFAULT_SETTINGS, SETTINGS_KEY } from '../settings/settings-store';
import { DECLINED_ATTRIBUTE, PRERENDER_ID, SUBMITTED_ATTRIBUTE } from './handoff';

// The one inline script of the prerendered sign-in page, run in <head> before the body paints
// (the API allows it by its hash, apps/api/src/http/static-web.ts). The static screen is the first
// visit's: no session and the default language and theme. Anyone else (a signed-in tab, a stored
// refresh token, saved settings) would see the wrong screen flash, so for them the page declines it
// and starts as it always did. A submit before the app is there is held for the hand-off
// (prerender/handoff.ts) rather than sent by the browser.
export const guardScript = (): string => {
  const values = JSON.stringify({
    settings: SETTINGS_KEY,
    token: SESSION_KEYS.token,
    refresh: LOCAL_KEYS.refreshToken,
    language: DEFAULT_SETTINGS.language,
    theme: DEFAULT_SETTINGS.theme,
  });
  return [
    '(function(k){var d=document,own=false;',
    'try{var s=JSON.parse(localStorage.getItem(k.settings)||"{}")||{};',
    'own=!sessionStorage.getItem(k.token)&&!localStorage.getItem(k.refresh)',
    '&&(s.language===undefined||s.language===k.language)&&(s.theme===undefined||s.theme===k.theme)}catch(e){}',
    `if(!own)d.documentElement.setAttribute("${DECLINED_ATTRIBUTE}","");`,
    'd.addEventListener("submit",function(e){var p=e.target.closest&&e.target.closest(',
    `"#${PRERENDER_ID}");if(p){e.preventDefault();p.setAttribute("${SUBMITTED_ATTRIBUTE}","")}},true)`,
    `})(${values})`,
  ].join('');
};

// A declined static screen is hidden from the first paint; the app removes it when it starts.
export const guardStyle = (): string => `html[${DECLINED_ATTRIBUTE}] #${PRERENDER_ID}{display:none}`;
