import { formatVerificationCode, verificationCodeOf } from '@rec/domain/verification';
import type { ApiClient } from '@rec/sdk';
import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RateWindow } from '../src/http/rate-window';
import { qrMatrix } from '../src/resources/pdf/qr';
import {
  addAccount,
  addBeneficiary,
  addGeneration,
  linkPlantReceivers,
  monthsBack,
  tradeAccountOf,
} from './support/ledger-world';
import { startTestServer, type TestServer } from './support/server';

// GET /verify/{code} (ADR 0075): public, what the statement claims and whether the audit chain
// still verifies it; the code printed (and QR-encoded) on the statement PDF.

let s: TestServer;
let anonymous: ApiClient;
let now = Date.now();
const limit = new RateWindow(5, 60_000, () => now);
const m1 = monthsBack(1);
const ids = { rec: 0, trade: 0, retire: 0, redemption: 0, beneficiary: 0 };
let code = '';

beforeAll(async () => {
  s = await startTestServer({ services: { verifyThrottle: limit } });
  const db = s.database.db;
  await linkPlantReceivers(db);
  await addGeneration(db, s.fixture.businesses.approvedA, 1, '150.000000');
  const [admin, client, participant] = await Promise.all([
    s.client('admin'),
    s.client('client'),
    s.client('participant'),
  ]);
  anonymous = await s.client();
  const rec = await client.POST('/recs', {
    body: {
      business_id: s.fixture.businesses.approvedA,
      scheme: 'irec',
      initial_period: m1.first,
      final_period: m1.last,
      emissionVolume: '120.500000',
    },
  });
  ids.rec = rec.data?.id as number;
  await admin.POST('/recs/approve/{id}', { params: { path: { id: ids.rec } }, body: {} });
  ids.trade = await tradeAccountOf(db, s.fixture.participants.p1);
  ids.retire = await addAccount(db, s.fixture.participants.p1, 'retirement', 'BR-VERDE-RT-09');
  ids.beneficiary = await addBeneficiary(db, s.fixture.participants.p1, '33444555000172');
  const r = await participant.POST('/redemptions', {
    body: {
      trade_account_id: ids.trade,
      retirement_account_id: ids.retire,
      beneficiary_id: ids.beneficiary,
      purpose: 'Relato de emissões de escopo 2',
      period_start: m1.first,
      period_end: m1.last,
      notes: 'nota interna: contrato 991/2026',
      items: [{ rec_id: ids.rec, volume: '20.250000' }],
    },
  });
  expect(r.response.status).toBe(201);
  ids.redemption = r.data?.id as number;
  code = r.data?.verification_code as string;
});
afterAll(() => s?.close());
// A fresh minute for every test: the limiter's clock is the test's.
beforeEach(() => {
  now += 61_000;
});

const verify = (c: string) => anonymous.GET('/verify/{code}', { params: { path: { code: c } } });

