import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookCall {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local webhook receiver: keeps every POST (headers and raw body) and answers `status()`. */
export interface WebhookReceiver {
  url: string;
  calls: WebhookCall[];
  status: () => number;
  /** Each answer waits this long (ms), so a delivery can be caught in flight. */
  delayMs: number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const r: WebhookReceiver = { url: '', calls: [], status: () => 204, delayMs: 0, close: async () => undefined };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      r.calls.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = () => {
        res.writeHead(r.status());
        res.end();
      };
      if (r.delayMs) setTimeout(answer, r.delayMs);
      else answer();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  r.close = () =>
    new Promise((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    });
  return r;
}
