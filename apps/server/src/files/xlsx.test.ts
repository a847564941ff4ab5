import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { fileResponse } from './response';
import { writeXlsx } from './xlsx';

describe('writeXlsx', () => {
  it('should write a workbook that reads back with its header, text and numbers', async () => {
    const bytes = await writeXlsx([
      {
        name: 'Parts list',
        preamble: ['Saved cart SC-100001'],
        columns: [
          { header: 'Part', value: (row: { part: string; price: number }) => row.part },
          { header: 'Price', value: (row) => row.price, format: 'money' },
        ],
        rows: [
          { part: 'C9300-24P-A', price: 4895 },
          { part: 'CON-SNT-C93002PA', price: 38.25 },
        ],
      },
    ]);
    expect(Buffer.from(bytes.subarray(0, 2)).toString()).toBe('PK');
    const sheets = await readXlsxFile(Buffer.from(bytes));
    const rows = sheets[0]?.data ?? [];
    expect(rows[0]).toEqual(['Saved cart SC-100001', null]);
    expect(rows.slice(2)).toEqual([
      ['Part', 'Price'],
      ['C9300-24P-A', 4895],
      ['CON-SNT-C93002PA', 38.25],
    ]);
  });
});

describe('fileResponse', () => {
  it('should name the file in content-disposition, with a UTF-8 form for other characters', () => {
    const response = fileResponse('x', 'Bestellliste Köln.xlsx', 'text/plain');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Bestellliste K_ln.xlsx"; filename*=UTF-8''Bestellliste%20K%C3%B6ln.xlsx`,
    );
  });
});
