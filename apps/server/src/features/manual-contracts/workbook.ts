import { MANUAL_CONTRACT_COLUMNS } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { read, SSF, utils } from '@e965/xlsx';
import { writeXlsx } from '../../files/xlsx';

/**
 * The workbooks of the manual contract upload (issue 19). Reading: SheetJS (`@e965/xlsx`, the current SheetJS
 * Community Edition as published to npm), which reads both the old binary XLS (BIFF8 in an OLE compound file)
 * and XLSX; `read-excel-file`, which the quick order uses, reads XLSX only. The template is written with the
 * repo's `writeXlsx` like every other export.
 */

export class UnreadableWorkbook extends Error {
  override name = 'UnreadableWorkbook';
}

/** A cell as read: text, a number (also a spreadsheet date's serial, see `dateCell`), or empty. */
export type Cell = string | number | boolean | null;

export interface ReadSheet {
  /** The rows of the first sheet, each with its 1-based row number in the spreadsheet. */
  rows: { row: number; cells: Cell[] }[];
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * The first sheet of an XLS or XLSX workbook, by its bytes (never by its name): an XLSX is a ZIP package, an XLS
 * an OLE compound file. Anything else (a program renamed .xlsx, a CSV, a PDF) is unreadable before any parsing,
 * because SheetJS would otherwise take plain text for a one-column sheet.
 */
export function readWorkbook(bytes: Uint8Array): ReadSheet {
  const zip = startsWith(bytes, ZIP);
  if (!zip && !startsWith(bytes, OLE)) throw new UnreadableWorkbook('neither a ZIP package nor an OLE file');
  let grid: Cell[][];
  let firstRow = 0;
  try {
    const workbook = read(bytes, {
      type: 'array',
      dense: true,
      cellDates: false,
      cellHTML: false,
      cellText: false,
      cellFormula: false,
      cellNF: false,
      cellStyles: false,
    });
    const name = workbook.SheetNames[0];
    const sheet = name === undefined ? undefined : workbook.Sheets[name];
    if (!sheet) throw new UnreadableWorkbook('no sheet');
    if (sheet['!ref']) firstRow = utils.decode_range(sheet['!ref']).s.r;
    grid = utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  } catch (error) {
    throw new UnreadableWorkbook(error instanceof Error ? error.message : 'unreadable workbook');
  }
  return { rows: grid.map((cells, index) => ({ row: firstRow + index + 1, cells })) };
}

/** YYYY-MM-DD of a spreadsheet date serial (the 1900 date system), or null when it is no date. */
export function dateOfSerial(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
  const parts = SSF.parse_date_code(serial);
  if (!parts) return null;
  return `${String(parts.y).padStart(4, '0')}-${String(parts.m).padStart(2, '0')}-${String(parts.d).padStart(2, '0')}`;
}

/** The template of one ERP account number: the columns' headers and an example row, then a sheet of notes. */
export async function contractTemplate(erpAccountNumber: string): Promise<Uint8Array<ArrayBuffer>> {
  type Line = Record<string, string | number>;
  const example: Line = Object.fromEntries(
    MANUAL_CONTRACT_COLUMNS.map((column) => [column.key, column.example]),
  );
  return writeXlsx<Line>([
    {
      name: 'Contracts',
      columns: MANUAL_CONTRACT_COLUMNS.map((column) => ({
        header: column.header,
        value: (line: Line) => line[column.key] ?? '',
        width: Math.max(14, column.header.length + 4),
      })),
      rows: [example],
    },
    {
      name: 'Instructions',
      preamble: [`ERP account number ${erpAccountNumber}`, formatMessage('ManualContract.TemplateHint')],
      columns: [
        { header: 'Column', value: (line: Line) => line.header ?? '', width: 24 },
        { header: 'Required', value: (line: Line) => line.required ?? '', width: 10 },
        { header: 'Example', value: (line: Line) => line.example ?? '', width: 28 },
      ],
      rows: MANUAL_CONTRACT_COLUMNS.map((column) => ({
        header: column.header,
        required: column.required ? 'Yes' : 'No',
        example: column.example,
      })),
    },
  ]);
}
