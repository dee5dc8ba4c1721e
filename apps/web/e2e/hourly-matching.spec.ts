import type { Page } from '@playwright/test';
import { formatDecimal } from '@rec/domain';
import { mwhOf } from '@rec/domain/hourly';
import { microAt } from '../../../scripts/ccee-hourly-month.mjs';
import { commitImport, importShareMonth } from './support/ccee-month';
import { API, apiCall, apiToken, expect, expectAccessible, field, OUTBOX, signIn, test } from './support/fixtures';
import { ok } from './support/redemption';

// 24/7 matching (issue 39 item 2): a participant matches a beneficiary's hourly consumption of a
// Brasília month against its hourly certificates, reads the dry run's figures, reorders its
// preferences, confirms one retirement and opens its statement. Its own plant and month (February
// 2026, e2e/support/plant-worlds.ts): 48 hours of CCEE's file for one SUDESTE share, issued
// hourly; the beneficiary consumed 60 MWh in each of the first 24 hours and 10 MWh in the 6 after.

type World = { id: number; plant: string; ceg: string };
const HELPER = OUTBOX.replace('/outbox', '/seed');
const SHARE = '20003';
const HOURS = 48;
const MONTH = '2026-02';
const START = Date.parse('2026-02-01T03:00:00Z');
const RUN = `${Date.now()}`;
const NAMES = { used: `Consumidora 24/7 ${RUN}`, idle: `Sem Consumo ${RUN}` };

const generated = (h: number) => BigInt(microAt(0, h));
const consumed = (h: number) => (h <= 24 ? 60_000_000n : h <= 30 ? 10_000_000n : 0n);
const sum = (f: (h: number) => bigint) => Array.from({ length: HOURS }, (_, i) => f(i + 1)).reduce((a, b) => a + b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const pt = (wh: bigint) => `${formatDecimal(mwhOf(wh), { locale: 'pt' })} MWh`;

const totals = {
  consumed: sum(consumed),
  matched: sum((h) => min(generated(h), consumed(h))),
  full: Array.from({ length: 30 }, (_, i) => i + 1).filter((h) => generated(h) >= consumed(h)).length,
};
// The share: matched / consumed in ten-thousandths, rounded down, as a percentage with 2 decimals.
const basis = (totals.matched * 10_000n) / totals.consumed;
const share = `${basis / 100n},${(basis % 100n).toString().padStart(2, '0')} %`;

async function issueFebruary(world: World) {
  const [admin, registrant] = await Promise.all([apiToken('admin'), apiToken('client')]);
  await importShareMonth(admin, { ceg: world.ceg, share: SHARE, year: 2026, month: 2, hours: HOURS });
  const rec = await ok(
    await apiCall(registrant, 'POST', '/recs', {
      business_id: world.id,
      scheme: 'irec',
      initial_period: '2026-02-01',
      final_period: '2026-02-28',
      emissionVolume: mwhOf(sum(generated)),
      granularity: 'hourly',
    }),
    'hourly request',
  );
  await ok(await apiCall(admin, 'POST', `/recs/approve/${rec.id}`, {}), 'approval');
}

/** 'YYYY-MM-DD HH:00', the file's hour in UTC. */
const utcHour = (ms: number) => `${new Date(ms).toISOString().slice(0, 13).replace('T', ' ')}:00`;

/** The beneficiary's consumption, through the import as a machine client sends it (UTC, Wh). */
async function importConsumption(participant: string, code: string) {
  const lines = ['Beneficiário;Início (UTC);Consumo (Wh);Submercado;Nível do dado'];
  for (let h = 1; h <= 30; h++)
    lines.push(`${code};${utcHour(START + (h - 1) * 3_600_000)};${consumed(h)};SUDESTE;medição`);
  const body = new FormData();
  body.append('file', new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), 'consumo-24-7.csv');
  const up = await fetch(`${API}/imports/beneficiaryhourlyconsumption`, {
    method: 'POST',
    headers: { authorization: `Bearer ${participant}` },
    body,
  });
  await commitImport(participant, (await ok(up, 'consumption upload')).id);
}

let world: World;
let account = '';
let retirement = '';
test.beforeAll(async () => {
  world = (await (await fetch(`${HELPER}/matching-world`)).json()) as World;
  await issueFebruary(world);
  const participant = await apiToken('participant');
  const accounts = await ok(await apiCall(participant, 'GET', '/retirements?amount=100'), 'accounts');
  const trade = accounts.data.find((a: { accountType: string }) => a.accountType === 'trade');
  account = `${trade.accountName} (${trade.accountCode})`;
  const created = await ok(
    await apiCall(participant, 'POST', '/retirements', { accountType: 'retirement', accountName: `Escopo 2 ${RUN}` }),
    'retirement account',
  );
  const own = await ok(await apiCall(participant, 'GET', `/retirements/${created.id}`), 'retirement account');
  retirement = `${own.accountName} (${own.accountCode})`;
  for (const [name, code] of [
    [NAMES.used, `C247${RUN}`],
    [NAMES.idle, `S247${RUN}`],
  ] as const)
    await ok(await apiCall(participant, 'POST', '/beneficiaries', { name, country: 'BR', code }), 'beneficiary');
  await importConsumption(participant, `C247${RUN}`);
});

const PT = { account: 'Conta de negociação', who: 'Beneficiário', month: 'Mês' };

