import { apiCall, apiToken, expect, expectAccessible, field, signIn, test } from './support/fixtures';
import { type Account, accounts } from './support/participant';
import { issueToParticipant } from './support/redemption';

// The automation's hourly matching mode on screen (issue 39 item 2, ADR 0111): Horária, then
// "the beneficiary's consumption, hour by hour" with a preference order; saved, the rule holds
// the mode and its edit shows it again, in Portuguese and in Arabic. Screenshots at 1280 px and
// 900 px, empty and filled. The rule is deleted at the end (other specs read the same lists).

const NAME = 'Consumo 24/7 e2e-am';
const SHOTS = '../../.tmp/screens';

test('an automation rule retires the beneficiary’s consumption hour by hour: the mode on the form', async ({
  page,
}) => {
  await issueToParticipant(7);
  const token = await apiToken('participant');
  const beneficiaries = await (await apiCall(token, 'GET', '/beneficiaries?amount=100')).json();
  if (!beneficiaries.data.length)
    await apiCall(token, 'POST', '/beneficiaries', { name: 'Beneficiário 24/7 e2e-am', country: 'BR', code: '7' });
  let retirement = (await accounts(token)).find((a) => a.accountType === 'retirement');
  if (!retirement) {
    await apiCall(token, 'POST', '/retirements', { accountType: 'retirement', accountName: 'Aposentadoria 24/7' });
    retirement = (await accounts(token)).find((a) => a.accountType === 'retirement') as Account;
  }
  const trade = (await accounts(token)).find((a) => a.accountType === 'trade') as Account;
  await signIn(page, 'participant');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/users/automation/new');
  await expect(page.getByRole('radio', { name: 'Mensal' })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/automation-matching-empty-1280.png`, fullPage: true });
  await field(page, 'Nome').fill(NAME);
  await field(page, 'Porcentagem').fill('100');
  await field(page, 'Ordem').fill('7');
  await page.getByRole('group', { name: 'Usinas geradoras' }).getByLabel('UFV Sol do Pampa I').check();
  await field(page, 'Beneficiário').selectOption({ index: 1 });
  await field(page, 'Conta de negociação').selectOption(String(trade.id));
  await field(page, 'Conta de aposentadoria').selectOption(String(retirement.id));
  await field(page, 'Finalidade').fill('Escopo 2 — hora a hora');
  await page.getByRole('radio', { name: 'Horária' }).click();
  await page.getByRole('radio', { name: 'O consumo do beneficiário, hora a hora' }).click();
  await expect(page.getByText(/aposenta o que casou, uma vez por mês/)).toBeVisible();
  await expect(page.getByLabel('Mês de produção')).toHaveCount(0);
  await field(page, '1ª preferência').selectOption('plant');
  await field(page, '2ª preferência').selectOption('oldest');
  await expectAccessible(page, 'automation form, hourly matching');
  await page.screenshot({ path: `${SHOTS}/automation-matching-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 900, height: 900 });
  await page.screenshot({ path: `${SHOTS}/automation-matching-900.png`, fullPage: true });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/users\/automation\/list$/);

  const list = await (await apiCall(token, 'GET', `/redemptionsautomations?search=${encodeURIComponent(NAME)}`)).json();
  const rule = list.data.find((r: { name: string }) => r.name === NAME);
  expect(rule).toMatchObject({ hourly_matching: { preference: ['plant', 'oldest'] }, hourly_selection: null });
  try {
    // In Arabic the edit shows the stored mode again, right to left.
    await page.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/users/automation/new?id=${rule.id}`);
    await expect(page.locator('.fui-FluentProvider[dir="rtl"]').first()).toBeVisible();
    await expect(page.getByRole('radio', { name: 'استهلاك المستفيد، ساعة بساعة' })).toBeChecked();
    await expect(page.getByLabel(/^التفضيل الأول/)).toHaveValue('plant');
    await expectAccessible(page, 'automation form, hourly matching, Arabic');
    await page.screenshot({ path: `${SHOTS}/automation-matching-ar.png`, fullPage: true });
  } finally {
    await apiCall(token, 'DELETE', `/redemptionsautomations/${rule.id}`);
  }
});
