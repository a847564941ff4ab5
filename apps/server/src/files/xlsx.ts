import writeXlsxFile, { type SheetData } from 'write-excel-file/node';

/** A column of an exported sheet: its header and how to read the cell from a record. */
export interface XlsxColumn<T> {
  header: string;
  value: (record: T) => string | number | null;
  /**
   * `money` (two decimals with thousands separators; a decimal string such as "2158.92" becomes a number cell,
   * other text stays text), `integer`, or plain text/number.
   */
  format?: 'money' | 'integer';
  /** Width in characters. */
  width?: number;
}

export interface XlsxSheet<T> {
  name: string;
  columns: readonly XlsxColumn<T>[];
  rows: readonly T[];
  /** Rows shown above the table (a title, the document number…). */
  preamble?: readonly string[];
}

const FORMATS = { money: '#,##0.00', integer: '0' } as const;
const decimal = /^-?\d+(\.\d+)?$/;

/**
 * A money cell is a spreadsheet number (a spreadsheet keeps doubles): an amount of 2 decimals reads back as the
 * same decimal, and the cell's format shows 2 decimals.
 */
const cellValue = (value: string | number, format: XlsxColumn<unknown>['format']) =>
  format === 'money' && typeof value === 'string' && decimal.test(value) ? Number(value) : value;

/** Builds one XLSX workbook (a real Office Open XML file) from typed sheets. */
export async function writeXlsx<T>(sheets: readonly XlsxSheet<T>[]): Promise<Uint8Array<ArrayBuffer>> {
  const built = sheets.map((sheet) => {
    const data: SheetData = [];
    for (const line of sheet.preamble ?? []) data.push([{ value: line, fontWeight: 'bold' }]);
    if (sheet.preamble?.length) data.push([]);
    data.push(sheet.columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const })));
    for (const record of sheet.rows) {
      data.push(
        sheet.columns.map((column) => {
          const raw = column.value(record);
          if (raw === null || raw === '') return null;
          const value = cellValue(raw, column.format);
          return typeof value === 'number'
            ? { value, type: Number, format: column.format ? FORMATS[column.format] : undefined }
            : { value: String(value), type: String };
        }),
      );
    }
    return {
      data,
      sheet: sheet.name.slice(0, 31),
      columns: sheet.columns.map((column) => ({ width: column.width ?? 16 })),
    };
  });
  const buffer = await writeXlsxFile(built).toBuffer();
  return new Uint8Array(buffer);
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
