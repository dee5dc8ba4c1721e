import { type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';

/** The modules of a QR code of `text`, row by row, true = dark (no quiet zone). */
export function qrMatrix(text: string): boolean[][] {
  // Level M: 15 % of the symbol may be smudged on a printed statement and it still reads.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, r) =>
    Array.from({ length: modules.size }, (_, c) => Boolean(modules.get(r, c))),
  );
}

/**
 * Draws a QR matrix as vector rectangles, one per horizontal run of dark modules (sharp at any
 * zoom, a few hundred operators), with `side` points per side from (x, y) at its bottom-left.
 */
export function drawQr(page: PDFPage, matrix: readonly (readonly boolean[])[], x: number, y: number, side: number) {
  const cell = side / matrix.length;
  const black = rgb(0, 0, 0);
  matrix.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c++;
      page.drawRectangle({
        x: x + start * cell,
        y: y + side - (r + 1) * cell,
        width: (c - start) * cell,
        height: cell,
        color: black,
      });
    }
  });
}
