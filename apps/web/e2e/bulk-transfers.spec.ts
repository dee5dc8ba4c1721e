import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { otherTrade } from './support/hourly-moves';
import { accounts } from './support/participant';
import { issueToParticipant } from './support/redemption';

// Issue 41 item 3: a participant sends a transfer file with one line past its holding, reads that
// line's Portuguese message (nothing booked), fixes the file, confirms, follows the job and
// downloads the result naming each line's transfer.

const HEADER = 'Conta de origem;Certificado;Volume (MWh);Conta de destino';
const SHOTS = '../../.tmp/screens';

// The registry's admin, beside the participant, for the oversight list of every organisation's files.
const signInAdmin = async (browser: Browser) => {
  const admin = await (await browser.newContext({ locale: 'pt-BR', reducedMotion: 'reduce' })).newPage();
  await signIn(admin, 'admin');
  return admin;
};
// The admin's list wide, in the drawer layout and in Arabic (right to left).
const shootList = async (admin: Page, name: string) => {
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.screenshot({ path: `${SHOTS}/bulk-admin-${name}-1280.png`, fullPage: true });
  await admin.setViewportSize({ width: 900, height: 900 });
  await admin.screenshot({ path: `${SHOTS}/bulk-admin-${name}-900.png`, fullPage: true });
  await admin.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.reload();
  await expect(admin.getByRole('heading', { name: 'الإرسالات المجمّعة' })).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/bulk-admin-${name}-ar.png`, fullPage: true });
  await admin.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'pt' })));
  await admin.reload();
};

const send = async (page: Page, name: string, lines: string[]) => {
  const buffer = Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Enviar/ }).click();
};

test('a participant sends a transfer file, fixes a bad line, confirms and downloads the result', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { rec, participant } = await issueToParticipant();
  const trade = (await accounts(participant)).find((a) => a.accountType === 'trade');
  const to = (await otherTrade()).account.accountCode;
  const from = trade?.accountCode as string;
  // The admin's oversight before this file: the list (or its empty state), as it looks.
  const admin = await signInAdmin(browser);
  await admin.goto('/backoffice/bulk/list');
  await expect(admin.getByRole('heading', { name: 'Envios em lote' })).toBeVisible();
  await shootList(admin, 'before');
  await signIn(page, 'participant');
  await page.goto('/users/bulk');
  await expect(page.getByRole('heading', { name: 'Envio em lote' })).toBeVisible();
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Modelo CSV' }).click();
  expect((await template).suggestedFilename()).toBe('modelo-transferencias-em-lote.csv');
  await expectAccessible(page, 'bulk upload');
  await page.screenshot({ path: `${SHOTS}/bulk-empty-1280.png`, fullPage: true });

  // 60 + 50 of a 100 MWh certificate: the second line passes the holding.
  await send(page, 'lote-ruim.csv', [HEADER, `${from};${rec.id};60;${to}`, `${from};${rec.id};50;${to}`]);
  await expect(page.getByText('2 linhas: 1 válidas, 1 com erro · 60,000000 MWh')).toBeVisible();
  await expect(
    page.getByText(
      `Linha 3, coluna Volume (MWh): Com as linhas anteriores do arquivo, 110.000000 MWh do certificado ${rec.id} passam do saldo de 100.000000 MWh da conta ${from}`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Confirmar/ })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/bulk-errors-1280.png`, fullPage: true });

  await send(page, 'lote.csv', [HEADER, `${from};${rec.id};60;${to}`, `${from};${rec.id};40;${to}`]);
  await expect(page.getByText('2 linhas: 2 válidas, 0 com erro · 100,000000 MWh')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Volume por conta de destino' })).toContainText(to);
  await page.getByRole('button', { name: 'Confirmar 2 linhas' }).click();
  await expect(page.getByText('Lote registrado: 2 linhas, 100,000000 MWh')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/bulk-done-1280.png`, fullPage: true });
  const result = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar o arquivo de resultado' }).click();
  const file = await result;
  const text = (await (await file.createReadStream()).toArray()).join('');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(`Linha;${HEADER};Transferência`);
  expect(lines.slice(1).map((l) => l.split(';').slice(0, 5).join(';'))).toEqual([
    `2;${from};${rec.id};60,000000;${to}`,
    `3;${from};${rec.id};40,000000;${to}`,
  ]);
  // The registry's admin sees the file just booked among every organisation's, and opens it.
  await admin.goto('/backoffice/bulk/list');
  const row = admin.getByRole('grid', { name: 'Envios em lote' }).getByRole('row').filter({ hasText: 'lote.csv' });
  await expect(row.first()).toContainText('Registrado');
  await expect(row.first()).toContainText('100,000000');
  await expectAccessible(admin, 'admin bulk files');
  await shootList(admin, 'full');
  await row.first().getByRole('button', { name: 'Detalhes de lote.csv' }).click();
  await expect(admin.getByRole('heading', { name: 'Envios em lote: lote.csv' })).toBeVisible();
  await expect(admin.getByText('lote.csv', { exact: true })).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/bulk-admin-details-1280.png`, fullPage: true });
  // As its user would see it: the drawer width and Arabic (right to left).
  await page.setViewportSize({ width: 900, height: 900 });
  await page.screenshot({ path: `${SHOTS}/bulk-done-900.png`, fullPage: true });
  await page.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'الإرسال المجمّع' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bulk-empty-ar.png`, fullPage: true });
});
