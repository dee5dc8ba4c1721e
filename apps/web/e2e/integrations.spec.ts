import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  API,
  apiCall,
  apiToken,
  expect,
  expectAccessible,
  rowAction,
  signIn,
  snackbar,
  test,
} from './support/fixtures';
import { issueToParticipant } from './support/redemption';

// Issue 40's screens, as a participant admin uses them: a machine client created, its secret shown
// once and used for a token, rotated and revoked; a webhook subscription to a receiver started
// here, an event delivered to it, seen in the subscription's log and sent again.

const ORIGIN = API.replace(/\/v1$/, '');

type Hit = { headers: IncomingHttpHeaders; body: string };

// A local receiver on plain http at loopback, which the e2e API allow-lists (OUTBOUND_HTTP_ALLOW).
const startReceiver = async () => {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const close = () => new Promise<void>((ok) => server.close(() => ok()));
  return { url, hits, close };
};

// The shown-once dialog: its secret, read as the user copies it, then closed.
const takeSecret = async (page: Page, title: string) => {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog.getByText('Copie e guarde este segredo agora: ele não será mostrado de novo.')).toBeVisible();
  const secret = await dialog.getByRole('textbox').inputValue();
  await dialog.getByRole('button', { name: 'Copiar' }).click();
  await expect(dialog.getByText('Copiado para a área de transferência')).toBeVisible();
  await dialog.getByRole('button', { name: 'Já copiei, fechar' }).click();
  await expect(dialog).toHaveCount(0);
  return secret;
};

const token = (request: APIRequestContext, clientId: string, secret: string) =>
  request.post(`${ORIGIN}/oauth/token`, {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });

