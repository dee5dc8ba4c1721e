// The built package, as another system installs it: plain Node importing `@rec/sdk/machine`, which
// resolves to dist/ (not the TypeScript sources). Run by `npm test` after `tsup` builds dist/; the
// behaviour itself is tested on the sources in test/machine/.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createMachineClient, paginate, verifyWebhook } from '@rec/sdk/machine';
import { Webhook } from 'standardwebhooks';

const resolved = fileURLToPath(import.meta.resolve('@rec/sdk/machine'));
let server;
let baseUrl;
const tokens = [];

before(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const json = (status, body) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/oauth/token') {
      tokens.push(`t${tokens.length + 1}`);
      return json(200, { access_token: tokens.at(-1), token_type: 'Bearer', expires_in: 900, scope: 'recs:read' });
    }
    // The first token is refused once: the client must ask for a new one by itself.
    if (req.headers.authorization === 'Bearer t1')
      return json(401, { code: 'UNAUTHORIZED', message: 'Não autenticado' });
    const from = Number(url.searchParams.get('cursor') ?? 0);
    const data = [1, 2, 3, 4, 5].slice(from, from + 2).map((id) => ({ id }));
    json(200, { data, total: 5, next_cursor: data.length === 2 ? String(from + 2) : null });
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  baseUrl = `http://127.0.0.1:${server.address().port}/v1`;
});
after(() => server.close());

test('the package resolves to the built dist, with its type declarations', () => {
  assert.match(resolved, /packages\/sdk\/dist\/machine\.js$/);
  assert.ok(existsSync(resolved.replace(/\.js$/, '.d.ts')));
});

test('a machine client from dist renews a refused token and walks a cursor list', async () => {
  const api = createMachineClient({ baseUrl, clientId: 'c', clientSecret: 's' });
  const ids = [];
  for await (const row of paginate(api, '/recs', { query: { amount: 2 } })) ids.push(row.id);
  assert.deepEqual(ids, [1, 2, 3, 4, 5]);
  assert.deepEqual(tokens, ['t1', 't2']);
});

test('verifyWebhook from dist accepts a signed delivery and refuses an altered one', () => {
  const secret = `whsec_${Buffer.from('thirty-two bytes of secret here!').toString('base64')}`;
  const body = '{"id":"evt_1","type":"emission.approved"}';
  const at = new Date();
  const headers = {
    'webhook-id': 'evt_1',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign('evt_1', at, body),
  };
  assert.equal(verifyWebhook(headers, body, secret).type, 'emission.approved');
  assert.equal(verifyWebhook(headers, body.replace('evt_1', 'evt_2'), secret), false);
});
