import { buildMenu, routesFor } from '@rec/domain';
import ExcelJS from 'exceljs';
import {
  apiCall,
  apiToken,
  expect,
  expectAccessible,
  field,
  rowAction,
  signIn,
  snackbar,
  test,
} from './support/fixtures';

test.describe('generic list: energy sources', () => {
  // Other suites of the same run may add a source of their own: the figures count from what is there.
  let total = 0;
  test.beforeAll(async () => {
    // 21 more sources make three pages of ten.
    const token = await apiToken();
    const before = (await (await apiCall(token, 'GET', '/sources?page=1&amount=10')).json()) as { total: number };
    total = before.total + 21;
    for (let n = 1; n <= 21; n++) {
      const code = `T${String(n).padStart(2, '0')}`;
      await apiCall(token, 'POST', '/sources', { name: `Fonte teste ${String(n).padStart(2, '0')}`, code });
    }
  });

  test('pages, searches, chooses columns and shows N records', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/powerSupply/list');
    const grid = page.getByRole('grid', { name: 'Fontes de energia' });
    await expect(grid).toBeVisible();
    await expect(page.getByText(`Mostrando 1–10 de ${total}`)).toBeVisible();
    await expectAccessible(page, 'sources list');
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page.getByText(`Mostrando 11–20 de ${total}`)).toBeVisible();
    await page.getByRole('button', { name: 'Última página' }).click();
    await expect(page.getByText(`Mostrando 21–${total} de ${total}`)).toBeVisible();
    await expect(page.getByText('Página 3 de 3')).toBeVisible();
    await page.getByRole('button', { name: 'Página anterior' }).click();
    await expect(page.getByText(`Mostrando 11–20 de ${total}`)).toBeVisible();
    await page.getByRole('button', { name: 'Primeira página' }).click();
    await expect(page.getByText(`Mostrando 1–10 de ${total}`)).toBeVisible();
    await page.getByLabel('Mostrar').selectOption('25');
    await expect(page.getByText(`Mostrando 1–25 de ${total}`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill('Fonte teste 2');
    await expect(page.getByText('Mostrando 1–2 de 2')).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(3);
    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill('nada disso');
    await expect(page.getByText('Nenhum registro corresponde a “nada disso”')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill('');
    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Ativa' }).click();
    await page.keyboard.press('Escape');
    await expect(grid.getByRole('columnheader', { name: 'Ativa' })).toHaveCount(0);
    await expect(grid.getByRole('columnheader', { name: 'Código' })).toBeVisible();
  });

  test('exports every page to a valid .xlsx through the server, headed in the user’s language', async ({
    page,
  }, info) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/powerSupply/list');
    await expect(page.getByText(`Mostrando 1–10 de ${total}`)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar para Excel' }).click();
    const file = info.outputPath('sources.xlsx');
    await (await download).saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(total + 1);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Nome', 'Código', 'Ativa']);
    // As the screen shows it (ADR 0087): Sim/Não, not TRUE.
    expect(sheet?.getRow(2).getCell(3).value).toBe('Sim');
  });

  test('creates, edits and deletes a source; a duplicate code is shown on its field', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.expectHttpError(409, '/v1/');
    await signIn(page, 'admin');
    await page.goto('/backoffice/powerSupply/list');
    await page.getByRole('button', { name: 'Novo' }).click();
    await expect(page).toHaveURL(/\/backoffice\/powerSupply\/register$/);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Campo Obrigatório')).toHaveCount(2);
    await expectAccessible(page, 'source form with errors');
    await page.getByLabel('Nome').fill('Maremotriz');
    await page.getByLabel('Código').fill('RS');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Já existe um registro com este valor')).toBeVisible();
    await expect(snackbar(page).getByText('Erro ao cadastrar fonte de energia')).toBeVisible();
    await page.getByLabel('Código').fill('MR');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/backoffice\/powerSupply\/list$/);
    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill('Maremotriz');
    await expect(page.getByText('Mostrando 1–1 de 1')).toBeVisible();
    await rowAction(page, 'Editar Maremotriz');
    await expect(page.getByLabel('Nome')).toHaveValue('Maremotriz');
    await page.getByLabel('Nome').fill('Maremotriz (ondas)');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill('ondas');
    await expect(page.getByRole('gridcell', { name: 'Maremotriz (ondas)', exact: true })).toBeVisible();
    await rowAction(page, 'Excluir Maremotriz (ondas)');
    await expectAccessible(page, 'delete confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(snackbar(page).getByText('Registro excluído')).toBeVisible();
    await expect(page.getByText('Nenhum registro corresponde a “ondas”')).toBeVisible();
  });
});

type Case = {
  name: string;
  list: string;
  api: string;
  fill: Record<string, string>;
  search: string;
  edit: [label: string, value: string];
  select?: [label: string, option: string];
  // A value that passes the field's own format but breaks a rule across fields (the form checks it
  // before sending, and the API with the same text), and the message under that field.
  refused?: [label: string, wrong: string, message: string];
};

