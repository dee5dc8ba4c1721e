import type { Browser, Page } from '@playwright/test';
import { apiCall, expect, expectAccessible, field, signIn, snackbar, test } from '../support/fixtures';
import { type Account, accountNamed, expectBalance, micro } from '../support/participant';
import { issued, token, trade } from '../support/participant-suite';
import { pdfTitle } from '../support/pdf';

// The combobox itself: its list, once opened, is labelled by the same label.
const destinationInput = (page: Page) => page.getByRole('combobox', { name: /^Conta de destino/ });

const volumeInput = (page: Page, recId: number) =>
  page.getByRole('textbox', { name: `Volume (MWh) — Certificado ${recId}` });

const newTradeAccount = async (page: Page, name: string) => {
  await page.goto('/users/retirement/new');
  await field(page, 'Tipo de conta').selectOption({ label: 'Negociação' });
  await field(page, 'Nome da conta').fill(name);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/users\/retirement\/list$/);
};

const fillTransfer = async (page: Page, from: Account, to: Account, recId: number, volume: string) => {
  await page.goto('/users/transfer/new');
  await field(page, 'Conta de origem').selectOption(from.accountCode);
  await destinationInput(page).fill(to.accountCode);
  await volumeInput(page, recId).fill(volume);
  await expect(page.getByRole('status').filter({ hasText: 'Total:' })).toContainText(`Total: ${volume}`);
};

const signedOutPage = async (browser: Browser) => (await browser.newContext({ locale: 'pt-BR' })).newPage();

