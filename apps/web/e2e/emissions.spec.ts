import type { Page } from '@playwright/test';
import { emissionDeadlineText } from '@rec/domain/emission-deadline';
import { registryToday } from '@rec/domain/emission-periods';
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

// The back-office's emission screens on the browser suite's queue (apps/api/test/support/
// fixture.ts, seedEmissionQueue): one pending request per "UFV Fila …"/"UFV Lote …" plant, and
// two of "UFV Teto Mensal" whose registrant's monthly limit they exceed together.

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
// Other suites book emissions in the same run: the lists open with room for all of them.
const row = (page: Page, list: string, plant: string) => grid(page, list).getByRole('row', { name: new RegExp(plant) });

// The search reaches the address once the user pauses; wait for it like a user waits for the rows.
const search = async (page: Page, text: string) => {
  await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(text);
  await expect(page).toHaveURL(/[?&]q=/);
};

const approveByApi = async (plant: string) => {
  const admin = await apiToken('admin');
  const list = (await (
    await apiCall(admin, 'GET', `/recs?page=1&amount=5&search=${encodeURIComponent(plant)}`)
  ).json()) as {
    data: { id: number }[];
  };
  const id = list.data[0]?.id;
  expect((await apiCall(admin, 'POST', `/recs/approve/${id}`, {})).status).toBe(200);
};

// MM/YYYY and YYYY-MM of the month `back` months before the current one in Brasília.
const monthBack = (back: number) => {
  const [y, m] = registryToday().split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return { label: `${mm}/${d.getUTCFullYear()}`, period: `${d.getUTCFullYear()}-${mm}` };
};

