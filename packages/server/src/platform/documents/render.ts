import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { documentFonts } from './font';

/** Millimetres to PDF points: page sizes and spacing are specified as printed. */
const mm = (n: number): number => (n * 72) / 25.4;

const PAPER = { A4: [210, 297], A5: [148, 210] } as const;

/** A paper name, or width × height in millimetres. */
export type PageSize = keyof typeof PAPER | readonly [widthMm: number, heightMm: number];

export interface PageOptions {
  size: PageSize;
  landscape?: boolean;
  /** Blank paper around everything, in mm. */
  margin?: number;
  /** A double rule around the content, as certificates and marks have. */
  frame?: boolean;
  /** Space between the frame and the content, in mm. */
  padding?: number;
  /** Document properties readers show. */
  info: { title: string; author?: string };
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  /** Left edge and width, in points; the content box by default. */
  x?: number;
  width?: number;
}

export interface TableRow {
  label: string;
  value: string;
  /** Bold and larger: the value a reader looks for first. */
  strong?: boolean;
}

export interface TableOptions {
  width?: number;
  labelWidth: number;
  size?: number;
}

export interface QrOptions {
  x: number;
  y: number;
  /** Side of the square, in points. */
  size: number;
  caption?: string;
  captionSize?: number;
}

const INK = '#1a1a1a';
const RULE = '#333333';
const MUTED = '#555555';
const LABEL_FILL = '#f3f4f6';
const CELL_PADDING = 5;

/**
 * One page being laid out top to bottom. `y` is where the next block goes; blocks advance it, the QR
 * code and the footer are placed where asked and leave it alone. Positions are in points from the
 * page's top left; `left`, `right`, `top` and `bottom` bound the content inside margin and frame.
 */
export class DocumentPage {
  y: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly left: number,
    readonly top: number,
    readonly right: number,
    readonly bottom: number,
    private readonly newSheet: () => void,
  ) {
    this.y = top;
  }

  /** Goes on to a new sheet of the same size and frame, content starting at the top. */
  nextSheet(): void {
    this.newSheet();
    this.y = this.top;
  }

  get width(): number {
    return this.right - this.left;
  }

  gap(points: number): void {
    this.y += points;
  }

  /** A centered heading; `spacing` spreads the characters, as printed titles are. */
  title(text: string, size = 24, spacing = size / 3): void {
    const doc = this.doc.font('bold').fontSize(size);
    const width = doc.widthOfString(text) + spacing * ([...text].length - 1);
    doc.fillColor(INK).text(text, this.left + (this.width - width) / 2, this.y, { lineBreak: false, characterSpacing: spacing });
    this.y += doc.currentLineHeight(true);
  }

  /** Width of one unwrapped line, in points. */
  measure(text: string, size: number, bold = false): number {
    return this.style(size, bold).widthOfString(text);
  }

  /** A paragraph, wrapped at the width given (Chinese breaks between any two characters). */
  text(text: string, options: TextOptions = {}): void {
    const x = options.x ?? this.left;
    const width = options.width ?? this.right - x;
    const doc = this.style(options.size ?? 10.5, options.bold);
    doc.fillColor(INK).text(text, x, this.y, { width, align: options.align ?? 'left' });
    this.y += doc.heightOfString(text, { width });
  }

  /** How tall `table` would draw these rows: templates use it to choose a size that keeps the page to one sheet. */
  tableHeight(rows: readonly TableRow[], options: TableOptions): number {
    return this.tableLayout(rows, options).reduce((sum, row) => sum + row.height, 0);
  }

  /** A bordered two-column table: shaded labels, values wrapped to fit, each row as tall as its longer cell. */
  table(rows: readonly TableRow[], options: TableOptions): void {
    const { x, width, labelWidth, size, valueX, valueWidth } = this.tableColumns(options);
    const doc = this.doc;
    const top = this.y;
    for (const { row, valueSize, labelHeight, valueHeight, height } of this.tableLayout(rows, options)) {
      doc.rect(x, this.y, labelWidth, height).fill(LABEL_FILL);
      this.label(row.label, x + CELL_PADDING, this.y + (height - labelHeight) / 2, labelWidth - 2 * CELL_PADDING, size);
      this.style(valueSize, row.strong)
        .fillColor(INK)
        .text(row.value, valueX + CELL_PADDING, this.y + (height - valueHeight) / 2, { width: valueWidth });
      if (this.y > top)
        doc
          .moveTo(x, this.y)
          .lineTo(x + width, this.y)
          .lineWidth(0.5)
          .stroke(RULE);
      this.y += height;
    }
    doc.moveTo(valueX, top).lineTo(valueX, this.y).lineWidth(0.5).stroke(RULE);
    doc
      .rect(x, top, width, this.y - top)
      .lineWidth(1)
      .stroke(RULE);
  }

  /** Height of a paragraph as `text` would draw it. */
  textHeight(text: string, options: TextOptions = {}): number {
    const x = options.x ?? this.left;
    return this.style(options.size ?? 10.5, options.bold).heightOfString(text, { width: options.width ?? this.right - x });
  }

  /** A QR code with its caption centered underneath. */
  async qr(content: string, options: QrOptions): Promise<void> {
    // Drawn large and scaled down, so printers get sharp module edges; the page's own white is the quiet zone.
    const png = await QRCode.toBuffer(content, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 10 });
    this.doc.image(png, options.x, options.y, { width: options.size, height: options.size });
    if (options.caption) {
      this.style(options.captionSize ?? 8, false)
        .fillColor(MUTED)
        .text(options.caption, options.x - 20, options.y + options.size + 3, { width: options.size + 40, align: 'center' });
    }
  }

  /** A small line centered at the bottom of the content, under a hairline rule. */
  footer(text: string, size = 8): void {
    const doc = this.style(size, false);
    const y = this.bottom - doc.heightOfString(text, { width: this.width });
    doc
      .moveTo(this.left, y - 4)
      .lineTo(this.right, y - 4)
      .lineWidth(0.4)
      .stroke('#999999');
    doc.fillColor(MUTED).text(text, this.left, y, { width: this.width, align: 'center' });
  }

  /** Where a footer of one line at this size begins: blocks above it should end here. */
  footerTop(size = 8): number {
    return this.bottom - this.style(size, false).currentLineHeight(true) - 6;
  }

  /** Spread across the column (分散对齐), as labels on Chinese forms are, so labels of any length line up at both ends. */
  private label(text: string, x: number, y: number, width: number, size: number): void {
    const doc = this.style(size, false).fillColor(MUTED);
    const natural = doc.widthOfString(text);
    const chars = [...text].length;
    if (natural > width || chars < 2) doc.text(text, x, y, { width });
    else doc.text(text, x, y, { lineBreak: false, characterSpacing: (width - natural) / (chars - 1) });
  }

  private tableColumns(options: TableOptions) {
    const x = this.left;
    const width = options.width ?? this.width;
    const valueX = x + options.labelWidth;
    return { x, width, labelWidth: options.labelWidth, size: options.size ?? 10.5, valueX, valueWidth: x + width - valueX - 2 * CELL_PADDING };
  }

  private tableLayout(rows: readonly TableRow[], options: TableOptions) {
    const { labelWidth, size, valueWidth } = this.tableColumns(options);
    return rows.map((row) => {
      const valueSize = row.strong ? size * 1.25 : size;
      const labelHeight = this.style(size).heightOfString(row.label, { width: labelWidth - 2 * CELL_PADDING });
      const valueHeight = this.style(valueSize, row.strong).heightOfString(row.value || ' ', { width: valueWidth });
      return { row, valueSize, labelHeight, valueHeight, height: Math.max(labelHeight, valueHeight) + 2 * CELL_PADDING };
    });
  }

  private style(size: number, bold = false): PDFKit.PDFDocument {
    return this.doc.font(bold ? 'bold' : 'regular').fontSize(size);
  }
}

