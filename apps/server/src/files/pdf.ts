/**
 * A small PDF writer for document downloads (requisitions, quotes): US Letter pages of text lines in the
 * standard Helvetica fonts (no embedding), flowed onto as many pages as needed. Content streams are left
 * uncompressed, so the text of a download can be checked by reading its bytes. Characters outside Windows-1252
 * are written as '?'.
 */

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
}

export interface PdfDocument {
  title: string;
  lines: readonly PdfLine[];
}

export const PDF_CONTENT_TYPE = 'application/pdf';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;

// Windows-1252 code points 0x80–0x9f that differ from Latin-1.
const CP1252: Record<number, number> = {
  8364: 0x80,
  8218: 0x82,
  402: 0x83,
  8222: 0x84,
  8230: 0x85,
  8224: 0x86,
  8225: 0x87,
  710: 0x88,
  8240: 0x89,
  352: 0x8a,
  8249: 0x8b,
  338: 0x8c,
  381: 0x8e,
  8216: 0x91,
  8217: 0x92,
  8220: 0x93,
  8221: 0x94,
  8226: 0x95,
  8211: 0x96,
  8212: 0x97,
  732: 0x98,
  8482: 0x99,
  353: 0x9a,
  8250: 0x9b,
  339: 0x9c,
  382: 0x9e,
  376: 0x9f,
};

/** A PDF string literal of `text` in WinAnsiEncoding, with (, ) and \ escaped. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    let byte = code;
    if (code > 0xff || (code >= 0x80 && code < 0xa0)) byte = CP1252[code] ?? 63;
    if (byte < 0x20) byte = 32;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

// Approximate average glyph widths of Helvetica (per 1000 units) for right alignment and wrapping.
const averageWidth = (text: string, size: number, bold: boolean) => text.length * size * (bold ? 0.58 : 0.53);

/** Splits a long line into pieces that fit the width. */
function wrap(text: string, size: number, bold: boolean, width: number): string[] {
  if (averageWidth(text, size, bold) <= width) return [text];
  const words = text.split(/\s+/);
  const pieces: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (current && averageWidth(next, size, bold) > width) {
      pieces.push(current);
      current = word;
    } else current = next;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Writes the document as PDF 1.4 bytes. */
export function writePdf(document: PdfDocument): Uint8Array<ArrayBuffer> {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  const usable = PAGE_WIDTH - 2 * MARGIN;
  for (const line of document.lines) {
    const size = line.size ?? 10;
    const bold = line.bold ?? false;
    const indent = line.indent ?? 0;
    const rightWidth = line.right ? averageWidth(line.right, size, bold) + 12 : 0;
    const cells = (line.columns ?? [])
      .filter((column) => column.text !== '')
      .map((column) => {
        const cellSize = column.size ?? size;
        const cellBold = column.bold ?? bold;
        const start =
          column.align === 'right' ? column.at - averageWidth(column.text, cellSize, cellBold) : column.at;
        return { text: column.text, x: MARGIN + start, size: cellSize, bold: cellBold };
      });
    const textEnd = Math.min(usable - rightWidth, ...cells.map((cell) => cell.x - MARGIN - 12));
    const pieces = wrap(line.text, size, bold, textEnd - indent);
    pieces.forEach((piece, index) => {
      const leading = size * 1.35 + (index === 0 ? (line.gapBefore ?? 0) : 0);
      if (y - leading < MARGIN) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= leading;
      const font = bold ? 'F2' : 'F1';
      const ops = pages[pages.length - 1] as string[];
      ops.push(`BT /${font} ${size} Tf ${MARGIN + indent} ${y.toFixed(2)} Td ${pdfString(piece)} Tj ET`);
      if (index === 0 && line.right) {
        const x = PAGE_WIDTH - MARGIN - averageWidth(line.right, size, bold);
        ops.push(`BT /${font} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(line.right)} Tj ET`);
      }
      if (index === 0) {
        for (const cell of cells) {
          const cellFont = cell.bold ? 'F2' : 'F1';
          ops.push(
            `BT /${cellFont} ${cell.size} Tf ${cell.x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(cell.text)} Tj ET`,
          );
        }
      }
    });
  }

  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then per page a page and its content.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfString(document.title)} /Producer (B2B Portal) >>`;
  pages.forEach((ops, index) => {
    const pageId = pageIds[index] as number;
    const stream = ops.join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${latin1Length(stream)} >>\nstream\n${stream}\nendstream`;
  });

  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = latin1Length(body);
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = latin1Length(body);
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1Bytes(body);
}

// Every character of the file is a single byte (strings are escaped to ASCII above; the header's are Latin-1).
const latin1Length = (text: string) => text.length;
function latin1Bytes(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

/** The text shown by a PDF this module wrote (its string literals in order), for tests. */
export function pdfText(bytes: Uint8Array): string[] {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  const found: string[] = [];
  for (const match of text.matchAll(/\((?:[^()\\]|\\[()\\]|\\\d{3})*\) Tj/g)) {
    const literal = match[0].slice(1, -4);
    found.push(
      literal
        .replace(/\\(\d{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)))
        .replace(/\\([()\\])/g, '$1'),
    );
  }
  return found;
}
