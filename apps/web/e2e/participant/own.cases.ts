import { apiCall, expect, expectAccessible, field, signIn, snackbar, test } from '../support/fixtures';
import { type Account, accounts, otherParticipantToken } from '../support/participant';
import { token, trade } from '../support/participant-suite';

// The last three of participant.spec.ts: an automation run, another participant's records kept out,
// and every participant screen with real content and accessible.
export function participantOwn() {
  test('creates an automation, starts it, and its log shows the run', async ({ page }) => {
    await signIn(page, 'participant');
    const beneficiaries = await (await apiCall(token, 'GET', '/beneficiaries?amount=100')).json();
    if (!beneficiaries.data.length)
      await apiCall(token, 'POST', '/beneficiaries', { name: 'Beneficiário da automação', country: 'BR', code: '1' });
    let retirement = (await accounts(token)).find((a) => a.accountType === 'retirement');
    if (!retirement) {
      await apiCall(token, 'POST', '/retirements', { accountType: 'retirement', accountName: 'Aposentadoria auto' });
      retirement = (await accounts(token)).find((a) => a.accountType === 'retirement') as Account;
    }
    await page.goto('/users/automation/list');
    await expect(page.getByRole('heading', { name: 'Minhas automações' })).toBeVisible();
    await page.goto('/users/automation/new');
    await field(page, 'Nome').fill('Automação mensal e2e');
    await field(page, 'Porcentagem').fill('10');
    await field(page, 'Ordem').fill('1');
    await page.getByRole('group', { name: 'Usinas geradoras' }).getByLabel('UFV Sol do Pampa I').check();
    await field(page, 'Beneficiário').selectOption({ index: 1 });
    await field(page, 'Conta de negociação').selectOption(String(trade.id));
    await field(page, 'Conta de aposentadoria').selectOption(String(retirement.id));
    await field(page, 'Finalidade').fill('Compensação automática');
    await expectAccessible(page, 'automation form');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/users\/automation\/list$/);
    await page.getByRole('button', { name: 'Iniciar Automação mensal e2e' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Iniciar' }).click();
    await expect(snackbar(page).filter({ hasText: 'Automação executada' })).toBeVisible();
    // The dialog has gone (the page is no longer hidden behind it) before the page is scanned.
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expectAccessible(page, 'automations list');
    await page.goto('/users/automationlog/list');
    await expect(page.getByRole('grid', { name: 'Registros de automação' })).toContainText('Automação mensal e2e');
    await expectAccessible(page, 'automation log');
  });

  test('never sees another participant’s accounts, transfers or beneficiaries, by URL either', async ({
    page,
    consoleGuard,
  }) => {
    // Another's records by their address are the API's 404s, which the browser logs.
    consoleGuard.expectHttpError(404, /\/v1\/(beneficiaries|retirements|redemptionsautomations|transfers|accounts)\//);
    const other = await otherParticipantToken();
    await apiCall(other, 'POST', '/beneficiaries', { name: 'Beneficiário Azul Secreto', country: 'BR', code: '9' });
    await apiCall(other, 'POST', '/retirements', { accountType: 'retirement', accountName: 'Conta Azul Secreta' });
    const theirs = await (await apiCall(other, 'GET', '/beneficiaries?amount=100')).json();
    const secret = theirs.data.find((b: { name: string }) => b.name === 'Beneficiário Azul Secreto');
    const account = (await accounts(other)).find((a) => a.accountName === 'Conta Azul Secreta') as Account;

    await signIn(page, 'participant');
    await page.goto('/users/beneficiary/list');
    await expect(page.getByRole('heading', { name: 'Beneficiários' })).toBeVisible();
    await expect(page.getByText('Beneficiário Azul Secreto')).toHaveCount(0);
    await page.goto('/users/dashboard');
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByText('Conta Azul Secreta')).toHaveCount(0);
    await page.goto('/users/transfer/list');
    await expect(page.getByText('Energia Azul')).toHaveCount(0);
    // By URL: the edit forms of their records say not found and go back to the list.
    await page.goto(`/users/beneficiary/new?id=${secret.id}`);
    await expect(snackbar(page).filter({ hasText: 'Beneficiário não encontrado' })).toBeVisible();
    await expect(page).toHaveURL(/\/users\/beneficiary\/list$/);
    await page.goto(`/users/retirement/new?id=${account.id}`);
    await expect(page).toHaveURL(/\/users\/retirement\/list$/);
    await expect(page.getByText('Conta Azul Secreta')).toHaveCount(0);
    await page.goto('/users/automation/new?id=999999');
    await expect(snackbar(page).filter({ hasText: 'Automação não encontrado' })).toBeVisible();
  });

  test('every participant screen shows real content and is accessible', async ({ page }) => {
    // Twenty-one screens, each checked by axe.
    test.setTimeout(180_000);
    await signIn(page, 'participant');
    for (const path of [
      'dashboard',
      'retirement/list',
      'retirement/new',
      'certificates/list',
      'transfer/list',
      'transfer/new',
      'redemption/list',
      'redemption/new',
      'beneficiary/list',
      'beneficiary/new',
      'beneficiary_consumption/list',
      'financial/list',
      'nf/participant/list',
      'users/list',
      'users/register',
      'connection_with_registrant/list',
      'connection_with_registrant/connection',
      'connection_with_registrant/enterprises',
      'automation/list',
      'automation/new',
      'automationlog/list',
    ]) {
      await page.goto(`/users/${path}`);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(
        page
          .locator('main')
          .getByRole('grid')
          .or(page.locator('main form'))
          .or(page.getByText(/Nenhum registro/))
          .first(),
      ).toBeVisible();
      await expectAccessible(page, `/users/${path}`);
    }
  });
}