async function lastEntry() {
  return s.database.db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('kind', '=', 'redemption')
    .where('ref_id', '=', ids.redemption)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('GET /verify/{code}', () => {
  it('the redemption carries the code of its last audit entry', async () => {
    const entry = await lastEntry();
    expect(code).toBe(formatVerificationCode(verificationCodeOf(entry.hash)));
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]$/);
  });

  it('answers the statement’s facts without signing in, and that the chain verifies', async () => {
    const r = await verify(code);
    expect(r.response.status).toBe(200);
    const entry = await lastEntry();
    expect(r.data).toEqual({
      code,
      verified: true,
      problems: [],
      statement: {
        number: ids.redemption,
        redemption_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        volume: '20.250000',
        period_start: m1.first,
        period_end: m1.last,
        purpose: 'Relato de emissões de escopo 2',
        beneficiary: expect.objectContaining({ code: '33444555000172' }),
        participant: expect.any(String),
        plants: [{ name: 'UFV Sol do Pampa I', ceg: expect.any(String), volume: '20.250000' }],
        certificates: [
          {
            emission: ids.rec,
            plant: 'UFV Sol do Pampa I',
            ceg: expect.any(String),
            scheme: 'irec',
            period_start: m1.first,
            period_end: m1.last,
            volume: '20.250000',
          },
        ],
        hash: entry.hash,
      },
    });
  });

  it('reads the code as people type it: lower case, no hyphens, O for 0', async () => {
    const typed = code.replaceAll('-', '').toLowerCase().replaceAll('0', 'o');
    const r = await verify(typed);
    expect(r.response.status).toBe(200);
    expect(r.data?.code).toBe(code);
  });

  it('shows nothing private beyond the statement: no account codes, notes, ids or e-mails', async () => {
    const r = await verify(code);
    const text = JSON.stringify(r.data);
    for (const secret of ['BR-VERDE-RT-09', 'contrato 991', '@', 'account', 'notes', 'participant_id', 'email'])
      expect(text).not.toContain(secret);
  });

  it('says the chain no longer verifies when a ledger row was edited, and again when restored', async () => {
    const entry = await lastEntry();
    const db = s.database.db;
    await db.updateTable('ledger_entries').set({ delta: '25.000000' }).where('id', '=', entry.id).execute();
    try {
      const r = await verify(code);
      expect(r.response.status).toBe(200);
      expect(r.data?.verified).toBe(false);
      expect(r.data?.problems).toEqual(expect.arrayContaining(['ENTRY_ALTERED', 'ENTRIES_DIFFER']));
      // The facts are still what the statement claims: the page shows them, marked unverified.
      expect(r.data?.statement.volume).toBe('20.250000');
    } finally {
      await db.updateTable('ledger_entries').set({ delta: entry.delta }).where('id', '=', entry.id).execute();
    }
    expect((await verify(code)).data?.verified).toBe(true);
  });

  it('says the chain no longer verifies when the redemption’s record was changed', async () => {
    const db = s.database.db;
    await db
      .updateTable('redemption_items')
      .set({ volume: '21.250000' })
      .where('redemption_id', '=', ids.redemption)
      .execute();
    try {
      const r = await verify(code);
      expect(r.data?.verified).toBe(false);
      expect(r.data?.problems).toEqual(['ENTRIES_DIFFER']);
    } finally {
      await db
        .updateTable('redemption_items')
        .set({ volume: '20.250000' })
        .where('redemption_id', '=', ids.redemption)
        .execute();
    }
  });

  it('answers 404 with a code for a well-formed code of no statement', async () => {
    const unknown = formatVerificationCode(verificationCodeOf('f'.repeat(64)));
    const r = await verify(unknown);
    expect(r.response.status).toBe(404);
    expect(r.error).toMatchObject({ code: 'VERIFICATION_CODE_UNKNOWN', message: expect.stringContaining('Nenhuma') });
  });

  it('answers 400 for an altered code (check character) and for a malformed one', async () => {
    const compact = code.replaceAll('-', '');
    const i = [...compact].findIndex((c, n) => c !== compact[n + 1]);
    const swapped = compact.slice(0, i) + compact[i + 1] + compact[i] + compact.slice(i + 2);
    const altered = await verify(swapped);
    expect(altered.response.status).toBe(400);
    expect(altered.error).toMatchObject({ code: 'VERIFICATION_CODE_CHECK' });
    const malformed = await verify('ABC-123');
    expect(malformed.response.status).toBe(400);
    expect(malformed.error).toMatchObject({ code: 'VERIFICATION_CODE_MALFORMED' });
  });

  it('limits lookups per address: 429 with a code and Retry-After, whatever the code', async () => {
    for (let i = 0; i < 5; i++) expect((await verify(i % 2 ? code : 'ZZZZ')).response.status).not.toBe(429);
    const r = await verify(code);
    expect(r.response.status).toBe(429);
    expect(r.error).toMatchObject({ code: 'VERIFY_RATE_LIMITED' });
    expect(r.response.headers.get('retry-after')).toBe('60');
    now += 61_000;
    expect((await verify(code)).response.status).toBe(200);
  });

  // ADR 0112: a statement's bundle pages have their own looser window; a code of no statement
  // still counts in the statement's, so guessing codes through the pages is no cheaper.
  it('answers a monthly statement an empty page of bundles, and counts only misses in the statement’s window', async () => {
    const pages = (c: string, amount = 250) =>
      anonymous.GET('/verify/{code}/bundles', { params: { path: { code: c }, query: { page: 1, amount } } });
    for (let amount = 1; amount <= 8; amount++) {
      const r = await pages(code, amount);
      expect(r.response.status).toBe(200);
      expect(r.data).toEqual({ data: [], total: 0, page: 1, amount });
    }
    const unknown = formatVerificationCode(verificationCodeOf('f'.repeat(64)));
    expect((await pages('ABC-123')).response.status).toBe(400);
    for (let i = 0; i < 5; i++)
      expect((await pages(unknown)).error).toMatchObject({ code: 'VERIFICATION_CODE_UNKNOWN' });
    expect((await verify(code)).response.status).toBe(429);
    // A page not kept already (ADR 0058 keeps a page read until the next commit) is refused too.
    const limited = await anonymous.GET('/verify/{code}/bundles', {
      params: { path: { code }, query: { page: 2, amount: 250 } },
    });
    expect(limited.response.status).toBe(429);
    expect(limited.error).toMatchObject({ code: 'VERIFY_RATE_LIMITED' });
  });
});