test.describe('integrations: API clients and webhooks', () => {
  test('a participant admin creates a client, uses its secret once shown, rotates and revokes it', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // The copy button writes to the clipboard, which Chromium asks permission for.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = `ERP e2e ${Date.now()}`;
    await signIn(page, 'participant');
    await page.getByRole('button', { name: 'Abrir ou fechar o menu' }).click();
    const nav = page.getByRole('dialog', { name: 'Navegação principal' });
    await nav.getByRole('button', { name: 'Integrações de API' }).click();
    await nav.getByRole('link', { name: 'Clientes de API' }).click();
    await expect(page).toHaveURL(/\/users\/apiclient\/list$/);
    await page.getByRole('button', { name: 'Novo' }).click();
    const form = page.getByRole('form', { name: 'Clientes de API' });
    // A participant's client is its own: no organisation is asked.
    await expect(form.getByLabel('Organização')).toHaveCount(0);
    await form.getByLabel(/^Nome/).fill(name);
    const scopes = form.getByRole('group', { name: 'Escopos' });
    await scopes.getByRole('checkbox', { name: 'retirements:read', exact: true }).check();
    // Only what a participant may grant (ADR 0135): the registry's settings are not offered.
    await expect(scopes.getByRole('checkbox', { name: 'configs:write', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'new API client form');
    await form.getByRole('button', { name: 'Salvar' }).click();
    const secret = await takeSecret(page, 'Segredo do cliente');
    await expect(page).toHaveURL(/\/users\/apiclient\/list$/);
    expect(page.url()).not.toContain(secret);

    const grid = page.getByRole('grid', { name: 'Clientes de API' });
    const row = grid.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('retirements:read');
    await expect(row).toContainText('Ativo');
    const clientId = (await row.getByText(/^rc_/).textContent()) ?? '';
    await expectAccessible(page, 'API clients list');

    // The client asks for a token with the secret and lists the participant's accounts with it:
    // one its admin has just opened among them.
    const account = `Conta ${name}`;
    const person = await apiToken('participant');
    await apiCall(person, 'POST', '/retirements', { accountType: 'retirement', accountName: account });
    const issued = await token(page.request, clientId, secret);
    expect(issued.status()).toBe(200);
    const access = ((await issued.json()) as { access_token: string }).access_token;
    const accounts = await page.request.get(`${API}/retirements?amount=100`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(accounts.status()).toBe(200);
    const names = ((await accounts.json()) as { data: { accountName: string }[] }).data.map((a) => a.accountName);
    expect(names).toContain(account);

    // Rotation: a new secret shown once; the old one works until its expiry, which the list shows.
    await rowAction(page, `Girar segredo ${name}`, name, grid);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Girar segredo' }).click();
    const rotated = await takeSecret(page, 'Segredo do cliente');
    expect(rotated).not.toBe(secret);
    await expect(
      row
        .getByRole('gridcell')
        .filter({ hasText: /\d{2}\/\d{2}\/\d{4}/ })
        .first(),
    ).toBeVisible();
    expect((await token(page.request, clientId, rotated)).status()).toBe(200);
    expect((await token(page.request, clientId, secret)).status()).toBe(200);

    // Revocation, confirmed: the client's token is refused at once, and no new one is issued.
    await rowAction(page, `Revogar ${name}`, name, grid);
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('deixam de funcionar imediatamente');
    await confirm.getByRole('button', { name: 'Revogar' }).click();
    await expect(snackbar(page).filter({ hasText: 'Cliente revogado' })).toBeVisible();
    await expect(row).toContainText('Revogado');
    const refused = await page.request.get(`${API}/retirements`, { headers: { authorization: `Bearer ${access}` } });
    expect(refused.status()).toBe(401);
    expect((await token(page.request, clientId, rotated)).status()).toBe(401);
  });

  test('a participant admin subscribes a receiver, sees an event delivered in the log and resends it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const receiver = await startReceiver();
    try {
      await signIn(page, 'participant');
      await page.goto('/users/webhook/list');
      await page.getByRole('button', { name: 'Novo' }).click();
      const form = page.getByRole('form', { name: 'Webhooks' });
      await form.getByLabel(/^URL/).fill(receiver.url);
      await form.getByLabel(/^Descrição/).fill('Receptor e2e');
      const events = form.getByRole('group', { name: 'Eventos' });
      await events.getByRole('checkbox', { name: /^Emissão aprovada/ }).check();
      await expectAccessible(page, 'new webhook form');
      await form.getByRole('button', { name: 'Salvar' }).click();
      expect(await takeSecret(page, 'Segredo de assinatura')).toMatch(/^whsec_/);
      const grid = page.getByRole('grid', { name: 'Webhooks' });
      await expect(grid.getByRole('row').filter({ hasText: receiver.url })).toContainText('Sim');

      // An emission approved into the participant's account is an event for it.
      await issueToParticipant(10);
      await expect.poll(() => receiver.hits.length, { timeout: 30_000 }).toBeGreaterThan(0);
      const id = receiver.hits[0]?.headers['webhook-id'];
      expect(JSON.parse(receiver.hits[0]?.body ?? '{}')).toMatchObject({ type: 'emission.approved' });

      await rowAction(page, `Detalhes de ${receiver.url}`, receiver.url, grid);
      await expect(page.getByRole('heading', { name: `Webhooks: ${receiver.url}` })).toBeVisible();
      await expect(page.getByRole('list').filter({ hasText: 'Emissão aprovada' })).toBeVisible();
      const log = page.getByRole('grid', { name: 'Entregas' });
      const delivery = log.getByRole('row').filter({ hasText: String(id) });
      await expect(delivery).toContainText('Emissão aprovada');
      await expect(delivery).toContainText('Entregue');
      await expect(delivery).toContainText('204');
      await expectAccessible(page, 'webhook with its deliveries');
      await delivery.getByRole('button', { name: /^Reenviar/ }).click();
      await expect(snackbar(page).filter({ hasText: 'Entrega reenviada' })).toBeVisible();
      // The same envelope again, with the same webhook-id; the log counts the attempt.
      await expect.poll(() => receiver.hits.length).toBe(2);
      expect(receiver.hits[1]?.headers['webhook-id']).toBe(id);
      await expect(delivery.getByRole('gridcell', { name: '2', exact: true })).toBeVisible();
    } finally {
      await receiver.close();
    }
  });
});
