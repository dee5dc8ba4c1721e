import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { DemoTutorial } from './demo-tutorials';

// A tutorial's guide as a one-page A4 PDF: its title, its text and its steps, wrapped to the page.
// Fixed metadata dates keep the seed deterministic (pdf-lib stamps "now" otherwise).

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const FIXED = new Date('2026-01-01T00:00:00Z');

export async function tutorialPdf(t: DemoTutorial): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(t.title);
  doc.setCreationDate(FIXED);
  doc.setModificationDate(FIXED);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;
  const write = (text: string, size: number, f = font, gap = 6) => {
    let line = '';
    const flush = () => {
      y -= size * 1.35;
      page.drawText(line, { x: MARGIN, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
      line = '';
    };
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (f.widthOfTextAtSize(next, size) > width && line) {
        flush();
        line = word;
      } else line = next;
    }
    if (line) flush();
    y -= gap;
  };
  write('Registro de certificados de energia renovável — Tutorial', 10, font, 14);
  write(t.title, 18, bold, 12);
  write(t.description, 11, font, 16);
  write('Passo a passo', 13, bold, 4);
  for (const step of t.steps) write(step, 11);
  return doc.save();
}
