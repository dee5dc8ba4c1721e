import { formatVerificationCode, verificationCodeOf } from '@rec/domain/verification';
import type { ApiClient } from '@rec/sdk';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfWriter } from '../src/resources/pdf/layout';
import { ptMwh, winAnsi } from '../src/resources/pdf/text';
import {
  addAccount,
  addBeneficiary,
  addGeneration,
  linkPlantReceivers,
  monthsBack,
  tradeAccountOf,
} from './support/ledger-world';
import { startTestServer, type TestServer } from './support/server';

// GET /pdf/getPdf/{id}: the emission certificate (kind=rec) and the redemption statement
// (kind=redemption) as real PDFs, scoped, verifiable by the audit-chain hash they carry.

let s: TestServer;
let admin: ApiClient;
let client: ApiClient;
let participant: ApiClient;
const ids = { approved: 0, pending: 0, redemption: 0, trade: 0, retire: 0 };
const m1 = monthsBack(1);
const m2 = monthsBack(2);

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  await linkPlantReceivers(db);
  await addGeneration(db, s.fixture.businesses.approvedA, 1, '150.000000');
  await addGeneration(db, s.fixture.businesses.approvedA, 2, '20.000000');
  [admin, client, participant] = await Promise.all([s.client('admin'), s.client('client'), s.client('participant')]);
  const request = async (m: ReturnType<typeof monthsBack>, volume: string) =>
    (
      await client.POST('/recs', {
        body: {
          business_id: s.fixture.businesses.approvedA,
          scheme: 'irec',
          initial_period: m.first,
          final_period: m.last,
          emissionVolume: volume,
        },
      })
    ).data?.id as number;
  ids.approved = await request(m1, '120.500000');
  ids.pending = await request(m2, '10.000000');
  await admin.POST('/recs/approve/{id}', { params: { path: { id: ids.approved } }, body: {} });
  ids.trade = await tradeAccountOf(db, s.fixture.participants.p1);
  ids.retire = await addAccount(db, s.fixture.participants.p1, 'retirement', 'BR-VERDE-RT-01');
  const beneficiary = await addBeneficiary(db, s.fixture.participants.p1, '33444555000172');
  // A name outside WinAnsi: Ł and an emoji must not break the statement.
  await db
    .updateTable('beneficiaries')
    .set({ name: 'Metalúrgica Łódź Ação — Unidade 😀' })
    .where('id', '=', beneficiary)
    .execute();
  const r = await participant.POST('/redemptions', {
    body: {
      trade_account_id: ids.trade,
      retirement_account_id: ids.retire,
      beneficiary_id: beneficiary,
      purpose: 'Relato de emissões de escopo 2 — consumo da unidade de Porto Alegre',
      period_start: m1.first,
      period_end: m1.last,
      items: [{ rec_id: ids.approved, volume: '20.250000' }],
    },
  });
  expect(r.response.status).toBe(201);
  ids.redemption = r.data?.id as number;
});
afterAll(() => s?.close());

async function pdf(as: ApiClient, id: number, kind: 'rec' | 'redemption') {
  const r = await as.GET('/pdf/getPdf/{id}', { params: { path: { id }, query: { kind } }, parseAs: 'arrayBuffer' });
  return { status: r.response.status, type: r.response.headers.get('content-type'), bytes: r.data, error: r.error };
}

/**
 * The file's bytes, straight from the server: Prism's proxy reads bodies as UTF-8 text and so
 * re-encodes every byte above 0x7F of a binary answer (stoplightio/prism#2349, #1321). Status,
 * headers and error bodies are still checked through the proxy above.
 */
async function pdfBytes(login: 'admin' | 'client' | 'participant', id: number, kind: 'rec' | 'redemption') {
  const direct = await s.client(login, 'direct');
  const r = await pdf(direct, id, kind);
  expect(r.status).toBe(200);
  return Buffer.from(r.bytes as ArrayBuffer);
}

