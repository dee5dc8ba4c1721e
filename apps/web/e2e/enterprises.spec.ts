import { cegCheckDigit } from '@rec/domain/ceg';
import ExcelJS from 'exceljs';
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

// A pending plant of the fixture's registrant, as its staff would register it.
const pendingPlant = async (name: string, core: string) => {
  const admin = await apiToken('admin');
  const dv = cegCheckDigit(core);
  const ceg = { type_of_generation: 'UFV', source: 'RS', uf: 'RS', core, dv, version: '01', enterprise_name: name };
  expect((await apiCall(admin, 'POST', '/ceg', ceg)).status).toBe(201);
  const staff = await apiToken('client');
  const sources = (await (await apiCall(staff, 'GET', '/technologies?page=1&amount=1')).json()) as {
    data: { id: number; source_id: number }[];
  };
  const tech = sources.data[0];
  const answer = await apiCall(staff, 'POST', '/businesses', {
    name,
    codeCEG: `UFV.RS.RS.${core}-${dv}.01`,
    source_id: tech?.source_id,
    technology_id: tech?.id,
    capacity_mw: '3.5',
  });
  expect(answer.status).toBe(201);
};

// The search reaches the address once the user pauses; wait for it like a user waits for the rows.
const search = async (page: import('@playwright/test').Page, text: string) => {
  await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(text);
  await expect(page).toHaveURL(/[?&]q=/);
};

