import { apiCall, apiToken, expect, expectAccessible, signIn, test } from '../support/fixtures';
import { seeded, VOLUME } from '../support/hourly-suite';
import { accounts } from '../support/participant';

// The first three of hourly.spec.ts, in its serial order: an hourly month requested and approved,
// the lists narrowed by granularity and plant, and the heatmap of what the approval issued.
export function hourlyIssuance() {
  test('the form offers Horária only for a CCEE-hourly month; the request shows Horária on its detail', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'clientAdmin');
    await page.goto('/users/rec/new');
    const form = page.getByRole('form', { name: 'Solicitar emissão' });
    const granularity = form.getByLabel('Granularidade');
    // A month of generation from a workbook: monthly only, and the hint says why.
    await form.getByLabel('Empreendimento').selectOption({ label: 'UFV Sol do Pampa I' });
    const months = form.getByLabel('Mês de geração');
    await expect(months.locator('option')).not.toHaveCount(1);
    await months.selectOption({ index: 1 });
    await expect(granularity.locator('option')).toHaveText(['Mensal']);
    await expect(form.getByText('Horária só para meses cuja geração veio do arquivo horário da CCEE')).toBeVisible();
    // The CCEE-hourly month of the seeded plant offers Horária.
    await form.getByLabel('Empreendimento').selectOption({ label: seeded.plant });
    await months.selectOption('2026-07');
    await expect(granularity.locator('option')).toHaveText(['Mensal', 'Horária']);
    await expect(form.getByText(/Horária só para meses/)).toHaveCount(0);
    await granularity.selectOption({ label: 'Horária' });
    await form.getByLabel('Padrão').selectOption({ label: 'I-REC' });
    await form.getByLabel('Volume (MWh)').fill(VOLUME);
    await expectAccessible(page, 'hourly emission request');
    await page.screenshot({ path: '../../.tmp/screens/request-1280.png', fullPage: true });
    await form.getByRole('button', { name: 'Solicitar emissão' }).click();
    await expect(page).not.toHaveURL(/rec\/new/);
    // The request as the back office sees it.
    const admin = await apiToken('admin');
    const list = (await (await apiCall(admin, 'GET', '/recs?page=1&amount=100&search=Hor%C3%A1ria')).json()) as {
      data: { id: number; business_name?: string; granularity?: string }[];
    };
    const rec = list.data.find((r) => r.granularity === 'hourly');
    expect(rec).toBeDefined();
    const office = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    await signIn(office, 'admin');
    await office.goto(`/backoffice/rec/details?id=${rec?.id}`);
    await expect(office.getByText('Horária', { exact: true })).toBeVisible();
    await office.context().close();
    // Approved, it issues the hourly bundles the participant's heatmap shows next.
    expect((await apiCall(admin, 'POST', `/recs/approve/${rec?.id}`, {})).status).toBe(200);
  });

  test('the certificates and emission lists narrow to Horária or Mensal, and by plant', async ({ page, browser }) => {
    await signIn(page, 'participant');
    await page.setViewportSize({ width: 1280, height: 900 });
    // Other suites give this participant certificates in the same run: the list opens with room for all.
    await page.goto('/users/certificates/list?amount=100');
    const grid = page.getByRole('grid', { name: 'Certificados disponíveis' });
    const plantRows = grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: seeded.plant }) });
    const hourlyCells = grid.getByRole('gridcell', { name: 'Horária', exact: true });
    await expect(plantRows).toHaveCount(1);
    // The plant filter reads the participant's own certificates' plants (it cannot list plants).
    await page.getByLabel('Empreendimento gerador').selectOption({ label: seeded.plant });
    await page.getByLabel('Granularidade').selectOption({ label: 'Horária' });
    await expect(page).toHaveURL(/granularity=hourly/);
    await expect(plantRows).toHaveCount(1);
    await expect(plantRows).toContainText('Horária');
    await expect(plantRows).toContainText('10,000000');
    await expectAccessible(page, 'certificates list, hourly only');
    await page.screenshot({ path: '../../.tmp/screens/certificates-hourly-1280.png', fullPage: true });
    await page.setViewportSize({ width: 900, height: 900 });
    await page.screenshot({ path: '../../.tmp/screens/certificates-hourly-900.png', fullPage: true });
    // Mensal: the seeded plant's only holding is hourly, so nothing is left.
    await page.getByLabel('Granularidade').selectOption({ label: 'Mensal' });
    await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
    await expect(plantRows).toHaveCount(0);
    await page.screenshot({ path: '../../.tmp/screens/certificates-monthly-empty-900.png', fullPage: true });
    // Mensal alone: whatever else the participant holds, no hourly holding.
    await page.goto('/users/certificates/list?granularity=monthly');
    await expect(grid.or(page.getByText('Nenhum registro encontrado'))).toBeVisible();
    await expect(hourlyCells).toHaveCount(0);
    await page.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
    await page.goto('/users/certificates/list?granularity=hourly');
    await expect(page.locator('.fui-FluentProvider[dir="rtl"]').first()).toBeVisible();
    await expect(page.getByLabel('الدقة الزمنية')).toBeVisible();
    const arabicRow = page
      .getByRole('grid', { name: 'الشهادات المتاحة' })
      .getByRole('row')
      .filter({ hasText: seeded.plant });
    await expect(arabicRow.getByRole('gridcell', { name: 'بالساعة', exact: true })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '../../.tmp/screens/certificates-hourly-ar.png', fullPage: true });
    await page.evaluate(() => window.localStorage.removeItem('rec.settings'));
    // The back office's approved emissions narrow the same way.
    const office = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    await signIn(office, 'admin');
    await office.goto('/backoffice/rec/approved');
    await office.getByLabel('Granularidade').selectOption({ label: 'Horária' });
    await office.getByLabel('Empreendimento').selectOption({ label: seeded.plant });
    const emissions = office.getByRole('grid', { name: 'Emissões aprovadas' });
    await expect(
      emissions.getByRole('row').filter({ has: office.getByRole('gridcell', { name: seeded.plant }) }),
    ).toHaveCount(1);
    await office.getByLabel('Granularidade').selectOption({ label: 'Mensal' });
    await expect(emissions.getByRole('gridcell', { name: seeded.plant })).toHaveCount(0);
    await office.context().close();
  });

  test('the participant sees the hourly holding as a day × hour heatmap with its totals', async ({ page }) => {
    const token = await apiToken('participant');
    let holder = '';
    for (const account of await accounts(token)) {
      const answer = await apiCall(
        token,
        'GET',
        `/hourly/profile?account_id=${account.id}&from=2026-07-01T03:00:00.000Z&to=2026-08-01T03:00:00.000Z`,
      );
      const body = (await answer.json()) as { wh?: string };
      if (answer.ok && body.wh !== '0') holder = `${account.accountName} (${account.accountCode})`;
    }
    expect(holder).not.toBe('');
    await signIn(page, 'participant');
    await page.goto('/users/certificates/hourly');
    await expect(page.getByRole('heading', { name: 'Certificados por hora' })).toBeVisible();
    await page.getByLabel('Conta').selectOption({ label: holder });
    await page.getByLabel('Mês de produção').selectOption('2026-07');
    await expect(page.getByText('Total do mês: 10,000000 MWh')).toBeVisible();
    const grid = page.getByRole('table', { name: /MWh de certificados horários por dia e hora, 07\/2026/ });
    await expect(grid.getByRole('columnheader')).toHaveCount(26);
    await expect(grid.getByRole('rowheader')).toHaveCount(31);
    // Day 1's total is the request's volume: the earliest hours are taken first (ADR 0092).
    await expect(grid.getByRole('row', { name: /^01 / })).toContainText('10,000000');
    await expect(page.getByRole('list', { name: 'Legenda (MWh por hora)' })).toBeVisible();
    await page.getByRole('button', { name: 'Ver as horas com certificados em tabela' }).click();
    await expect(page.getByRole('table', { name: /Horas com certificados horários/ })).toContainText('00:00–01:00');
    // The bundles narrowed to days and a Brasília hour window: the server's totals and rows follow.
    const bundles = page.getByRole('region', { name: 'Blocos por dias e horas' });
    await expect(bundles.getByRole('status')).toHaveText(/^\d+ blocos? · 10,000000 MWh$/);
    await bundles.getByLabel('Até a hora').selectOption({ label: '01:00' });
    const firstHour = bundles.getByRole('table', {
      name: /Blocos de certificados horários, 07\/2026, dias 1–31, 00:00–01:00/,
    });
    await expect(firstHour.getByRole('row').filter({ hasText: seeded.plant }).first()).toContainText('00:00–01:00');
    await expect(firstHour.getByRole('row').filter({ hasText: '01:00–02:00' })).toHaveCount(0);
    await bundles.getByLabel('Do dia').selectOption('2');
    await expect(bundles.getByText('Nenhum bloco nestes dias e horas')).toBeVisible();
    await bundles.getByLabel('Do dia').selectOption('1');
    await expectAccessible(page, 'hourly heatmap');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '../../.tmp/screens/heatmap-1280.png', fullPage: true });
    await page.setViewportSize({ width: 900, height: 900 });
    await page.screenshot({ path: '../../.tmp/screens/heatmap-900.png', fullPage: true });
    // An empty month says so.
    await page.getByLabel('Mês de produção').selectOption('2026-06');
    await expect(page.getByText('Nenhum certificado horário nesta conta em 06/2026')).toBeVisible();
    // In Arabic the page reads right to left; the hours keep their order and figures stay exact.
    await page.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
    await page.reload();
    await expect(page.locator('.fui-FluentProvider[dir="rtl"]').first()).toBeVisible();
    await page.getByLabel('الحساب').selectOption({ label: holder });
    await page.getByLabel('شهر الإنتاج').selectOption('2026-07');
    await expect(page.getByText(/إجمالي الشهر/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'الكتل حسب الأيام والساعات' }).getByRole('table')).toContainText(
      '00:00–01:00',
    );
    await expectAccessible(page, 'hourly heatmap in Arabic');
    await page.screenshot({ path: '../../.tmp/screens/heatmap-ar.png', fullPage: true });
  });
}
