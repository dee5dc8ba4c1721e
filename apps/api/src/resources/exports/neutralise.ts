// Spreadsheet formula injection (OWASP "CSV Injection"): a text that begins with = + - @ or a
// tab, CR or LF is taken for a formula by Excel, LibreOffice or Sheets once the cell is edited,
// pasted or the sheet saved as CSV, and a formula can run commands or send the sheet's data away.
// A leading single quote makes every one of them show the text as typed.

const FORMULA_START = /^[=+\-@\t\r\n]/;

/** The text as an export writes it into a text cell: quoted when it could start a formula. */
export const neutralise = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
