import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { ledgerMonth, reportLedger } from './support/report-ledger';

// The dashboards read the ledger the API fixture starts with, plus the month support/report-ledger
// books (generation, approved, pending and refused emissions, a retirement).

const ADMIN_WIDGETS = [
  'Números gerais',
  'MWh contabilizados por ano',
  'Empreendimentos por tecnologia',
  'Emissões aprovadas por mês de emissão',
  'Emissões aprovadas por mês de produção',
];
const REGISTRANT_WIDGETS = [
  'Meus números',
  'Emissões aprovadas por ano',
  'MWh disponíveis para emissão',
  'Empreendimentos por fonte',
  'Últimas emissões aprovadas',
];
const MWH = /\d,\d{6}/;

const widget = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });

/** A month as a chart's time axis writes it in pt: "nov. de 26". */
const monthTick = (year: number, month: number) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
/** A column of a time chart, named by its category and its exact written value. */
const column = (name: RegExp) => ({ name });

test.describe('dashboards', () => {
  test.beforeAll(async () => {
    await reportLedger();
  });

  test('the back office shows its five widgets with the ledger’s figures', async ({ page }) => {
    const m = ledgerMonth();
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    for (const title of ADMIN_WIDGETS) await expect(widget(page, title)).toBeVisible();
    const top = widget(page, 'Números gerais');
    await expect(top.getByRole('definition').filter({ hasText: MWH }).first()).toBeVisible();
    await expect(top.getByText('Registrantes')).toBeVisible();
    // Generation of the booked month, per year: a column over a time axis titled with its unit,
    // its written value in pt-BR with six decimals.
    const byYear = widget(page, 'MWh contabilizados por ano');
    await expect(byYear.getByRole('option', column(new RegExp(`^${m.year}\\. .*[\\d.]+,\\d{6}`)))).toBeVisible();
    await expect(byYear.getByRole('figure').getByText('MWh', { exact: true })).toBeVisible();
    await expect(
      widget(page, 'Empreendimentos por tecnologia')
        .getByText(/ · \d+$/)
        .first(),
    ).toBeVisible();
    const mm = m.period.slice(5);
    // Months on the axis in Portuguese words.
    const tick = monthTick(m.year, m.month);
    const byMonth = widget(page, 'Emissões aprovadas por mês de produção');
    await expect(byMonth.getByRole('figure').getByText(tick, { exact: true })).toBeVisible();
    await expect(byMonth.getByRole('option', column(new RegExp(`^${tick.replace('.', '\\.')}\\. `)))).toBeVisible();
    // Each chart has its figures as a table too.
    const production = widget(page, 'Emissões aprovadas por mês de produção');
    await production.getByText('Ver os dados em tabela').click();
    await expect(production.getByRole('table').getByRole('cell', { name: `${mm}/${m.year}` })).toBeVisible();
    await expectAccessible(page, 'admin dashboard');
    // A figure links to the list behind it.
    await top.getByRole('link').filter({ hasText: MWH }).first().click();
    await expect(page).toHaveURL(/\/backoffice\/report\/emission\?status=approved/);
  });

  test('one widget failing shows its own error and retry while the others show', async ({ page, consoleGuard }) => {
    // Five widgets, four charts and an accessibility scan: over a minute on a busy machine.
    test.setTimeout(120_000);
    consoleGuard.expectHttpError(500, '/adminDashboard/countedMwhByYear');
    await page.route('**/adminDashboard/countedMwhByYear', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"x"}' }),
    );
    await signIn(page, 'admin');
    const failed = widget(page, 'MWh contabilizados por ano');
    await expect(failed.getByText('Não foi possível carregar este indicador.')).toBeVisible();
    for (const title of ADMIN_WIDGETS.filter((t) => t !== 'MWh contabilizados por ano'))
      await expect(widget(page, title).getByText('Não foi possível carregar este indicador.')).toHaveCount(0);
    await expect(widget(page, 'Números gerais').getByText('Registrantes')).toBeVisible();
    await expect(
      widget(page, 'Empreendimentos por tecnologia')
        .getByText(/ · \d+$/)
        .first(),
    ).toBeVisible();
    await expectAccessible(page, 'dashboard with a failed widget');
    await page.unroute('**/adminDashboard/countedMwhByYear');
    await failed.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(failed.getByRole('option', column(/^\d{4}\. .*[\d.]+,\d{6}/)).first()).toBeVisible();
  });

  test('the registrant sees its own five widgets', async ({ page }) => {
    await signIn(page, 'client');
    await expect(page).toHaveURL(/\/users\/dashboard$/);
    for (const title of REGISTRANT_WIDGETS) await expect(widget(page, title)).toBeVisible();
    const last = widget(page, 'Últimas emissões aprovadas');
    await expect(last.getByRole('row', { name: /UFV Sol do Pampa I.*100,000000/ }).first()).toBeVisible();
    // Only its own plants: the other registrant's never appear.
    await expect(page.getByText('UFV Ventos Claros')).toHaveCount(0);
    await expect(widget(page, 'MWh disponíveis para emissão').getByText(/^UFV Sol do Pampa I · /)).toBeVisible();
    await expect(widget(page, 'Meus números').getByRole('definition').filter({ hasText: MWH }).first()).toBeVisible();
    await expectAccessible(page, 'registrant dashboard');
  });

  test('figure tiles never run into each other with long Brazilian numbers, at 900 and 1280 px', async ({ page }) => {
    // The widths the demo ledger reaches (a million MWh with six decimals): the answer is the
    // server's own shape, with values no test ledger books in a few rows.
    await page.route('**/clientDashboard/topNumbers', (route) =>
      route.fulfill({
        json: {
          businesses: 12,
          pendingRecs: 5,
          approvedRecs: 1234,
          issuedMwh: '1086689.643780',
          availableMwh: '99999999.999999',
          openInvoices: 5,
        },
      }),
    );
    await signIn(page, 'client');
    const top = widget(page, 'Meus números');
    await expect(top.getByText('1.086.689,643780')).toBeVisible();
    for (const width of [900, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // Each tile's box, and the box its written value and label take (text can spill out of a box).
      const tiles = await top.locator('dl > div').evaluateAll((nodes) =>
        nodes.map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const box = (r: DOMRect) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
          return { tile: box(node.getBoundingClientRect()), text: box(range.getBoundingClientRect()) };
        }),
      );
      expect(tiles).toHaveLength(6);
      for (const [i, a] of tiles.entries()) {
        expect(a.text.left, `tile ${i} at ${width} px`).toBeGreaterThanOrEqual(a.tile.left - 0.5);
        expect(a.text.right, `tile ${i} at ${width} px`).toBeLessThanOrEqual(a.tile.right + 0.5);
        for (const b of tiles.slice(i + 1)) {
          const apart =
            a.tile.right <= b.tile.left ||
            b.tile.right <= a.tile.left ||
            a.tile.bottom <= b.tile.top ||
            b.tile.bottom <= a.tile.top;
          expect(apart, `tiles overlap at ${width} px`).toBe(true);
        }
      }
    }
  });

  test('in Arabic the dashboard reads right to left, figures still exact', async ({ page }) => {
    await signIn(page, 'admin');
    await page.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
    await page.reload();
    const top = widget(page, 'الأرقام العامة');
    await expect(top).toBeVisible();
    await expect(page.locator('.fui-FluentProvider[dir="rtl"]').first()).toBeVisible();
    await expect(widget(page, 'الإصدارات المعتمدة حسب شهر الإنتاج').getByRole('option').first()).toBeVisible();
    await expectAccessible(page, 'admin dashboard in Arabic');
  });
});
