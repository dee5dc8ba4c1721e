import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

import { ConsoleGuard } from './console-guard';
import { PORT_OFFSETS } from './ports';

// playwright.config.ts picked the base port and left it in the environment the workers inherit.
const BASE = Number(process.env.E2E_PORT_BASE);
export const API = `http://127.0.0.1:${BASE + PORT_OFFSETS.api}/v1`;
export const OUTBOX = `http://127.0.0.1:${BASE + PORT_OFFSETS.outbox}/outbox`;
export const CATALOGUE_PORT = BASE + PORT_OFFSETS.catalogue;
export const PASSWORD = 'Senha@2026';

// The API's test fixture (apps/api/test/support/fixture.ts): one user per role.
export const USERS = {
  admin: { email: 'admin@registro.org.br', name: 'admin Teste' },
  client: { email: 'analista@solardosul.com.br', name: 'analista Teste' },
  clientAdmin: { email: 'gestor@solardosul.com.br', name: 'gestor Teste' },
  financial: { email: 'financeiro@solardosul.com.br', name: 'financeiro Teste' },
  participant: { email: 'admin@verde.com.br', name: 'admin Teste' },
  service: { email: 'integracao@registro.org.br', name: '' },
} as const;
export type Who = keyof typeof USERS;

// WCAG 2.1 A/AA rules; the suite fails on serious and critical findings only.
export const expectAccessible = async (page: Page, where: string) => {
  // A toast or dialog still fading in has blended colours that axe reads as poor contrast: wait,
  // as a reader would, until every finite animation (Fluent's motion, CSS transitions) has ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Tabster's focus-trap sentinels (aria-hidden <i tabindex>) are Fluent's machinery, not content.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-tabster-dummy]')
    .analyze();
  const grave = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(grave, `accessibility of ${where}`).toEqual([]);
};

export const submitSignIn = async (page: Page, who: Who, password = PASSWORD) => {
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(USERS[who].email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
};

// Signs in and waits until the guard has taken the user home.
export const signIn = async (page: Page, who: Who, password = PASSWORD) => {
  await submitSignIn(page, who, password);
  await page.waitForURL(/\/(backoffice|users)\//);
};

// A bearer for setting up data through the API itself (the app under test never sees it).
export const apiToken = async (who: Who = 'admin'): Promise<string> => {
  const answer = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: USERS[who].email, password: PASSWORD }),
  });
  const body = (await answer.json()) as { token: string };
  return body.token;
};

export const apiCall = async (token: string, method: string, path: string, body?: unknown) =>
  fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

export const snackbar = (page: Page) => page.locator('.fui-Toast');

// A row's action by its accessible name ("Recusar UFV Serra Alta"): the one button the row
// shows, or else the item of the row's "…" menu (ADR 0086). `record` names the row whose menu to
// open when the scope holds several rows.
export const rowAction = async (page: Page, name: string | RegExp, record?: string, scope: Page | Locator = page) => {
  const exact = typeof name === 'string';
  const button = scope.getByRole('button', { name, exact });
  const more = scope.getByRole(
    'button',
    record ? { name: `Mais ações para ${record}`, exact: true } : { name: /^Mais ações para / },
  );
  await expect(button.or(more).first()).toBeVisible();
  if (await button.count()) return button.first().click();
  await more.first().click();
  await page.getByRole('menuitem', { name, exact }).click();
};

// No such row action: neither the row's button nor an item of its "…" menu (a check on the
// button alone would pass once the action had moved into the menu).
export const expectNoRowAction = async (page: Page, name: string, record: string, scope: Page | Locator = page) => {
  await expect(scope.getByRole('button', { name, exact: true })).toHaveCount(0);
  const more = scope.getByRole('button', { name: `Mais ações para ${record}`, exact: true });
  if (!(await more.count())) return;
  await more.first().click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
};

// A form input by its exact label; a required field's label ends in Fluent's marker (*).
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

// Every spec imports `test` from here: each test fails on any console error, uncaught exception,
// react-intl error or unfilled {placeholder} on any page it opened (console-guard.ts). A test
// that provokes an HTTP error declares it: `consoleGuard.expectHttpError(422, '/recs')`.
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ context, browser }, use) => {
      const guard = new ConsoleGuard();
      await guard.watchContext(context);
      await guard.watchBrowser(browser, () => use(guard));
      expect(guard.problems, 'errors the pages logged (console, exceptions, unfilled placeholders)').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
