import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { decimal, exactMicro } from '../src/imports/cells';
import { buffersOf, ColumnsBuilder, type Decimal, type RecordColumns, recordsOf } from '../src/imports/record-columns';

// Generation records cross from the workbook reader's worker thread as columns (ADR 0040,
// addendum 5): what arrives must be the records that were read, value for value.

/** What the check fills in, present from the start (one shape for every record). */
const unchecked = { business_id: null, business_name: null, registrant_name: null, errors: [] };

const read = (v: unknown): Decimal => (exactMicro(v) >= 0 ? exactMicro(v) : decimal(v));

/** Sends a batch through a real message port, its buffers moved, as the worker does. */
async function hop(batch: RecordColumns): Promise<RecordColumns> {
  const { port1, port2 } = new MessageChannel();
  const arrived = new Promise<RecordColumns>((resolve) => port2.once('message', resolve));
  port1.postMessage(batch, buffersOf(batch));
  const out = await arrived;
  port1.close();
  return out;
}

describe('generation records as columns', () => {
  it('arrive on the other thread as the records read: numbers, texts, empty cells, codes', async () => {
    const b = new ColumnsBuilder(4);
    b.push(4, 'UFV.RS.BA.000001-0.01', 1, 2025, read(5), 744, read('3720,000000'), read(3720));
    b.push(7, 'EOL.CE.CE.000002-1.01', 12, 2100, undefined, undefined, read(74.4), read(74.4));
    b.push(9, 'PCH.MG.MG.000003-2.01', 2, 2000, read('0,5'), 672, read('1.234,5'), read('1.234,567891'));
    b.push(200_004, 'UHE.PR.PR.000004-3.01', 6, 2025, read(0.000001), 720, read(999999999.999999), read(1e9));
    const batch = b.take();
    expect(b.length).toBe(0);
    const moved = batch.micro.buffer;
    const records = recordsOf(await hop(batch));
    expect(moved.byteLength).toBe(0); // moved, not copied
    expect(records).toEqual([
      {
        line: 4,
        codeCEG: 'UFV.RS.BA.000001-0.01',
        month: 1,
        year: 2025,
        average_mw: '5.000000',
        hours_in_month: 744,
        accounted_mwh: '3720.000000',
        total: '3720.000000',
        ...unchecked,
      },
      {
        line: 7,
        codeCEG: 'EOL.CE.CE.000002-1.01',
        month: 12,
        year: 2100,
        average_mw: undefined,
        hours_in_month: undefined,
        accounted_mwh: '74.400000',
        total: '74.400000',
        ...unchecked,
      },
      {
        line: 9,
        codeCEG: 'PCH.MG.MG.000003-2.01',
        month: 2,
        year: 2000,
        average_mw: '0.500000',
        hours_in_month: 672,
        accounted_mwh: '1234.500000',
        total: '1234.567891',
        ...unchecked,
      },
      {
        line: 200_004,
        codeCEG: 'UHE.PR.PR.000004-3.01',
        month: 6,
        year: 2025,
        average_mw: '0.000001',
        hours_in_month: 720,
        accounted_mwh: '999999999.999999',
        total: '1000000000.000000',
        ...unchecked,
      },
    ]);
  });

  it('read every numeric cell as decimal reads it (millionths below 10^9, the rest as text)', () => {
    const b = new ColumnsBuilder(1);
    for (const v of [0, 0.1 + 0.2, 3794.3999999999996, 918.517848, 123456789012.12346, 999999999.999999]) {
      b.push(1, 'C', 1, 2025, read(v), undefined, read(v), read(v));
      const [r] = recordsOf(b.take());
      expect([r?.average_mw, r?.accounted_mwh, r?.total]).toEqual([decimal(v), decimal(v), decimal(v)]);
    }
    expect(exactMicro(1e9)).toBe(-1);
    expect(exactMicro(1 / 3)).toBe(-1);
    expect(exactMicro('12')).toBe(-1);
  });

  it('refuse more records than a batch holds, and an empty batch has no records', () => {
    const b = new ColumnsBuilder(1);
    expect(recordsOf(b.take())).toEqual([]);
    b.push(1, 'C', 1, 2025, undefined, undefined, 1, 1);
    expect(() => b.push(2, 'C', 1, 2025, undefined, undefined, 1, 1)).toThrow(RangeError);
  });
});