/** Black modules (row, column) → RGBA pixels at 4 px a module with a 4-module quiet zone, as a camera sees them. */
function render(dark: (r: number, c: number) => boolean, size: number) {
  const scale = 4;
  const side = (size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++)
      for (let y = 0; dark(r, c) && y < scale; y++)
        for (let x = 0; x < scale; x++) {
          const at = (((r + 4) * scale + y) * side + (c + 4) * scale + x) * 4;
          pixels.fill(0, at, at + 3);
        }
  return jsQR(pixels, side, side)?.data;
}

/** The filled black rectangles pdf-lib drew on the first page (x, y, width, height in points). */
async function blackRectangles(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  let ops = '';
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (stream instanceof PDFRawStream) ops += Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    }
  }
  const re =
    /0 0 0 rg\n0 w\n\[\] 0 d\n1 0 0 1 ([\d.]+) ([\d.]+) cm\n(?:1 0 0 1 0 0 cm\n)*0 0 m\n0 ([\d.]+) l\n([\d.]+) [\d.]+ l\n/g;
  return [...ops.matchAll(re)].map((m) => m.slice(1, 5).map(Number) as [number, number, number, number]);
}

describe('statement PDF', () => {
  it('draws a QR code that reads as the public page of its code', async () => {
    const direct = await s.client('participant', 'direct');
    const r = await direct.GET('/pdf/getPdf/{id}', {
      params: { path: { id: ids.redemption }, query: { kind: 'redemption' } },
      parseAs: 'arrayBuffer',
    });
    const rects = await blackRectangles(new Uint8Array(r.data as ArrayBuffer));
    expect(rects.length).toBeGreaterThan(50);
    const cell = Math.min(...rects.map(([, , h]) => h));
    const left = Math.min(...rects.map(([x]) => x));
    const top = Math.max(...rects.map(([, y, h]) => y + h));
    const size = Math.round((Math.max(...rects.map(([x, , , w]) => x + w)) - left) / cell);
    const dark = new Set<string>();
    for (const [x, y, h, w] of rects) {
      const row = Math.round((top - y - h) / cell);
      for (let c = Math.round((x - left) / cell); c < Math.round((x + w - left) / cell); c++) dark.add(`${row}:${c}`);
    }
    const url = render((row, c) => dark.has(`${row}:${c}`), size);
    expect(url).toBe(`http://127.0.0.1:5173/verify/${code.replaceAll('-', '')}`);
  });

  it('QR-encodes the public page of its code (the matrix as the qrcode package gives it)', () => {
    const url = `http://127.0.0.1:5173/verify/${code.replaceAll('-', '')}`;
    const matrix = qrMatrix(url);
    expect(render((r, c) => Boolean(matrix[r]?.[c]), matrix.length)).toBe(url);
  });
});
