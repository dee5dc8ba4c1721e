// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardScript, guardStyle } from './guard';

// What signin.html holds (build/prerender-signin.ts), in small: the guard, the static screen with
// its renamed fields and its own styles, then the app's empty #root.
const page = () => {
  document.head.innerHTML = `<style data-prerender="">${guardStyle()}</style><style data-prerender="">.x{}</style>`;
  document.body.innerHTML =
    '<div id="prerender"><form><input data-field="email"><input data-field="password"><button type="submit">Entrar</button></form></div><div id="root"></div>';
  new Function(guardScript())();
};
// The app's own screen, rendered into #root behind the static one; what it submits.
const appScreen = (root: HTMLElement) => {
  root.innerHTML = '<form><input name="email"><input name="password"></form>';
  const typed: string[] = [];
  root.addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).value));
  const submitted = vi.fn();
  root.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted(Object.fromEntries(new FormData(event.target as HTMLFormElement)));
  });
  return { typed, submitted };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const handoff = async () => {
  vi.resetModules();
  return import('./handoff');
};
const root = () => document.getElementById('root') as HTMLElement;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-prerender-declined');
});

describe('the prerendered sign-in screen', () => {
  it('stays on show for a first visit while the app renders hidden, then leaves in one step', async () => {
    page();
    const { adoptPrerender, handOff, prerenderOnScreen } = await handoff();
    adoptPrerender(root());
    expect(prerenderOnScreen()).toBe(true);
    expect(root().hidden).toBe(true);
    appScreen(root());
    handOff();
    expect(document.getElementById('prerender')).toBeNull();
    expect(document.querySelectorAll('style[data-prerender]')).toHaveLength(0);
    expect(root().hidden).toBe(false);
    expect(prerenderOnScreen()).toBe(false);
  });

  it('types what the visitor typed into the app’s fields, as input events its form state reads', async () => {
    page();
    const { adoptPrerender, handOff } = await handoff();
    adoptPrerender(root());
    (document.querySelector('[data-field="email"]') as HTMLInputElement).value = 'ana@example.org';
    const { typed } = appScreen(root());
    handOff();
    await settle();
    expect(typed).toEqual(['ana@example.org']);
    expect((root().querySelector('[name="email"]') as HTMLInputElement).value).toBe('ana@example.org');
  });

  it('moves the focus to the same field and sends a submit the guard held back', async () => {
    page();
    const { adoptPrerender, handOff } = await handoff();
    adoptPrerender(root());
    (document.querySelector('[data-field="email"]') as HTMLInputElement).value = 'ana@example.org';
    (document.querySelector('[data-field="password"]') as HTMLInputElement).focus();
    const held = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('#prerender form')?.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    const { submitted } = appScreen(root());
    handOff();
    expect(document.activeElement).toBe(root().querySelector('[name="password"]'));
    await settle();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledWith({ email: 'ana@example.org', password: '' });
  });

  it.each([
    ['a stored refresh token', () => localStorage.setItem('refreshToken', 'r')],
    ['a signed-in tab', () => sessionStorage.setItem('token', 't')],
    ['another language', () => localStorage.setItem('rec.settings', '{"language":"ar"}')],
    ['the light theme', () => localStorage.setItem('rec.settings', '{"theme":"light"}')],
  ])('is declined by the guard for %s, and dropped when the app starts', async (_, store) => {
    store();
    page();
    expect(document.documentElement.hasAttribute('data-prerender-declined')).toBe(true);
    const { adoptPrerender, prerenderOnScreen } = await handoff();
    adoptPrerender(root());
    expect(prerenderOnScreen()).toBe(false);
    expect(document.getElementById('prerender')).toBeNull();
    expect(root().hidden).toBe(false);
    expect(document.documentElement.hasAttribute('data-prerender-declined')).toBe(false);
  });

  it('is kept for stored settings that are the defaults', async () => {
    localStorage.setItem('rec.settings', '{"language":"pt","theme":"dark-indigo","collapsed":true}');
    page();
    const { adoptPrerender, prerenderOnScreen } = await handoff();
    adoptPrerender(root());
    expect(prerenderOnScreen()).toBe(true);
  });

  it('changes nothing on pages without one', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
    const { adoptPrerender, handOff, prerenderOnScreen } = await handoff();
    adoptPrerender(root());
    handOff();
    expect(prerenderOnScreen()).toBe(false);
    expect(root().hidden).toBe(false);
  });
});