/** The run's choices: the trade account, a beneficiary, February 2026. */
async function choose(page: Page, beneficiary: string, labels = PT) {
  await field(page, labels.account).selectOption({ label: account });
  await field(page, labels.who).selectOption({ label: beneficiary });
  await field(page, labels.month).selectOption(MONTH);
}

test.describe('24/7 matching', () => {
  test.describe.configure({ mode: 'serial' });

  test('a beneficiary with no consumption in the month is told to import it', async ({ page }) => {
    await signIn(page, 'participant');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/users/hourly_matching');
    await expect(page.getByRole('heading', { name: 'Correspondência horária' })).toBeVisible();
    await page.screenshot({ path: '../../.tmp/screens/hourly-matching-empty-1280.png', fullPage: true });
    await choose(page, NAMES.idle);
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(page.getByText(/^Nenhum consumo horário deste beneficiário no período/)).toBeVisible();
    await expect(page.getByRole('status').getByRole('link', { name: 'Importar consumo horário' })).toBeVisible();
    await expectAccessible(page, 'hourly matching, no consumption');
    await page.setViewportSize({ width: 900, height: 900 });
    await page.screenshot({ path: '../../.tmp/screens/hourly-matching-empty-900.png', fullPage: true });
  });

  test('reads right to left in Arabic, figures intact', async ({ page }) => {
    await signIn(page, 'participant');
    await page.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/users/hourly_matching');
    await expect(page.locator('.fui-FluentProvider[dir="rtl"]').first()).toBeVisible();
    await choose(page, NAMES.used, { account: 'حساب التداول', who: 'المستفيد', month: 'الشهر' });
    await page.getByRole('button', { name: 'محاكاة' }).click();
    await expect(page.getByTestId('matching-totals')).toContainText('ميغاواط ساعة');
    await expectAccessible(page, 'hourly matching in Arabic');
    await page.screenshot({ path: '../../.tmp/screens/hourly-matching-ar.png', fullPage: true });
  });

  test('dry run, preferences, confirmation and the statement', async ({ page }) => {
    await signIn(page, 'participant');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/users/hourly_matching');
    await choose(page, NAMES.used);
    // Preferred plant first, then the oldest: the plant criterion asks for its plants.
    await page.getByRole('checkbox', { name: /Empreendimentos preferidos/ }).check();
    await page.getByRole('button', { name: 'Simular' }).click();
    await expect(page.getByText('Adicione ao menos um empreendimento')).toBeVisible();
    await field(page, 'Empreendimentos preferidos').selectOption({ label: world.plant });
    await page.getByRole('button', { name: 'Subir Empreendimentos preferidos' }).click();
    await expect(page.getByRole('checkbox', { name: '1. Empreendimentos preferidos' })).toBeChecked();
    await page.getByRole('button', { name: 'Simular' }).click();

    const figures = page.getByTestId('matching-totals');
    await expect(figures).toContainText(`Consumido${pt(totals.consumed)}`);
    await expect(figures).toContainText(`Correspondido${pt(totals.matched)}`);
    await expect(figures).toContainText(`Não correspondido${pt(totals.consumed - totals.matched)}`);
    await expect(figures).toContainText(`Parcela correspondida${share}`);
    await expect(figures).toContainText(`Horas totalmente cobertas${totals.full} de 30`);
    await expect(figures).toContainText('Submercado do consumo');
    const months = page.getByRole('table', { name: 'Consumo e correspondência por mês (MWh)' });
    await expect(months.getByRole('row', { name: /02\/2026/ })).toContainText(formatDecimal(mwhOf(totals.matched)));
    await expect(page.getByRole('table', { name: 'Correspondido por empreendimento' })).toContainText(world.plant);
    await expect(page.getByRole('figure', { name: 'MWh correspondidos por dia' })).toBeVisible();
    await expectAccessible(page, 'hourly matching dry run');
    await page.screenshot({ path: '../../.tmp/screens/hourly-matching-1280.png', fullPage: true });
    await page.setViewportSize({ width: 900, height: 900 });
    await page.screenshot({ path: '../../.tmp/screens/hourly-matching-900.png', fullPage: true });

    await field(page, 'Conta de aposentadoria (crédito)').selectOption({ label: retirement });
    await page.getByLabel(/^Finalidade/).fill(`Escopo 2 horário — 02/2026 ${RUN}`);
    await page.getByRole('button', { name: 'Confirmar aposentadoria' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByTestId('confirm-summary')).toContainText(NAMES.used);
    await expect(dialog.getByTestId('confirm-summary')).toContainText(
      `Empreendimentos preferidos (${world.plant}) → Mais antigos primeiro`,
    );
    await expectAccessible(page, 'hourly matching review');
    await dialog.getByRole('button', { name: 'Aposentar' }).click();
    const done = `registrada: ${formatDecimal(mwhOf(totals.matched))} MWh correspondidos hora a hora`;
    await expect(page.getByText(/^Aposentadoria nº \d+ registrada/)).toHaveText(new RegExp(`${done}$`));
    await page.screenshot({ path: '../../.tmp/screens/hourly-matching-done-900.png', fullPage: true });
    await page.getByRole('link', { name: 'Ver a declaração' }).click();
    await page.waitForURL(/\/verify\/\w+/);
    await expect(page.getByTestId('verdict')).toContainText('Declaração verificada');
  });
});
