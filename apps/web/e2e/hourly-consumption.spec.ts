import type { Page } from '@playwright/test';
import { apiCall, apiToken, expect, expectAccessible, signIn, test } from './support/fixtures';

// Issue 39 item 1: a participant imports its beneficiary's hourly consumption through the generic
// import screen (CSV, Brasília time, the night daylight saving ended in 2019), downloads the CSV
// template, sees a bad line's Portuguese message before anything is kept, reads each line's hour
// in the preview, confirms, and reads the month's total.

const CSV = 'text/csv';
const HEADER = 'Beneficiário;Início (horário de Brasília);Consumo (Wh);Submercado;Nível do dado';

const send = async (page: Page, name: string, lines: string[]) => {
  const buffer = Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: CSV, buffer });
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Enviar/ }).click();
};

test('a participant imports hourly consumption, fixes a bad line and reads the month', async ({
  page,
  consoleGuard,
}) => {
  // The refused file answers 422: the screen shows why, and the console logs the status.
  consoleGuard.expectHttpError(422, '/v1/imports/beneficiaryhourlyconsumption');
  const participant = await apiToken('participant');
  const code = `BEN-H-${Date.now()}`;
  const created = await apiCall(participant, 'POST', '/beneficiaries', {
    name: 'Frigorífico Horário Ltda',
    country: 'BR',
    code,
    location: 'Chapecó - SC',
  });
  expect(created.status).toBe(201);
  await signIn(page, 'participant');
  await page.goto('/users/beneficiary_hourly_consumption/import');
  await expect(page.getByRole('heading', { name: 'Importar consumo horário' })).toBeVisible();
  // A template of each format the import reads; the CSV one is the file the server writes.
  await expect(page.getByRole('button', { name: 'Baixar modelo XLSX' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar modelo CSV' }).click();
  expect((await download).suggestedFilename()).toBe('modelo-consumo-horario.csv');
  await expectAccessible(page, 'hourly consumption import');
  await page.screenshot({ path: '../../.tmp/screens/hourly-consumption-empty-1280.png', fullPage: true });

  // The skipped hour of November 2018 refuses the file: its line and the Portuguese reason.
  await send(page, 'consumo-horario-ruim.csv', [HEADER, `${code};2018-11-04 00:00;5;SUL;medição`]);
  await expect(
    page.getByText(
      'Linha 2, coluna Início (horário de Brasília): A hora 2018-11-04 00:00 não existe no horário de Brasília (início do horário de verão): informe-a em UTC',
    ),
  ).toBeVisible();

  // The repeated 23:00 of 16/02/2019 is two hours; 500,000 Wh + 250,000 + 250,000 = 1 MWh.
  await send(page, 'consumo-horario.csv', [
    HEADER,
    `${code};2019-02-16 22:00;500000;SUL;medição`,
    `${code};2019-02-16 23:00;250000;SUL;perfil`,
    `${code};2019-02-16 23:00;250000;SUL;estimativa`,
  ]);
  await expect(page.getByText('3 linhas: 3 válidas, 0 com erro')).toBeVisible();
  // Each line's Brasília hour beside its beneficiary, submarket, tier and MWh (no UTC: the file wrote none).
  const grid = page.getByRole('table', { name: 'Linhas da prévia' });
  await expect(grid.getByRole('columnheader', { name: 'Hora (horário de Brasília)' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Hora (UTC)' })).toHaveCount(0);
  await expect(grid.getByRole('row', { name: /^2 .*16\/02\/2019 22:00 SUL medição 0,500000/ })).toBeVisible();
  await expect(grid.getByRole('row', { name: /^3 .*16\/02\/2019 23:00 SUL perfil 0,250000/ })).toBeVisible();
  await expect(grid.getByRole('row', { name: /^4 .*16\/02\/2019 23:00 SUL estimativa 0,250000/ })).toBeVisible();
  await expectAccessible(page, 'hourly consumption preview');
  await page.screenshot({ path: '../../.tmp/screens/hourly-consumption-preview-1280.png', fullPage: true });
  await page.setViewportSize({ width: 900, height: 900 });
  await page.screenshot({ path: '../../.tmp/screens/hourly-consumption-preview-900.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Confirmar 3 linhas válidas' }).click();
  await expect(page.getByText('Importação confirmada: 3 linhas gravadas')).toBeVisible({ timeout: 30_000 });

  await page.goto('/users/beneficiary_hourly_consumption/list');
  await expect(page.getByRole('heading', { name: 'Consumo horário' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(code);
  const row = page.getByRole('row', { name: /Frigorífico Horário Ltda/ });
  await expect(row).toContainText('02/2019');
  await expect(row).toContainText('SUL');
  await expect(row).toContainText('1,000000');
  await expectAccessible(page, 'hourly consumption list');

  // In Arabic, right to left: the same file again, its hours now recorded already.
  await page.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
  await page.goto('/users/beneficiary_hourly_consumption/import');
  await expect(page.locator('.fui-FluentProvider[dir="rtl"]').first()).toBeVisible();
  await page.screenshot({ path: '../../.tmp/screens/hourly-consumption-empty-ar.png', fullPage: true });
  const again = [HEADER, `${code};2019-02-16 22:00;500000;SUL;medição`];
  const buffer = Buffer.from(`${again.join('\r\n')}\r\n`, 'utf8');
  await page.locator('input[type=file]').setInputFiles({ name: 'consumo-horario.csv', mimeType: CSV, buffer });
  await page.getByRole('button', { name: 'إرسال ومعاينة' }).click();
  await expect(page.getByRole('columnheader', { name: 'الساعة (توقيت برازيليا)' })).toBeVisible();
  await page.screenshot({ path: '../../.tmp/screens/hourly-consumption-preview-ar.png', fullPage: true });
});