/** The first size at which `fits` holds, else the smallest: long content shrinks a table rather than push it off the page. */
export const fitSize = (sizes: readonly number[], fits: (size: number) => boolean): number => sizes.find(fits) ?? sizes[sizes.length - 1];

/**
 * Renders a page with the portal's Chinese font and returns the PDF. `draw` lays the content out on the page;
 * documents are forms of fixed size and stay on one sheet, unless `draw` itself goes on to another (`nextSheet`).
 */
export async function renderPdf(options: PageOptions, draw: (page: DocumentPage) => void | Promise<void>): Promise<Buffer> {
  const fonts = await documentFonts();
  const [w, h] = typeof options.size === 'string' ? PAPER[options.size] : options.size;
  const [width, height] = options.landscape ? [mm(Math.max(w, h)), mm(Math.min(w, h))] : [mm(w), mm(h)];
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    info: { Title: options.info.title, ...(options.info.author && { Author: options.info.author }) },
    lang: 'zh-CN',
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const margin = mm(options.margin ?? 10);
  const frame = () => {
    if (!options.frame) return;
    doc
      .rect(margin, margin, width - 2 * margin, height - 2 * margin)
      .lineWidth(2)
      .stroke(RULE);
    doc
      .rect(margin + 3, margin + 3, width - 2 * margin - 6, height - 2 * margin - 6)
      .lineWidth(0.6)
      .stroke(RULE);
  };
  frame();
  const inset = margin + (options.frame ? 3 + mm(options.padding ?? 6) : 0);
  const sheet = () => {
    doc.addPage({ size: [width, height], margin: 0 });
    frame();
  };
  await draw(new DocumentPage(doc, inset, inset, width - inset, height - inset, sheet));
  doc.end();
  return done;
}
