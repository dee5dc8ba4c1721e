import type { Browser } from '@playwright/test';
import { cegCheckDigit } from '@rec/domain/ceg';
import {
  API,
  apiCall,
  apiToken,
  expect,
  expectAccessible,
  field,
  rowAction,
  signIn,
  snackbar,
  test,
  type Who,
} from './support/fixtures';

// The registrant tree (issue 14; each role's menu: registrant-menus.spec.ts): a plant from request to
// approval, an emission request checked against the free volume, and another registrant's plant
// out of reach. The API's e2e seed gives 'UFV Sol do Pampa I' 120 MWh last month, 80 the one before.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

// Another user at the same time, in a browser context of their own.
const another = async (browser: Browser, who: Who) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
};

const monthLabel = (back: number) => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

const adminGet = async (path: string) =>
  (await (await apiCall(await apiToken('admin'), 'GET', path)).json()) as { data: Record<string, unknown>[] };

test.describe('registrant tree', () => {
  test('the other screens of a client_admin are accessible', async ({ page }) => {
    test.setTimeout(180_000);
    const own = await adminGet('/businesses?page=1&amount=1&search=Sol%20do%20Pampa%20I');
    await signIn(page, 'clientAdmin');
    for (const path of [
      'enterprises/new',
      `enterprises/details?id=${String(own.data[0]?.id)}`,
      'rec/new',
      'users/register',
      'connection_with_participant/register',
    ]) {
      await page.goto(`/users/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `client_admin /users/${path}`);
    }
    // The registered data: read-only, under the route's own title.
    await page.goto('/users/registrant');
    await expect(page.getByRole('heading', { name: /Dados cadastrais: Solar do Sul/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  });

  test('a client_admin asks for a plant with its documents; approved in the back-office, it shows approved', async ({
    page,
    browser,
    consoleGuard,
  }) => {
    // A CEG the platform does not have is the API's 422 (shown under the field).
    consoleGuard.expectHttpError(422, '/v1/businesses');
    const core = '431101';
    const dv = cegCheckDigit(core);
    const ceg = { type_of_generation: 'UFV', source: 'RS', uf: 'RS', core, dv, version: '01', enterprise_name: 'Nova' };
    expect((await apiCall(await apiToken('admin'), 'POST', '/ceg', ceg)).status).toBe(201);
    await signIn(page, 'clientAdmin');
    await page.goto('/users/register_enterprise');
    await expect(page.getByRole('heading', { name: 'Solicitar cadastro de empreendimento' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Empreendimentos' });
    // A registrant's staff never pick a registrant: the server takes their own.
    await expect(form.getByLabel('Registrante', { exact: true })).toHaveCount(0);
    await field(page, 'Nome').fill('UFV Campos Novos');
    await field(page, 'Código CEG').fill('UFV.RS.RS.999998-0.01');
    await field(page, 'Fonte de energia').selectOption({ index: 1 });
    await field(page, 'Tecnologia de geração').selectOption({ index: 1 });
    await field(page, 'Potência (MW)').fill('4,2');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'memorial.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByText('memorial.pdf')).toBeVisible();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('CEG não cadastrado na plataforma. Contate o administrador do sistema')).toBeVisible();
    await expect(field(page, 'Código CEG')).toHaveAttribute('aria-invalid', 'true');
    await field(page, 'Código CEG').fill(`UFV.RS.RS.${core}-${dv}.01`);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/users\/enterprises\/list$/);
    // Other specs' plants of this registrant can page it out: found as a user would, by its name.
    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill('UFV Campos Novos');
    const grid = page.getByRole('grid', { name: 'Empreendimentos' });
    await expect(grid.getByRole('row', { name: /UFV Campos Novos/ }).getByText('Pendente')).toBeVisible();
    await rowAction(page, 'Detalhes de UFV Campos Novos', 'UFV Campos Novos', grid);
    await expect(page.getByRole('button', { name: 'Baixar memorial.pdf' })).toBeVisible();

    const admin = await another(browser, 'admin');
    await admin.goto('/backoffice/enterprises/request');
    await admin.getByRole('button', { name: 'Aprovar UFV Campos Novos' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Aprovar' }).click();
    await expect(snackbar(admin).getByText('Empreendimento aprovado')).toBeVisible();

    await page.goto('/users/enterprises/list');
    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill('UFV Campos Novos');
    await expect(
      page
        .getByRole('grid', { name: 'Empreendimentos' })
        .getByRole('row', { name: /UFV Campos Novos/ })
        .getByText('Aprovado'),
    ).toBeVisible();
  });

  test('the emission form offers as receivers only the participants linked to the registrant or the plant', async ({
    page,
  }) => {
    await signIn(page, 'clientAdmin');
    await page.goto('/users/rec/new');
    const form = page.getByRole('form', { name: 'Solicitar emissão' });
    const participant = form.getByLabel('Participante');
    await expect(participant).toBeDisabled();
    await form.getByLabel('Empreendimento').selectOption({ label: 'UFV Sol do Pampa I' });
    // 'Energia Azul Trading Ltda' is an approved participant too, but not linked to Solar do Sul.
    await expect(participant.locator('option')).toHaveText(['Selecione', 'Comercializadora Verde S.A.']);
    // The plant's own receiver, linked, is proposed.
    await expect(participant).toHaveValue(/^\d+$/);
    await expect(participant.locator('option:checked')).toHaveText('Comercializadora Verde S.A.');
    await expectAccessible(page, 'emission request receivers');
  });

  test('an emission request shows the free volume, refuses more, and once approved offers its PDF and invoice', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'clientAdmin');
    await page.goto('/users/rec');
    await page.getByRole('button', { name: 'Novo' }).click();
    await expect(page).toHaveURL(/\/users\/rec\/new$/);
    const form = page.getByRole('form', { name: 'Solicitar emissão' });
    await form.getByLabel('Empreendimento').selectOption({ label: 'UFV Sol do Pampa I' });
    const last = `${monthLabel(1)} — 120,000000 MWh disponíveis`;
    await form.getByLabel('Mês de geração').selectOption({ label: last });
    await expect(form.getByText('Disponível: 120,000000 MWh')).toBeVisible();
    await form.getByLabel('Padrão').selectOption({ label: 'I-REC' });
    await form.getByLabel('Volume (MWh)').fill('150');
    await form.getByRole('button', { name: 'Solicitar emissão' }).click();
    await expect(form.getByText('Volume acima do disponível para este mês (120,000000 MWh)')).toBeVisible();
    await expectAccessible(page, 'emission request refused');
    // Two lines of the same month share its volume; fitting amounts go in one batch.
    await form.getByLabel('Volume (MWh)').fill('100');
    await form.getByRole('button', { name: 'Adicionar mês ou empreendimento' }).click();
    const second = form.getByRole('group', { name: 'Solicitação 2' });
    await second.getByLabel('Empreendimento').selectOption({ label: 'UFV Sol do Pampa I' });
    await second.getByLabel('Mês de geração').selectOption({ label: last });
    await second.getByLabel('Padrão').selectOption({ label: 'REC Brazil' });
    await second.getByLabel('Volume (MWh)').fill('30');
    await form.getByRole('button', { name: 'Solicitar 2 emissões' }).click();
    await expect(second.getByText('Volume acima do disponível para este mês (120,000000 MWh)')).toBeVisible();
    await second.getByLabel('Mês de geração').selectOption({ label: `${monthLabel(2)} — 80,000000 MWh disponíveis` });
    await form.getByRole('button', { name: 'Solicitar 2 emissões' }).click();
    await expect(snackbar(page).getByText('Solicitação de emissão enviada')).toBeVisible();
    await expect(page).toHaveURL(/\/users\/rec$/);
    const grid = page.getByRole('grid', { name: 'Emissões' });
    // Other suites of the run book emissions too: these are the two just asked for.
    const asked = grid
      .getByRole('row', { name: /Aguardando aprovação/ })
      .filter({ hasText: 'UFV Sol do Pampa I' })
      .filter({ hasText: /100,000000|30,000000/ });
    await expect(asked).toHaveCount(2);
    await expect(asked.getByRole('button', { name: /^Certificado \(PDF\)/ })).toHaveCount(0);

    // The admin approves one (through the API); the registrant sees it approved, with its PDF.
    const admin = await apiToken('admin');
    const plant = await adminGet('/businesses?page=1&amount=1&search=Sol%20do%20Pampa%20I');
    const recs = await adminGet(`/recs?page=1&amount=10&status=pending&business_id=${String(plant.data[0]?.id)}`);
    const rec = recs.data.find((r) => r.emissionVolume === '100.000000');
    expect((await apiCall(admin, 'POST', `/recs/approve/${String(rec?.id)}`, {})).status).toBe(200);
    await page.reload();
    // Other suites approve emissions of this plant too, in other months: this is last month's 100 MWh.
    const approved = grid
      .getByRole('row', { name: /Aprovado/ })
      .filter({ hasText: 'UFV Sol do Pampa I' })
      .filter({ hasText: monthLabel(1) })
      .filter({ hasText: '100,000000' });
    await expect(approved).toHaveCount(1);
    const popup = page.waitForEvent('popup');
    await approved.getByRole('button', { name: /^Certificado \(PDF\)/ }).click();
    await popup;

    // Its invoice reaches the financial staff, who send the receipt.
    const financial = await another(browser, 'financial');
    await financial.goto('/users/nf/list');
    // The receipt: the row's one action shown, or an item of its "…" menu (ADR 0086).
    await rowAction(financial, /^Enviar comprovante/);
    const dialog = financial.getByRole('alertdialog');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'comprovante.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectAccessible(financial, 'receipt dialog');
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(snackbar(financial).getByText('Comprovante enviado')).toBeVisible();
  });

  test("another registrant's plant is out of reach, in the list and by its address", async ({ page, consoleGuard }) => {
    // Its address is the API's 404, which the browser logs.
    consoleGuard.expectHttpError(404, '/v1/businesses/');
    const other = await adminGet('/businesses?page=1&amount=1&search=Ventos%20Claros');
    const id = other.data[0]?.id;
    expect(id).toBeDefined();
    await signIn(page, 'client');
    await page.goto('/users/enterprises/list');
    const grid = page.getByRole('grid', { name: 'Empreendimentos' });
    await expect(grid.getByRole('row', { name: /UFV Sol do Pampa I/ }).first()).toBeVisible();
    await expect(grid.getByRole('row', { name: /Ventos Claros/ })).toHaveCount(0);
    await page.goto(`/users/enterprises/details?id=${String(id)}`);
    await expect(snackbar(page).getByText('Empreendimento não encontrado')).toBeVisible();
    await expect(page).toHaveURL(/\/users\/enterprises\/list$/);
  });

  test('a client_admin connects the registrant to a participant and adds a user of its own registrant', async ({
    page,
  }) => {
    await signIn(page, 'clientAdmin');
    await page.goto('/users/connection_with_participant/list');
    await page.getByRole('button', { name: 'Novo' }).click();
    await expect(page.getByRole('heading', { name: 'Nova conexão com participante' })).toBeVisible();
    // The registrant is the user's own (or the address's ?id=): only the participant is asked.
    const form = page.getByRole('form', { name: 'Conexões entre participantes e registrantes' });
    await expect(form.getByLabel('Registrante')).toHaveCount(0);
    await field(page, 'Participante').selectOption({ label: 'Energia Azul Trading Ltda' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/users\/connection_with_participant\/list$/);
    await expect(
      page.getByRole('grid', { name: 'Conexões com participantes' }).getByRole('row', { name: /Energia Azul Trading/ }),
    ).toBeVisible();

    await page.goto('/users/users/register');
    // Only the roles of the registrant's own tree are offered.
    await expect(field(page, 'Perfil de acesso').locator('option')).toHaveText([
      'Selecione',
      'Registrante',
      'Administrador do registrante',
      'Financeiro do registrante',
    ]);
    await expect(page.getByLabel('Participante')).toHaveCount(0);
    await field(page, 'Nome').fill('Nova');
    await field(page, 'E-mail').fill('nova@solardosul.com.br');
    await field(page, 'Perfil de acesso').selectOption({ label: 'Financeiro do registrante' });
    await field(page, 'Senha').fill('Senha@2026x');
    await field(page, 'Confirmação de senha').fill('Senha@2026x');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/users\/users\/list$/);
    await expect(
      page.getByRole('grid', { name: 'Usuários' }).getByRole('row', { name: /nova@solardosul/ }),
    ).toBeVisible();
  });

  test('a tutorial opens in its reader, with its text and its file', async ({ page }) => {
    const body = new FormData();
    body.append('title', 'Como solicitar uma emissão');
    body.append('description', 'Escolha o empreendimento e o período.\nVídeo: https://exemplo.org/video');
    body.append('file', new Blob([PDF], { type: 'application/pdf' }), 'tutorial.pdf');
    const created = await fetch(`${API}/tutorials`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await apiToken('admin')}` },
      body,
    });
    expect(created.status).toBe(201);
    await signIn(page, 'client');
    await page.goto('/users/tutorials/list');
    // The row leads to the reader: its text, its video link, its file, and the file opens from there.
    await rowAction(page, 'Detalhes de Como solicitar uma emissão', 'Como solicitar uma emissão');
    await expect(page).toHaveURL(/\/users\/tutorials\/details\?id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Tutorial: Como solicitar uma emissão' })).toBeVisible();
    await expect(page.getByText('Escolha o empreendimento e o período.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://exemplo.org/video' })).toBeVisible();
    await expect(page.getByText('tutorial.pdf')).toBeVisible();
    await expectAccessible(page, 'tutorial reader');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Abrir Como solicitar uma emissão' }).click();
    await popup;
  });
});