test.describe('enterprises', () => {
  test('a pending plant is approved by the admin and becomes editable', async ({ page }) => {
    await pendingPlant('UFV Aurora do Sul', '431001');
    await signIn(page, 'admin');
    await page.goto('/backoffice/enterprises/list');
    await search(page, 'Aurora do Sul');
    const grid = page.getByRole('grid', { name: 'Empreendimentos' });
    await expect(grid.getByRole('row', { name: /UFV Aurora do Sul/ })).toBeVisible();
    // Pending: no edit yet.
    await expectNoRowAction(page, 'Editar UFV Aurora do Sul', 'UFV Aurora do Sul', grid);
    await page.goto('/backoffice/enterprises/request');
    const queue = page.getByRole('grid', { name: 'Solicitações de empreendimentos' });
    await expect(queue.getByRole('row', { name: /UFV Aurora do Sul/ })).toBeVisible();
    await expectAccessible(page, 'enterprise requests');
    await page.getByRole('button', { name: 'Aprovar UFV Aurora do Sul' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(/Aprovar o empreendimento UFV Aurora do Sul\?/)).toBeVisible();
    await expectAccessible(page, 'approve dialog');
    await dialog.getByRole('button', { name: 'Aprovar' }).click();
    await expect(snackbar(page).getByText('Empreendimento aprovado')).toBeVisible();
    await expect(queue.getByRole('row', { name: /UFV Aurora do Sul/ })).toHaveCount(0);
    await page.goto('/backoffice/enterprises/list');
    await search(page, 'Aurora do Sul');
    await rowAction(page, 'Editar UFV Aurora do Sul', 'UFV Aurora do Sul');
    await expect(page).toHaveURL(/\/backoffice\/enterprises\/new\?id=\d+$/);
    await expect(page.getByLabel('Nome')).toHaveValue('UFV Aurora do Sul');
  });

  test('a refusal with a reason shows in the list and on the detail page', async ({ page }) => {
    await pendingPlant('UFV Serra Alta', '431002');
    await signIn(page, 'admin');
    await page.goto('/backoffice/enterprises/request');
    await rowAction(page, 'Recusar UFV Serra Alta', 'UFV Serra Alta');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Recusar' }).click();
    await expect(dialog.getByText('Campo Obrigatório')).toBeVisible();
    await dialog.getByLabel('Motivo da recusa').fill('CEG divergente do cadastro da ANEEL');
    await dialog.getByRole('button', { name: 'Recusar' }).click();
    await expect(snackbar(page).getByText('Empreendimento recusado')).toBeVisible();
    await page.goto('/backoffice/enterprises/list?approved=RECUSADO');
    const row = page.getByRole('grid', { name: 'Empreendimentos' }).getByRole('row', { name: /UFV Serra Alta/ });
    await expect(row.getByText('CEG divergente do cadastro da ANEEL')).toBeVisible();
    await expect(row.getByText('Recusado')).toBeVisible();
    await rowAction(page, 'Detalhes de UFV Serra Alta', 'UFV Serra Alta', row);
    await expect(page.getByRole('heading', { name: /UFV Serra Alta/ })).toBeVisible();
    await expect(page.getByText('CEG divergente do cadastro da ANEEL')).toBeVisible();
    await expectAccessible(page, 'enterprise details');
    // Refused: not editable; the edit address says it does not exist (§4).
    await expect(page.getByRole('button', { name: 'Editar', exact: true })).toHaveCount(0);
    const id = new URL(page.url()).searchParams.get('id');
    await page.goto(`/backoffice/enterprises/new?id=${id}`);
    await expect(snackbar(page).getByText('Empreendimento não encontrado')).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/enterprises\/list$/);
  });

  test('both CEG errors show on the CEG field; letters in Potência say so', async ({ page, consoleGuard }) => {
    // CEG_NOT_FOUND (422) and CEG_HAS_ALREADY_BEEN_USED (409).
    consoleGuard.expectHttpError(422, '/v1/businesses');
    consoleGuard.expectHttpError(409, '/v1/businesses');
    await signIn(page, 'admin');
    await page.goto('/backoffice/enterprises/new');
    const form = page.getByRole('form', { name: 'Empreendimentos' });
    await form.getByLabel('Nome').fill('UFV Teste CEG');
    await form.getByLabel('Código CEG').fill('UFV.RS.RS.999999-9.01');
    await form.getByLabel('Registrante', { exact: true }).selectOption({ index: 1 });
    await form.getByLabel('Fonte de energia').selectOption({ index: 1 });
    await form.getByLabel('Tecnologia de geração').selectOption({ index: 1 });
    await form.getByLabel('Potência (MW)').fill('dez');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('Número inválido')).toBeVisible();
    await expectAccessible(page, 'enterprise form with errors');
    await form.getByLabel('Potência (MW)').fill('10');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('CEG não cadastrado na plataforma. Contate o administrador do sistema')).toBeVisible();
    await expect(form.getByLabel('Código CEG')).toHaveAttribute('aria-invalid', 'true');
    const used = (await (
      await apiCall(await apiToken('admin'), 'GET', '/businesses?page=1&amount=1&search=Sol%20do%20Pampa%20I')
    ).json()) as { data: { codeCEG: string }[] };
    await form.getByLabel('Código CEG').fill(used.data[0]?.codeCEG ?? '');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('CEG já cadastrado em outro empreendimento.')).toBeVisible();
    await expect(form.getByLabel('Código CEG')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a list is sorted, filtered (kept after reload) and exported with the chosen columns', async ({
    page,
  }, info) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/enterprises/list');
    const grid = page.getByRole('grid', { name: 'Empreendimentos' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, 'enterprise list');
    await grid.getByRole('columnheader', { name: 'Nome' }).click();
    await expect(page).toHaveURL(/sort=name&order=asc/);
    await grid.getByRole('columnheader', { name: 'Nome' }).click();
    await expect(page).toHaveURL(/order=desc/);
    await page.getByLabel('Situação').selectOption('APROVADO');
    await expect(page).toHaveURL(/approved=APROVADO/);
    await expect(grid.getByRole('row', { name: /UFV Sol do Pampa II/ })).toHaveCount(0);
    const names = async () => (await grid.getByRole('row').allInnerTexts()).slice(1).map((t) => t.split('\n')[0]);
    await expect(grid.getByRole('row', { name: /UFV Ventos Claros/ })).toBeVisible();
    const before = await names();
    expect([...before].sort().reverse()).toEqual(before);
    await page.reload();
    await expect(page.getByLabel('Situação')).toHaveValue('APROVADO');
    await expect(grid.getByRole('row', { name: /UFV Ventos Claros/ })).toBeVisible();
    await expect(grid.getByRole('row', { name: /UFV Sol do Pampa II/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Colunas' }).click();
    for (const column of ['Registrante', 'Fonte de energia'])
      await page.getByRole('menuitemcheckbox', { name: column, exact: true }).click();
    await page.keyboard.press('Escape');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar para Excel' }).click();
    const file = info.outputPath('enterprises.xlsx');
    await (await download).saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0];
    const header = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Nome', 'Código CEG', 'Situação']));
    expect(header).not.toContain('Registrante');
    const approvedColumn = header.indexOf('Situação') + 1;
    const states = new Set<unknown>();
    sheet?.eachRow((row, n) => n > 1 && states.add(row.getCell(approvedColumn).value));
    // The state's label, as the list shows it (ADR 0087), not its code.
    expect([...states]).toEqual(['Aprovado']);
  });
});