const CASES: Case[] = [
  {
    name: 'technologies',
    list: '/backoffice/generationTechnology/list',
    api: '/technologies',
    fill: { Nome: 'Heliotérmica', Código: 'UTS' },
    select: ['Fonte de energia', 'Solar'],
    search: 'Heliotérmica',
    edit: ['Nome', 'Heliotérmica CSP'],
  },
  {
    name: 'countries',
    list: '/backoffice/countries/list',
    api: '/countries',
    fill: { País: 'Uruguai', 'Código do país': 'UY' },
    search: 'Uruguai',
    edit: ['País', 'Uruguai (UY)'],
  },
  {
    name: 'CEG codes',
    list: '/backoffice/cegcodes/list',
    api: '/ceg',
    fill: {
      'Tipo de geração': 'UFV',
      Fonte: 'RS',
      UF: 'MG',
      Núcleo: '077777',
      DV: '3',
      Versão: '01',
      'Nome do empreendimento': 'UFV Serra Azul',
      Potência: '12,5',
      'Data de operação': '15/03/2024',
    },
    refused: ['DV', '7', 'Dígito verificador inválido'],
    search: 'Serra Azul',
    edit: ['Nome do empreendimento', 'UFV Serra Azul II'],
  },
  {
    name: 'tutorials',
    list: '/backoffice/tutorials/list',
    api: '/tutorials',
    fill: { Título: 'Como importar a geração', Descrição: 'Passo a passo da importação mensal.' },
    search: 'importar a geração',
    edit: ['Título', 'Como importar a geração (CCEE)'],
  },
];

for (const c of CASES) {
  test.describe(`generic form: ${c.name}`, () => {
    test(`creates, edits and deletes`, async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto(c.list);
      await expect(page.getByRole('grid').or(page.getByText('Nenhum registro encontrado'))).toBeVisible();
      await expectAccessible(page, `${c.name} list`);
      await page.getByRole('button', { name: 'Novo' }).click();
      // A place (UF) is a select of the registry's states, as on the registrant form (ADR 0086).
      for (const [label, value] of Object.entries(c.fill)) {
        const input = field(page, label);
        if (await input.evaluate((e) => e.tagName === 'SELECT')) await input.selectOption(value);
        else await input.fill(value);
      }
      if (c.select) await field(page, c.select[0]).selectOption({ label: c.select[1] });
      await expectAccessible(page, `${c.name} form`);
      if (c.refused) {
        const [label, wrong, message] = c.refused;
        const right = await field(page, label).inputValue();
        await field(page, label).fill(wrong);
        await page.getByRole('button', { name: 'Salvar' }).click();
        await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
        await field(page, label).fill(right);
      }
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(snackbar(page).getByText('Registro salvo')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${c.list}$`));
      await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(c.search);
      await expect(page.getByText('Mostrando 1–1 de 1')).toBeVisible();
      await rowAction(page, /^Editar /);
      await field(page, c.edit[0]).fill(c.edit[1]);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(new RegExp(`${c.list}$`));
      await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(c.search);
      await expect(page.getByText('Mostrando 1–1 de 1')).toBeVisible();
      await expect(page.getByRole('gridcell', { name: c.edit[1], exact: true })).toBeVisible();
      await rowAction(page, /^Excluir /);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
      await expect(snackbar(page).getByText('Registro excluído')).toBeVisible();
    });
  });
}

test.describe('generic form: settings', () => {
  test('settings are edited, never created or deleted', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/configs/list');
    const grid = page.getByRole('grid', { name: 'Configurações' });
    await expect(grid).toBeVisible();
    await expect(page.getByRole('button', { name: 'Novo' })).toHaveCount(0);
    // Editing is a setting's one action: its row shows it as its button, with no "…" menu.
    await expect(page.getByRole('button', { name: /^Mais ações para / })).toHaveCount(0);
    await page
      .getByRole('button', { name: /^Editar / })
      .first()
      .click();
    await page.getByLabel('Dias para bloqueio da nota').fill('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Campo Obrigatório')).toBeVisible();
    await page.getByLabel('Dias para bloqueio da nota').fill('20');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/backoffice\/configs\/list$/);
    await expect(grid.getByRole('gridcell', { name: '20', exact: true })).toBeVisible();
    await page.goto('/backoffice/configs/register');
    await expect(page).toHaveURL(/\/backoffice\/configs\/list$/);
  });
});

// Issue 36 item 6: every list of the admin menu fits a 1280 px screen. No header is cut (its text
// is wider than its cell), and the sticky actions column covers no data cell of any row.
test.describe('lists fit the screen', () => {
  test('every admin list at 1280 px: headers whole, actions beside the data', async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin');
    const menu = new Set(buildMenu('admin').flatMap((group) => group.items.map((item) => item.path)));
    const lists = routesFor('admin').filter((route) => route.kind === 'list' && menu.has(route.path));
    expect(lists.length).toBeGreaterThan(15);
    for (const route of lists) {
      // Inside the app (as a menu click does): no reload of the bundle and session per list.
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route.path);
      const title = route.label.defaultMessage;
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      const grid = page.getByRole('grid', { name: title, exact: true });
      await expect(grid.or(page.getByText(/^Nenhum registro/)).first()).toBeVisible();
      if (!(await grid.isVisible())) continue;
      const layout = await grid.evaluate((g) => {
        const clipped = [...g.querySelectorAll('[role=columnheader]')]
          .filter((h) => [h, ...h.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1))
          .map((h) => h.textContent);
        // The actions column is the last one, when the list has one.
        const heads = [...g.querySelectorAll('[role=columnheader]')];
        const covered: string[] = [];
        if (heads.at(-1)?.textContent !== 'Ações') return { clipped, covered };
        for (const row of g.querySelectorAll('[role=row]')) {
          const cells = [...row.querySelectorAll('[role=gridcell], [role=columnheader]')];
          const actions = cells.at(-1)?.getBoundingClientRect();
          if (!actions) continue;
          for (const cell of cells.slice(0, -1)) {
            const box = cell.getBoundingClientRect();
            if (box.right > actions.left + 1 && box.left < actions.right - 1) covered.push(cell.textContent ?? '');
          }
        }
        return { clipped, covered };
      });
      expect(layout, route.path).toEqual({ clipped: [], covered: [] });
    }
  });
});
