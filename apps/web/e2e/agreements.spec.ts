import type { Page } from '@playwright/test';
import { apiCall, expect, expectAccessible, field, rowAction, signIn, snackbar, test } from './support/fixtures';
import { type Account, accountNamed, otherParticipantToken, ptMwh } from './support/participant';
import { issueToParticipant, ok } from './support/redemption';
import { shoot as shootBoth, signInAzul } from './support/two-sides';

// Standing agreements (issue 41 item 2, ADR 0126): Verde proposes in the browser to move 40 % of
// what arrives in one of its accounts to Azul; Azul accepts; certificates arrive in Verde's account
// by a transfer booked through the API, and both see the execution; Azul ends it with its notice.
// The agreement's accounts are this spec's own, so no other spec's arrivals execute it.

const VERDE_ACCOUNT = 'Verde acordos e2e';
const AZUL_ACCOUNT = 'Azul acordos e2e';
const shoot = (page: Page, name: string) => shootBoth(page, `agreements-${name}`);

// A trade account of the spec's own, opened once (a retried suite finds it).
const ownAccount = async (token: string, name: string): Promise<Account> =>
  accountNamed(token, name).catch(async () => {
    await ok(await apiCall(token, 'POST', '/retirements', { accountType: 'trade', accountName: name }), name);
    return accountNamed(token, name);
  });

const agreementRow = (page: Page, account: string) =>
  page.getByRole('grid', { name: 'Acordos de transferência' }).getByRole('row').filter({ hasText: account });

test('an agreement proposed, accepted, executed on an arrival and ended with its notice', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { rec, participant: verde } = await issueToParticipant(11);
  const main = (await (await apiCall(verde, 'GET', '/retirements?amount=100')).json()).data.find(
    (a: Account) => a.accountType === 'trade',
  ) as Account;
  const mine = await ownAccount(verde, VERDE_ACCOUNT);
  const azul = await otherParticipantToken();
  const theirs = await ownAccount(azul, AZUL_ACCOUNT);

  // Verde proposes: from its account, 40 %, from the first of the year on, 30 days' notice.
  await signIn(page, 'participant');
  await page.goto('/users/agreement/new');
  await expect(page.getByRole('form', { name: 'Acordos de transferência' })).toBeVisible();
  await field(page, 'Conta de origem').selectOption(mine.accountCode);
  await page.getByRole('combobox', { name: /^Conta de destino/ }).fill(theirs.accountCode);
  await field(page, 'Percentual').fill('40');
  await field(page, 'Início').fill(`01/01/${new Date().getUTCFullYear()}`);
  await field(page, 'Aviso prévio (dias)').fill('30');
  await expectAccessible(page, 'new agreement');
  await shoot(page, 'new');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/users\/agreement\/list/);
  await expect(agreementRow(page, theirs.accountCode)).toContainText('Proposto');

  // Azul sees it received and accepts it.
  const receiver = await signInAzul(browser);
  await receiver.goto('/users/agreement/list');
  const received = agreementRow(receiver, theirs.accountCode);
  await expect(received).toContainText('Comercializadora Verde');
  await expect(received).toContainText('Proposto');
  await expectAccessible(receiver, 'received agreements');
  await rowAction(receiver, /^Aceitar/, undefined, received);
  await receiver.getByRole('alertdialog').getByRole('button', { name: 'Aceitar', exact: true }).click();
  await expect(snackbar(receiver).filter({ hasText: 'Acordo aceito' })).toBeVisible();
  await expect(received).toContainText('Ativo');

  // 10 MWh arrive in Verde's account (a transfer between its own accounts): 4 go on to Azul.
  const arrival = await apiCall(verde, 'POST', '/transfers', {
    source_account_code: main.accountCode,
    destination_account_code: mine.accountCode,
    items: [{ rec_id: rec.id, volume: '10.000000' }],
  });
  await ok(arrival, 'arrival');

  // Both see the execution in the agreement's log; Azul sees the certificates in its account.
  await page.goto('/users/agreement/list');
  await agreementRow(page, theirs.accountCode)
    .getByRole('button', { name: /^Detalhes de / })
    .click();
  await expect(page).toHaveURL(/\/users\/agreement\/details/);
  const log = page.getByRole('table', { name: 'Execuções' }).or(page.getByRole('grid', { name: 'Execuções' }));
  await expect(log.getByRole('row').filter({ hasText: 'Transferência recebida' })).toContainText(ptMwh(4_000_000n));
  await expectAccessible(page, 'agreement details');
  await shoot(page, 'details');
  await receiver.goto('/users/certificates/list');
  await expect(
    receiver
      .getByRole('grid', { name: 'Certificados disponíveis' })
      .getByRole('row')
      .filter({ hasText: theirs.accountCode }),
  ).toContainText(ptMwh(4_000_000n));

  // Azul ends it: it keeps executing for the 30 days' notice.
  await receiver.goto('/users/agreement/list');
  await rowAction(receiver, /^Encerrar/, undefined, received);
  await receiver.getByRole('alertdialog').getByRole('button', { name: 'Encerrar', exact: true }).click();
  await expect(snackbar(receiver).filter({ hasText: 'Encerramento solicitado' })).toBeVisible();
  await expect(received).toContainText('Em aviso de encerramento');
  await shoot(receiver, 'list');
  await page.reload();
  await expect(page.getByText('Em aviso de encerramento').first()).toBeVisible();

  // In Arabic, right to left: the list, the form, the details.
  const details = page.url();
  await page.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
  for (const [path, name] of [
    ['/users/agreement/list', 'list-ar'],
    ['/users/agreement/new', 'new-ar'],
    [details, 'details-ar'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('.fui-FluentProvider[dir="rtl"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await shoot(page, name);
  }
  await page.evaluate(() => window.localStorage.removeItem('rec.settings'));
});
