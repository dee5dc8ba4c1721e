// A webhook receiver written only against the built SDK (`@rec/sdk/machine`): each delivery is
// checked with verifyWebhook (Standard Webhooks: signature under the subscription's secret and a
// fresh timestamp) before anything is done with it, and handled once per webhook-id (delivery is
// at least once, ADR 0116). See README.md beside this file.
import { createServer } from 'node:http';
import { verifyWebhook } from '@rec/sdk/machine';

const secret = process.env.WEBHOOK_SECRET;
if (!secret) {
  console.error('WEBHOOK_SECRET is required: the whsec_ secret answered when the subscription was created');
  process.exit(2);
}
const port = Number(process.env.PORT ?? 8787);
const MAX_BODY = 1024 * 1024;
// The ids handled lately: a repeated delivery is acknowledged and not handled twice.
const handled = new Set();

function read(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_BODY) reject(new Error('too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const server = createServer(async (req, res) => {
  if (req.method !== 'POST') return res.writeHead(405).end();
  const body = await read(req).catch(() => undefined);
  if (!body) return res.writeHead(413).end();
  // The raw bytes as received: the signature covers them, not a re-serialised object.
  const envelope = verifyWebhook(req.headers, body, secret);
  if (!envelope) {
    console.log(JSON.stringify({ rejected: req.headers['webhook-id'] ?? null }));
    return res.writeHead(400).end();
  }
  if (!handled.has(envelope.id)) {
    handled.add(envelope.id);
    if (handled.size > 10_000) handled.delete(handled.values().next().value);
    // A real tool would act here (update the ERP, notify a team…); this one logs one line per event.
    console.log(JSON.stringify({ verified: envelope.id, type: envelope.type, subject: envelope.subject }));
  }
  res.writeHead(204).end();
});

server.listen(port, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
