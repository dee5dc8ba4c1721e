import { SERVER_TEXTS, serverText } from '@rec/domain';
import ExcelJS from 'exceljs';
import { CONSUMPTION_COLUMNS } from '../consumption';
import { EXCHANGE_COLUMNS } from '../exchange';
import { GENERATION_COLUMNS, type GenKey } from '../generation-columns';
import { HOURLY_CONSUMPTION_COLUMNS } from '../hourly-consumption/columns';
import type { ColumnSpec } from '../workbook';
import { type ClosedMonth, EXAMPLE_AVERAGE_MW, EXAMPLE_BENEFICIARY, EXAMPLE_CEG } from './examples';

// The .xlsx templates: headed by the labels of the very column list the import reads (so a column
// the parser gains or renames changes its template too), one example row in the cell types the
// reader accepts — numbers for quantities, real dates for days.

type Cell = string | number | Date;
type Example<K extends string> = Partial<Record<K, Cell>>;

const SIX = '#,##0.000000';
const DAY = 'dd/mm/yyyy';

/** A one-sheet workbook with the columns the example fills, in the parser's order. */
export async function workbook<K extends string>(
  sheetName: string,
  columns: readonly ColumnSpec<K>[],
  example: Example<K>,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  const used = columns.filter((c) => example[c.key] !== undefined);
  sheet.columns = used.map((c) => ({ header: c.label, key: c.key, width: Math.max(14, c.label.length + 4) }));
  const row = sheet.addRow(used.map((c) => example[c.key]));
  used.forEach((c, i) => {
    const v = example[c.key];
    const cell = row.getCell(i + 1);
    if (v instanceof Date) cell.numFmt = DAY;
    else if (typeof v === 'number' && !Number.isInteger(v)) cell.numFmt = SIX;
  });
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

// Period is the alternative to Mês + Ano: the template shows the pair.
export function generationTemplate(m: ClosedMonth): Promise<Buffer> {
  const average = Number(EXAMPLE_AVERAGE_MW);
  const total = average * m.hours;
  const example: Example<GenKey> = {
    ceg: EXAMPLE_CEG,
    month: m.month,
    year: m.year,
    average_mw: average,
    hours: m.hours,
    accounted: total,
    total,
  };
  return workbook(serverText(SERVER_TEXTS.geracao), GENERATION_COLUMNS, example);
}

export const exchangeTemplate = (m: ClosedMonth): Promise<Buffer> =>
  workbook(serverText(SERVER_TEXTS.cambio), EXCHANGE_COLUMNS, { from: 'USD', to: 'BRL', rate: 5.4321, date: m.last });

export const consumptionTemplate = (m: ClosedMonth): Promise<Buffer> =>
  workbook('Consumo', CONSUMPTION_COLUMNS, {
    code: EXAMPLE_BENEFICIARY,
    start: m.first,
    end: m.last,
    volume: 1350.5,
  });

// The hour as Brasília time and the quantity in MWh (the CSV template shows UTC and Wh).
export const hourlyConsumptionTemplate = (m: ClosedMonth): Promise<Buffer> =>
  workbook(serverText(SERVER_TEXTS.consumoHorario), HOURLY_CONSUMPTION_COLUMNS, {
    code: EXAMPLE_BENEFICIARY,
    local: `${m.year}-${String(m.month).padStart(2, '0')}-01 00:00`,
    mwh: 1.25,
    submarket: 'SUL',
    tier: serverText(SERVER_TEXTS.nivelMedicao),
  });
