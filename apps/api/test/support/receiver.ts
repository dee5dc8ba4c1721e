import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP peer that counts every TCP connection (even one that never sends a request). */
export interface Receiver {
  port: number;
  connections: number;
  /** `METHOD /path` of each request. */
  seen: string[];
  /** A canned answer for a path, else 200 with a token and an empty list. */
  answer: (url: string) => { status: number; location?: string } | undefined;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const r: Receiver = { port: 0, connections: 0, seen: [], answer: () => undefined, close: async () => undefined };
  const server = createServer((req, res) => {
    r.seen.push(`${req.method} ${req.url}`);
    req.resume();
    const canned = r.answer(req.url ?? '');
    if (canned) {
      res.writeHead(canned.status, canned.location ? { location: canned.location } : {});
      return void res.end();
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ access_token: 'tok', data: [] }));
  });
  server.on('connection', () => r.connections++);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  r.port = (server.address() as AddressInfo).port;
  r.close = () =>
    new Promise((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    });
  return r;
}
