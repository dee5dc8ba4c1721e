import {
  apiCall,
  apiToken,
  expect,
  expectAccessible,
  PASSWORD,
  rowAction,
  signIn,
  snackbar,
  test,
} from './support/fixtures';

// A participant waiting in the registration queue, as the admin registers one through the API.
const pendingParticipant = async (name: string, email: string) => {
  const answer = await apiCall(await apiToken('admin'), 'POST', '/participants', {
    name,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    isRegistrant: false,
  });
  expect(answer.status).toBe(201);
};

test.describe('people and organisations', () => {
  test('admin creates a registrant (CNPJ lookup fills the company, CEP lookup the address) and its admin user signs in', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/registrants/list');
    await expect(page.getByRole('grid', { name: 'Registrantes' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, 'registrant list');
    await page.getByRole('button', { name: 'Novo' }).click();
    await expect(page).toHaveURL(/\/backoffice\/registrants\/new$/);
    const form = page.getByRole('form', { name: 'Registrantes' });
    // The offline CNPJ fixture knows this company; the fixture world has not registered it.
    await form.getByLabel('CNPJ').fill('33.444.555/0001-81');
    await form.getByRole('button', { name: 'Buscar CNPJ' }).click();
    await expect(form.getByText('Dados da empresa preenchidos pelo CNPJ')).toBeVisible();
    await expect(form.getByLabel('Razão social')).toHaveValue('Hidro Serra Azul Energia Ltda');
    // The company's address comes with it: its state, and the municipality from that state's list.
    await expect(form.getByLabel('Estado')).toHaveValue('MG');
    await expect(form.getByLabel('Cidade')).toHaveValue('Belo Horizonte');
    // Another address by its CEP (the offline postal fixture): the state changes, the city follows.
    await form.getByLabel('CEP').fill('90010-000');
    await form.getByRole('button', { name: 'Buscar CEP' }).click();
    await expect(form.getByText('Endereço preenchido pelo CEP')).toBeVisible();
    await expect(form.getByLabel('Estado')).toHaveValue('RS');
    await expect(form.getByLabel('Cidade')).toHaveValue('Porto Alegre');
    await expect(form.getByLabel('Cidade').getByRole('option', { name: 'Canoas' })).toBeAttached();
    await form.getByLabel('E-mail do administrador').fill('gestor@hidroserraazul.com.br');
    await form.getByLabel(/^Senha/).fill(PASSWORD);
    await form.getByLabel('Confirmação de senha').fill(PASSWORD);
    await form.getByLabel('Dia de vencimento').fill('28');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('O dia de vencimento deve estar entre 1 e 27')).toBeVisible();
    await expectAccessible(page, 'registrant form with errors');
    await form.getByLabel('Dia de vencimento').fill('12');
    await form.getByLabel('Preço de emissão I-REC').fill('0,45');
    await form.getByLabel('Volume de MWh por mês').fill('1.500,5');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/backoffice\/registrants\/list$/);
    await expect(
      page.getByRole('grid', { name: 'Registrantes' }).getByRole('row', { name: /Hidro Serra Azul Energia Ltda/ }),
    ).toBeVisible();
    const saved = await apiCall(await apiToken('admin'), 'GET', '/registrants?search=Hidro%20Serra%20Azul');
    expect((await saved.json()).data[0]).toMatchObject({ cep: '90010000', city: 'Porto Alegre', uf: 'RS' });
    // Signed out: the session lives in the browser's storage.
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await page.goto('/signin');
    await page.getByLabel('E-mail').fill('gestor@hidroserraazul.com.br');
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/users\/dashboard$/, { timeout: 30_000 });
  });

  test('a duplicate e-mail shows E-mail já cadastrado on the admin and the user forms', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.expectHttpError(409, '/v1/');
    await signIn(page, 'admin');
    await page.goto('/backoffice/admin/list');
    await expect(page.getByRole('grid', { name: 'Administradores' }).getByRole('row').nth(1)).toBeVisible();
    // §7: administrators have no delete.
    await expect(page.getByRole('button', { name: /^Excluir / })).toHaveCount(0);
    await expectAccessible(page, 'admin list');
    await page.goto('/backoffice/admin/new');
    const form = page.getByRole('form', { name: 'Administradores' });
    await form.getByLabel(/^Nome/).fill('Outra');
    await form.getByLabel('E-mail').fill('admin@registro.org.br');
    await form.getByLabel(/^Senha/).fill(PASSWORD);
    await form.getByLabel('Confirmação de senha').fill(PASSWORD);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(snackbar(page).getByText('E-mail já cadastrado')).toBeVisible();
    await expectAccessible(page, 'admin form');
    await page.goto('/backoffice/user/register');
    const user = page.getByRole('form', { name: 'Usuários' });
    await user.getByLabel(/^Nome/).fill('Repetido');
    await user.getByLabel('E-mail').fill('analista@solardosul.com.br');
    await user.getByLabel('Perfil de acesso').selectOption('client');
    await user.getByLabel('Registrante').selectOption({ label: 'Solar do Sul Energia Ltda' });
    await user.getByLabel(/^Senha/).fill(PASSWORD);
    await user.getByLabel('Confirmação de senha').fill(PASSWORD);
    await user.getByRole('button', { name: 'Salvar' }).click();
    await expect(snackbar(page).getByText('E-mail já cadastrado')).toBeVisible();
  });

  test('a participant is approved and another refused from the registration requests', async ({
    page,
    consoleGuard,
  }) => {
    // An unknown participant's edit address is the API's 404, which the browser logs.
    consoleGuard.expectHttpError(404, '/v1/participants/');
    await pendingParticipant('Comercial Aurora Energia', 'contato@auroraenergia.com.br');
    await pendingParticipant('Trading Poente Ltda', 'contato@poente.com.br');
    await signIn(page, 'admin');
    await page.goto('/backoffice/register_requests');
    const queue = page.getByRole('grid', { name: 'Solicitações de cadastro' });
    await expect(queue.getByRole('row', { name: /Comercial Aurora Energia/ })).toBeVisible();
    await expectAccessible(page, 'registration requests');
    await page.getByRole('button', { name: 'Aprovar Comercial Aurora Energia' }).click();
    const approve = page.getByRole('alertdialog');
    await expect(approve.getByText(/Aprovar o participante Comercial Aurora Energia\?/)).toBeVisible();
    await approve.getByRole('button', { name: 'Aprovar' }).click();
    await expect(snackbar(page).getByText('Participante aprovado')).toBeVisible();
    await expect(queue.getByRole('row', { name: /Comercial Aurora Energia/ })).toHaveCount(0);
    await rowAction(page, 'Recusar Trading Poente Ltda', 'Trading Poente Ltda');
    const refuse = page.getByRole('alertdialog');
    await refuse.getByLabel('Motivo da recusa').fill('Documentação societária incompleta');
    await expectAccessible(page, 'refuse dialog');
    await refuse.getByRole('button', { name: 'Recusar' }).click();
    await expect(snackbar(page).getByText('Participante recusado')).toBeVisible();
    await page.goto('/backoffice/participant/list?approved=RECUSADO');
    const refused = page.getByRole('grid', { name: 'Participantes' }).getByRole('row', { name: /Trading Poente/ });
    await expect(refused.getByText('Documentação societária incompleta')).toBeVisible();
    await page.goto('/backoffice/participant/list?approved=APROVADO');
    await expect(
      page.getByRole('grid', { name: 'Participantes' }).getByRole('row', { name: /Comercial Aurora Energia/ }),
    ).toBeVisible();
    await expectAccessible(page, 'participant list');
    await page.goto('/backoffice/participant/edit?id=999999');
    await expect(snackbar(page).getByText('Participante não encontrado')).toBeVisible();
  });

  test('an API integration is registered and its sync shows the connector’s message', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/backoffice/apiintegration/register');
    const form = page.getByRole('form', { name: 'Integrações de API' });
    await form.getByLabel('Nome').fill('CCEE medição');
    await form.getByLabel('Provedor').selectOption('ccee');
    await form.getByLabel('URL base').fill('https://api.ccee.org.br');
    await expectAccessible(page, 'API integration form');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/backoffice\/apiintegration\/list$/);
    const row = page.getByRole('grid', { name: 'Integrações de API' }).getByRole('row', { name: /CCEE medição/ });
    await expect(row).toBeVisible();
    await expectAccessible(page, 'API integration list');
    // The suite's API runs the offline connectors: a sync says that nothing was exchanged.
    await rowAction(page, /^Sincronizar/, undefined, row);
    await expect(snackbar(page).getByText('Conector offline — não sincronizado')).toBeVisible();
    await expect(row.getByText('Conector offline — não sincronizado')).toBeVisible();
  });
});
