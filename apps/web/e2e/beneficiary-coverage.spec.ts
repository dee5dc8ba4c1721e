import { mwhOf } from '@rec/domain/hourly';
import ExcelJS from 'exceljs';
import { microAt } from '../../../scripts/ccee-hourly-month.mjs';
import { commitImport, importShareMonth } from './support/ccee-month';
import { API, apiCall, apiToken, expect, expectAccessible, OUTBOX, rowAction, signIn, test } from './support/fixtures';
import { ptMwh } from './support/participant';
import { ok } from './support/redemption';

// A beneficiary's hourly coverage on screen (issue 39 items 3–5): 72 hours of consumption
// (1–3 March 2026, 50 MWh each, SUDESTE) and the 48 hours of 1–2 March of its own plant retired
// for it hour by hour. Each hour is covered up to its consumption; the 3rd is not covered at
// all. The page shows the year's figures, the gap between hourly and annual matching, the Scope 2
// figures, the day × hour grid and the statement, and downloads the Scope 2 workbook.

type World = { id: number; plant: string; ceg: string };
const HELPER = OUTBOX.replace('/outbox', '/seed');
const SHARE = '20039';
const HOURS = 48;
const CONSUMED = 50_000_000n; // Wh an hour
const MARCH = { from: '2026-03-01T03:00:00.000Z', to: '2026-03-03T03:00:00.000Z' };
const CODE = `COB-${Date.now()}`;
const NAME = 'Laticínios Cobertura 24/7 Ltda.';
const EMPTY = 'Papelaria Sem Consumo Ltda.';

const produced = Array.from({ length: HOURS }, (_, h) => BigInt(microAt(0, h + 1)));
const retiredWh = produced.reduce((a, b) => a + b, 0n);
const matchedWh = produced.reduce((a, p) => a + (p < CONSUMED ? p : CONSUMED), 0n);

const importMarch = (admin: string, ceg: string) =>
  importShareMonth(admin, { ceg, share: SHARE, year: 2026, month: 3, hours: HOURS });

/** 72 hours of 50 MWh, 1–3 March 2026 in Brasília time, imported through the API as a machine client does. */
async function importConsumption(participant: string) {
  const lines = ['Beneficiário;Início (horário de Brasília);Consumo (Wh);Submercado;Nível do dado'];
  for (let h = 0; h < 72; h++) {
    const day = String(1 + Math.floor(h / 24)).padStart(2, '0');
    lines.push(`${CODE};2026-03-${day} ${String(h % 24).padStart(2, '0')}:00;${CONSUMED};SUDESTE;medição`);
  }
  const form = new FormData();
  form.append('file', new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), 'consumo-cobertura.csv');
  const up = await fetch(`${API}/imports/beneficiaryhourlyconsumption`, {
    method: 'POST',
    headers: { authorization: `Bearer ${participant}` },
    body: form,
  });
  await commitImport(participant, (await ok(up, 'hourly consumption upload')).id);
}

/** March's 48 hours issued hourly to the participant and all retired for the beneficiary. */
async function coveredBeneficiary(world: World): Promise<string> {
  const [admin, registrant, participant] = await Promise.all([
    apiToken('admin'),
    apiToken('client'),
    apiToken('participant'),
  ]);
  await importMarch(admin, world.ceg);
  const rec = await ok(
    await apiCall(registrant, 'POST', '/recs', {
      business_id: world.id,
      scheme: 'irec',
      initial_period: '2026-03-01',
      final_period: '2026-03-31',
      emissionVolume: mwhOf(retiredWh),
      granularity: 'hourly',
    }),
    'hourly request',
  );
  await ok(await apiCall(admin, 'POST', `/recs/approve/${rec.id}`, {}), 'approval');
  // The SUDESTE factor of 2026 (another run's may be there already: 409).
  const factor = await apiCall(admin, 'POST', '/residual_mix_factors', {
    year: 2026,
    submarket: 'SUDESTE',
    factor: '0.061700',
    source: 'Estudo de mix residual — SUDESTE 2026',
  });
  expect([201, 409]).toContain(factor.status);
  const accounts = await ok(await apiCall(participant, 'GET', '/retirements?amount=100'), 'accounts');
  const trade = accounts.data.find((a: { accountType: string }) => a.accountType === 'trade');
  const retirement = await ok(
    await apiCall(participant, 'POST', '/retirements', {
      accountType: 'retirement',
      accountName: 'Aposentadoria cobertura',
    }),
    'retirement account',
  );
  const beneficiary = await ok(
    await apiCall(participant, 'POST', '/beneficiaries', { name: NAME, country: 'BR', code: CODE }),
    'beneficiary',
  );
  await ok(
    await apiCall(participant, 'POST', '/beneficiaries', { name: EMPTY, country: 'BR', code: `${CODE}-0` }),
    'empty beneficiary',
  );
  await importConsumption(participant);
  const retired = await ok(
    await apiCall(participant, 'POST', '/hourly/retirements', {
      selection: { account_id: trade.id, ...MARCH, business_id: world.id, volume: 'all' },
      retirement_account_id: retirement.id,
      beneficiary_id: beneficiary.id,
      purpose: 'Escopo 2 horário — março de 2026',
    }),
    'hourly retirement',
  );
  const redemption = await ok(await apiCall(participant, 'GET', `/redemptions/${retired.ledger_id}`), 'redemption');
  return redemption.verification_code as string;
}

let statement = '';
test.beforeAll(async () => {
  const world = (await (await fetch(`${HELPER}/coverage-world`)).json()) as World;
  statement = await coveredBeneficiary(world);
});

