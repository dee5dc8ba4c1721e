import type { Page } from '@playwright/test';
import { apiCall, expect, expectAccessible, field, signIn, snackbar, test } from './support/fixtures';
import { type Account, accounts, micro, otherParticipantToken, ptMwh } from './support/participant';
import { issueToParticipant } from './support/redemption';
import { shoot as shootBoth, signInAzul } from './support/two-sides';

// Offers (issue 41, ADR 0119): Verde offers certificates to Azul; the volume is reserved at once
// (off Verde's balance); Azul sees it received, accepts it (the certificates are its own), and
// rejects another (the volume is Verde's again). The admin oversees both.

const shoot = (page: Page, name: string) => shootBoth(page, `offers-${name}`);

const AZUL_TRADE = 'Azul negociação ofertas e2e';

// The row of an offer in a list, by the counterparty's account and the volume.
const offerRow = (page: Page, grid: string, account: string, volume: string) =>
  page.getByRole('grid', { name: grid }).getByRole('row').filter({ hasText: account }).filter({ hasText: volume });

// An account's balance on the dashboard (the accounts list), as its holder reads it; the list
// answers slowly while the build and the other engineers' suites share the machine.
const expectBalance = async (page: Page, account: Account, units: bigint) => {
  await page.goto('/users/dashboard?amount=100');
  await expect(page.getByRole('row').filter({ hasText: account.accountCode })).toContainText(ptMwh(units), {
    timeout: 30_000,
  });
};

// A row action and its confirmation dialog, whose button is the action's own name.
const answer = async (page: Page, row: ReturnType<typeof offerRow>, action: string) => {
  const button = row.getByRole('button', { name: new RegExp(`^${action}`) });
  const more = row.getByRole('button', { name: /^Mais ações para / });
  await expect(button.or(more).first()).toBeVisible();
  if (await button.count()) await button.first().click();
  else {
    await more.click();
    await page.getByRole('menuitem', { name: new RegExp(`^${action}`) }).click();
  }
  await page.getByRole('alertdialog').getByRole('button', { name: action, exact: true }).click();
};

