import { PDFDict, PDFDocument, type PDFFont, PDFName, type PDFPage, PDFString, rgb, StandardFonts } from 'pdf-lib';
import { winAnsi } from './text';

// A small top-to-bottom writer over pdf-lib: A4 pages, Helvetica, wrapped text, tables that
// continue on new pages, and a footer with the verification hash and page numbers on every page.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const FOOTER = 60;
const INK = rgb(0.11, 0.11, 0.13);
const MUTED = rgb(0.38, 0.38, 0.42);
const ACCENT = rgb(0.05, 0.42, 0.26);
const RULE = rgb(0.8, 0.8, 0.82);

export interface Column {
  header: string;
  /** Share of the text width, 0–1. */
  width: number;
  align?: 'left' | 'right';
}

/** What a figure may draw with: the text width, the body font and its repertoire. */
export interface FigureArea {
  width: number;
  font: PDFFont;
  clean: (text: string) => string;
}

export interface DocumentMeta {
  title: string;
  /** The audit-chain hash the document can be checked against. */
  hash: string;
  /** When the recorded fact happened: the document's dates, so the same record gives the same file. */
  date: Date;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly charset: ReadonlySet<number>;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly meta: DocumentMeta,
  ) {
    this.charset = new Set(font.getCharacterSet());
    this.newPage();
  }

  static async create(meta: DocumentMeta): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, font, bold, meta);
  }

  private get width(): number {
    return A4[0] - 2 * MARGIN;
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  /** Text the font can draw (see winAnsi). */
  clean(text: string): string {
    return winAnsi(text, this.charset);
  }

  /** Splits text into lines no wider than `width` (words longer than a line are cut). */
  wrap(text: string, width: number, size: number, font = this.font): string[] {
    const lines: string[] = [];
    for (const paragraph of this.clean(text.replace(/\r\n?/g, '\n')).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private draw(text: string, x: number, size: number, font: PDFFont, color = INK): void {
    this.page.drawText(text, { x, y: this.y, size, font, color });
  }

  title(text: string): void {
    for (const line of this.wrap(text, this.width, 18, this.bold)) {
      this.ensure(24);
      this.y -= 18;
      this.draw(line, MARGIN, 18, this.bold, ACCENT);
      this.y -= 6;
    }
  }

  paragraph(text: string, size = 10, color = INK): void {
    for (const line of this.wrap(text, this.width, size)) {
      this.ensure(size + 4);
      this.y -= size;
      this.draw(line, MARGIN, size, this.font, color);
      this.y -= 4;
    }
  }

  section(text: string): void {
    this.ensure(40);
    this.y -= 14;
    this.draw(this.clean(text), MARGIN, 12, this.bold, ACCENT);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 8;
  }

  /** A label and its value on one row; the value wraps under itself. */
  field(label: string, value: string): void {
    const labelWidth = 165;
    const lines = this.wrap(value || '—', this.width - labelWidth, 10);
    this.ensure(14 * Math.min(lines.length, 3));
    this.y -= 10;
    this.draw(this.clean(label), MARGIN, 10, this.bold, MUTED);
    lines.forEach((line, i) => {
      if (i > 0) {
        this.ensure(14);
        this.y -= 10;
      }
      this.draw(line, MARGIN + labelWidth, 10, this.font);
      this.y -= 4;
    });
  }

  /** A label, then a long code (a hash) on its own full-width line. */
  code(label: string, value: string): void {
    this.ensure(32);
    this.y -= 10;
    this.draw(this.clean(label), MARGIN, 10, this.bold, MUTED);
    this.y -= 4;
    for (const line of this.wrap(value, this.width, 9)) {
      this.ensure(13);
      this.y -= 9;
      this.draw(line, MARGIN, 9, this.font);
      this.y -= 4;
    }
  }

  /** A drawing of the given height at the left margin (e.g. a QR code, a chart), from its bottom-left. */
  figure(height: number, draw: (page: PDFPage, x: number, y: number, area: FigureArea) => void): void {
    this.ensure(height + 8);
    this.y -= height + 4;
    draw(this.page, MARGIN, this.y, { width: this.width, font: this.font, clean: (t) => this.clean(t) });
    this.y -= 4;
  }

  space(points = 8): void {
    this.y -= points;
  }

  /** A table whose header repeats on every page it spans. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[]): void {
    const size = 9;
    const xs: number[] = [];
    let x = MARGIN;
    for (const c of columns) {
      xs.push(x);
      x += c.width * this.width;
    }
    const widthOf = (i: number) => (columns[i] as Column).width * this.width - 6;
    const cell = (text: string, i: number, font: PDFFont) => {
      const col = columns[i] as Column;
      const left = xs[i] as number;
      this.draw(
        text,
        col.align === 'right' ? left + widthOf(i) - font.widthOfTextAtSize(text, size) : left,
        size,
        font,
      );
    };
    const header = () => {
      this.ensure(30);
      this.y -= size;
      columns.forEach((c, i) => {
        cell(this.wrap(c.header, widthOf(i), size, this.bold)[0] ?? '', i, this.bold);
      });
      this.y -= 5;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: A4[0] - MARGIN, y: this.y },
        thickness: 0.5,
        color: RULE,
      });
    };
    header();
    for (const row of rows) {
      const cells = row.map((text, i) => this.wrap(text, widthOf(i), size));
      const height = Math.max(...cells.map((c) => c.length)) * (size + 3) + 4;
      if (this.y - height < MARGIN + FOOTER) {
        this.newPage();
        header();
      }
      const top = this.y - 3;
      cells.forEach((lines, i) => {
        lines.forEach((line, n) => {
          this.y = top - size - n * (size + 3);
          cell(line, i, this.font);
        });
      });
      this.y = top - height + 3;
    }
    this.y -= 4;
  }

  /**
   * Footer on every page, document metadata, and the hash as a plain entry of the document
   * information dictionary (`/VerificationHash`), so that a tool can read it without the text.
   */
  async save(): Promise<Buffer> {
    const pages = this.doc.getPages();
    const hashLine = this.clean(`Hash de verificação (trilha de auditoria SHA-256): ${this.meta.hash}`);
    pages.forEach((page, i) => {
      page.drawLine({
        start: { x: MARGIN, y: MARGIN + 26 },
        end: { x: A4[0] - MARGIN, y: MARGIN + 26 },
        thickness: 0.5,
        color: RULE,
      });
      page.drawText(hashLine, { x: MARGIN, y: MARGIN + 12, size: 7, font: this.font, color: MUTED });
      const label = `Página ${i + 1} de ${pages.length}`;
      page.drawText(this.clean(label), {
        x: A4[0] - MARGIN - this.font.widthOfTextAtSize(this.clean(label), 8),
        y: MARGIN,
        size: 8,
        font: this.font,
        color: MUTED,
      });
    });
    this.doc.setTitle(this.meta.title);
    this.doc.setSubject(`Hash de verificação: ${this.meta.hash}`);
    this.doc.setKeywords(['REC', 'I-REC', 'certificado de energia renovável', this.meta.hash]);
    this.doc.setLanguage('pt-BR');
    this.doc.setProducer('REC ledger');
    this.doc.setCreator('REC ledger');
    this.doc.setCreationDate(this.meta.date);
    this.doc.setModificationDate(this.meta.date);
    const info = this.doc.context.lookup(this.doc.context.trailerInfo.Info, PDFDict);
    info.set(PDFName.of('VerificationHash'), PDFString.of(this.meta.hash));
    // pdf-lib serialises the whole document into one array (it has no streaming writer): answer
    // that array as it is, a view rather than a second copy.
    const bytes = await this.doc.save({ useObjectStreams: false });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
}
