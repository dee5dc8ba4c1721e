import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, type Who } from './support/fixtures';

// The registrant tree (issue 14): the menu of each of its three roles offers exactly that role's
// screens, and each of them renders and is accessible.

// Every screen the sidebar offers, each category opened in turn.
const menuPaths = async (page: Page) => {
  // §3: the sidebar starts collapsed; the header's toggle opens it (ADR 0086).
  await page.getByRole('button', { name: 'Abrir ou fechar o menu' }).click();
  const nav = page.getByRole('dialog', { name: 'Navegação principal' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const links = () => nav.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
  const seen = new Set(await links());
  const categories = nav.locator('[aria-expanded]');
  for (let i = 0; i < (await categories.count()); i++) {
    if ((await categories.nth(i).getAttribute('aria-expanded')) === 'false') await categories.nth(i).click();
    for (const href of await links()) seen.add(href);
  }
  // The drawer's top row links the logo home ('/'), as the header does: not a menu item.
  seen.delete('/');
  return [...seen].sort();
};

const MENUS: Record<'client' | 'clientAdmin' | 'financial', string[]> = {
  client: [
    'dashboard',
    'enterprises/list',
    'register_enterprise',
    'rec',
    'nf/list',
    'registrant',
    'report/emission',
    'report/certificatehistory',
    'report/nf',
    'tutorials/list',
  ],
  clientAdmin: [
    'dashboard',
    'enterprises/list',
    'register_enterprise',
    'rec',
    'nf/list',
    'registrant',
    'users/list',
    'connection_with_participant/list',
    'connection_with_participant/enterprises',
    'apiclient/list',
    'webhook/list',
    'report/emission',
    'report/certificatehistory',
    'report/nf',
    'tutorials/list',
  ],
  financial: ['dashboard', 'nf/list', 'report/nf'],
};

test.describe('registrant tree: menus', () => {
  for (const who of Object.keys(MENUS) as (keyof typeof MENUS & Who)[])
    test(`the menu of ${who} shows exactly its screens, each accessible`, async ({ page }) => {
      // A walk through every screen of the tree, each with its axe scan: minutes on a busy machine.
      test.setTimeout(180_000);
      await signIn(page, who);
      expect(await menuPaths(page)).toEqual(MENUS[who].map((p) => `/users/${p}`).sort());
      for (const path of MENUS[who]) {
        await page.goto(`/users/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page, `${who} /users/${path}`);
      }
    });
});
