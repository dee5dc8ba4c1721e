import { mwhOf } from '@rec/domain/hourly';
import { microAt } from '../../../scripts/ccee-hourly-month.mjs';
import { importShareMonth } from './support/ccee-month';
import { apiCall, apiToken, expect, expectAccessible, OUTBOX, test } from './support/fixtures';
import { ok } from './support/redemption';

// The statement of an hourly retirement on the public verify page (issue 38 item 4, ADR 0099):
// the hours it retired (grid and table), its plant's number ranges and, for every bundle, a
// Merkle proof this browser recomputes; a bundle changed in the database makes the page say
// "not verified" and name the bundle that no longer matches. Its own plant and month (May 2026,
// e2e/support/plant-worlds.ts), so no other spec's figures move.

type World = { id: number; plant: string; ceg: string };
const HELPER = OUTBOX.replace('/outbox', '/seed');
const SHARE = '20001';
const HOURS = 48;
const MAY = { from: '2026-05-01T03:00:00.000Z', to: '2026-05-03T03:00:00.000Z' };

const micro = Array.from({ length: HOURS }, (_, h) => BigInt(microAt(0, h + 1))).reduce((a, b) => a + b, 0n);
const volume = mwhOf(micro);

const importMay = (admin: string, ceg: string) =>
  importShareMonth(admin, { ceg, share: SHARE, year: 2026, month: 5, hours: HOURS });

/** May 2026's 48 hours issued hourly to the participant and all retired for a beneficiary: its code. */
async function hourlyRetirement(world: World): Promise<string> {
  const [admin, registrant, participant] = await Promise.all([
    apiToken('admin'),
    apiToken('client'),
    apiToken('participant'),
  ]);
  await importMay(admin, world.ceg);
  const rec = await ok(
    await apiCall(registrant, 'POST', '/recs', {
      business_id: world.id,
      scheme: 'irec',
      initial_period: '2026-05-01',
      final_period: '2026-05-31',
      emissionVolume: volume,
      granularity: 'hourly',
    }),
    'hourly request',
  );
  await ok(await apiCall(admin, 'POST', `/recs/approve/${rec.id}`, {}), 'approval');
  const accounts = await ok(await apiCall(participant, 'GET', '/retirements?amount=100'), 'accounts');
  const trade = accounts.data.find((a: { accountType: string }) => a.accountType === 'trade');
  const retirement = await ok(
    await apiCall(participant, 'POST', '/retirements', {
      accountType: 'retirement',
      accountName: 'Aposentadoria 24/7',
    }),
    'retirement account',
  );
  const beneficiary = await ok(
    await apiCall(participant, 'POST', '/beneficiaries', {
      name: 'Fábrica Horária Ltda.',
      country: 'BR',
      code: '55667788000186', // its own: participant.spec types 11222333000181 in the form
    }),
    'beneficiary',
  );
  const retired = await ok(
    await apiCall(participant, 'POST', '/hourly/retirements', {
      selection: { account_id: trade.id, ...MAY, business_id: world.id, volume: 'all' },
      retirement_account_id: retirement.id,
      beneficiary_id: beneficiary.id,
      purpose: 'Escopo 2 horário — maio de 2026',
    }),
    'hourly retirement',
  );
  const redemption = await ok(await apiCall(participant, 'GET', `/redemptions/${retired.ledger_id}`), 'redemption');
  return (redemption.verification_code as string).replaceAll('-', '');
}

let world: World;
let code = '';
test.beforeAll(async () => {
  world = (await (await fetch(`${HELPER}/statement-world`)).json()) as World;
  code = await hourlyRetirement(world);
});

