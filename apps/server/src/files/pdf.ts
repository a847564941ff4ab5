/**
 * The PDF downloads (requisitions, quotes, pricing requests): US Letter pages of text lines, flowed onto as many
 * pages as needed, written with pdfkit. Text is drawn in embedded, subset Unicode fonts (`pdf-fonts.ts`), so a
 * product name with ™, é, €, Chinese or Japanese prints as written, and the text can be copied or extracted.
 */
import PDFDocument from 'pdfkit';
import { fileHasGlyph, fontFile, fontFileFor, type Weight } from './pdf-fonts';

export interface PdfLine {
  text: string;
  /** Points; 10 by default. */
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gapBefore?: number;
  /** Text drawn right-aligned at the page's right margin on the same line (an amount). */
  right?: string;
  /** Indent from the left margin, in points. */
  indent?: number;
  /**
   * Further cells drawn on the same line at fixed positions (a table row). `text` then wraps before the
   * leftmost cell; the cells themselves are not wrapped.
   */
  columns?: readonly PdfColumn[];
}

/** A cell of a table row: text at a fixed position on the line. */
export interface PdfColumn {
  text: string;
  /** Points from the left margin where the cell starts, or ends when `align` is 'right'. */
  at: number;
  align?: 'left' | 'right';
  /** The line's by default. */
  bold?: boolean;
  /** The line's by default. */
  size?: number;
  /** Points the cell may take: longer text is cut and ends with '…'. */
  maxWidth?: number;
}

export interface PdfDocument {
  title: string;
  lines: readonly PdfLine[];
}

export const PDF_CONTENT_TYPE = 'application/pdf';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;

// One CJK character (a line may break before and after it) or a run of other characters.
const CJK_PARTS =
  /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[^\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+/gu;

/** A piece of text drawn with one font file. */
interface Run {
  file: string;
  text: string;
}

/** Splits text into runs of one font each; spaces and combining marks stay with the run before them when its font has them. */
function runs(text: string, weight: Weight): Run[] {
  const out: Run[] = [];
  for (const raw of text) {
    const char = (raw.codePointAt(0) ?? 32) < 0x20 ? ' ' : raw;
    const code = char.codePointAt(0) ?? 32;
    const last = out[out.length - 1];
    const file =
      last && /[\s\p{M}\u200c\u200d]/u.test(char) && fileHasGlyph(last.file, code)
        ? last.file
        : fontFileFor(code, weight);
    if (last && last.file === file) last.text += char;
    else out.push({ file, text: char });
  }
  return out;
}

/** A pdfkit document with the fonts it uses registered by file, measuring and drawing mixed-font text. */
class Writer {
  readonly doc: PDFKit.PDFDocument;
  private readonly registered = new Set<string>();

  constructor(title: string) {
    this.doc = new PDFDocument({
      autoFirstPage: false,
      // No default font: every run selects its own (`use`), and pdfkit then loads no font of its own.
      font: '',
      info: { Title: title, Producer: 'B2B Portal' },
    });
  }

  private use(file: string, size: number): PDFKit.PDFDocument {
    if (!this.registered.has(file)) {
      this.doc.registerFont(file, fontFile(file).bytes);
      this.registered.add(file);
    }
    return this.doc.font(file).fontSize(size);
  }

  width(text: string, size: number, bold: boolean): number {
    let width = 0;
    for (const run of runs(text, bold ? 700 : 400)) width += this.use(run.file, size).widthOfString(run.text);
    return width;
  }

  /** Draws text with its baseline at `baseline` points from the top of the page. */
  draw(text: string, x: number, baseline: number, size: number, bold: boolean): void {
    let left = x;
    for (const run of runs(text, bold ? 700 : 400)) {
      const doc = this.use(run.file, size);
      doc.text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
      left += doc.widthOfString(run.text);
    }
  }

  /** The text, or as much of it as fits the width followed by '…'. */
  cut(text: string, size: number, bold: boolean, width: number): string {
    if (this.width(text, size, bold) <= width) return text;
    const chars = [...text];
    while (chars.length > 0 && this.width(`${chars.join('').trimEnd()}…`, size, bold) > width) chars.pop();
    return `${chars.join('').trimEnd()}…`;
  }

  /**
   * Splits a line into pieces that fit the width: at spaces, and around Chinese, Japanese and Korean characters
   * (text in those scripts has no spaces). A word of other scripts longer than the width stays whole.
   */
  wrap(text: string, size: number, bold: boolean, width: number): string[] {
    const fits = (candidate: string) => this.width(candidate, size, bold) <= width;
    if (fits(text)) return [text];
    const pieces: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      (word.match(CJK_PARTS) ?? [word]).forEach((part, index) => {
        const next = index === 0 && current ? `${current} ${part}` : current + part;
        if (!current || fits(next)) current = next;
        else {
          pieces.push(current);
          current = part;
        }
      });
    }
    if (current) pieces.push(current);
    return pieces;
  }

  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.doc.end();
    await ended;
    const all = Buffer.concat(chunks);
    const out = new Uint8Array(all.byteLength);
    out.set(all);
    return out;
  }
}

/** Writes the document as PDF bytes. */
export async function writePdf(document: PdfDocument): Promise<Uint8Array<ArrayBuffer>> {
  const writer = new Writer(document.title);
  const newPage = () => writer.doc.addPage({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0 });
  newPage();
  // Distance from the top of the page to the baseline of the last line drawn.
  let y = MARGIN;
  const usable = PAGE_WIDTH - 2 * MARGIN;
  for (const line of document.lines) {
    const size = line.size ?? 10;
    const bold = line.bold ?? false;
    const indent = line.indent ?? 0;
    const rightWidth = line.right ? writer.width(line.right, size, bold) : 0;
    const cells = (line.columns ?? [])
      .filter((column) => column.text !== '')
      .map((column) => {
        const cellSize = column.size ?? size;
        const cellBold = column.bold ?? bold;
        const text =
          column.maxWidth === undefined
            ? column.text
            : writer.cut(column.text, cellSize, cellBold, column.maxWidth);
        const start =
          column.align === 'right' ? column.at - writer.width(text, cellSize, cellBold) : column.at;
        return { text, x: MARGIN + start, size: cellSize, bold: cellBold };
      });
    const textEnd = Math.min(
      usable - (line.right ? rightWidth + 12 : 0),
      ...cells.map((cell) => cell.x - MARGIN - 12),
    );
    const pieces = writer.wrap(line.text, size, bold, textEnd - indent);
    pieces.forEach((piece, index) => {
      const leading = size * 1.35 + (index === 0 ? (line.gapBefore ?? 0) : 0);
      if (y + leading > PAGE_HEIGHT - MARGIN) {
        newPage();
        y = MARGIN;
      }
      y += leading;
      writer.draw(piece, MARGIN + indent, y, size, bold);
      if (index > 0) return;
      if (line.right) writer.draw(line.right, PAGE_WIDTH - MARGIN - rightWidth, y, size, bold);
      for (const cell of cells) writer.draw(cell.text, cell.x, y, cell.size, cell.bold);
    });
  }
  return writer.bytes();
}
