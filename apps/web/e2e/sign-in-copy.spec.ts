import type { Page } from '@playwright/test';
import { expect, expectAccessible, PASSWORD, test, USERS } from './support/fixtures';

// The build's static copy of the sign-in screen (ADR 0054) is what a visitor first sees and
// types into; the app takes over when it arrives. Each test holds the app's entry module back
// until the visitor has acted, so what happens before and during the hand-off is what is tested.

const holdTheApp = async (page: Page) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

const copy = (page: Page) => page.locator('#prerender');
const handedOver = (page: Page) => expect(copy(page)).toHaveCount(0);

test.describe('the prerendered sign-in', () => {
  test('a visitor who submits before the app has loaded is signed in once it has', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/signin', { waitUntil: 'commit' });
    await expect(copy(page).getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
    await expectAccessible(page, '/signin, static copy');
    await page.getByLabel('E-mail').fill(USERS.admin.email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    // Held for the app: nothing left the page, the password is in no address.
    await expect(page.locator('html')).toHaveAttribute('data-sign-in-pending', '');
    expect(page.url()).toMatch(/\/signin$/);
    release();
    await page.waitForURL(/\/backoffice\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the app keeps what was typed and where the caret was', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/signin', { waitUntil: 'commit' });
    const email = page.getByLabel('E-mail');
    await email.fill('admin@registro');
    release();
    await handedOver(page);
    // Typing goes on in the app's field, which has the focus where the copy's had it.
    await page.keyboard.type('.org.br');
    await expect(email).toHaveValue(USERS.admin.email);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Digite sua senha')).toBeVisible();
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/backoffice\/dashboard$/);
  });

  test('a language picked in the copy is the app’s language', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/signin', { waitUntil: 'commit' });
    // The picker offers the other languages once reached, as a visitor's focus or tap does.
    await copy(page).getByRole('combobox').focus();
    await copy(page).getByRole('combobox').selectOption('en');
    release();
    await handedOver(page);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a returning visitor with another language never sees the Portuguese copy', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('rec.settings', JSON.stringify({ language: 'en' })));
    const release = await holdTheApp(page);
    await page.goto('/signin', { waitUntil: 'commit' });
    await expect(page.locator('html')).not.toHaveClass(/prerendered/);
    // Not even hidden: the page keeps one sign-in form.
    await expect(copy(page)).toHaveCount(0);
    release();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    // Lighthouse's mobile profile: a phone's screen, and (below) its slower CPU.
    test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

    test('the copy appears whole, and nothing on the page moves until the app has taken over', async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/signin');
      // Painted while it was parsed, the card grew in steps and, centred, moved up with each.
      await expect(copy(page).or(page.locator('#root form'))).toBeVisible();
      await expect(copy(page)).toHaveCount(0, { timeout: 60_000 });
      await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    });
  });
});
