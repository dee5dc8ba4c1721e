// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { guardScript } from './guard';
import { handOff, readPrerendered } from './hand-off';
import { PRERENDER } from './markers';

const html = document.documentElement;
const runGuard = () => new Function(guardScript())();

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
  });
});

describe('the hand-off', () => {
  it('gives the app what was typed, the focus and the language, and removes the copy', () => {
    const { appForm, copyForm } = page();
    html.classList.add(PRERENDER.shownClass);
    html.setAttribute(PRERENDER.pendingAttribute, '');
    const [email, password] = [...copyForm.querySelectorAll('input')] as HTMLInputElement[];
    (email as HTMLInputElement).value = 'ana@exemplo.com.br';
    (password as HTMLInputElement).value = 'Senha@2026';
    (password as HTMLInputElement).focus();
    (copyForm.querySelector('select') as HTMLSelectElement).value = 'en';

    const taken = readPrerendered();
    expect(taken).toMatchObject({
      values: { email: 'ana@exemplo.com.br', password: 'Senha@2026' },
      focused: { name: 'password' },
      language: 'en',
      pending: true,
    });
    handOff(taken as NonNullable<typeof taken>, appForm);

    expect((appForm.elements.namedItem('email') as HTMLInputElement).value).toBe('ana@exemplo.com.br');
    expect(document.activeElement).toBe(appForm.elements.namedItem('password'));
    expect(document.getElementById(PRERENDER.containerId)).toBeNull();
    expect(html.classList.contains(PRERENDER.shownClass)).toBe(false);
    expect(html.hasAttribute(PRERENDER.pendingAttribute)).toBe(false);
    expect(readPrerendered()).toBeNull();
  });

  it('finds nothing to take over when the guard did not show the copy', () => {
    page();
    expect(readPrerendered()).toBeNull();
  });
});
