import { request } from 'node:http';
import { formDataSerializer } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBytes, textBlocks } from '../src/imports/ccee-hourly/lines';
import { pack, underLoad } from './support/bombs';
import { type CceeServer, hourlyFile, startCceeServer, upload } from './support/ccee-hourly';

// Issue 35 item 1 (ADR 0076): the CCEE hourly file and the share-mapping CSV have hard bounds. A
// bomb ends in a 422 FILE_LIMIT_EXCEEDED within seconds, with the server's memory bounded and
// /health answering meanwhile; a client that goes away stops the parse.

const MB = 2 ** 20;
const HEADER = hourlyFile({}, false).toString('latin1').split('\n')[0] as string;

let c: CceeServer;
let health = '';
beforeAll(async () => {
  c = await startCceeServer();
  health = `${c.s.direct.replace(/\/v1$/, '')}/health`;
});
afterAll(() => c?.s.close());

const refused = (r: { status: number; body: unknown }) => {
  expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(422);
  return r.body as { code: string; message: string; fields?: { field: string }[] };
};

describe('CCEE hourly upload bounds', () => {
  it('refuses a 1 MB gzip of one 1 GB line at line 2, in seconds, memory flat, /health answering', async () => {
    const bomb = pack([`${HEADER}\n`, { fill: '1;', size: 1024 * MB }], true);
    expect(bomb.data.length).toBeLessThan(2 * MB);
    const run = await underLoad(health, () => upload(c.s, c.token, bomb.data));
    const body = refused(run.result);
    expect(body).toMatchObject({ code: 'FILE_LIMIT_EXCEEDED', fields: [{ field: 'linha 2' }] });
    expect(body.message).toContain('A linha 2 excede o limite de 64 KB');
    console.log(
      `gzip line bomb (${(bomb.data.length / MB).toFixed(1)} MB → 1 GB): ${run.ms.toFixed(0)} ms, RSS +${run.rssGrowthMb.toFixed(1)} MB, /health ${run.healthAnswers} answers, slowest ${run.healthMaxMs.toFixed(0)} ms`,
    );
    expect(run.ms).toBeLessThan(5000);
    expect(run.rssGrowthMb).toBeLessThan(64);
    expect(run.healthMaxMs).toBeLessThan(1000); // unbounded, /health timed out for minutes
  });

  it('refuses a plain (not gzipped) 8 MB line, naming it', async () => {
    const lines = `${HEADER}\n07/2026;01/07/2026;1\n${'x'.repeat(8 * MB)}\n`;
    const body = refused(await upload(c.s, c.token, Buffer.from(lines, 'latin1'), 'text/csv'));
    expect(body).toMatchObject({ code: 'FILE_LIMIT_EXCEEDED', fields: [{ field: 'linha 3' }] });
  });

  it('refuses a gzip that inflates more than 100 times its size, even of short lines', async () => {
    const bomb = pack([`${HEADER}\n`, { fill: '07/2026;01/07/2026;1\n', size: 512 * MB }], true);
    const run = await underLoad(health, () => upload(c.s, c.token, bomb.data));
    const body = refused(run.result);
    expect(body.code).toBe('FILE_LIMIT_EXCEEDED');
    expect(body.message).toContain('mais de 100 vezes');
    console.log(`gzip ratio bomb (512 MB of lines): ${run.ms.toFixed(0)} ms, RSS +${run.rssGrowthMb.toFixed(1)} MB`);
    // A bound against inflating all 512 MB (tens of seconds), not a timing: busy CI machines took 4.4 s.
    expect(run.ms).toBeLessThan(20_000);
  });

  it('refuses a month with more plant shares than the bound, naming the first line past it', async () => {
    const file = hourlyFile({ shares: 30_001, hours: 1 });
    const body = refused(await upload(c.s, c.token, file));
    expect(body).toMatchObject({
      code: 'FILE_LIMIT_EXCEEDED',
      fields: [{ field: 'linha 30002.CODIGO_PARCELA_USINA' }],
    });
  });

  it('caps the text of a file, plain or inflated', async () => {
    const plain = (async function* () {
      for (let k = 0; k < 4; k++) yield Buffer.alloc(MB, 10);
    })();
    await expect(async () => {
      for await (const _ of fileBytes(plain, 3 * MB));
    }).rejects.toMatchObject({ code: 'FILE_LIMIT_EXCEEDED', message: expect.stringContaining('3 MB de texto') });
  });

  it('assembles a long line from its chunks once, not by copying on every chunk', async () => {
    const SIZE = 16 * MB;
    const chunk = Buffer.alloc(16 * 1024, 65);
    const timed = async (chunks: Iterable<Buffer>) => {
      const started = performance.now();
      const blocks: number[] = [];
      for await (const b of textBlocks(chunks, Number.POSITIVE_INFINITY)) blocks.push(b.text.length);
      expect(blocks).toEqual([SIZE, 1]);
      return performance.now() - started;
    };
    // The same line in one chunk: the cost of decoding it, whatever the machine's load.
    const once = await timed([Buffer.alloc(SIZE, 65), Buffer.from('\nB')]);
    const chunked = await timed(
      (function* () {
        for (let k = 0; k < SIZE / chunk.length; k++) yield chunk;
        yield Buffer.from('\nB');
      })(),
    );
    console.log(`16 MB line: in one chunk ${once.toFixed(0)} ms, in 1024 chunks ${chunked.toFixed(0)} ms`);
    expect(chunked).toBeLessThan(3 * once + 500); // copied per chunk: 8 GB of copies
  });

  it('stops parsing when the client goes away after sending the whole file', { timeout: 90_000 }, async () => {
    const file = hourlyFile({ shares: 300, hours: 744 });
    const timed = performance.now();
    expect((await upload(c.s, c.token, file)).status).toBe(201);
    const whole = performance.now() - timed;
    const name = `gone-${Date.now()}.csv.gz`;
    await new Promise<void>((resolve) => {
      const req = request(`${c.s.direct}/imports/ccee-hourly?file_name=${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/gzip' },
      });
      req.on('error', () => resolve());
      req.end(file, () => setTimeout(() => req.destroy(), 50));
    });
    // Long enough for the whole preview to have been made twice over.
    await new Promise((r) => setTimeout(r, Math.max(2 * whole, 1000)));
    const made = await c.s.database.db
      .selectFrom('import_batches')
      .select('id')
      .where('file_name', '=', name)
      .execute();
    console.log(
      `full preview ${whole.toFixed(0)} ms (${file.length} bytes gz); after the client left: ${made.length} batch`,
    );
    expect(made).toEqual([]);
  });
});

describe('share-mapping CSV bounds', () => {
  const post = (csv: string) =>
    c.adminDirect.POST('/ccee/share-mappings/import', {
      body: { file: new File([Buffer.from(csv, 'latin1')], 'mapa.csv', { type: 'text/csv' }) },
      bodySerializer: formDataSerializer,
    });

  it('refuses a line over 64 KB, naming it', async () => {
    const r = await post(`CODIGO_PARCELA_USINA;CEG\n1;X\n${'9'.repeat(100_000)};X\n`);
    expect(r.response.status).toBe(422);
    expect(r.error).toMatchObject({ code: 'FILE_LIMIT_EXCEEDED', fields: [{ field: 'linha 3' }] });
  });

  it('refuses more than 100 000 lines instead of reading only the first ones', async () => {
    const lines = Array.from({ length: 100_001 }, (_, i) => `${i};X`).join('\n');
    const r = await post(`CODIGO_PARCELA_USINA;CEG\n${lines}\n`);
    expect(r.response.status).toBe(422);
    expect(r.error).toMatchObject({ code: 'FILE_LIMIT_EXCEEDED', message: expect.stringContaining('100.000 linhas') });
  });
});
