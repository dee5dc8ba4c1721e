import { apiCall, apiToken, expect, expectAccessible, signIn, snackbar, test } from '../support/fixtures';
import { julyHolder, julyWh, otherTrade, retirementSetup } from '../support/hourly-moves';
import { seeded } from '../support/hourly-suite';
import { ptMwh } from '../support/participant';

// The last three of hourly.spec.ts, after its issuance: hourly certificates transferred and retired
// by hours, and an automation rule by hours.
export function hourlyMoves() {
  test('transfers hourly certificates by hours: the selection previews what moves, then the heatmap shows it gone', async ({
    page,
    consoleGuard,
  }) => {
    // The live preview asks a moment after each change: on a slow machine it may ask for the
    // default month (nothing held there) before the month is chosen, which it refuses (409).
    consoleGuard.expectHttpError(409, '/preview');
    const token = await apiToken('participant');
    const holder = await julyHolder(token);
    const other = await otherTrade();
    const heldBefore = BigInt(await julyWh(token, holder.id));
    await signIn(page, 'participant');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/users/transfer/new');
    // Mensal stays the default; Horária swaps in the hour-range selection.
    await expect(page.getByRole('radio', { name: 'Mensal' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Revisar e confirmar' })).toBeVisible();
    await page.screenshot({ path: '../../.tmp/screens/move-monthly-1280.png', fullPage: true });
    // The choice is kept in the address (a reload opens the same form), so it settles a moment later.
    await page.getByRole('radio', { name: 'Horária' }).click();
    await expect(page.getByRole('radio', { name: 'Horária' })).toBeChecked();
    await expect(page).toHaveURL(/granularity=hourly/);
    const form = page.getByRole('form', { name: 'Transferência por horas' });
    const preview = form.getByRole('region', { name: 'Prévia' });
    await expect(preview).toContainText('Preencha a seleção para ver o que será movido.');
    await page.screenshot({ path: '../../.tmp/screens/move-hourly-empty-1280.png', fullPage: true });
    // July 1st, 00:00–01:00 Brasília, of the seeded plant: 4 of the 10 MWh the emission issued.
    await form.getByLabel('Conta de origem').selectOption(String(holder.id));
    await form.getByLabel('Mês de produção').selectOption('2026-07');
    await form.getByLabel('Até (hora)').selectOption('1');
    await form.getByLabel('Empreendimento').selectOption({ label: seeded.plant });
    await form.getByLabel('Todas as horas da seleção').uncheck();
    await form.getByLabel('Volume (MWh)').fill('4');
    await expect(preview.getByRole('status')).toHaveText('1 bloco · 4,000000 MWh · 1 hora');
    await expect(preview).toContainText(`${seeded.plant}: 4,000000 MWh`);
    await expect(preview.getByRole('row', { name: /01\/07\/2026 00:00–01:00 1 4,000000/ })).toBeVisible();
    await form.getByLabel('Conta de destino (código)').fill(other.account.accountCode);
    await expectAccessible(page, 'transfer by hours');
    await page.screenshot({ path: '../../.tmp/screens/move-hourly-1280.png', fullPage: true });
    await page.setViewportSize({ width: 900, height: 900 });
    await page.screenshot({ path: '../../.tmp/screens/move-hourly-900.png', fullPage: true });
    // Nothing is booked before the user has seen what moves where.
    await form.getByRole('button', { name: 'Revisar' }).click();
    const summary = page.getByRole('alertdialog');
    await expect(summary.getByRole('heading', { name: 'Confirmar transferência' })).toBeVisible();
    for (const fact of [
      holder.accountCode,
      other.account.accountCode,
      seeded.plant,
      '07/2026 · Todos os dias · 00:00–01:00',
      '1 bloco · 4,000000 MWh · 1 hora',
      'não pode ser desfeita',
    ])
      await expect(summary).toContainText(fact);
    await expectAccessible(page, 'transfer by hours summary');
    await page.screenshot({ path: '../../.tmp/screens/move-hourly-confirm-900.png' });
    expect(BigInt(await julyWh(token, holder.id))).toBe(heldBefore);
    await summary.getByRole('button', { name: 'Transferir' }).click();
    await expect(page.getByText(/^Transferência nº \d+ registrada: 4,000000 MWh em 1 bloco$/)).toBeVisible();
    // The destination holds exactly the 4 MWh; the holder's heatmap shows the rest.
    expect(await julyWh(other.token, other.account.id)).toBe('4000000');
    await page.goto('/users/certificates/hourly');
    await page.getByLabel('Conta').selectOption({ label: `${holder.accountName} (${holder.accountCode})` });
    await page.getByLabel('Mês de produção').selectOption('2026-07');
    await expect(page.getByText(`Total do mês: ${ptMwh(heldBefore - 4_000_000n)} MWh`)).toBeVisible();
  });

  test('retires hourly certificates by hours for a beneficiary, in Arabic too', async ({ page, consoleGuard }) => {
    // As above: a preview of the half-made selection may be refused before the dates are in.
    consoleGuard.expectHttpError(409, '/preview');
    const token = await apiToken('participant');
    const holder = await julyHolder(token);
    const heldBefore = BigInt(await julyWh(token, holder.id));
    const retirement = await retirementSetup(token, 'Aposentadoria horária e2e', 'Consumidora Horária Ltda');
    await signIn(page, 'participant');
    await page.goto('/users/redemption/new?granularity=hourly');
    const form = page.getByRole('form', { name: 'Aposentadoria por horas' });
    await form.getByLabel('Conta de origem').selectOption(String(holder.id));
    await form.getByRole('radio', { name: 'Intervalo de datas' }).check();
    await form.getByRole('textbox', { name: 'De', exact: true }).fill('2026-07-01');
    await form.getByLabel('Até (inclusive)').fill('2026-07-01');
    await form.getByLabel('Todas as horas da seleção').uncheck();
    await form.getByLabel('Volume (MWh)').fill('3');
    const preview = form.getByRole('region', { name: 'Prévia' });
    await expect(preview.getByRole('status')).toHaveText('1 bloco · 3,000000 MWh · 1 hora');
    await form
      .getByLabel('Conta de aposentadoria (crédito)')
      .selectOption({ label: `${retirement.accountName} (${retirement.accountCode})` });
    await form.getByLabel('Beneficiário').selectOption({ label: 'Consumidora Horária Ltda' });
    await form.getByLabel('Finalidade').fill('Escopo 2 horário');
    await form.getByRole('button', { name: 'Revisar' }).click();
    const summary = page.getByRole('alertdialog');
    await expect(summary.getByRole('heading', { name: 'Confirmar aposentadoria' })).toBeVisible();
    for (const fact of ['Consumidora Horária Ltda', 'Escopo 2 horário', '1 bloco · 3,000000 MWh · 1 hora'])
      await expect(summary).toContainText(fact);
    await summary.getByRole('button', { name: 'Aposentar' }).click();
    await expect(page.getByText(/^Resgate nº \d+ registrado: 3,000000 MWh em 1 bloco$/)).toBeVisible();
    expect(BigInt(await julyWh(token, holder.id))).toBe(heldBefore - 3_000_000n);
    expect(await julyWh(token, retirement.id)).toBe('0');
    // In Arabic the form reads right to left; figures stay exact.
    await page.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
    await page.goto('/users/transfer/new?granularity=hourly');
    await expect(page.locator('.fui-FluentProvider[dir="rtl"]').first()).toBeVisible();
    const arabic = page.getByRole('form', { name: 'التحويل بالساعات' });
    await arabic.getByLabel('حساب المصدر').selectOption(String(holder.id));
    await arabic.getByLabel('شهر الإنتاج').selectOption('2026-07');
    await expect(arabic.getByRole('region', { name: 'معاينة' }).getByRole('status')).toContainText('ميغاواط ساعة');
    await expectAccessible(page, 'transfer by hours in Arabic');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '../../.tmp/screens/move-hourly-ar.png', fullPage: true });
  });
  test('an automation rule by hours: made in the form, shown again on edit, started, its log shows the run', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const token = await apiToken('participant');
    const holder = await julyHolder(token);
    const heldBefore = BigInt(await julyWh(token, holder.id));
    const retirement = await retirementSetup(token, 'Aposentadoria horária e2e', 'Consumidora Horária Ltda');
    const name = `Automação horária e2e ${Date.now()}`;
    await signIn(page, 'participant');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/users/automation/new');
    const form = page.getByRole('form', { name: 'Automações' });
    await form.getByLabel('Nome').fill(name);
    await form.getByLabel('Porcentagem').fill('100');
    await form.getByLabel('Ordem').fill('7');
    await form.getByRole('group', { name: 'Usinas geradoras' }).getByLabel(seeded.plant).check();
    await form.getByLabel('Beneficiário').selectOption({ label: 'Consumidora Horária Ltda' });
    await form.getByLabel('Conta de negociação').selectOption(String(holder.id));
    await form.getByLabel('Conta de aposentadoria').selectOption(String(retirement.id));
    await form.getByLabel('Finalidade').fill('Escopo 2 horário automático');
    // Mensal stays the default; Horária shows the hourly moves' selection, without a source
    // account (the rule's trade account is the selection's).
    await expect(form.getByRole('radio', { name: 'Mensal' })).toBeChecked();
    await form.getByRole('radio', { name: 'Horária' }).check();
    await expect(form.getByLabel('Conta de origem')).toHaveCount(0);
    await page.screenshot({ path: '../../.tmp/screens/automation-hourly-empty-1280.png', fullPage: true });
    await form.getByLabel('Mês de produção').selectOption('2026-07');
    await form.getByLabel('Empreendimento').selectOption({ label: seeded.plant });
    await form.getByLabel('Todas as horas da seleção').uncheck();
    await form.getByLabel('Volume (MWh)').fill('1');
    await expectAccessible(page, 'automation by hours');
    await page.screenshot({ path: '../../.tmp/screens/automation-hourly-1280.png', fullPage: true });
    await page.setViewportSize({ width: 900, height: 900 });
    await page.screenshot({ path: '../../.tmp/screens/automation-hourly-900.png', fullPage: true });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/users\/automation\/list$/);
    // Stored as the API's HourlySelection: July 2026 in Brasília as UTC, 1 MWh exact.
    const rules = (await (await apiCall(token, 'GET', '/redemptionsautomations?amount=100')).json()) as {
      data: { id: number; name: string }[];
    };
    const made = rules.data.find((r) => r.name === name) as { id: number };
    const stored = (await (await apiCall(token, 'GET', `/redemptionsautomations/${made.id}`)).json()) as {
      hourly_selection: unknown;
    };
    expect(stored.hourly_selection).toMatchObject({
      account_id: holder.id,
      from: '2026-07-01T03:00:00.000Z',
      to: '2026-08-01T03:00:00.000Z',
      volume: '1.000000',
    });
    // The edit shows it back as the Brasília month and the typed volume.
    await page.goto(`/users/automation/new?id=${made.id}`);
    const edit = page.getByRole('form', { name: 'Automações' });
    await expect(edit.getByRole('radio', { name: 'Horária' })).toBeChecked();
    await expect(edit.getByLabel('Mês de produção')).toHaveValue('2026-07');
    await expect(edit.getByLabel('Volume (MWh)')).toHaveValue('1');
    await page.goto('/users/automation/list');
    await page.getByRole('button', { name: `Iniciar ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Iniciar' }).click();
    await expect(snackbar(page).filter({ hasText: 'Automação executada' })).toBeVisible();
    // The run retired exactly the rule's 1 MWh of July's hours from the trade account.
    expect(BigInt(await julyWh(token, holder.id))).toBe(heldBefore - 1_000_000n);
    await page.goto('/users/automationlog/list');
    const log = page.getByRole('grid', { name: 'Registros de automação' });
    const row = log.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Aposentados por hora 1,000000 MWh');
    await expect(row).toContainText('Consumidora Horária Ltda');
    // In Arabic the edit reads right to left with the same choice.
    await page.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/users/automation/new?id=${made.id}`);
    await expect(page.locator('.fui-FluentProvider[dir="rtl"]').first()).toBeVisible();
    await expect(page.getByRole('radio', { name: 'بالساعة' })).toBeChecked();
    await expectAccessible(page, 'automation by hours in Arabic');
    await page.screenshot({ path: '../../.tmp/screens/automation-hourly-ar.png', fullPage: true });
  });
}
