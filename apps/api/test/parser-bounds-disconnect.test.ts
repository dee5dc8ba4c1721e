import { request } from 'node:http';
import { createApiClient } from '@rec/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { HEADER, workbook } from './support/workbooks';

// Issue 35 item 1 (ADR 0076): a workbook import stops when its client goes away, as the CCEE
// hourly one does: no preview batch and no staged chunk is left, and the next import works (the
// generation reader's worker thread was ended, not handed out again broken).

let s: TestServer;
let token = '';
beforeAll(async () => {
  s = await startTestServer();
  const login = await createApiClient({ baseUrl: s.direct }).POST('/auth/login', { body: s.fixture.logins.admin });
  token = login.data?.token ?? '';
  await s.database.db
    .insertInto('beneficiaries')
    .values({ participant_id: s.fixture.participants.p1, name: 'Beneficiário', country: 'BR', code: 'BEN-SAIU' })
    .execute();
});
afterAll(() => s?.close());

type Path = '/imports/generation' | '/imports/generationexchange' | '/imports/generationbeneficiaryconsumption';

/** A multipart upload of `file` as its bytes and content type, to be sent by hand. */
async function multipart(file: File, name: string) {
  const form = new FormData();
  form.append('file', file, name);
  const r = new Response(form);
  return { body: Buffer.from(await r.arrayBuffer()), type: r.headers.get('content-type') ?? '' };
}

/** Sends the upload; `leaveAfterMs` set: the client closes its connection that long after sending it all. */
function send(path: Path, upload: { body: Buffer; type: string }, leaveAfterMs?: number) {
  return new Promise<{ status: number; body: string }>((resolve) => {
    const req = request(`${s.direct}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': upload.type },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: body.slice(0, 300) }));
    });
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(upload.body, () => {
      if (leaveAfterMs !== undefined) setTimeout(() => req.destroy(), leaveAfterMs);
    });
  });
}

const counts = async () => {
  const r = await sql<{ batches: number; chunks: number }>`
    SELECT (SELECT count(*)::int FROM import_batches) AS batches, (SELECT count(*)::int FROM import_chunks) AS chunks`.execute(
    s.database.db,
  );
  const [row] = r.rows;
  if (!row) throw new Error('count(*) returns a row');
  return row;
};

const ROWS = 40_000;
/** The i-th day from 1 January 2000 (the imports' first year): 6 667 of them, all over (a day not yet over is refused). */
const day = (i: number) => new Date(Date.UTC(2000, 0, 1) + i * 86_400_000);
// Six currency pairs a day keep 40 000 rates distinct within days that have ended.
const PAIRS = [
  ['USD', 'BRL'],
  ['EUR', 'BRL'],
  ['BRL', 'USD'],
  ['BRL', 'EUR'],
  ['USD', 'EUR'],
  ['EUR', 'USD'],
] as const;
const kinds: [Path, unknown[], (i: number) => unknown[]][] = [
  [
    '/imports/generation',
    HEADER,
    (i) => [`UFV.RS.ZZ.${String(i).padStart(6, '0')}-0.01`, 7, 2026, 1.5, 744, 1116, 1116],
  ],
  [
    '/imports/generationexchange',
    ['Moeda origem', 'Moeda destino', 'Cotação', 'Data'],
    (i) => [...(PAIRS[i % 6] ?? PAIRS[0]), 5 + (i % 1000) / 1000, day(Math.floor(i / 6))],
  ],
  [
    '/imports/generationbeneficiaryconsumption',
    ['Beneficiário', 'Início', 'Fim', 'Volume'],
    (i) => ['BEN-SAIU', day(i % 6_667), day(i % 6_667), i + 1],
  ],
];

describe('a workbook import whose client goes away', () => {
  for (const [path, header, row] of kinds)
    it(`${path}: leaves no batch and no chunk, and the next import works`, { timeout: 120_000 }, async () => {
      const big = await workbook([header, ...Array.from({ length: ROWS }, (_, i) => row(i))]);
      const timed = performance.now();
      const full = await send(path, await multipart(big, 'inteira.xlsx'));
      const whole = performance.now() - timed;
      expect(full.status, full.body).toBe(201); // read to its end
      const before = await counts();
      const rss = process.memoryUsage().rss;
      expect(await send(path, await multipart(big, `saiu-${Date.now()}.xlsx`), 50)).toMatchObject({ status: 0 });
      // Long enough for the whole preview to have been made twice over.
      await new Promise((r) => setTimeout(r, Math.max(2 * whole, 1000)));
      const after = await counts();
      console.log(
        `${path}: ${ROWS} rows (${(big.size / 1024).toFixed(0)} kB) previewed in ${whole.toFixed(0)} ms; after the client left: +${after.batches - before.batches} batch, +${after.chunks - before.chunks} chunks, RSS ${((process.memoryUsage().rss - rss) / 2 ** 20).toFixed(1)} MB`,
      );
      expect(after).toEqual(before);
      const small = await workbook([header, row(1)]);
      const next = await send(path, await multipart(small, 'depois.xlsx'));
      expect(next.status, next.body).toBe(201);
    });
});
