import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { workbookReader } from '../src/imports/workbook';

// exceljs' streaming reader iterated the zip's entries with a helper that let an entry arrive
// while a worksheet (stored before sharedStrings.xml, as exceljs' own streaming writer stores it)
// was being set aside; sharedStrings.xml was then read empty and text cells came back as
// { sharedString: n }: about 1 read in 300 (measured: 5 in 1,500) refused a good file ("Colunas não encontradas: CEG").
// Patched as upstream's exceljs#2915 (patches/exceljs@4.4.0.patch).

async function streamedWorkbook(rows: unknown[][]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => stream.on('end', resolve));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const ws = wb.addWorksheet('Planilha1');
  for (const r of rows) ws.addRow(r).commit();
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}

describe('the workbook reader', () => {
  it('reads the shared strings of a workbook that stores them after its sheet, every time', async () => {
    const data = await streamedWorkbook([
      ['CEG', 'Mês', 'Ano', 'Total'],
      ['UFV.RS.RS.012345-6.01', 7, 2026, 744],
    ]);
    const firstCells: unknown[] = [];
    for (let i = 0; i < 900; i += 1) {
      const { reader } = workbookReader(data);
      for await (const sheet of reader) {
        for await (const row of sheet) if (row.number === 1) firstCells.push((row.values as unknown[])[1]);
        break;
      }
      // Other work between reads, as a busy server has.
      if (i % 3 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(firstCells.filter((v) => v !== 'CEG')).toEqual([]);
    expect(firstCells).toHaveLength(900);
  }, 120_000);
});