/** The text drawn on every page, as the hex strings of the content streams (WinAnsi bytes). */
async function drawnHex(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  let out = '';
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (stream instanceof PDFRawStream) out += Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    }
  }
  return [...out.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => (m[1] as string).toUpperCase()).join('|');
}
/** How Helvetica (WinAnsi) encodes a text in a content stream: — is 97, ã is E3. */
let hexOf: (text: string) => string = () => '';
beforeAll(async () => {
  const font = await (await PDFDocument.create()).embedFont('Helvetica');
  hexOf = (text) => font.encodeText(text).toString().slice(1, -1).toUpperCase();
});

async function lastHash(kind: 'issue' | 'redemption', ref: number) {
  const row = await s.database.db
    .selectFrom('ledger_entries')
    .select('hash')
    .where('kind', '=', kind)
    .where(kind === 'issue' ? 'rec_id' : 'ref_id', '=', ref)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.hash;
}

describe('emission certificate (kind=rec)', () => {
  it('is a real PDF carrying the hash of the emission’s issue entry', async () => {
    const { status, type } = await pdf(admin, ids.approved, 'rec');
    expect(status).toBe(200);
    expect(type).toBe('application/pdf');
    const buf = await pdfBytes('admin', ids.approved, 'rec');
    expect(buf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const hash = await lastHash('issue', ids.approved);
    expect(buf.toString('latin1')).toContain(`/VerificationHash (${hash})`);
    const doc = await PDFDocument.load(buf);
    expect(doc.getSubject()).toContain(hash);
    expect(doc.getTitle()).toBe(`Certificado de Emissão nº ${ids.approved}`);
    const drawn = await drawnHex(buf);
    expect(drawn).toContain(hexOf(hash));
    // Portuguese accents are drawn as WinAnsi bytes (ã = E3, ç = E7), not replaced.
    expect(drawn).toContain(hexOf('Certificado de Emissão de Energia Renovável'));
    expect(drawn).toContain(hexOf(`${ptMwh('120.5')} MWh`));
    expect(drawn).toContain(hexOf('UFV Sol do Pampa I'));
    expect(drawn).toContain(hexOf('Solar do Sul Energia Ltda (CNPJ 11.222.333/0001-81)'));
  });

  it('is the same file every time for the same emission', async () => {
    const a = await pdfBytes('admin', ids.approved, 'rec');
    const b = await pdfBytes('client', ids.approved, 'rec');
    expect(a.equals(b)).toBe(true);
  });

  it('is for approved emissions only (409) and scoped (404)', async () => {
    const pending = await pdf(client, ids.pending, 'rec');
    expect(pending.status).toBe(409);
    expect(pending.error).toMatchObject({ code: 'REC_NOT_APPROVED' });
    expect((await pdf(await s.client('otherClientAdmin'), ids.approved, 'rec')).status).toBe(404);
    // The participant holds it; another participant does not, until volume reaches it.
    expect((await pdf(participant, ids.approved, 'rec')).status).toBe(200);
    const otherParticipant = await s.client('otherParticipant');
    expect((await pdf(otherParticipant, ids.approved, 'rec')).status).toBe(404);
    await addAccount(s.database.db, s.fixture.participants.p2, 'trade', 'BR-AZUL-TR-01');
    const source = await s.database.db
      .selectFrom('accounts')
      .select('accountCode')
      .where('id', '=', ids.trade)
      .executeTakeFirstOrThrow();
    const moved = await participant.POST('/transfers', {
      body: {
        source_account_code: source.accountCode,
        destination_account_code: 'BR-AZUL-TR-01',
        items: [{ rec_id: ids.approved, volume: '1' }],
      },
    });
    expect(moved.response.status).toBe(201);
    expect((await pdf(otherParticipant, ids.approved, 'rec')).status).toBe(200);
    expect((await pdf(admin, 999_999, 'rec')).status).toBe(404);
  });

  it('is the default kind', async () => {
    const r = await admin.GET('/pdf/getPdf/{id}', { params: { path: { id: ids.approved } }, parseAs: 'arrayBuffer' });
    expect(r.response.status).toBe(200);
  });
});

describe('redemption statement (kind=redemption)', () => {
  it('names beneficiary, period, purpose, items and total, with the redemption’s last audit hash', async () => {
    const { status, type } = await pdf(participant, ids.redemption, 'redemption');
    expect(status).toBe(200);
    expect(type).toBe('application/pdf');
    const buf = await pdfBytes('participant', ids.redemption, 'redemption');
    expect(buf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const hash = await lastHash('redemption', ids.redemption);
    expect(buf.toString('latin1')).toContain(`/VerificationHash (${hash})`);
    const drawn = await drawnHex(buf);
    expect(drawn).toContain(hexOf(hash));
    // Ł becomes L, the emoji '?'; the rest (ú, ç, ã, —) is drawn as it is.
    expect(drawn).toContain(hexOf('Metalúrgica Lódz Ação — Unidade ?'));
    expect(drawn).toContain(hexOf('Relato de emissões de escopo 2 — consumo da unidade de Porto Alegre'));
    expect(drawn).toContain(
      hexOf(`${m1.first.split('-').reverse().join('/')} a ${m1.last.split('-').reverse().join('/')}`),
    );
    expect(drawn).toContain(hexOf('UFV Sol do Pampa I'));
    expect(drawn).toContain(hexOf('20,250000'));
    expect(drawn).toContain(hexOf('Total'));
    // The public verification code and its page (ADR 0075), also QR-encoded beside them.
    const code = verificationCodeOf(hash);
    expect(drawn).toContain(hexOf(formatVerificationCode(code)));
    expect(drawn).toContain(hexOf(`http://127.0.0.1:5173/verify/${code}`));
  });

  it('is the participant’s own (and the admin’s); registrant staff and others get 404', async () => {
    expect((await pdf(admin, ids.redemption, 'redemption')).status).toBe(200);
    expect((await pdf(client, ids.redemption, 'redemption')).status).toBe(404);
    expect((await pdf(await s.client('otherParticipant'), ids.redemption, 'redemption')).status).toBe(404);
    const financial = await pdf(await s.client('financial'), ids.redemption, 'redemption');
    expect(financial.status).toBe(403);
  });
});

describe('PDF text and layout', () => {
  it('keeps WinAnsi (every Portuguese letter) and replaces what the font cannot draw', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont('Helvetica');
    const charset = new Set(font.getCharacterSet());
    expect(winAnsi('Emissão, ação, Açúcar, pôr, à, é, ê, í, ó, õ, ú — “ok” €', charset)).toBe(
      'Emissão, ação, Açúcar, pôr, à, é, ê, í, ó, õ, ú — “ok” €',
    );
    expect(winAnsi('Łódź ő ≥ 😀 中', charset)).toBe('Lódz o >= ? ?');
  });

  it('continues long tables on new pages with numbered footers', async () => {
    const w = await PdfWriter.create({ title: 'Teste', hash: 'a'.repeat(64), date: new Date('2026-01-01T00:00:00Z') });
    w.title('Tabela longa');
    w.table(
      [
        { header: 'N', width: 0.2 },
        { header: 'Texto', width: 0.6 },
        { header: 'Volume', width: 0.2, align: 'right' },
      ],
      Array.from({ length: 300 }, (_, i) => [String(i + 1), `Linha ${i + 1} com texto que pode quebrar`, ptMwh('1')]),
    );
    const doc = await PDFDocument.load(await w.save());
    expect(doc.getPageCount()).toBeGreaterThan(3);
    const drawn = await drawnHex(await doc.save());
    expect(drawn).toContain(hexOf(`Página 1 de ${doc.getPageCount()}`));
    expect(drawn).toContain(hexOf('300'));
  });
});
