import { describe, expect, it } from 'vitest';
import type { GenerationRecord } from '../src/imports/generation';
import { readGenerationRecords } from '../src/imports/generation-records';
import { ImportProblem } from '../src/imports/problems';
import { generationRecords } from '../src/imports/records-thread';
import { HEADER, workbook } from './support/workbooks';

// Generation workbooks are read on worker threads (ADR 0040, addendum 3): the records, the
// problems that refuse a file and an early stop must look to the caller exactly as a read on its
// own thread.

const bytes = async (rows: unknown[][]) => Buffer.from(await (await workbook([HEADER, ...rows])).arrayBuffer());

const plantRows = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => [
    `UFV.RS.${prefix}.${String(i).padStart(6, '0')}-0.01`,
    1 + (i % 12),
    2025,
    1.5,
    744,
    i + 0.25,
    i + 0.25,
  ]);

async function all(batches: AsyncIterable<GenerationRecord[]>): Promise<GenerationRecord[]> {
  const out: GenerationRecord[] = [];
  for await (const batch of batches) out.push(...batch);
  return out;
}

describe('reading generation workbooks on a worker thread', () => {
  it('gives the same records as a read on this thread, for two files read at once', async () => {
    const [a, b] = await Promise.all([bytes(plantRows('BA', 2500)), bytes(plantRows('SP', 1200))]);
    const [onWorkerA, onWorkerB] = await Promise.all([all(generationRecords(a)), all(generationRecords(b))]);
    expect(onWorkerA).toHaveLength(2500);
    expect(onWorkerB).toHaveLength(1200);
    expect(onWorkerA).toEqual(await all(readGenerationRecords(a)));
    expect(onWorkerB).toEqual(await all(readGenerationRecords(b)));
    expect(onWorkerA[2499]).toMatchObject({ line: 2501, codeCEG: 'UFV.RS.BA.002499-0.01', total: '2499.250000' });
  });

  it("refuses a file with the reader's problem (code, message and each bad cell)", async () => {
    const file = await bytes([
      ['UFV.RS.BA.000001-0.01', 1, 2025, 1, 744, 'muito', 10],
      ['UFV.RS.BA.000002-0.01', 13, 2025, 1, 744, 10, 10],
    ]);
    const problem = await all(generationRecords(file)).catch((err: unknown) => err);
    expect(problem).toBeInstanceOf(ImportProblem);
    expect(problem).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [
        { field: 'linha 2.MWh contabilizados', code: 'invalid' },
        { field: 'linha 3.Mês', code: 'invalid' },
      ],
    });
    const notAWorkbook = await all(generationRecords(Buffer.from('CEG;Mês\n'))).catch((err: unknown) => err);
    expect(notAWorkbook).toMatchObject({ code: 'FILE_NOT_FOUND' });
  });

  it('reads the next file after a caller stopped reading one midway', async () => {
    const big = await bytes(plantRows('MG', 5000));
    let seen = 0;
    for await (const batch of generationRecords(big)) {
      seen += batch.length;
      break;
    }
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(5000);
    expect(await all(generationRecords(await bytes(plantRows('PR', 10))))).toHaveLength(10);
  });

  it('stops mid-read when its signal aborts (the client left), and reads the next files whole', async () => {
    const big = await bytes(plantRows('GO', 20_000));
    const started = performance.now();
    expect(await all(generationRecords(big))).toHaveLength(20_000);
    const whole = performance.now() - started;
    const left = new AbortController();
    let seen = 0;
    const read = (async () => {
      for await (const batch of generationRecords(big, left.signal)) {
        seen += batch.length;
        // After the first batch: the worker is mid-read.
        if (!left.signal.aborted) left.abort(new Error('the client closed the connection'));
      }
    })().catch((err: unknown) => err);
    const reason = await read;
    expect(reason).toMatchObject({ message: 'the client closed the connection' });
    expect(seen).toBeLessThan(20_000);
    console.log(`20 000 rows: whole read ${whole.toFixed(0)} ms; stopped after ${seen} records`);
    // Two at once: the pool hands out no worker left broken by the abort.
    const [a, b] = await Promise.all([all(generationRecords(big)), all(generationRecords(big))]);
    expect([a.length, b.length]).toEqual([20_000, 20_000]);
  });
});
