import { PACK_COLUMNS, type PackRow } from '@rec/domain/scope2';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SummaryRow } from '../src/coverage/pack-summary';
import { packWorkbook } from '../src/coverage/pack-xlsx';

// The pack's own workbook writer (ADR 0107) read back by another XLSX reader (exceljs): what a
// spreadsheet shows for each kind of cell — exact numbers as numbers, the rest as the text it is,
// formula starts neutralised, XML's special characters kept, the ones XML cannot carry dropped.

// exceljs' whole-file reader: its streaming one drops sheets of a workbook that arrives as one
// small chunk (a few rows), whoever wrote it.
async function readBack(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  // exceljs types load() with an older Buffer type than @types/node gives.
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return wb.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  });
}

const row = (over: Partial<PackRow>): PackRow => ({
  ...(Object.fromEntries(PACK_COLUMNS.map((c) => [c, ''])) as PackRow),
  ...over,
});
const col = (k: (typeof PACK_COLUMNS)[number]) => PACK_COLUMNS.indexOf(k);

describe('the Scope 2 pack workbook', () => {
  it('writes each kind of cell as a spreadsheet shows it', async () => {
    const summary: SummaryRow[] = [
      ['reporting_year', 'Ano', 2025, ''],
      ['hourly_matching_share', 'Parcela', '0.500000', ''],
      ['beneficiary_name', 'Nome', '-Beneficiário & <Cia> "X"', ' nota '],
    ];
    const hours = [
      row({
        consumption_wh: '123456789012345',
        matched_wh: '1234567890123456',
        unmatched_wh: '0',
        residual_mix_factor_tco2e_per_mwh: '0.038500',
        market_based_emissions_tco2e: '0.1234567890123456',
        production_devices: '=HYPERLINK("x") & <b>',
        residual_mix_factor_source: 'a\u0001b\u001fc',
      }),
    ];
    const [resumo, horas] = await readBack(await packWorkbook(summary, hours));
    expect([resumo?.name, horas?.name]).toEqual(['Resumo', 'Horas']);
    expect(resumo?.rows).toEqual([
      ['reporting_year', 'Ano', 2025],
      ['hourly_matching_share', 'Parcela', 0.5],
      ['beneficiary_name', 'Nome', `'-Beneficiário & <Cia> "X"`, ' nota '],
    ]);
    expect(horas?.rows[0]).toEqual([...PACK_COLUMNS]);
    const r = horas?.rows[1] ?? [];
    expect(r[col('consumption_wh')]).toBe(123456789012345);
    expect(r[col('matched_wh')]).toBe('1234567890123456');
    expect(r[col('unmatched_wh')]).toBe(0);
    expect(r[col('residual_mix_factor_tco2e_per_mwh')]).toBe(0.0385);
    expect(r[col('market_based_emissions_tco2e')]).toBe('0.1234567890123456');
    expect(r[col('production_devices')]).toBe(`'=HYPERLINK("x") & <b>`);
    expect(r[col('residual_mix_factor_source')]).toBe('abc');
    expect(r[col('interval_start_utc')]).toBeUndefined();
  });

  it('keeps every Wh figure exact, as a number or as its digits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), { minLength: 1, maxLength: 40 }),
        async (whs) => {
          const [, horas] = await readBack(
            await packWorkbook(
              [],
              whs.map((wh) => row({ consumption_wh: String(wh) })),
            ),
          );
          const back = (horas?.rows.slice(1) ?? []).map((r) => BigInt(String(r[col('consumption_wh')])));
          expect(back).toEqual(whs);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('writes more rows than one chunk of the sheet, in order', async () => {
    const n = 2500;
    const hours = Array.from({ length: n }, (_, i) => row({ consumption_wh: String(i), submarket: `S${i}` }));
    const [, horas] = await readBack(await packWorkbook([], hours));
    const body = horas?.rows.slice(1) ?? [];
    expect(body).toHaveLength(n);
    expect(body.every((r, i) => r[col('consumption_wh')] === i && r[col('submarket')] === `S${i}`)).toBe(true);
  });
});
