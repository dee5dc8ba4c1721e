import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { type ledgerMonth, reportLedger } from './support/report-ledger';

// Every report route opens on the one report view; a representative set is checked in depth
// (filters, server page, totals row, chart, export with the same rows), on the month that
// support/report-ledger books.

const ADMIN_REPORTS = [
  'ccee_emission_report',
  'consolidation',
  'emission_revision',
  'normal_emission_adjustment',
  'self_consumption_emission_adjustment',
  'financial',
  'nf',
  'emission',
  'enterprise',
  'registrant',
  'redemption',
  'right_irec',
  'registrant_contact',
  'user',
  'business',
  'certificatehistory',
];

const grid = (page: Page) => page.locator('main table').last();
const bodyRows = (page: Page) => grid(page).locator('tbody tr:not([data-totals])');
const totals = (page: Page) => grid(page).locator('tbody tr[data-totals]');

// The export's rows, as text, without the header (first row).
async function exported(page: Page): Promise<unknown[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar para Excel' }).click();
  const file = await (await download).path();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const rows: unknown[][] = [];
  wb.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test.describe('reports', () => {
  let m: ReturnType<typeof ledgerMonth>;
  test.beforeAll(async () => {
    m = await reportLedger();
  });

  test('every back-office report opens on the report view', async ({ page }) => {
    // Sixteen reports, each opened and scanned: minutes on a busy machine.
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    for (const name of ADMIN_REPORTS) {
      await page.goto(`/backoffice/report/${name}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Filtros' })).toBeVisible();
      // Data, an empty page, or (certificate history) the filter it needs: never a failure.
      await expect(
        bodyRows(page)
          .first()
          .or(page.getByText('Nenhum registro encontrado'))
          .or(page.getByText(/para ver o relatório/)),
      ).toBeVisible();
      await expect(page.getByText('Não foi possível')).toHaveCount(0);
    }
  });

  test('emissions: filters, the server’s page, the totals row and an export of the same rows', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(`/backoffice/report/emission?from=${m.period}&to=${m.period}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Emissões' })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(4);
    await expect(totals(page)).toContainText('177,000000');
    // The month filters are the lists' select of months, written MM/YYYY, 'Todos' when empty;
    // never the browser's month input with its "--------- ----" (issue 36 item 15).
    const [year, mm] = m.period.split('-');
    await expect(page.getByLabel('De (mês)')).toHaveValue(m.period);
    await expect(page.getByLabel('De (mês)').locator('option:checked')).toHaveText(`${mm}/${year}`);
    await expect(page.locator('main input[type=month]')).toHaveCount(0);
    // The status filter (a select the report declares) narrows the page and the totals.
    await page.getByLabel('Situação').selectOption('approved');
    await expect(page).toHaveURL(/status=approved/);
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(totals(page)).toContainText('130,000000');
    await expect(grid(page)).toContainText('Ventos do Nordeste');
    await expectAccessible(page, 'emission report');
    const rows = await exported(page);
    // Header, the same two rows, the totals row.
    expect(rows).toHaveLength(1 + 2 + 1);
    expect(rows[0]).toContain('Volume (MWh)');
    expect(rows.at(-1)?.[0]).toBe('Total');
    const ids = await bodyRows(page).locator('td:first-child').allTextContents();
    expect(rows.slice(1, -1).map((r) => String(r[0]))).toEqual(ids);
  });

  // Issue 36 items 13 and 15: a report writes a CNPJ, a phone and an address as the lists do.
  test('registrant contacts: CNPJ masked, e-mails broken only before their @', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/report/registrant_contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contatos de registrantes' })).toBeVisible();
    const solar = bodyRows(page).filter({ hasText: 'Solar do Sul Energia Ltda' });
    // Código, Razão social, CNPJ, E-mail, Telefone…: the CNPJ cell as the Receita writes it.
    await expect(solar.locator('td').nth(2)).toHaveText('11.222.333/0001-81');
    const address = solar.locator('bdi[title*="@"]').first();
    await expect(address).toBeVisible();
    expect(await address.evaluate((el) => el.innerHTML)).toMatch(/^[^@<]+<wbr>@[^<]+$/);
  });

  test('consolidation: a chart with its table, per plant and month, with totals', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(`/backoffice/report/consolidation?from=${m.period}&to=${m.period}`);
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(totals(page)).toContainText('1.116,000000');
    await expect(page.getByRole('figure', { name: /Consolidação — Geração/ })).toBeVisible();
    await page.getByText('Ver os dados em tabela').click();
    await expect(page.getByRole('table', { name: /Gráfico: Consolidação/ })).toContainText('1.116,000000');
    await expectAccessible(page, 'consolidation report');
  });

  test('consolidation: the chart adds up every page, as the Total row does', async ({ page }) => {
    // The whole ledger (the suite's plants and months): more rows than one page.
    await signIn(page, 'admin');
    await page.goto('/backoffice/report/consolidation');
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Próxima página' })).toBeEnabled();
    // A time axis: the months as columns, with the unit on the value axis.
    const generation = page.getByRole('figure', { name: /Consolidação — Geração/ });
    await expect(generation.getByText('MWh', { exact: true })).toBeVisible();
    await expect(generation.getByRole('option').first()).toBeVisible();
    await page.getByText('Ver os dados em tabela').click();
    const chart = page.getByRole('table', { name: /Gráfico: Consolidação/ });
    await expect(chart.locator('tbody tr').first()).toBeVisible();
    // pt-BR "1.116,000000" → millionths, summed exactly.
    const micro = (text: string) => BigInt(text.replace(/\./g, '').replace(',', '').trim() || '0');
    const columnSum = async (n: number) =>
      (await chart.locator(`tbody tr td:nth-child(${n})`).allTextContents()).map(micro).reduce((a, b) => a + b, 0n);
    // Geração CCEE is the grid's 6th column, the chart table's 2nd; Residual the 9th and 4th.
    const total = async (n: number) => micro((await totals(page).locator(`td:nth-child(${n})`).textContent()) ?? '');
    expect(await columnSum(2)).toBe(await total(6));
    expect(await columnSum(4)).toBe(await total(9));
    // The next page shows other rows, and the same chart.
    const before = await chart.locator('tbody').textContent();
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(chart.locator('tbody')).toHaveText(before ?? '');
  });

  test('certificate history asks for the emission, then tells its life', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/report/certificatehistory');
    await expect(page.getByText(/para ver o relatório/)).toBeVisible();
    await page.goto(`/backoffice/report/emission?from=${m.period}&to=${m.period}&status=approved`);
    const id = (await bodyRows(page).filter({ hasText: 'Solar do Sul' }).locator('td:first-child').textContent()) ?? '';
    await page.goto('/backoffice/report/certificatehistory');
    await page.getByLabel('Emissão (número)').fill(id);
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(grid(page)).toContainText('Aposentadoria');
    await expect(totals(page)).toContainText('100,000000');
    await expectAccessible(page, 'certificate history');
  });

  test('a registrant’s reports show only its own data', async ({ page }) => {
    await signIn(page, 'client');
    await page.goto(`/users/report/emission?from=${m.period}&to=${m.period}`);
    await expect(bodyRows(page)).toHaveCount(3);
    await expect(grid(page)).not.toContainText('Ventos do Nordeste');
    // Its registrant is implied: no choice of registrant or participant.
    await expect(page.getByLabel('Registrante')).toHaveCount(0);
    await expect(totals(page)).toContainText('147,000000');
    const rows = await exported(page);
    expect(rows).toHaveLength(1 + 3 + 1);
    expect(rows.flat().join(' ')).not.toContain('Ventos do Nordeste');
    await expectAccessible(page, 'registrant emission report');
    await page.goto('/users/report/nf');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bodyRows(page).first().or(page.getByText('Nenhum registro encontrado'))).toBeVisible();
    await page.goto('/users/report/certificatehistory');
    await expect(page.getByText(/para ver o relatório/)).toBeVisible();
  });
});
