import { formatVerificationCode, verificationCodeOf } from '@rec/domain/verification';
import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { participantRedemption } from './support/redemption';

// Statements anyone can verify (issue 15, ADR 0075): the code the participant's statement
// carries opens /verify/<code> without signing in, showing what the statement claims.

test.describe('public statement check', () => {
  let statement: Awaited<ReturnType<typeof participantRedemption>>;
  test.beforeAll(async () => {
    statement = await participantRedemption();
  });

  test('the participant’s statement code shows the same facts, verified, to a visitor', async ({ page }) => {
    expect(statement.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]$/);
    await page.goto(`/verify/${statement.code.replaceAll('-', '')}`);
    await expect(page).toHaveURL(/\/verify\/[0-9A-Z]{13}$/);
    await expect(page.getByRole('heading', { name: 'Verificar declaração de aposentadoria' })).toBeVisible();
    await expect(page.getByTestId('verdict')).toContainText('Declaração verificada');
    const facts = page.getByTestId('statement-facts');
    await expect(facts).toContainText(statement.beneficiary);
    await expect(facts).toContainText(statement.volume);
    await expect(facts).toContainText(statement.period);
    await expect(facts).toContainText('Relato de emissões de escopo 2');
    await expect(page.getByRole('table', { name: 'Certificados aposentados' })).toContainText('UFV Sol do Pampa I');
    await expect(page.getByLabel('Código de verificação')).toHaveValue(statement.code.replaceAll('-', ''));
    await expectAccessible(page, '/verify, verified');
  });

  test('a typed code of no statement says unknown; a mistyped one says invalid', async ({ page, consoleGuard }) => {
    // The API answers 404 to a code of no statement; the browser logs that answer.
    consoleGuard.expectHttpError(404, '/v1/verify/');
    await page.goto('/verify');
    await expect(page.getByRole('heading', { name: 'Verificar declaração de aposentadoria' })).toBeVisible();
    const unknown = formatVerificationCode(verificationCodeOf('f'.repeat(64)));
    await page.getByLabel('Código de verificação').fill(unknown);
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/verify/${unknown}$`));
    await expect(page.getByTestId('verdict')).toContainText('Código desconhecido');
    await expect(page.getByTestId('verdict')).toContainText(
      'Nenhuma declaração de aposentadoria corresponde a este código',
    );
    await expect(page.getByTestId('statement-facts')).toHaveCount(0);
    await expectAccessible(page, '/verify, unknown code');
    // Two neighbours swapped: the check character catches it before any request.
    const compact = statement.code.replaceAll('-', '');
    const i = [...compact].findIndex((c, n) => c !== compact[n + 1]);
    const swapped = compact.slice(0, i) + compact[i + 1] + compact[i] + compact.slice(i + 2);
    await page.getByLabel('Código de verificação').fill(swapped);
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(page.getByTestId('verdict')).toContainText('Código inválido');
    await expect(page.getByTestId('verdict')).toContainText('trocado de lugar');
  });

  test('is open to a signed-in user too, who keeps the session', async ({ page }) => {
    await signIn(page, 'participant');
    await page.goto(`/verify/${statement.code}`);
    await expect(page.getByTestId('verdict')).toContainText('Declaração verificada');
    await expect(page.getByTestId('statement-facts')).toContainText(statement.beneficiary);
    await page.goto('/users/dashboard');
    await expect(page).toHaveURL(/\/users\/dashboard$/);
  });
});