test.describe('emissions', () => {
  test('the request form offers only the months the server accepts and says why the others are not', async ({
    page,
  }) => {
    // The e2e seed (registrant-e2e-seed.ts) gives UFV Sol do Pampa I generation in the month in
    // progress and 24 months back, past its residual-mix deadline: both refused by POST /recs.
    const current = monthBack(0);
    const late = monthBack(24);
    await signIn(page, 'clientAdmin');
    await page.goto('/users/rec/new');
    const form = page.getByRole('form', { name: 'Solicitar emissão' });
    await form.getByLabel('Empreendimento').selectOption({ label: 'UFV Sol do Pampa I' });
    const months = form.getByLabel('Mês de geração');
    await expect(months).toBeEnabled();
    for (const refused of [current, late])
      await expect(months.locator('option').filter({ hasText: refused.label })).toHaveCount(0);
    const note = form.getByText(/^Meses com geração não oferecidos: /);
    await expect(note).toContainText(`${late.label} (prazo encerrado em ${emissionDeadlineText(late.period)})`);
    await expect(note).toContainText(`${current.label} (mês ainda não encerrado)`);
    await expectAccessible(page, 'emission request refused months');
  });

  test('a pending emission is approved, moves to the approved list and its activity says who', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/rec/request?amount=100');
    await expect(row(page, 'Emissões solicitadas', 'UFV Fila Aprovação')).toBeVisible();
    await expectAccessible(page, 'requested emissions');
    await page.getByRole('button', { name: 'Aprovar UFV Fila Aprovação' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(/Aprovar a emissão de UFV Fila Aprovação\?/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Aprovar' }).click();
    await expect(snackbar(page).getByText('Emissão aprovada')).toBeVisible();
    await expect(row(page, 'Emissões solicitadas', 'UFV Fila Aprovação')).toHaveCount(0);
    await page.goto('/backoffice/rec/approved?amount=100');
    const approved = row(page, 'Emissões aprovadas', 'UFV Fila Aprovação');
    await expect(approved).toBeVisible();
    await expectAccessible(page, 'approved emissions');
    await rowAction(page, 'Detalhes de UFV Fila Aprovação', 'UFV Fila Aprovação', approved);
    await expect(page).toHaveURL(/\/backoffice\/rec\/details\?id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Emissões: UFV Fila Aprovação' })).toBeVisible();
    await expect(page.getByText('Aprovado', { exact: true })).toBeVisible();
    for (const label of ['Hash da transação', 'Aprovação SISREC', 'Hash CCEE', 'Recusada na plataforma externa'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    const history = page.getByRole('list').filter({ hasText: 'Solicitada' });
    await expect(history.getByText('Solicitada — por analista Teste')).toBeVisible();
    await expect(history.getByText('Aprovada — por admin Teste')).toBeVisible();
    await expect(history.getByText('Nota fiscal gerada')).toBeVisible();
    await expectAccessible(page, 'emission details');
  });

  test('a refusal asks for the reason, which the rejected list and the detail show', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/rec/request?amount=100');
    await rowAction(page, 'Recusar UFV Fila Recusa', 'UFV Fila Recusa');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Recusar' }).click();
    await expect(dialog.getByText('Campo Obrigatório')).toBeVisible();
    await expectAccessible(page, 'refuse dialog');
    await dialog.getByLabel('Motivo da recusa').fill('Medição da CCEE divergente');
    await dialog.getByRole('button', { name: 'Recusar' }).click();
    await expect(snackbar(page).getByText('Emissão recusada')).toBeVisible();
    await page.goto('/backoffice/rec/rejected?amount=100');
    const refused = row(page, 'Emissões recusadas', 'UFV Fila Recusa');
    await expect(refused.getByText('Recusado', { exact: true })).toBeVisible();
    await expectAccessible(page, 'rejected emissions');
    await rowAction(page, 'Detalhes de UFV Fila Recusa', 'UFV Fila Recusa', refused);
    await expect(page.getByText('Medição da CCEE divergente').first()).toBeVisible();
    await expect(page.getByText('Recusada — por admin Teste')).toBeVisible();
    // Refused is final: nothing more to do.
    for (const action of ['Aprovar', 'Bloquear', 'Reverter'])
      await expect(page.getByRole('button', { name: `${action} UFV Fila Recusa` })).toHaveCount(0);
  });

  test('a blocked emission cannot be reverted; an approved one can, and both show as rejected', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/rec/request?amount=100');
    await rowAction(page, 'Bloquear UFV Fila Bloqueio', 'UFV Fila Bloqueio');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Motivo do bloqueio').fill('Auditoria em andamento');
    await dialog.getByRole('button', { name: 'Bloquear' }).click();
    await expect(snackbar(page).getByText('Emissão bloqueada')).toBeVisible();
    await page.goto('/backoffice/rec/rejected?amount=100');
    const blocked = row(page, 'Emissões recusadas', 'UFV Fila Bloqueio');
    await expect(blocked.getByText('Bloqueado', { exact: true })).toBeVisible();
    await expectNoRowAction(page, 'Reverter UFV Fila Bloqueio', 'UFV Fila Bloqueio', blocked);
    await approveByApi('UFV Fila Reversão');
    await page.goto('/backoffice/rec/approved?amount=100');
    await rowAction(page, 'Reverter UFV Fila Reversão', 'UFV Fila Reversão');
    await expect(page.getByRole('alertdialog').getByText(/a nota fiscal é cancelada/)).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reverter' }).click();
    await expect(snackbar(page).getByText('Emissão revertida')).toBeVisible();
    await expect(row(page, 'Emissões aprovadas', 'UFV Fila Reversão')).toHaveCount(0);
    await page.goto('/backoffice/rec/rejected?status=reverted&amount=100');
    await expect(row(page, 'Emissões recusadas', 'UFV Fila Reversão').getByText('Revertido')).toBeVisible();
    await expect(row(page, 'Emissões recusadas', 'UFV Fila Bloqueio')).toHaveCount(0);
  });

  test('several pending emissions are approved at once', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/rec/request?amount=100');
    await search(page, 'UFV Lote');
    const list = grid(page, 'Emissões solicitadas');
    await expect(list.getByRole('row')).toHaveCount(4);
    for (const plant of ['UFV Lote Norte', 'UFV Lote Sul', 'UFV Lote Leste'])
      await list.getByRole('checkbox', { name: `Selecionar ${plant}` }).check();
    const bar = page.getByRole('region', { name: 'Ações com os selecionados' });
    await expect(bar.getByText('3 registros selecionados')).toBeVisible();
    await expectAccessible(page, 'selection');
    await bar.getByRole('button', { name: 'Aprovar selecionadas' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Aprovar 3 emissões? Todas são aprovadas, ou nenhuma.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Aprovar selecionadas' }).click();
    await expect(snackbar(page).getByText('3 emissões aprovadas')).toBeVisible();
    await expect(page.getByText('Nenhum registro corresponde a “UFV Lote”')).toBeVisible();
    await page.goto('/backoffice/rec/approved?q=UFV%20Lote');
    await expect(grid(page, 'Emissões aprovadas').getByRole('row')).toHaveCount(4);
  });

  test('a batch approval past the registrant’s monthly limit says so and approves none', async ({
    page,
    consoleGuard,
  }) => {
    // The limit is the API's 429 (EMISSION_LIMIT), which the browser logs.
    consoleGuard.expectHttpError(429, '/recs/batchapprove');
    await signIn(page, 'admin');
    await page.goto('/backoffice/rec/request?amount=100');
    await search(page, 'Teto Mensal');
    const list = grid(page, 'Emissões solicitadas');
    await expect(list.getByRole('row')).toHaveCount(3);
    await list.getByRole('checkbox', { name: 'Selecionar todos da página' }).check();
    const bar = page.getByRole('region', { name: 'Ações com os selecionados' });
    await bar.getByRole('button', { name: 'Aprovar selecionadas' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aprovar selecionadas' }).click();
    await expect(snackbar(page).getByText('Você atingiu o limite de emissão')).toBeVisible();
    await expect(list.getByRole('row')).toHaveCount(3);
  });

  test('sending to the hub shows the server message, then the hash; the certificate opens as a PDF', async ({
    page,
  }) => {
    await approveByApi('UFV Fila Hub');
    await signIn(page, 'admin');
    await page.goto('/backoffice/rec/approved?amount=100');
    await search(page, 'Fila Hub');
    await rowAction(page, 'Detalhes de UFV Fila Hub', 'UFV Fila Hub', row(page, 'Emissões aprovadas', 'UFV Fila Hub'));
    await expect(page.getByRole('heading', { name: 'Emissões: UFV Fila Hub' })).toBeVisible();
    await rowAction(page, 'Enviar ao hub UFV Fila Hub', 'UFV Fila Hub');
    await expectAccessible(page, 'send dialog');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enviar ao hub' }).click();
    const toast = snackbar(page).filter({ hasText: 'Emissão registrada na cadeia de auditoria da plataforma' });
    await expect(toast.getByText(/^Hash da transação: [0-9a-f]{64}$/)).toBeVisible();
    const line = (await toast.getByText(/^Hash da transação:/).textContent()) ?? '';
    const hash = line.split(': ')[1] ?? '';
    // The detail's field and the activity's hub step both show it.
    await expect(page.getByText(hash, { exact: true })).toHaveCount(2);
    await expect(page.getByText('Enviada ao hub — por admin Teste')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar ao hub UFV Fila Hub' })).toHaveCount(0);
    const popup = page.waitForEvent('popup');
    await rowAction(page, 'Certificado (PDF) UFV Fila Hub', 'UFV Fila Hub');
    // The new window shows the file the API answered: a PDF.
    const window = await popup;
    await window.waitForURL(/^blob:/);
    const file = await window.evaluate(async () => {
      const blob = await (await fetch(location.href)).blob();
      return { type: blob.type, head: await blob.slice(0, 5).text() };
    });
    expect(file).toEqual({ type: 'application/pdf', head: '%PDF-' });
  });
});
