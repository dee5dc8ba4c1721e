import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InjectServer, multipart, startInjectServer } from './support/inject';

// Issue 10 §4: uploads are streamed to storage, each operation is capped by the contract's
// x-upload-limits, and an oversized request gets 413 PAYLOAD_TOO_LARGE with a message.

let s: InjectServer;
let origin = '';
beforeAll(async () => {
  s = await startInjectServer();
  await s.app.listen({ host: '127.0.0.1', port: 0 });
  const a = s.app.server.address();
  origin = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
});
afterAll(() => s?.close());

const MB = 2 ** 20;
const file = (name: string, size: number) => ({
  name,
  value: Buffer.alloc(size, 1),
  filename: 'r.pdf',
  type: 'application/pdf',
});

async function invoiceId(): Promise<number> {
  const row = await s.database.db
    .selectFrom('registrants')
    .select('id')
    .where('id', '=', s.fixture.registrants.a)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('upload caps', () => {
  it('declares a cap per multipart operation in the contract', () => {
    const uploads = s.contract.operations.filter((op) => op.bodyMedia === 'multipart');
    for (const op of uploads) expect(op.uploadLimits, op.operationId).toMatchObject({ fileBytes: expect.any(Number) });
    const receipt = uploads.find((op) => op.operationId === 'uploadInvoiceReceipt');
    expect(receipt?.uploadLimits?.fileBytes).toBe(10 * MB);
  });

  it('refuses a receipt over its 10 MB file cap and a request over its whole-request cap', async () => {
    const id = await invoiceId();
    const tooBig = multipart([file('receipt', 10 * MB + 1)]);
    const res = await s.call('admin', { method: 'POST', url: `/v1/invoices/receipts/${id}`, ...tooBig });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('10 MB') });
    const huge = multipart([file('receipt', 12 * MB)]);
    const whole = await s.call('admin', { method: 'POST', url: `/v1/invoices/receipts/${id}`, ...huge });
    expect(whole.statusCode).toBe(413);
    expect(whole.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('Requisição') });
  });

  it('refuses more files than the operation takes, and an oversized JSON body', async () => {
    const eleven = multipart(Array.from({ length: 11 }, () => file('files', 10)));
    const res = await s.call('admin', {
      method: 'POST',
      url: `/v1/businesses/files/${s.fixture.businesses.approvedA}`,
      ...eleven,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('10') });
    const json = await s.call('admin', { method: 'POST', url: '/v1/sources', payload: { name: 'x'.repeat(2 * MB) } });
    expect(json.statusCode).toBe(413);
    expect(json.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
  });
});

describe('streamed uploads', () => {
  it('stores 5 × 19 MB of enterprise documents with flat memory', { timeout: 120_000 }, async () => {
    const token = await s.token('admin');
    const boundary = '----recmemorytest';
    const FILES = 5;
    const SIZE = 19 * MB;
    const head = (i: number) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="doc${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
    const tail = Buffer.from(`--${boundary}--\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 7);
    const pdfStart = Buffer.from('%PDF-1.7\n');
    const length =
      Array.from({ length: FILES }, (_, i) => head(i).length + SIZE + 2).reduce((a, b) => a + b, 0) + tail.length;
    async function* body() {
      for (let i = 0; i < FILES; i++) {
        yield head(i);
        yield pdfStart; // a PDF's first bytes (the server checks them, issue 35 item 12)
        for (let sent = pdfStart.length; sent < SIZE; sent += chunk.length)
          yield chunk.subarray(0, Math.min(chunk.length, SIZE - sent));
        yield Buffer.from('\r\n');
      }
      yield tail;
    }
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${origin}/v1/businesses/files/${s.fixture.businesses.approvedA}`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(length),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      pipeline(Readable.from(body()), req).catch(reject);
    });
    clearInterval(sampler);
    const grew = (peak - before) / MB;
    console.log(`streamed upload: ${(FILES * SIZE) / MB} MB sent, RSS grew ${grew.toFixed(1)} MB at peak`);
    expect(answer.status, answer.text).toBe(200);
    const stored = await s.database.db
      .selectFrom('stored_files')
      .select(['size'])
      .where('name', 'like', 'doc%.pdf')
      .execute();
    expect(stored.map((f) => Number(f.size))).toEqual(Array.from({ length: FILES }, () => SIZE));
    expect(grew).toBeLessThan(40); // buffered, the 95 MB would all have been in memory
  });
});
