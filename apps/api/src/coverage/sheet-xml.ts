// SpreadsheetML (ECMA-376 part 1, §18.3) for the Scope 2 pack's two sheets, written as text in one
// pass: a number cell carries the exact decimal text it was given (the caller checked Excel keeps
// it; a text the caller's isNumber says is one, or a { number } cell), a text cell is an inline string, XML-escaped and stripped of the control characters XML 1.0
// cannot carry (as exceljs does).

export type SheetCell = { number: string } | string | null;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
const ESCAPE = /[<>&"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g;
const NEEDS_ESCAPE = new RegExp(ESCAPE.source);
const ENTITY: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' };
const xmlText = (s: string) => (NEEDS_ESCAPE.test(s) ? s.replace(ESCAPE, (c) => ENTITY[c] ?? '') : s);
const EDGE_SPACE = /^\s|\s$/;

/** Column letters A, B, … for the first n columns (the pack has at most 26). */
const letters = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));

/** Rows per text handed to the zip: big enough to deflate well, small enough to overlap the next. */
const CHUNK_ROWS = 1024;

/** The sheet's XML as a run of texts, each of CHUNK_ROWS rows, built when the zip asks for it. */
export function* sheetXml(
  widths: readonly number[],
  rows: Iterable<readonly SheetCell[]>,
  /** Whether a text in column col is written as a number (the caller checked Excel keeps it exactly). */
  isNumber: (col: number, text: string) => boolean = () => false,
): Generator<string> {
  const cols = letters(widths.length);
  let text = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><cols>`;
  widths.forEach((w, i) => {
    text += `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`;
  });
  text += '</cols><sheetData>';
  let r = 0;
  for (const row of rows) {
    r++;
    if (r % CHUNK_ROWS === 0) {
      yield text;
      text = '';
    }
    let line = `<row r="${r}">`;
    for (let i = 0; i < row.length; i++) {
      const v = row[i];
      if (v === null || v === undefined) continue;
      if (typeof v === 'string' && !isNumber(i, v)) {
        const space = EDGE_SPACE.test(v) ? ' xml:space="preserve"' : '';
        line += `<c r="${cols[i]}${r}" t="inlineStr"><is><t${space}>${xmlText(v)}</t></is></c>`;
      } else line += `<c r="${cols[i]}${r}"><v>${typeof v === 'string' ? v : v.number}</v></c>`;
    }
    text += `${line}</row>`;
  }
  yield `${text}</sheetData></worksheet>`;
}
