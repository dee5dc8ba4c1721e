import type { Browser, Page } from '@playwright/test';
import { API, expect, OUTBOX, PASSWORD, signIn, snackbar, test } from './support/fixtures';

// The bell (issue 42): a registrant's manager learns of an approval the admin made in another
// browser. bell-world.ts gives the emission queue's registrant a manager and a pending request of
// its own plant, so no other spec's counts move.
const HELPER = OUTBOX.replace('/outbox', '/seed');
const PLANT = 'UFV Fila Sino';
const EMAIL = 'gestor@filasolar.com.br';

const unreadOf = async (token: string) =>
  (
    (await (await fetch(`${API}/notifications/unread`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      unread: number;
    }
  ).unread;

const managerSignsIn = async (browser: Browser): Promise<Page> => {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/users\//);
  return page;
};

test('the bell shows an approval made by another user; opening it marks it read', async ({ page, browser }) => {
  test.slow();
  const { rec } = (await (await fetch(`${HELPER}/bell-world`)).json()) as { rec: number };
  const manager = await managerSignsIn(browser);
  await expect(manager.getByRole('button', { name: 'Notificações não lidas: 0' })).toBeVisible();

  await signIn(page, 'admin');
  await page.goto('/backoffice/rec/request?amount=100');
  await page.getByRole('button', { name: `Aprovar ${PLANT}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Aprovar' }).click();
  await expect(snackbar(page).getByText('Emissão aprovada')).toBeVisible();

  // The server turns the approval into the manager's notification within a moment; the bell polls
  // every 30 s, so the manager opens a page as a user coming back to the app would.
  const login = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  // Two: the approval and the invoice it raised, which the manager pays.
  await expect.poll(() => unreadOf(token), { timeout: 30_000 }).toBe(2);
  await manager.reload();
  const bell = manager.getByRole('button', { name: 'Notificações não lidas: 2' });
  await expect(bell).toBeVisible();
  await bell.click();
  const line = `Emissão nº ${rec} aprovada`;
  await expect(manager.getByText(line, { exact: true })).toBeVisible();
  await manager.getByRole('link', { name: `Abrir: ${line}` }).click();
  await expect(manager).not.toHaveURL(/notifications/);
  await expect(manager.getByRole('button', { name: 'Notificações não lidas: 1' })).toBeVisible();

  // The mail went to the manager too, shown to the admin in Caixa de saída (no SMTP in the suite).
  await page.goto('/backoffice/outbox');
  await expect(page.getByRole('row').filter({ hasText: EMAIL }).first()).toBeVisible();
});
