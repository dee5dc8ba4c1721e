import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { apiCall, apiToken, expect, snackbar, test } from './support/fixtures';

// Issue 42 items 2–3 (ADR 0121/0122): TOTP enrolment and sign-in with a code made here, a
// recovery code that works once, and a revoked session's browser signed out on its next request.
// Each test makes its own admin: enabling two factors on a shared fixture user would stop the
// other specs' sign-ins.
const PASSWORD = 'Cofre#Verde-2026';

const newAdmin = async (tag: string) => {
  const email = `${tag}-${Date.now()}@registro.org.br`;
  const res = await apiCall(await apiToken('admin'), 'POST', '/admins', {
    name: 'Segura',
    lastName: tag,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(res.status).toBe(201);
  return email;
};

const passwordStep = async (page: Page, email: string) => {
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
};

// Screenshots for review (1280 px, 900 px), beside the other test output.
const shoot = async (page: Page, name: string) => {
  for (const width of [1280, 900]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `../../.tmp/screens/${name}-${width}.png`, fullPage: true });
  }
};

const inFreshBrowser = async (browser: Browser) => (await browser.newContext()).newPage();
const codeFor = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test('TOTP enrolment, sign-in with a code from the app, a recovery code works once', async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.slow();
  consoleGuard.expectHttpError(401, /\/v1\/auth\/login/);
  const email = await newAdmin('totp');
  await passwordStep(page, email);
  await page.waitForURL(/\/backoffice\//);
  await page.goto('/backoffice/security');
  // The demo and the tests run with the admins' requirement off, and say so to admins.
  await expect(page.getByText('Este registro não exige a verificação em duas etapas')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Ativar' }).click();
  await expect(page.getByRole('img', { name: 'Código QR da chave' })).toBeVisible();
  await shoot(page, 'enrolment');
  const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent())?.trim() ?? '';
  await page.getByLabel('Código do aplicativo').fill(await codeFor(secret, 0));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const list = page.getByRole('list', { name: 'Códigos de recuperação' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recovery = ((await list.getByRole('listitem').first().textContent()) ?? '').trim();

  // Password, then the code of the next time step (the enrolment's step is spent).
  const second = await inFreshBrowser(browser);
  await passwordStep(second, email);
  await expect(second.getByText('Verificação em duas etapas')).toBeVisible();
  await second.getByLabel('Código').fill(await codeFor(secret, 1));
  await second.getByRole('button', { name: 'Verificar' }).click();
  await second.waitForURL(/\/backoffice\/dashboard/);

  const third = await inFreshBrowser(browser);
  await passwordStep(third, email);
  await third.getByLabel('Código').fill(recovery);
  await third.getByRole('button', { name: 'Verificar' }).click();
  await third.waitForURL(/\/backoffice\/dashboard/);

  const fourth = await inFreshBrowser(browser);
  await passwordStep(fourth, email);
  await fourth.getByLabel('Código').fill(recovery);
  const refused = fourth.waitForResponse((r) => r.url().endsWith('/auth/login/second-factor'));
  await fourth.getByRole('button', { name: 'Verificar' }).click();
  expect((await refused).status()).toBe(401);
  await expect(fourth.getByRole('button', { name: 'Verificar' })).toBeVisible();
  await expect(fourth).toHaveURL(/\/signin$/);
});

test('revoking a session signs that browser out on its next request', async ({ page, browser, consoleGuard }) => {
  test.slow();
  consoleGuard.expectHttpError(401);
  const email = await newAdmin('sessions');
  const other = await inFreshBrowser(browser);
  await passwordStep(other, email);
  await other.waitForURL(/\/backoffice\//);
  await passwordStep(page, email);
  await page.waitForURL(/\/backoffice\//);
  await page.goto('/backoffice/security');
  const rows = page.getByRole('table', { name: 'Sessões' }).getByRole('row');
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  await shoot(page, 'sessions');
  const notCurrent = rows.filter({ hasNot: page.getByText('Esta sessão') }).nth(1);
  await notCurrent.getByRole('button', { name: 'Encerrar' }).click();
  await expect(snackbar(page).getByText('Sessão encerrada')).toBeVisible();
  await expect(rows).toHaveCount(2);
  // The other browser's next request is refused and it lands on sign-in.
  await other.reload();
  await other.waitForURL(/\/signin$/);
  // The page in Arabic (right to left), for review.
  await page.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'أمان الحساب' })).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'security-ar');
});