// The first two of participant.spec.ts: certificates transferred, then retired for a beneficiary.
export function participantMoves() {
  test('sees its certificates, transfers part of them (exactly once, even sent twice), never beyond the balance', async ({
    page,
    consoleGuard,
  }) => {
    // Three transfers through the form and four accessibility scans: 49 s on a quiet machine,
    // past the default minute on a busy one (it timed out in axe's last scan).
    test.setTimeout(120_000);
    // Beyond the balance: INSUFFICIENT_BALANCE (409).
    consoleGuard.expectHttpError(409, '/v1/transfers');
    // A destination that does not exist: NOT_FOUND (404), shown under the field.
    consoleGuard.expectHttpError(404, '/v1/transfers');
    await signIn(page, 'participant');
    await page.goto('/users/certificates/list');
    // Other specs' certificates can page it out: found as a user would, by its plant.
    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill('UFV Sol do Pampa I');
    const grid = page.getByRole('grid', { name: 'Certificados disponíveis' });
    // The row whose id cell is the request's (dates of the month also contain its digits).
    const issuedCell = page.getByRole('gridcell', { name: String(issued.rec.id), exact: true });
    await expect(grid.getByRole('row').filter({ has: issuedCell })).toContainText('UFV Sol do Pampa I');
    await expectAccessible(page, 'certificates list');

    await newTradeAccount(page, 'Negociação secundária e2e');
    const second = await accountNamed(token, 'Negociação secundária e2e');
    const before = micro((await accountNamed(token, trade.accountName)).balance);

    // The POST is sent twice with its key, as a retry after a lost answer would: booked once.
    const keys: string[] = [];
    await page.route('**/v1/transfers', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      await route.fetch();
      await route.fulfill({ response: await route.fetch() });
    });
    // The destination is looked up by part of its holder's name and picked (issue 36 item 14).
    await page.goto('/users/transfer/new');
    await field(page, 'Conta de origem').selectOption(trade.accountCode);
    await destinationInput(page).pressSequentially('verde');
    await page.getByRole('option', { name: `${second.accountCode} — Comercializadora Verde S.A.` }).click();
    await expect(destinationInput(page)).toHaveValue(second.accountCode);
    await volumeInput(page, issued.rec.id).fill('10');
    // Nothing is booked before the user has seen what moves where (issue 36).
    await page.getByRole('button', { name: 'Revisar e confirmar' }).click();
    const summary = page.getByRole('alertdialog');
    await expect(summary.getByRole('heading', { name: 'Confirmar transferência' })).toBeVisible();
    for (const fact of [
      trade.accountCode,
      second.accountCode,
      `Certificado ${issued.rec.id}: 10`,
      'não pode ser desfeita',
    ])
      await expect(summary).toContainText(fact);
    await expectAccessible(page, 'transfer summary');
    expect(keys).toEqual([]);
    await summary.getByRole('button', { name: 'Transferir' }).click();
    await expect(page).toHaveURL(/\/users\/transfer\/list$/);
    await page.unroute('**/v1/transfers');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k === keys[0] && k.length > 0)).toBe(true);
    await expectBalance(page, trade, before - 10_000_000n);
    await expectBalance(page, second, 10_000_000n);
    await expectAccessible(page, 'dashboard (accounts)');

    // An account that does not exist: said under the destination field, not in a toast.
    await fillTransfer(page, second, { ...trade, accountCode: 'CONTA-QUE-NAO-EXISTE' }, issued.rec.id, '1');
    await page.getByRole('button', { name: 'Revisar e confirmar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Transferir' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Conta de destino não encontrada' })).toBeVisible();
    await expect(destinationInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/users\/transfer\/new$/);

    // Beyond the balance: the spec's message, and nothing moves.
    await fillTransfer(page, second, trade, issued.rec.id, '11');
    await page.getByRole('button', { name: 'Revisar e confirmar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Transferir' }).click();
    await expect(snackbar(page).filter({ hasText: 'Não foi possível realizar a transferência' })).toBeVisible();
    await expect(page).toHaveURL(/\/users\/transfer\/new$/);
    await expectBalance(page, second, 10_000_000n);
    await expectBalance(page, trade, before - 10_000_000n);

    await page.goto('/users/transfer/list');
    await expect(page.getByRole('grid', { name: 'Transferências' })).toContainText(second.accountCode);
    await expectAccessible(page, 'transfers list');
  });

  test('retires part for a beneficiary through the summary; the statement opens and verifies in public', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'participant');
    await page.goto('/users/beneficiary/new');
    await field(page, 'Nome').fill('Fundição Confirmada Ltda');
    await field(page, 'País').selectOption('BR');
    await field(page, 'Código').fill('11222333000181');
    await field(page, 'Localização').fill('Joinville - SC');
    await expectAccessible(page, 'beneficiary form');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/users\/beneficiary\/list$/);
    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill('Fundição Confirmada');
    const row = page.getByRole('row').filter({ hasText: 'Fundição Confirmada Ltda' });
    // The evidence registry is not reached in the test: the beneficiary says so.
    await expect(row).toContainText('Não sincronizado');

    await page.goto('/users/retirement/new');
    await field(page, 'Tipo de conta').selectOption({ label: 'Aposentadoria' });
    await field(page, 'Nome da conta').fill('Aposentadoria confirmada e2e');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/users\/retirement\/list$/);
    const retirement = await accountNamed(token, 'Aposentadoria confirmada e2e');
    const before = micro((await accountNamed(token, trade.accountName)).balance);

    await page.goto('/users/redemption/new');
    await field(page, 'Conta de negociação (débito)').selectOption(String(trade.id));
    await field(page, 'Conta de aposentadoria (crédito)').selectOption(String(retirement.id));
    await field(page, 'Beneficiário').selectOption({ label: 'Fundição Confirmada Ltda' });
    await field(page, 'Finalidade').fill('Relato de escopo 2 confirmado');
    await field(page, 'Início do período de consumo').fill(`01/${issued.mm}/${issued.year}`);
    await field(page, 'Fim do período de consumo').fill(`${issued.last}/${issued.mm}/${issued.year}`);
    await volumeInput(page, issued.rec.id).fill('7,5');
    await expectAccessible(page, 'redemption form');
    await page.getByRole('button', { name: 'Revisar e confirmar' }).click();
    const summary = page.getByRole('alertdialog');
    await expect(summary.getByRole('heading', { name: 'Confirmar aposentadoria' })).toBeVisible();
    for (const fact of [
      'Fundição Confirmada Ltda',
      'Relato de escopo 2 confirmado',
      `01/${issued.mm}/${issued.year}`,
      `Certificado ${issued.rec.id}: 7,5`,
      'Total: 7,500000',
      'não pode ser desfeita',
    ])
      await expect(summary).toContainText(fact);
    await expectAccessible(page, 'retirement summary');
    // Going back sends nothing.
    await summary.getByRole('button', { name: 'Voltar e corrigir' }).click();
    await expect(summary).toBeHidden();
    await page.getByRole('button', { name: 'Revisar e confirmar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aposentar' }).click();
    await expect(page).toHaveURL(/\/users\/redemption\/list$/);
    await expectBalance(page, trade, before - 7_500_000n);
    await expectBalance(page, retirement, 7_500_000n);

    await page.goto('/users/redemption/list');
    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill('Fundição Confirmada');
    const grid = page.getByRole('grid', { name: 'Resgates' });
    const redemptionRow = grid.getByRole('row').filter({ hasText: 'Fundição Confirmada Ltda' });
    await expect(redemptionRow).toContainText('7,500000');
    // Its items: which certificate, how much.
    await expect(redemptionRow).toContainText(`${issued.rec.id}: 7,500000`);
    await expectAccessible(page, 'redemptions list');
    const opened = page.context().waitForEvent('page');
    await redemptionRow.getByRole('button', { name: /^Declaração \(PDF\)/ }).click();
    // The window opens at the click (no popup blocker), then shows the file the API answered.
    const pdf = await opened;
    await pdf.waitForURL(/^blob:/);
    // It is this redemption's statement: a PDF whose title names it.
    const list = await (await apiCall(token, 'GET', '/redemptions?amount=100')).json();
    const mine = list.data.find((r: { beneficiary_name: string }) => r.beneficiary_name === 'Fundição Confirmada Ltda');
    const file = await pdf.evaluate(async () => {
      const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
      let text = '';
      for (const b of bytes) text += String.fromCharCode(b);
      return text;
    });
    expect(file.startsWith('%PDF-')).toBe(true);
    expect(pdfTitle(file)).toBe(`Declaração de Aposentadoria nº ${mine.id}`);

    // The statement's code, opened by someone who never signed in, shows the same facts.
    const detail = await (await apiCall(token, 'GET', `/redemptions/${mine.id}`)).json();
    const visitor = await signedOutPage(browser);
    await visitor.goto(`/verify/${detail.verification_code}`);
    await expect(visitor.getByTestId('verdict')).toContainText('Declaração verificada');
    const facts = visitor.getByTestId('statement-facts');
    await expect(facts).toContainText('Fundição Confirmada Ltda');
    await expect(facts).toContainText('7,500000 MWh');
    await expect(facts).toContainText('Relato de escopo 2 confirmado');
    await expect(facts).toContainText(`01/${issued.mm}/${issued.year} a ${issued.last}/${issued.mm}/${issued.year}`);
    await visitor.context().close();
  });
}