const openCoverage = async (page: import('@playwright/test').Page, name: string, code: string) => {
  await page.goto('/users/beneficiary/list');
  await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(code);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);
  await rowAction(page, `Cobertura horária: ${name}`, name);
  await page.waitForURL(/\/users\/beneficiary\/coverage\?id=\d+/);
  await page.getByLabel('Ano').selectOption('2026');
};

test.describe('a beneficiary’s hourly coverage', () => {
  test.describe.configure({ mode: 'serial' });

  test('shows the year’s figures, the gap, Scope 2, the grid and the statement, and downloads the XLSX', async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'participant');
    await openCoverage(page, NAME, CODE);
    await expect(page.getByRole('heading', { level: 1, name: `Cobertura horária: ${NAME}` })).toBeVisible();
    const figures = page.getByTestId('coverage-figures');
    await expect(figures.getByRole('definition').first()).toHaveText(`${ptMwh(72n * CONSUMED)} MWh`);
    await expect(figures).toContainText(`${ptMwh(matchedWh)} MWh`);
    await expect(figures).toContainText(`${ptMwh(72n * CONSUMED - matchedWh)} MWh`);
    await expect(figures).toContainText(`${ptMwh(retiredWh)} MWh`);
    await expect(page.getByTestId('coverage-gap')).toContainText('A correspondência anual cobre');
    const scope2 = page.getByRole('table', { name: /Emissões de Escopo 2 pela abordagem de mercado, 2026/ });
    await expect(scope2.getByRole('row', { name: /Consumo não coberto/ })).toContainText(
      ptMwh(72n * CONSUMED - matchedWh),
    );
    await expect(page.getByRole('table', { name: 'Fatores de mix residual aplicados' })).toContainText('SUDESTE');
    const grid = page.getByRole('table', {
      name: /Parcela do consumo coberta por certificados horários, por dia e hora, 03\/2026/,
    });
    await expect(grid.getByRole('rowheader')).toHaveCount(31);
    await expect(
      page.getByText(`03/2026: ${ptMwh(matchedWh)} de ${ptMwh(72n * CONSUMED)} MWh cobertos hora a hora`),
    ).toBeVisible();
    // 3 March: consumed, nothing covered.
    await expect(grid.getByRole('row', { name: /^03 / }).getByRole('cell').last()).toHaveText('0,0 %');
    const link = page.getByRole('link', { name: `Verificar a declaração ${statement}` });
    await expect(link).toHaveAttribute('href', `/verify/${encodeURIComponent(statement)}`);
    await expectAccessible(page, 'beneficiary coverage');
    await page.screenshot({ path: '../../.tmp/screens/coverage-1280.png', fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar relatório Escopo 2' }).click();
    await page.getByRole('menuitem', { name: 'Relatório Escopo 2 em XLSX' }).click();
    const file = info.outputPath('escopo2.xlsx');
    await (await download).saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    expect(book.worksheets.length).toBeGreaterThanOrEqual(2);
    const texts = book.worksheets.flatMap((sheet) =>
      sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map((v) => String(v ?? '')) : [])),
    );
    expect(texts.join(' ')).toContain(CODE);
    // The hourly sheet: a header and one row per consumption hour.
    expect(Math.max(...book.worksheets.map((sheet) => sheet.actualRowCount))).toBeGreaterThanOrEqual(72);

    await page.setViewportSize({ width: 900, height: 900 });
    await expect(figures).toBeVisible();
    await page.screenshot({ path: '../../.tmp/screens/coverage-900.png', fullPage: true });
  });

  test('reads right to left in Arabic', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'participant');
    await page.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
    await page.goto('/users/beneficiary/list');
    await expect(page.locator('.fui-FluentProvider[dir="rtl"]').first()).toBeVisible();
    // The list's own search (the header has the menu's): in Arabic its name is بحث.
    await page.getByRole('main').getByRole('searchbox', { name: 'بحث', exact: true }).fill(CODE);
    await expect(page.getByRole('row', { name: new RegExp(NAME) })).toHaveCount(1);
    const id = await beneficiaryId(CODE);
    await page.goto(`/users/beneficiary/coverage?id=${id}`);
    await page.getByLabel('السنة').selectOption('2026');
    await expect(page.getByTestId('coverage-figures')).toContainText('التغطية الساعية');
    await expectAccessible(page, 'beneficiary coverage in Arabic');
    await page.screenshot({ path: '../../.tmp/screens/coverage-ar.png', fullPage: true });
  });

  test('a beneficiary with no consumption in the year says to import it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'participant');
    await openCoverage(page, EMPTY, `${CODE}-0`);
    await expect(page.getByText(`Nenhum consumo horário de ${EMPTY} em 2026.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Importar consumo horário' })).toHaveAttribute(
      'href',
      '/users/beneficiary_hourly_consumption/import',
    );
    await expect(page.getByRole('button', { name: 'Baixar relatório Escopo 2' })).toHaveCount(0);
    await expectAccessible(page, 'beneficiary coverage, empty');
    await page.screenshot({ path: '../../.tmp/screens/coverage-empty-1280.png', fullPage: true });
    await page.setViewportSize({ width: 900, height: 900 });
    await page.screenshot({ path: '../../.tmp/screens/coverage-empty-900.png', fullPage: true });
  });
});

async function beneficiaryId(code: string): Promise<number> {
  const participant = await apiToken('participant');
  const list = await ok(await apiCall(participant, 'GET', `/beneficiaries?search=${encodeURIComponent(code)}`), 'list');
  return (list.data as { id: number; code: string }[]).find((b) => b.code === code)?.id as number;
}
