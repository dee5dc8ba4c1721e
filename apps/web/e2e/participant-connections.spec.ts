import { cnpjText, connectedPlant, newRegistrant, pendingPlantLink } from './support/connections';
import {
  expect,
  expectAccessible,
  expectNoRowAction,
  field,
  rowAction,
  signIn,
  snackbar,
  test,
} from './support/fixtures';

// The participant's side of its connections with registrants: asking for one, and the plants a
// connection lets it see (issue 15).

test.describe('participant: connections with registrants', () => {
  test('asks a registrant for a connection, picked by name and CNPJ, once', async ({ page }) => {
    const registrant = await newRegistrant();
    // Another registrant the participant has not asked yet: it stays offered (the demo's plants'
    // registrants are all linked to this participant already).
    const other = await newRegistrant();
    const option = `${registrant.name} — ${cnpjText(registrant.cnpj)}`;
    await signIn(page, 'participant');
    await page.goto('/users/connection_with_registrant/list');
    await page.getByRole('button', { name: 'Novo' }).click();
    await expect(page.getByRole('heading', { name: 'Nova conexão com registrante' })).toBeVisible();
    // The participant is the user's own: only the registrant is asked.
    const form = page.getByRole('form', { name: 'Conexões entre participantes e registrantes' });
    await expect(form.getByLabel('Participante')).toHaveCount(0);
    await expect(field(page, 'Registrante').locator('option', { hasText: registrant.name })).toHaveText(option);
    await expectAccessible(page, 'connection request form');
    await field(page, 'Registrante').selectOption({ label: option });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/users\/connection_with_registrant\/list$/);
    await expect(
      page
        .getByRole('grid', { name: 'Conexões com registrantes' })
        .getByRole('row', { name: new RegExp(registrant.name) }),
    ).toContainText('Pendente');
    // Asked once: the registrant is no longer offered.
    await page.goto('/users/connection_with_registrant/connection');
    await expect(field(page, 'Registrante').locator('option', { hasText: other.name })).toBeAttached();
    await expect(field(page, 'Registrante').locator('option', { hasText: registrant.name })).toHaveCount(0);
  });

  test('opens a connected plant from its list, and nothing it may not see', async ({ page, consoleGuard }) => {
    // Another's plant by its address is the API's 404, which the browser logs.
    consoleGuard.expectHttpError(404, '/participant_business/');
    const { linkId, plant } = await connectedPlant();
    const pending = await pendingPlantLink();
    await signIn(page, 'participant');
    await page.goto('/users/connection_with_registrant/enterprises');
    const grid = page.getByRole('grid', { name: 'Empreendimentos conectados' });
    // A link still pending shows in the list, without details: its plant is not the participant's yet.
    const pendingRow = grid.getByRole('row').filter({ hasText: pending.plant }).filter({ hasText: 'Pendente' });
    await expect(pendingRow.first()).toBeVisible();
    await expectNoRowAction(page, `Detalhes de ${pending.plant}`, pending.plant, pendingRow.first());
    await rowAction(page, `Detalhes de ${plant}`, plant, grid);
    await expect(page).toHaveURL(new RegExp(`/users/connection_with_registrant/enterprise_details\\?id=${linkId}$`));
    await expect(page.getByRole('heading', { name: `Detalhes do empreendimento: ${plant}` })).toBeVisible();
    const section = page.getByRole('region', { name: 'Empreendimento', exact: true });
    await expect(section).toContainText('Solar do Sul Energia Ltda');
    await expect(section).toContainText(/UFV\.RS\.RS\./);
    await expect(page.getByText('Saldo disponível')).toHaveCount(0);
    await expectAccessible(page, 'connected plant details');
    // By URL: a link it cannot see says so and goes back to the list.
    await page.goto('/users/connection_with_registrant/enterprise_details?id=999999');
    await expect(snackbar(page).filter({ hasText: 'Empreendimento não encontrado' })).toBeVisible();
    await expect(page).toHaveURL(/\/users\/connection_with_registrant\/enterprises$/);
  });
});
