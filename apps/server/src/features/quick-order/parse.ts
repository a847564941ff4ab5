import { formatMessage } from '@b2b-portal/api/messages';
import { readSheet } from 'read-excel-file/node';
import { ProblemError } from '../../http/problem';

/**
 * The lines of a quick order as written (issue 17): pasted text, a CSV file or an XLSX file, each a grid of
 * cells whose first column is the part number and second the quantity. Blank rows are skipped (but counted, so a
 * line's number is its row in the file), and so is a first row that is a heading ("Part number", "Qty").
 */

export interface WrittenLine {
  /** 1-based row of the paste or file. */
  line: number;
  part: string;
  quantityText: string;
}

const HEADING_PART = /^(manufacturer\s*)?(mfr\.?\s*)?(part|sku|item|product)\b/i;
const HEADING_QUANTITY = /^(qty|quantity|quantities|menge|units?)\b/i;

/** The written lines of a grid of cells: its first two columns, trimmed, without blank rows or a heading. */
export function linesOfGrid(grid: readonly (readonly string[])[]): WrittenLine[] {
  const lines: WrittenLine[] = [];
  grid.forEach((cells, index) => {
    const part = (cells[0] ?? '').trim();
    const quantityText = (cells[1] ?? '').trim();
    if (part === '' && quantityText === '') return;
    if (lines.length === 0 && (HEADING_QUANTITY.test(quantityText) || HEADING_PART.test(part))) {
      if (!/\d/.test(quantityText)) return;
    }
    lines.push({ line: index + 1, part, quantityText });
  });
  return lines;
}

/**
 * Pasted text: a row per line; cells split at tabs (a paste from a spreadsheet), else at commas or semicolons,
 * else at spaces ("C9200-24P-E 2").
 */
export function gridOfText(text: string): string[][] {
  return text.split(/\r\n|\n|\r/).map((row) => {
    if (row.includes('\t')) return row.split('\t');
    if (/[,;]/.test(row)) return row.split(/[,;]/);
    return row.trim().split(/\s+/);
  });
}

export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
}

/**
 * A CSV file (RFC 4180: quoted cells with "" for a quote and line breaks inside quotes), its delimiter the
 * first of comma, semicolon or tab found in the first row. Not UTF-8 text, a NUL, or a quote left open: unreadable.
 */
export function gridOfCsv(bytes: Uint8Array): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnreadableFile('not UTF-8 text');
  }
  if (text.includes('\u0000')) throw new UnreadableFile('binary content');
  text = text.replace(/^\uFEFF/, '');
  const firstRow = text.slice(0, text.search(/\r|\n|$/));
  const delimiter = [',', ';', '\t']
    .map((candidate) => ({ candidate, count: firstRow.split(candidate).length }))
    .sort((a, b) => b.count - a.count)[0]?.candidate as string;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index] as string;
    if (quoted) {
      if (character !== '"') cell += character;
      else if (text[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = false;
    } else if (character === '"' && cell === '') quoted = true;
    else if (character === delimiter) {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (quoted) throw new UnreadableFile('a quoted cell is not closed');
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The first sheet of an XLSX workbook, its cells as text (a number as written: 2, not 2.0). */
export async function gridOfXlsx(bytes: Uint8Array): Promise<string[][]> {
  // An XLSX file is a ZIP archive: "PK\x03\x04".
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new UnreadableFile('not a ZIP archive');
  try {
    const rows = await readSheet(Buffer.from(bytes));
    return rows.map((cells) => cells.map((value) => (value === null ? '' : String(value))));
  } catch (error) {
    throw new UnreadableFile(error instanceof Error ? error.message : 'unreadable workbook');
  }
}

/** The kind of a file by its name; null for neither. */
export function fileKind(fileName: string): 'csv' | 'xlsx' | null {
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension === 'csv' || extension === 'txt') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  return null;
}

/** The written lines of an uploaded file, or a 400 that says why it cannot be read. */
export async function linesOfFile(fileName: string, bytes: Uint8Array): Promise<WrittenLine[]> {
  const kind = fileKind(fileName);
  if (!kind) {
    throw new ProblemError(400, 'QuickOrderFileType', formatMessage('QuickOrder.FileType', { fileName }), [
      { path: 'file', message: formatMessage('QuickOrder.FileType', { fileName }) },
    ]);
  }
  try {
    return linesOfGrid(kind === 'csv' ? gridOfCsv(bytes) : await gridOfXlsx(bytes));
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    const message = formatMessage('QuickOrder.FileUnreadable', { fileName });
    throw new ProblemError(400, 'QuickOrderFileUnreadable', message, [{ path: 'file', message }]);
  }
}
