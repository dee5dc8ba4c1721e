import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  apiCall,
  apiToken,
  expect,
  expectAccessible,
  expectNoRowAction,
  rowAction,
  signIn,
  snackbar,
  test,
} from './support/fixtures';

// The money screens on the fixture's money (apps/api/test/support/fixture.ts, seedMoney): an open
// and a blocked invoice of Solar do Sul, Comercializadora Verde's redemption invoice, two quotes
// and two uncertified months of UFV Ventos Claros.

type Invoice = { id: number; number: string; description: string; status: string };

// A clone keeps its source's description: `status` tells them apart.
const invoiceBy = async (
  path: '/invoices' | '/invoicesredemptions',
  description: string,
  status?: string,
): Promise<Invoice> => {
  const answer = await apiCall(await apiToken(), 'GET', `${path}?search=${encodeURIComponent(description)}`);
  const { data } = (await answer.json()) as { data: Invoice[] };
  const found = data.find((i) => i.description === description && (status === undefined || i.status === status));
  if (!found) throw new Error(`no invoice “${description}”`);
  return found;
};

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
// Other specs raise invoices too (approvals): find the fixture's by its description, not by page.
const searchFor = (page: Page, text: string) => page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(text);

test.describe('money: invoices, redemption invoices, exchange, residual mix', () => {
  test('an invoice is paid by its number, then its receipt is sent and downloaded', async ({ page }) => {
    const invoice = await invoiceBy('/invoices', 'Emissão I-REC — UFV Sol do Pampa I — e2e');
    await signIn(page, 'admin');
    await page.goto('/backoffice/nf/list');
    await searchFor(page, invoice.description);
    const row = rowOf(page, invoice.number);
    await expect(row.getByText('Em aberto')).toBeVisible();
    await expect(row.getByText('1.234,56')).toBeVisible();
    await expectAccessible(page, 'invoices list');

    await page.getByRole('button', { name: 'Pagar por número' }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByLabel('Número da nota').fill(invoice.number);
    await ask.getByRole('button', { name: 'Pagar por número' }).click();
    await expect(snackbar(page).getByText(`Nota ${invoice.number} marcada como paga`)).toBeVisible();
    await expect(row.getByText('Pago', { exact: true })).toBeVisible();
    await expectNoRowAction(page, `Marcar como paga ${invoice.number}`, invoice.number, row);

    await row.getByRole('button', { name: `Mais ações para ${invoice.number}` }).click();
    await page.getByRole('menuitem', { name: 'Enviar comprovante' }).click();
    const upload = page.getByRole('alertdialog');
    await upload.locator('input[type=file]').setInputFiles({
      name: 'comprovante.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% comprovante e2e\n'),
    });
    await expect(upload.getByText('comprovante.pdf')).toBeVisible();
    await upload.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(snackbar(page).getByText('Comprovante enviado')).toBeVisible();
    const link = row.getByRole('button', { name: 'Baixar comprovante.pdf' });
    await expect(link).toBeVisible();
    const download = page.waitForEvent('download');
    await link.click();
    const saved = await (await download).path();
    expect((await readFile(saved, 'utf8')).startsWith('%PDF-1.4')).toBe(true);
  });

  test('a blocked invoice says why; any invoice can be cloned into a new open one', async ({ page }) => {
    const blocked = await invoiceBy('/invoices', 'Emissão I-REC — UFV Sol do Pampa I — vencida', 'blocked');
    await signIn(page, 'admin');
    await page.goto('/backoffice/nf/list');
    await searchFor(page, blocked.description);
    const row = rowOf(page, blocked.number);
    await expect(row.getByText('Bloqueado')).toBeVisible();
    await expect(row.getByText(/Vencida em 10\/01\/2026/)).toBeVisible();

    await row.getByRole('button', { name: `Mais ações para ${blocked.number}` }).click();
    await page.getByRole('menuitem', { name: 'Clonar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clonar' }).click();
    await expect(snackbar(page).getByText('Nota clonada')).toBeVisible();
    const copies = rowOf(page, '987,65');
    await expect(copies).toHaveCount(2);
    await expect(copies.filter({ hasText: 'Em aberto' })).toHaveCount(1);
  });

  test('the invoice form edits the descriptive fields; a blocked one keeps its value', async ({ page }) => {
    const invoice = await invoiceBy('/invoices', 'Emissão I-REC — UFV Sol do Pampa I — vencida', 'blocked');
    await signIn(page, 'admin');
    await page.goto(`/backoffice/nf/register?id=${invoice.id}`);
    await expect(page.getByRole('heading', { name: `Notas fiscais: editar ${invoice.number}` })).toBeVisible();
    await expect(page.getByText('987,65')).toBeVisible();
    await expect(page.getByLabel('Valor')).toHaveCount(0);
    await expectAccessible(page, 'invoice form');
    await page.getByLabel('Observações').fill('Pagamento combinado com o registrante');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/backoffice\/nf\/list/);
    await expect(snackbar(page).getByText('Registro salvo')).toBeVisible();
  });

  test('redemption invoices convert into another currency and say the rate used', async ({ page }) => {
    const invoice = await invoiceBy('/invoicesredemptions', 'Resgate I-REC — Comercializadora Verde — e2e');
    await signIn(page, 'admin');
    await page.goto('/backoffice/nfredemption/list');
    const row = rowOf(page, invoice.number);
    await expect(row.getByText('500,00')).toBeVisible();
    await expectAccessible(page, 'redemption invoices list');
    await page.getByRole('button', { name: 'Converter moeda' }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByLabel('Converter para').selectOption('USD');
    await ask.getByRole('button', { name: 'Converter moeda' }).click();
    // The newest quote wins, direct or inverse (ADR 0015): another suite of the run may import one.
    const toast = snackbar(page).getByText(/convertidas? à taxa \d+,\d{6}/);
    await expect(toast).toBeVisible();
    const rate = (await toast.textContent())?.match(/taxa (\d+,\d{6})/)?.[1] ?? '';
    // 500,00 × the rate, half-up to the cent, in exact integers (the rate has six decimals).
    const cents = (500n * 100n * BigInt(rate.replace(',', '')) + 500_000n) / 1_000_000n;
    await expect(row.getByText(`${cents / 100n},${String(cents % 100n).padStart(2, '0')}`)).toBeVisible();
    await expect(row.getByText(rate)).toBeVisible();
    // Its form shows the conversion above the inputs.
    await page.goto(`/backoffice/nfredemption/register?id=${invoice.id}`);
    await expect(page.getByRole('heading', { name: 'Conversão' })).toBeVisible();
    await expect(page.getByText('Dólar (USD)')).toBeVisible();
    await expect(page.getByText(rate)).toBeVisible();
    await expectAccessible(page, 'redemption invoice form');
  });

  test('an exchange quote is deleted', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/exchange/list');
    const quote = rowOf(page, '0,920000');
    await expect(quote).toHaveCount(1);
    await expectAccessible(page, 'exchange list');
    await rowAction(page, /^Excluir/, undefined, quote);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(snackbar(page).getByText('Registro excluído')).toBeVisible();
    await expect(quote).toHaveCount(0);
    await expect(rowOf(page, '0,190000')).toHaveCount(1);
  });

  test('the residual mix shows each month’s I-REC deadline and warns when it has passed', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/rmd/list');
    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill('Ventos Claros');
    // The plant's own months: until the search has answered, other plants' rows of the same months show too.
    const december = rowOf(page, '12/2025').filter({ hasText: 'Ventos Claros' });
    const january = rowOf(page, '01/2026').filter({ hasText: 'Ventos Claros' });
    await expect(december.getByText('30/09/2026')).toBeVisible();
    await expect(december.getByText('Prazo encerrado')).toBeVisible();
    await expect(january.getByText('31/05/2027')).toBeVisible();
    await expect(january.getByText(/Prazo/)).toHaveCount(0);
    // Nothing of it certified: generation and residual are the same.
    await expect(january.getByRole('gridcell', { name: '654,250000' })).toHaveCount(2);
    await expectAccessible(page, 'residual mix');
  });
});
