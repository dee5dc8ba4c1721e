import {
  API,
  expect,
  expectAccessible,
  OUTBOX,
  PASSWORD,
  signIn,
  snackbar,
  submitSignIn,
  test,
  USERS,
} from './support/fixtures';

test.describe('sign-in and the role trees', () => {
  test('a visitor is sent to sign-in after the session-restore loader, and §5 messages show', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Carregando sua sessão…')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    await expectAccessible(page, '/signin');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Digite seu e-mail')).toBeVisible();
    await expect(page.getByText('Digite sua senha')).toBeVisible();
    await page.getByLabel('E-mail').fill('not-an-email');
    await expect(page.getByText('Digite um e-mail válido')).toBeVisible();
    await expectAccessible(page, '/signin with errors');
  });

  test('wrong password and unknown user show the catalogue messages with the title Erro', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.expectHttpError(401, '/v1/auth/login');
    consoleGuard.expectHttpError(404, '/v1/auth/login');
    await submitSignIn(page, 'admin', 'Errada@2026');
    await expect(snackbar(page).getByText('Senha incorreta')).toBeVisible();
    await expect(snackbar(page).getByText('Erro', { exact: true })).toBeVisible();
    await page.getByLabel('E-mail').fill('ninguem@registro.org.br');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(snackbar(page).getByText('Usuário não encontrado')).toBeVisible();
  });

  test('a service credential is refused with §5’s text', async ({ page, consoleGuard }) => {
    consoleGuard.expectHttpError(403, '/v1/auth/login');
    await submitSignIn(page, 'service');
    await expect(
      snackbar(page).getByText('Login Inválido, credenciais de serviços não podem acessar o system'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('the admin lands on the backoffice dashboard and is kept out of /users', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByText(`Bem-vindo(a), ${USERS.admin.name}`)).toBeVisible();
    // Leaving the sign-in screen is no visit to another role's tree: no notice.
    await expect(page.getByText(/Você não tem acesso/)).toHaveCount(0);
    // §3: the sidebar starts collapsed (ADR 0086); opened, it names the user.
    await page.getByRole('button', { name: 'Abrir ou fechar o menu' }).click();
    await expect(page.getByTestId('sidebar-user')).toHaveText(USERS.admin.name);
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    // Until the drawer has gone, its modal layer keeps the page behind it hidden from readers.
    await expect(page.getByTestId('sidebar-user')).toBeHidden();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
    await expectAccessible(page, 'admin dashboard');
    await page.goto('/users/dashboard');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    // Sent home from the other tree, the page says why.
    await expect(page.getByText('Você não tem acesso a /users/dashboard; voltamos à página inicial.')).toBeVisible();
  });

  for (const who of ['client', 'clientAdmin', 'participant'] as const) {
    test(`${who} lands on /users/dashboard and is kept out of /backoffice`, async ({ page }) => {
      await signIn(page, who);
      await expect(page).toHaveURL(/\/users\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
      // The participant's dashboard is its accounts list (§2); the registrant's greets the user.
      if (who !== 'participant') await expect(page.getByText(`Bem-vindo(a), ${USERS[who].name}`)).toBeVisible();
      else await expect(page.getByRole('region', { name: 'Dashboard' })).toBeVisible();
      await expectAccessible(page, `${who} dashboard`);
      await page.goto('/backoffice/powerSupply/list');
      await expect(page).toHaveURL(/\/users\/dashboard$/);
    });
  }

  test('a visitor asking for a screen gets it after signing in (initial URL)', async ({ page }) => {
    await page.goto('/backoffice/countries/list');
    await expect(page).toHaveURL(/\/signin$/);
    await page.getByLabel('E-mail').fill(USERS.admin.email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/backoffice\/countries\/list$/);
  });

  test('a signed-in user keeps the session on reload and leaves it on logout', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.reload();
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
    expect(refreshToken).toBeTruthy();
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/v1/auth/logout'));
    await page.getByRole('button', { name: 'Menu do perfil' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    expect((await loggedOut).status()).toBe(204);
    // The server ended the session: the refresh token the tab held no longer signs anyone in.
    const reused = await page.request.post(`${API}/auth/login`, { data: { refreshToken } });
    expect(reused.status()).toBe(401);
    await page.goto('/backoffice/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a session ended on the server signs the tab out at its next call', async ({ page, consoleGuard }) => {
    // The next call and the refresh it tries are refused.
    consoleGuard.expectHttpError(401, '/v1/');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
    // Ended elsewhere (another tab's "Sair"): this tab still holds a live-looking access token.
    const ended = await page.request.post(`${API}/auth/logout`, { data: { refreshToken } });
    expect(ended.status()).toBe(204);
    await page.goto('/backoffice/countries/list');
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  });

  test('logout still signs the tab out when the server cannot be reached', async ({ page, consoleGuard }) => {
    consoleGuard.expectHttpError('network', '/v1/auth/logout');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await page.route('**/v1/auth/logout', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Menu do perfil' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
    await page.goto('/backoffice/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
  });
});

test.describe('password recovery', () => {
  test('recover e-mail: validation, back link, success message', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await expect(page).toHaveURL(/\/recoverEmail$/);
    await expectAccessible(page, '/recoverEmail');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Digite seu e-mail')).toBeVisible();
    await page.getByLabel('E-mail').fill('x@');
    await expect(page.getByText('Digite um e-mail válido')).toBeVisible();
    await page.getByLabel('E-mail').fill(USERS.financial.email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(snackbar(page).getByText(`Foi enviado um e-mail para ${USERS.financial.email}`)).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o login' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('new password without a token, with short and different passwords', async ({ page }) => {
    await page.goto('/recoverPassword');
    await expectAccessible(page, '/recoverPassword');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Campo Obrigatório')).toHaveCount(2);
    await expect(snackbar(page).getByText('Erro ao cadastrar nova senha')).toBeVisible();
    await page.goto('/recoverPassword?token=abc');
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('curta');
    await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('outra');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Senha deve conter ao menos 8 caracteres')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Segura@2026');
    await expect(page.getByText('Senhas não conferem')).toBeVisible();
  });

  test("a trivially weak new password ('aaaaaaaa') is refused in the browser with the API's message", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.expectHttpError(422, '/recoverPassword/newPassword');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/recoverPassword/newPassword')) sent.push(request.url());
    });
    await page.goto('/recoverPassword?token=prt_inventado0123456789abcdef');
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('aaaaaaaa');
    await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('aaaaaaaa');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(
      page.getByText('Senha muito fraca: evite palavras comuns, sequências, repetições e seu nome ou e-mail'),
    ).toBeVisible();
    await expectAccessible(page, '/recoverPassword with a weak password');
    expect(sent).toEqual([]);
    // A strong password goes on to the server, which refuses the made-up token.
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Segura@Nova2026');
    await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('Segura@Nova2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(snackbar(page).getByText('O link de recuperação é inválido ou expirou')).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test('the link from the e-mail sets a new password, then sign-in after 4 s', async ({ page }) => {
    await page.goto('/recoverEmail');
    await page.getByLabel('E-mail').fill(USERS.financial.email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(snackbar(page).getByText(`Foi enviado um e-mail para ${USERS.financial.email}`)).toBeVisible();
    const mail = (await (await fetch(`${OUTBOX}?to=${encodeURIComponent(USERS.financial.email)}`)).json()) as {
      body: string;
    };
    const link = /https?:\/\/\S+\/recoverPassword\?token=\S+/.exec(mail.body)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('NovaSenha@2026');
    await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('NovaSenha@2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(snackbar(page).getByText('Sua senha foi redefinida com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/, { timeout: 8000 });
    await signIn(page, 'financial', 'NovaSenha@2026');
    await expect(page).toHaveURL(/\/users\/dashboard$/);
    // Other suites of the run sign in as this user with the fixture's password: it goes back.
    const json = { 'content-type': 'application/json' };
    const asked = await fetch(`${API}/recoverPassword`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: USERS.financial.email }),
    });
    expect(asked.ok).toBe(true);
    const again = (await (await fetch(`${OUTBOX}?to=${encodeURIComponent(USERS.financial.email)}`)).json()) as {
      body: string;
    };
    const token = new URL(/https?:\/\/\S+\/recoverPassword\?token=\S+/.exec(again.body)?.[0] ?? '').searchParams.get(
      'token',
    );
    const reset = await fetch(`${API}/recoverPassword/newPassword`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token, password: PASSWORD, password_confirmation: PASSWORD }),
    });
    expect(reset.ok).toBe(true);
  });
});
