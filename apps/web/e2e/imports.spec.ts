import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { monthFile } from '../../../scripts/ccee-hourly-month.mjs';
import {
  apiCall,
  apiToken,
  CATALOGUE_PORT,
  expect,
  expectAccessible,
  field,
  OUTBOX,
  rowAction,
  signIn,
  test,
} from './support/fixtures';
import { GENERATION_HEADER as HEADER, workbookBytes as workbook, XLSX } from './support/workbook';

// The import screens (issue 16): upload → preview → commit → progress → history, each error code
// as the spec's text on its row, the participant's consumption, exchange rates, and CCEE's
// hourly open-data file with its report. Files are built here, as a user would save them.

// The plants e2e/support/import-world.ts seeds for this spec (their CEGs).
type ImportWorld = { big: [string, string, string]; inactiveRegistrant: string; inactiveSource: string; free: string };

const world = async (): Promise<ImportWorld> =>
  (await fetch(OUTBOX.replace('/outbox', '/seed/import-world'))).json() as Promise<ImportWorld>;

const send = async (page: Page, name: string, buffer: Buffer, mimeType = XLSX) => {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
  // Exactly the file's name: the template link's caption names 'modelo-….xlsx' beside it.
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Enviar/ }).click();
};

const rowsTable = (page: Page) => page.getByRole('table', { name: 'Linhas da prévia' });

