// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { copyScript } from './copy-script';
import { COPY_GLOBAL, PRERENDER, signInCopy } from './markers';

const html = document.documentElement;
const runGuard = () => new Function(copyScript())();

const page = () => {
  document.body.innerHTML = `
    <div id="root"><form id="app"><input name="email" type="email"><input name="password" type="password"></form></div>
    <div id="${PRERENDER.containerId}"><form method="post"><input name="email" type="email"><input name="password" type="password">
      <select><option value="pt">Português</option><option value="en">English</option></select><button>Entrar</button></form></div>`;
  const [appForm, copyForm] = [...document.querySelectorAll('form')] as HTMLFormElement[];
  return { appForm: appForm as HTMLFormElement, copyForm: copyForm as HTMLFormElement };
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  html.className = '';
  html.removeAttribute(PRERENDER.pendingAttribute);
  delete (window as unknown as Record<string, unknown>)[COPY_GLOBAL];
});

describe('the inline guard', () => {
  it('shows the copy to a first-time visitor and holds its submit for the app', () => {
    const { copyForm, appForm } = page();
    runGuard();
    expect(html.classList.contains(PRERENDER.shownClass)).toBe(true);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    copyForm.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(html.hasAttribute(PRERENDER.pendingAttribute)).toBe(true);
    // The app's own form is none of the guard's business.
    const own = new Event('submit', { bubbles: true, cancelable: true });
    appForm.dispatchEvent(own);
    expect(own.defaultPrevented).toBe(false);
  });

  it.each([
    ['a stored session', () => sessionStorage.setItem('token', 't')],
    ['a refresh token', () => localStorage.setItem('refreshToken', 'r')],
    ['another language', () => localStorage.setItem('rec.settings', JSON.stringify({ language: 'en' }))],
    ['the light theme', () => localStorage.setItem('rec.settings', JSON.stringify({ theme: 'light' }))],
    ['unreadable settings', () => localStorage.setItem('rec.settings', '{')],
  ])('leaves the screen to the app for %s', (_, store) => {
    page();
    store();
    runGuard();
    expect(html.classList.contains(PRERENDER.shownClass)).toBe(false);
    // Once the page is parsed the hidden copy goes: one sign-in form on the page.
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.getElementById(PRERENDER.containerId)).toBeNull();
    expect(document.querySelectorAll('form')).toHaveLength(1);
  });
});

describe('the copy’s language picker', () => {
  it('holds the current language and offers every language once the visitor reaches it', () => {
    page();
    const select = document.querySelector(`#${PRERENDER.containerId} select`) as HTMLSelectElement;
    const current = document.createElement('option');
    current.value = 'pt';
    current.text = 'Português';
    select.replaceChildren(current);
    runGuard();
    select.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect([...select.options].map((option) => [option.value, option.text, option.lang])).toEqual([
      ['pt', 'Português', 'pt'],
      ['en', 'English', 'en'],
      ['zh', '中文', 'zh'],
      ['ar', 'العربية', 'ar'],
      ['it', 'Italiano', 'it'],
      ['es', 'Español', 'es'],
      ['fr', 'Français', 'fr'],
    ]);
    expect(select.value).toBe('pt');
  });
});

describe('the hand-off', () => {
  it('gives the app what was typed, the focus, the language and the held submit, and removes the copy', async () => {
    const { appForm, copyForm } = page();
    runGuard();
    copyForm.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const [email, password] = [...copyForm.querySelectorAll('input')] as HTMLInputElement[];
    (email as HTMLInputElement).value = 'ana@exemplo.com.br';
    (password as HTMLInputElement).value = 'Senha@2026';
    (password as HTMLInputElement).focus();
    (copyForm.querySelector('select') as HTMLSelectElement).value = 'en';
    const replayed = new Promise((resolve) => appForm.addEventListener('submit', resolve));

    const given: unknown[] = [];
    signInCopy()?.handOff(appForm, (values, language) => given.push(values, language));

    expect(given).toEqual([{ email: 'ana@exemplo.com.br', password: 'Senha@2026' }, 'en']);
    expect((appForm.elements.namedItem('email') as HTMLInputElement).value).toBe('ana@exemplo.com.br');
    expect(document.activeElement).toBe(appForm.elements.namedItem('password'));
    expect(document.getElementById(PRERENDER.containerId)).toBeNull();
    expect(html.classList.contains(PRERENDER.shownClass)).toBe(false);
    expect(html.hasAttribute(PRERENDER.pendingAttribute)).toBe(false);
    await replayed;
    // A second call finds no copy: nothing is given twice.
    signInCopy()?.handOff(appForm, (values) => given.push(values));
    expect(given).toHaveLength(2);
  });

  it('gives no language when the copy’s is the default one', () => {
    const { appForm } = page();
    runGuard();
    const given: unknown[] = [];
    signInCopy()?.handOff(appForm, (_, language) => given.push(language));
    expect(given).toEqual([null]);
  });

  it('offers no hand-off when the guard did not show the copy', () => {
    page();
    sessionStorage.setItem('token', 't');
    runGuard();
    expect(signInCopy()).toBeNull();
  });
});