test.describe('the statement of an hourly retirement', () => {
  test.describe.configure({ mode: 'serial' });

  test('shows the hours, the plant’s number ranges and a proof per bundle, each recomputed here', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/verify/${code}`);
    await expect(page.getByTestId('verdict')).toContainText('Declaração verificada');
    const hourly = page.getByTestId('hourly-statement');
    await expect(hourly.getByRole('heading', { name: 'Certificados horários aposentados' })).toBeVisible();
    await expect(hourly).toContainText(`${HOURS} lotes`);
    await expect(page.getByTestId('proof-tally')).toHaveText(
      `${HOURS} de ${HOURS} lotes conferem com a raiz (recalculado neste navegador)`,
    );
    const grid = page.getByRole('table', { name: /MWh de certificados horários por dia e hora, 05\/2026/ });
    await expect(grid.getByRole('rowheader')).toHaveCount(31);
    await expect(page.getByRole('table', { name: 'Lotes por usina' })).toContainText(world.plant);
    // One contiguous range whose length is the retired Wh (where it starts is the registry's
    // counter: other specs may have issued hourly certificates first).
    const range = page.getByRole('table', { name: 'Lotes por usina' }).getByRole('listitem');
    await expect(range).toHaveText(/^nº [\d.]+ a [\d.]+$/);
    const [first, last] =
      ((await range.textContent()) ?? '').match(/[\d.]+/g)?.map((n) => BigInt(n.replaceAll('.', ''))) ?? [];
    expect((last ?? 0n) - (first ?? 0n) + 1n).toBe(micro);
    // A page of 24 bundles, each "Confere"; the first one's proof opens: recomputed = recorded root.
    const bundles = page.getByRole('table', { name: 'Prova de cada lote' });
    await expect(bundles.getByText('Confere', { exact: true })).toHaveCount(24);
    await expect(page.getByText(`Lotes 1–24 de ${HOURS}`)).toBeVisible();
    await bundles.getByRole('button', { name: /^Ver prova do lote de 01\/05\/2026 00:00–01:00/ }).click();
    await expect(bundles).toContainText('Raiz recalculada');
    const roots = bundles.locator('bdi').filter({ hasText: /^[0-9a-f]{64}$/ });
    await expect(roots.last()).toHaveText((await roots.nth(-2).textContent()) ?? 'none');
    await expectAccessible(page, 'hourly statement');
    await page.screenshot({ path: '../../.tmp/screens/verify-hourly-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Próximos' }).click();
    await expect(page.getByText(`Lotes 25–${HOURS} de ${HOURS}`)).toBeVisible();
    await page.setViewportSize({ width: 900, height: 900 });
    await page.screenshot({ path: '../../.tmp/screens/verify-hourly-900.png', fullPage: true });
  });

  test('reads right to left in Arabic, figures and hashes intact', async ({ page }) => {
    await page.goto('/verify');
    await page.evaluate(() => window.localStorage.setItem('rec.settings', JSON.stringify({ language: 'ar' })));
    await page.goto(`/verify/${code}`);
    await expect(page.locator('.fui-FluentProvider[dir="rtl"]').first()).toBeVisible();
    await expect(page.getByTestId('proof-tally')).toContainText(`${HOURS} من ${HOURS} حزمة تطابق الجذر`);
    await expect(
      page.getByTestId('hourly-statement').getByRole('heading', { name: 'الشهادات الساعية الموقوفة' }),
    ).toBeVisible();
    await expectAccessible(page, 'hourly statement in Arabic');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '../../.tmp/screens/verify-hourly-ar.png', fullPage: true });
  });

  test('a bundle changed in the database does not verify, and the page names it', async ({ page }) => {
    expect(await (await fetch(`${HELPER}/statement-tamper?on=1`)).json()).toEqual({ changed: true });
    try {
      await page.goto(`/verify/${code}`);
      await expect(page.getByTestId('verdict')).toContainText('Declaração não verificada');
      await expect(page.getByTestId('verdict')).toContainText(
        'Os lotes horários aposentados não conferem mais com a raiz de Merkle registrada',
      );
      await expect(page.getByTestId('proof-tally')).toHaveText(
        `${HOURS - 1} de ${HOURS} lotes conferem com a raiz (recalculado neste navegador)`,
      );
      // The changed one is the last by number: on the second page, "Não confere".
      await page.getByRole('button', { name: 'Próximos' }).click();
      await expect(page.getByRole('table', { name: 'Prova de cada lote' }).getByText('Não confere')).toHaveCount(1);
      await page.screenshot({ path: '../../.tmp/screens/verify-hourly-tampered.png', fullPage: true });
    } finally {
      await fetch(`${HELPER}/statement-tamper?on=0`);
    }
    await page.goto(`/verify/${code}`);
    await expect(page.getByTestId('verdict')).toContainText('Declaração verificada');
  });
});