test.describe('imports', () => {
  test('a valid workbook is previewed, committed with progress, and listed in the history', async ({ page }) => {
    const { big } = await world();
    await signIn(page, 'admin');
    await page.goto('/backoffice/ccee/recs');
    await expect(page.getByRole('heading', { name: 'Importar via Excel' })).toBeVisible();
    await expectAccessible(page, 'Excel import');
    await send(page, 'geracao-valida.xlsx', await workbook([HEADER, [big[0], 1, 2026, 1, 744, 744, '744,5']]));
    await expect(page.getByText('1 linhas: 1 válidas, 0 com erro')).toBeVisible();
    await expect(rowsTable(page).getByRole('row', { name: /UHE Importação Um/ })).toContainText('744,5');
    await expectAccessible(page, 'Excel preview');
    await page.getByRole('button', { name: 'Confirmar 1 linhas válidas' }).click();
    await expect(page.getByText('Importação confirmada: 1 linhas gravadas')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Âncora de integridade registrada')).toBeVisible();
    const hash = (await page.locator('dd').first().textContent()) ?? '';
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    await expectAccessible(page, 'committed import');
    await page.getByRole('link', { name: 'Ver o histórico de importações' }).click();
    await expect(page).toHaveURL(/imports_history/);
    const row = page
      .getByRole('grid', { name: 'Histórico de importações' })
      .getByRole('row', { name: /geracao-valida\.xlsx/ });
    await expect(row).toContainText('Confirmada');
    await expect(row).toContainText(hash);
    await expect(row).toContainText('admin@registro.org.br');
    await expectAccessible(page, 'imports history');
    // The batch opens with its rows, its plant and its anchor.
    await rowAction(page, 'Detalhes de geracao-valida.xlsx', 'geracao-valida.xlsx');
    await expect(page).toHaveURL(/imports_history\/batch\?id=/);
    await expect(page.getByRole('heading', { name: 'Lote de importação' })).toBeVisible();
    await expect(page.getByText(hash)).toBeVisible();
    await expect(rowsTable(page).getByRole('row', { name: /UHE Importação Um/ })).toContainText('744,5');
    await expectAccessible(page, 'history batch');
    await page.goBack();
    // Nothing drew on it yet: the batch can be rolled back as a whole, and stays in the history.
    await rowAction(page, 'Desfazer geracao-valida.xlsx', 'geracao-valida.xlsx');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Desfazer' }).click();
    await expect(row).toContainText('Desfeita');
  });

  test('a workbook with every error code shows each Portuguese text on its row and commits nothing', async ({
    page,
    consoleGuard,
  }) => {
    // A file that is no workbook is refused (FILE_NOT_FOUND).
    consoleGuard.expectHttpError(422, '/v1/imports');
    const w = await world();
    const admin = await apiToken('admin');
    const before = (await (await apiCall(admin, 'GET', '/imports/business?amount=1')).json()).total as number;
    await signIn(page, 'admin');
    await page.goto('/backoffice/ccee/recs');
    await send(page, 'nao-e-planilha.xlsx', Buffer.from('isto não é uma planilha'));
    await expect(page.getByText('Erro ao enviar o arquivo')).toBeVisible();
    const rows = [
      HEADER,
      ['UFV.RS.XX.999999-9.01', 1, 2026, 1, 744, 744, 744],
      [w.free, 1, 2026, 1, 744, 744, 744],
      [w.inactiveRegistrant, 1, 2026, 1, 744, 744, 744],
      [w.inactiveSource, 1, 2026, 1, 744, 744, 744],
      [w.big[1], 2, 2026, 1, 672, 1, '672000,000001'],
      [w.big[1], 3, 2026, 1, 744, 744, 744],
      [w.big[1], 3, 2026, 1, 744, 744, 744],
    ];
    await send(page, 'geracao-com-erros.xlsx', await workbook(rows));
    await expect(page.getByText('7 linhas: 0 válidas, 7 com erro')).toBeVisible();
    const table = rowsTable(page);
    const texts: [number, string][] = [
      [2, 'CEG não cadastrado na plataforma. Contate o administrador do sistema'],
      [3, 'Empreendimento não encontrado. Contate o administrador do sistema'],
      [4, 'Registrante não encontrado. Contate o administrador do sistema'],
      [5, 'Fonte de energia não encontrada. Contate o administrador do sistema'],
      [6, 'Os dados apresentaram divergência na quantidade de MWh do mês'],
      [7, 'O registro de geração do mês atual já foi cadastrado'],
      [8, 'O registro de geração do mês atual já foi cadastrado'],
    ];
    for (const [line, text] of texts)
      await expect(
        table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(line), exact: true }) }),
      ).toContainText(text);
    await page.getByRole('button', { name: 'Só linhas com erro (7)' }).click();
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(
      page.getByText('Nenhuma linha válida: corrija o arquivo e envie de novo. Nada foi gravado.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Confirmar/ })).toHaveCount(0);
    await expectAccessible(page, 'preview in error');
    // The previews are batches in the history, none committed.
    const after = await (await apiCall(admin, 'GET', '/imports/business?amount=5&sort=id&order=desc')).json();
    expect(after.total).toBe(before + 1);
    expect(after.data[0]).toMatchObject({ file_name: 'geracao-com-erros.xlsx', status: 'preview', valid: 0 });
  });

  // Issue 36 item 12: the month in progress (on the Brasília calendar) is not generation yet.
  test('a month not yet closed is refused, each line saying which month', async ({ page, consoleGuard }) => {
    // Sign-in, upload and the server's read of the file: past the default minute on a busy machine.
    test.setTimeout(120_000);
    consoleGuard.expectHttpError(422, '/v1/imports');
    const { big } = await world();
    const [year, month] = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date())
      .split('-');
    await signIn(page, 'admin');
    await page.goto('/backoffice/ccee/recs');
    await send(
      page,
      'geracao-mes-aberto.xlsx',
      await workbook([HEADER, [big[2], Number(month), Number(year), 1, 720, 720, 720]]),
    );
    // The server reads the workbook as a job, as it does a valid one: the refusal comes when it is read.
    await expect(page.getByText(`Linha 2, coluna Mês: Mês ${month}/${year} ainda não encerrado`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: /^Confirmar/ })).toHaveCount(0);
  });

  test('an exchange-rate workbook is imported', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/exchange/import');
    const file = await workbook([
      ['Moeda origem', 'Moeda destino', 'Cotação', 'Data'],
      ['USD', 'BRL', '5,4321', '03/02/2026'],
      ['EUR', 'BRL', '6,1234', '03/02/2026'],
    ]);
    await send(page, 'cambio.xlsx', file);
    await expect(page.getByText('2 linhas: 2 válidas, 0 com erro')).toBeVisible();
    await expect(rowsTable(page).getByRole('row', { name: /USD\/BRL/ })).toContainText('5,4321');
    await page.getByRole('button', { name: 'Confirmar 2 linhas válidas' }).click();
    await expect(page.getByText('Importação confirmada: 2 linhas gravadas')).toBeVisible({ timeout: 30_000 });
  });

  test('a participant imports its beneficiaries’ consumption', async ({ page }) => {
    const participant = await apiToken('participant');
    const code = `BEN-E2E-${Date.now()}`;
    const created = await apiCall(participant, 'POST', '/beneficiaries', {
      name: 'Cervejaria Importadora Ltda',
      country: 'BR',
      code,
      location: 'Pelotas - RS',
    });
    expect(created.status).toBe(201);
    await signIn(page, 'participant');
    await page.goto('/users/beneficiary_consumption/import');
    await expect(page.getByRole('heading', { name: 'Importar consumo' })).toBeVisible();
    const file = await workbook([
      ['Beneficiário', 'Início', 'Fim', 'Volume'],
      [code, '01/01/2026', '31/01/2026', '1.500,25'],
    ]);
    await send(page, 'consumo.xlsx', file);
    await expect(page.getByText('1 linhas: 1 válidas, 0 com erro')).toBeVisible();
    await expect(rowsTable(page).getByRole('row', { name: /Cervejaria Importadora/ })).toContainText('1.500,25');
    await page.getByRole('button', { name: 'Confirmar 1 linhas válidas' }).click();
    await expect(page.getByText('Importação confirmada: 1 linhas gravadas')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'consumption import');
  });

  test('a CCEE open-data file reports an unmapped share and a rejected line, and commits after mapping', async ({
    page,
  }) => {
    const { big } = await world();
    const admin = await apiToken('admin');
    for (const [share_code, codeCEG] of [
      ['10000', big[0]],
      ['10001', big[1]],
    ])
      expect((await apiCall(admin, 'POST', '/ccee/share-mappings', { share_code, codeCEG })).status).toBe(201);
    // August 2026, 3 shares × 24 hours; share 10002 (unmapped) has an empty measure in hour 3.
    const file = gzipSync(
      monthFile({
        year: 2026,
        month: 8,
        shares: 3,
        hours: 24,
        edit: (f: string[], i: number, h: number) => (i === 2 && h === 3 ? f.map((v, k) => (k === 12 ? '' : v)) : f),
      }),
    );
    await signIn(page, 'admin');
    await page.goto('/backoffice/ccee/import');
    await expect(page.getByRole('heading', { name: 'Importar arquivo' })).toBeVisible();
    await send(page, 'geracao_horaria_usina_202608.csv.gz', file, 'application/gzip');
    await expect(page.getByText(/Mês 08\/2026, versão 1 · 72 linhas lidas/)).toBeVisible();
    const rejected = page.getByRole('table', { name: 'Linhas rejeitadas (1)' });
    await expect(rejected.getByRole('row', { name: /^10 / })).toContainText('Medida obrigatória vazia');
    const unmapped = page.getByRole('table', { name: 'Parcelas sem mapeamento (1)' });
    await expect(unmapped).toContainText('10002');
    await expect(page.getByText('2 linhas: 2 válidas, 0 com erro')).toBeVisible();
    await expectAccessible(page, 'CCEE report');
    // Map the share where the report points, then send the file again.
    await page.getByRole('link', { name: 'Mapear parcela 10002' }).click();
    await expect(field(page, 'Código da parcela de usina')).toHaveValue('10002');
    await field(page, 'Código CEG').fill(big[2]);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/ccee\/shares\/list/);
    await expect(page.getByRole('grid', { name: 'Parcelas de usina (CCEE)' })).toContainText('UHE Importação Três');
    await page.goto('/backoffice/ccee/import');
    await send(page, 'geracao_horaria_usina_202608.csv.gz', file, 'application/gzip');
    await expect(page.getByText('3 linhas: 2 válidas, 1 com erro')).toBeVisible();
    await expect(page.getByRole('table', { name: /Parcelas sem mapeamento/ })).toHaveCount(0);
    await expect(rowsTable(page).getByRole('row', { name: /UHE Importação Três/ })).toContainText(
      'Linhas horárias desta usina foram rejeitadas',
    );
    await expect(page.getByText('Primeira versão do mês: todas as usinas são novas.')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar 2 linhas válidas' }).click();
    await expect(page.getByText('Importação confirmada: 2 linhas gravadas')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'CCEE committed');
  });

  test('the month is fetched from CCEE’s catalogue into the same report; an unpublished month says so', async ({
    page,
    consoleGuard,
  }) => {
    // The unpublished month is the API's 422 (CCEE_MONTH_NOT_PUBLISHED), which the browser logs.
    consoleGuard.expectHttpError(422, '/imports/ccee-hourly/fetch');
    // The catalogue the e2e API is pointed at (playwright.config.ts).
    const port = CATALOGUE_PORT;
    const file = gzipSync(monthFile({ year: 2026, month: 9, shares: 2, hours: 24 }));
    const catalogue = createServer((req, res) => {
      if (req.url?.startsWith('/api/3/action/package_show')) {
        const url = `http://127.0.0.1:${port}/geracao_horaria_usina_202609.csv.gz`;
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(
          JSON.stringify({ success: true, result: { resources: [{ name: 'geracao_horaria_usina_202609', url }] } }),
        );
      }
      res.writeHead(200, { 'content-type': 'application/gzip' }).end(file);
    });
    await new Promise<void>((ok) => catalogue.listen(port, '127.0.0.1', ok));
    try {
      await signIn(page, 'admin');
      await page.goto('/backoffice/ccee/import');
      await page.getByLabel('Mês').selectOption('10');
      await page.getByLabel('Ano').fill('2026');
      await page.getByRole('button', { name: 'Buscar no catálogo da CCEE' }).click();
      await expect(page.getByText(/A CCEE ainda não publicou este mês/)).toBeVisible({ timeout: 30_000 });
      await page.getByLabel('Mês').selectOption('9');
      await page.getByRole('button', { name: 'Buscar no catálogo da CCEE' }).click();
      await expect(page.getByText(/Mês 09\/2026, versão \d+ · 48 linhas lidas/)).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, 'CCEE catalogue fetch');
    } finally {
      await new Promise((ok) => catalogue.close(ok));
    }
  });
});