test.describe('offers between participants', () => {
  let verde: string;
  let trade: Account;
  let recId: number;
  let azulTrade: Account;

  test.beforeAll(async () => {
    const issued = await issueToParticipant(10);
    verde = issued.participant;
    recId = issued.rec.id;
    trade = (await accounts(verde)).find((a) => a.accountType === 'trade') as Account;
    const azul = await otherParticipantToken();
    if (!(await accounts(azul)).some((a) => a.accountName === AZUL_TRADE))
      await apiCall(azul, 'POST', '/retirements', { accountType: 'trade', accountName: AZUL_TRADE });
    azulTrade = (await accounts(azul)).find((a) => a.accountName === AZUL_TRADE) as Account;
  });

  test('an offer reserves volume; accepted it is the receiver’s, rejected it is the sender’s again', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const before = micro((await accounts(verde)).find((a) => a.id === trade.id)?.balance ?? '0');

    // Nothing offered yet: Azul's received offers and the admin's oversight are empty.
    const azul = await signInAzul(browser);
    await azul.goto('/users/offer/received');
    await expect(azul.getByRole('heading', { name: 'Ofertas recebidas' })).toBeVisible();
    await expect(azul.getByRole('grid')).toHaveCount(0);
    await shoot(azul, 'received-empty');
    const admin = await (await browser.newContext({ locale: 'pt-BR', reducedMotion: 'reduce' })).newPage();
    await signIn(admin, 'admin');
    await admin.goto('/backoffice/offer/list');
    await expect(admin.getByRole('heading', { name: 'Ofertas' })).toBeVisible();
    await shoot(admin, 'admin-empty');

    // Verde offers 10 MWh through the form: what an offer does, when it expires, the direct transfer beside it.
    await signIn(page, 'participant');
    await page.goto('/users/offer/new');
    await expect(page.getByText(/expira em .* \(7 dias, prazo do registro\)/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nova transferência' })).toBeVisible();
    await field(page, 'Conta de origem').selectOption(trade.accountCode);
    await page.getByRole('combobox', { name: /^Conta de destino/ }).fill(azulTrade.accountCode);
    await page.getByRole('textbox', { name: `Volume (MWh) — Certificado ${recId}` }).fill('10');
    await shoot(page, 'new');
    await page.getByRole('button', { name: 'Revisar e confirmar' }).click();
    const summary = page.getByRole('alertdialog');
    await expect(summary.getByRole('heading', { name: 'Confirmar oferta' })).toBeVisible();
    await expect(summary).toContainText('fica reservado');
    await expectAccessible(page, 'offer summary');
    await summary.getByRole('button', { name: 'Enviar oferta' }).click();
    await expect(page).toHaveURL(/\/users\/offer\/sent$/);
    await expect(offerRow(page, 'Ofertas enviadas', azulTrade.accountCode, '10,000000')).toContainText('Pendente');
    await expectAccessible(page, 'sent offers');
    await shoot(page, 'sent');
    // Reserved at once: no longer in the spendable balance.
    await expectBalance(page, trade, before - 10_000_000n);
    // A second offer, of 5, through the API.
    const second = await apiCall(verde, 'POST', '/offers', {
      source_account_code: trade.accountCode,
      destination_account_code: azulTrade.accountCode,
      items: [{ rec_id: recId, volume: '5.000000' }],
    });
    expect(second.status).toBe(201);
    await expectBalance(page, trade, before - 15_000_000n);

    // Azul sees both received, accepts the first and rejects the second.
    await azul.goto('/users/offer/received');
    const first = offerRow(azul, 'Ofertas recebidas', trade.accountCode, '10,000000');
    await expect(first).toContainText('Comercializadora Verde');
    await expectAccessible(azul, 'received offers');
    await answer(azul, first, 'Aceitar');
    await expect(snackbar(azul).filter({ hasText: 'Oferta aceita' })).toBeVisible();
    await expect(first).toContainText('Aceita');
    await answer(azul, offerRow(azul, 'Ofertas recebidas', trade.accountCode, '5,000000'), 'Recusar');
    await expect(snackbar(azul).filter({ hasText: 'Oferta recusada' })).toBeVisible();
    await expect(offerRow(azul, 'Ofertas recebidas', trade.accountCode, '5,000000')).toContainText('Recusada');
    await shoot(azul, 'received');
    // The accepted certificates are Azul's; the rejected volume is Verde's spendable balance again.
    await expectBalance(azul, azulTrade, micro(azulTrade.balance) + 10_000_000n);
    await azul.goto('/users/certificates/list');
    await expect(
      azul
        .getByRole('grid', { name: 'Certificados disponíveis' })
        .getByRole('row')
        .filter({ hasText: azulTrade.accountCode }),
    ).toContainText(ptMwh(10_000_000n));
    await expectBalance(page, trade, before - 10_000_000n);

    // Verde's sent offers say what became of each; the detail page keeps the history.
    await page.goto('/users/offer/sent');
    await expect(offerRow(page, 'Ofertas enviadas', azulTrade.accountCode, '10,000000')).toContainText('Aceita');
    await expect(offerRow(page, 'Ofertas enviadas', azulTrade.accountCode, '5,000000')).toContainText('Recusada');

    // The detail page keeps the history: sent, then accepted.
    const sent = (await (await apiCall(verde, 'GET', '/offers?direction=outgoing&state=accepted')).json()) as {
      data: { id: number; volume: string }[];
    };
    await page.goto(`/users/offer/details?id=${sent.data.find((o) => o.volume === '10.000000')?.id}`);
    await expect(page.getByText('Oferta enviada')).toBeVisible();
    await expect(page.getByText('Aceita', { exact: true }).first()).toBeVisible();
    await shoot(page, 'details');

    // The admin oversees every offer, filtered by state.
    await admin.goto('/backoffice/offer/list');
    const all = admin.getByRole('grid', { name: 'Ofertas' });
    await expect(all.getByRole('row').filter({ hasText: azulTrade.accountCode })).toHaveCount(2);
    await admin.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Recusada' });
    await expect(all.getByRole('row').filter({ hasText: azulTrade.accountCode })).toHaveCount(1);
    await expectAccessible(admin, 'admin offers');
    await shoot(admin, 'admin');
  });

  test('a receiver takes offers only, and lists senders it accepts automatically', async ({
    browser,
    consoleGuard,
  }) => {
    test.setTimeout(180_000);
    // A direct transfer to a receiver that takes offers only: OFFERS_ONLY (422).
    consoleGuard.expectHttpError(422, '/v1/transfers');
    const azul = await signInAzul(browser);
    await azul.goto('/users/offer/settings');
    const direct = azul.getByRole('switch', { name: 'Aceitar transferências diretas' });
    await expect(direct).toBeChecked();
    await direct.click();
    await expect(azul.getByText('Outros participantes só podem enviar ofertas')).toBeVisible();
    await azul.getByRole('combobox', { name: 'Conta do remetente' }).fill(trade.accountCode);
    await azul.getByRole('button', { name: 'Adicionar' }).click();
    await expect(azul.getByRole('listitem').filter({ hasText: trade.accountCode })).toBeVisible();
    await expectAccessible(azul, 'offer settings');
    await shoot(azul, 'settings');
    await azul.getByRole('button', { name: 'Salvar' }).click();
    await expect(snackbar(azul).filter({ hasText: 'Configurações de ofertas salvas' })).toBeVisible();
    await azul.reload();
    await expect(azul.getByRole('switch', { name: 'Aceitar transferências diretas' })).not.toBeChecked();
    await expect(azul.getByRole('listitem').filter({ hasText: trade.accountCode })).toBeVisible();

    // Verde: the direct transfer is refused with the catalogue's reason, under the destination.
    const page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    await signIn(page, 'participant');
    await page.goto('/users/transfer/new');
    await expect(page.getByRole('link', { name: 'Nova oferta' })).toBeVisible();
    await field(page, 'Conta de origem').selectOption(trade.accountCode);
    await page.getByRole('combobox', { name: /^Conta de destino/ }).fill(azulTrade.accountCode);
    await page.getByRole('textbox', { name: `Volume (MWh) — Certificado ${recId}` }).fill('1');
    await page.getByRole('button', { name: 'Revisar e confirmar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Transferir' }).click();
    await expect(page.getByText('recebe certificados apenas por oferta')).toBeVisible();
    // An offer from a listed sender is accepted at once.
    const auto = await apiCall(verde, 'POST', '/offers', {
      source_account_code: trade.accountCode,
      destination_account_code: azulTrade.accountCode,
      items: [{ rec_id: recId, volume: '1.000000' }],
    });
    expect(((await auto.json()) as { state: string }).state).toBe('accepted');
    // In Arabic, right to left: the received offers, the settings, the new offer form.
    await azul.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
    for (const [path, name] of [
      ['/users/offer/received', 'received-ar'],
      ['/users/offer/settings', 'settings-ar'],
      ['/users/offer/new', 'new-ar'],
    ] as const) {
      await azul.goto(path);
      await expect(azul.locator('.fui-FluentProvider[dir="rtl"]').first()).toBeVisible();
      await expect(azul.getByRole('heading', { level: 1 })).not.toHaveText('');
      await shoot(azul, name);
    }
    // Back to the default for the other specs.
    await apiCall(await otherParticipantToken(), 'PUT', '/offer-settings', {
      accepts_direct_transfers: true,
      auto_accept_accounts: [],
    });
  });
});
