import type { FieldDef, ListPage, ListQuery } from '@rec/domain';
import type { IntlShape } from 'react-intl';
import { cellText } from './cells';

// Lists up to this size are exported in the browser, page by page, with the screen's headers and
// formats; larger ones go through the server's POST /exports.
export const CLIENT_EXPORT_LIMIT = 5000;
// The contract's largest page.
const EXPORT_PAGE = 1000;

export const fetchAll = async (
  list: (query: ListQuery) => Promise<ListPage>,
  search: string,
): Promise<Record<string, unknown>[]> => {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const answer = await list({ page, amount: EXPORT_PAGE, ...(search ? { search } : {}) });
    rows.push(...answer.data);
    if (answer.data.length < EXPORT_PAGE || rows.length >= answer.total) return rows;
  }
};

// The sheet shows what the screen shows: the visible columns, their translated headers and the
// same formatted values. xlsx is only ever used to write (its reading path has advisories).
export const writeWorkbook = async (
  intl: IntlShape,
  fields: FieldDef[],
  rows: Record<string, unknown>[],
  sheetName: string,
  fileName: string,
): Promise<void> => {
  const XLSX = await import('xlsx');
  const header = fields.map((field) => intl.formatMessage(field.label));
  const body = rows.map((row) => fields.map((field) => cellText(intl, field, row[field.name])));
  const sheet = XLSX.utils.aoa_to_sheet([header, ...body]);
  const book = XLSX.utils.book_new();
  // Excel limits sheet names to 31 characters.
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  XLSX.writeFile(book, fileName, { compression: true });
};

export const downloadBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
