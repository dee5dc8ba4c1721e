import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small real HTTP server that plays the API for the machine SDK's tests: a token endpoint with
// client credentials, and a cursor-paged list whose answers a test can turn into 401s and 429s.

export interface PlayServer {
  baseUrl: string;
  /** Token requests received (form fields and the Authorization header). */
  tokenRequests: { form: Record<string, string>; authorization: string | undefined }[];
  /** Authorization headers of the list and echo requests, in order. */
  calls: string[];
  /** Tokens the server accepts; a test removes one to play a revoked token. */
  live: Set<string>;
  /** The next answers of the API routes (before authentication), e.g. 429 with Retry-After. */
  queued: { status: number; headers?: Record<string, string> }[];
  expiresIn: number;
  rows: { id: number }[];
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => {
      text += c.toString('utf8');
    });
    req.on('end', () => resolve(text));
  });

export async function startPlayServer(): Promise<PlayServer> {
  let issued = 0;
  const s: PlayServer = {
    baseUrl: '',
    tokenRequests: [],
    calls: [],
    live: new Set(),
    queued: [],
    expiresIn: 900,
    rows: Array.from({ length: 7 }, (_, i) => ({ id: 70 - i })),
    close: async () => undefined,
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const body = await read(req);
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(value));
    };
    if (url.pathname === '/oauth/token') {
      const form = Object.fromEntries(new URLSearchParams(body));
      s.tokenRequests.push({ form, authorization: req.headers.authorization });
      if (req.headers.authorization !== `Basic ${Buffer.from('cli%3A1:s%26cret').toString('base64')}`)
        return json(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      const token = `tok${++issued}`;
      s.live.add(token);
      return json(200, { access_token: token, token_type: 'Bearer', expires_in: s.expiresIn, scope: form.scope ?? '' });
    }
    s.calls.push(req.headers.authorization ?? '');
    const next = s.queued.shift();
    if (next) return json(next.status, { code: 'TOO_MANY_REQUESTS', message: 'Muitas requisições' }, next.headers);
    if (!s.live.has(req.headers.authorization?.slice(7) ?? ''))
      return json(401, { code: 'UNAUTHORIZED', message: 'Não autenticado' });
    if (url.pathname === '/v1/recs' && req.method === 'POST') return json(201, JSON.parse(body));
    if (url.pathname === '/v1/recs') {
      const amount = Number(url.searchParams.get('amount') ?? 10);
      const cursor = url.searchParams.get('cursor');
      if (cursor && !/^at\d+$/.test(cursor)) return json(400, { code: 'CURSOR_INVALID', message: 'Cursor inválido' });
      const from = cursor ? Number(cursor.slice(2)) : 0;
      const data = s.rows.slice(from, from + amount);
      const full = data.length === amount;
      return json(200, { data, total: s.rows.length, next_cursor: full ? `at${from + amount}` : null });
    }
    return json(404, { code: 'NOT_FOUND', message: 'Não encontrado' });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  s.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  s.close = () =>
    new Promise((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    });
  return s;
}
