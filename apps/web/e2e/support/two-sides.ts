import type { Browser, Page } from '@playwright/test';
import { PASSWORD } from './fixtures';

// What the offers and agreements specs share: the other participant's browser beside Verde's, and
// screenshots of a screen wide and in the drawer layout (.tmp/screens, not kept in git).

const AZUL = 'admin@azul.com.br';

/** Azul signed in, in a browser of its own. */
export const signInAzul = async (browser: Browser): Promise<Page> => {
  const page = await (await browser.newContext({ locale: 'pt-BR', reducedMotion: 'reduce' })).newPage();
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(AZUL);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/users\//);
  return page;
};

/** The page at 1280 and 900 px, as `<name>-1280.png` and `<name>-900.png`; it is left at 1280 px. */
export const shoot = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `../../.tmp/screens/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 900, height: 900 });
  await page.screenshot({ path: `../../.tmp/screens/${name}-900.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
};
