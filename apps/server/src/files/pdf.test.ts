import { describe, expect, it } from 'vitest';
import { type PdfPiece, pdfPages, pdfRows } from '../test-support/pdf';
import { type PdfLine, writePdf } from './pdf';

// US Letter with 54 pt margins: text runs from x 54 to 558 and baselines stay between 54 and 738 from the top.
const LEFT = 54;
const RIGHT = 558;

describe('writePdf', () => {
  it('flows long documents onto further pages, keeping every line in order inside the margins', async () => {
    const lines: PdfLine[] = Array.from({ length: 120 }, (_, index) => ({ text: `Line ${index + 1}` }));
    const bytes = await writePdf({ title: 'Long', lines });
    const pages = await pdfPages(bytes);
    expect(pages.length).toBe(3);
    expect(pages.flat()).toEqual(lines.map((line) => line.text));
    for (const rows of await pdfRows(bytes)) {
      for (const [piece] of rows) {
        expect(piece?.x).toBeCloseTo(LEFT, 0);
        expect(piece?.y).toBeGreaterThanOrEqual(54);
        expect(piece?.y).toBeLessThanOrEqual(792 - 54);
      }
    }
  });

  it('right-aligns amounts at the margin and table cells at their column, in any script', async () => {
    const bytes = await writePdf({
      title: 'Table',
      lines: [
        {
          text: '1',
          columns: [
            { text: 'ABC-123', at: 32 },
            { text: '东京 データ', at: 136, size: 9 },
            { text: '12', at: 376, align: 'right' },
            { text: '€1,234.50', at: 436, align: 'right' },
          ],
        },
        { text: 'Grand total', bold: true, indent: 346, right: '$2,469.00' },
      ],
    });
    const [[cells, total]] = (await pdfRows(bytes)) as [[PdfPiece[], PdfPiece[]]];
    expect(cells.map((piece) => piece.text)).toEqual(['1', 'ABC-123', '东京', 'データ', '12', '€1,234.50']);
    expect(cells[1]?.x).toBeCloseTo(LEFT + 32, 0);
    expect(cells[2]?.x).toBeCloseTo(LEFT + 136, 0);
    expect(cells[4]?.end).toBeCloseTo(LEFT + 376, 0);
    expect(cells[5]?.end).toBeCloseTo(LEFT + 436, 0);
    expect(total.map((piece) => piece.text)).toEqual(['Grand total', '$2,469.00']);
    expect(total[0]?.x).toBeCloseTo(LEFT + 346, 0);
    expect(total[1]?.end).toBeCloseTo(RIGHT, 0);
  });

  it('wraps text at spaces, and text without spaces (Chinese) between characters, within the margins', async () => {
    const latin = 'Contoso™ Café €1 — ready-to-ship racks '.repeat(6).trim();
    const chinese = '这是一个很长的中文产品描述'.repeat(8);
    const bytes = await writePdf({
      title: 'Wrap',
      lines: [{ text: latin }, { text: chinese, gapBefore: 10 }],
    });
    const [rows] = (await pdfRows(bytes)) as [PdfPiece[][]];
    expect(rows.length).toBeGreaterThan(4);
    for (const pieces of rows) expect(pieces.at(-1)?.end).toBeLessThanOrEqual(RIGHT + 0.5);
    const [lines] = (await pdfPages(bytes)) as [string[]];
    const split = lines.findIndex((line) => /^[\u4e00-\u9fff]/.test(line));
    expect(split).toBeGreaterThan(1);
    expect(lines.slice(0, split).join(' ')).toBe(latin);
    expect(lines.slice(split).join('')).toBe(chinese);
  });

  it('cuts a cell longer than its room and ends it with an ellipsis', async () => {
    const description = '东京 データ センター用 ラックマウント 無停電電源装置 '.repeat(3);
    const bytes = await writePdf({
      title: 'Cut',
      lines: [{ text: '1', columns: [{ text: description, at: 136, size: 9, maxWidth: 120 }] }],
    });
    const [[row]] = (await pdfRows(bytes)) as [[PdfPiece[]]];
    expect(row[0]?.text).toBe('1');
    expect(row[1]?.x).toBeCloseTo(LEFT + 136, 0);
    expect(row.at(-1)?.end).toBeLessThanOrEqual(LEFT + 136 + 120);
    const [[text]] = (await pdfPages(bytes)) as [[string]];
    const shown = text.split('\t')[1] as string;
    expect(shown.endsWith('…')).toBe(true);
    expect(description.startsWith(shown.slice(0, -1))).toBe(true);
    expect(shown.length).toBeGreaterThan(8);
  });

  it('keeps a word of Latin script whole when it is wider than its room before the next cell', async () => {
    const bytes = await writePdf({
      title: 'Header',
      lines: [{ text: 'Line', bold: true, columns: [{ text: 'Part', at: 26 }] }],
    });
    expect(await pdfPages(bytes)).toEqual([['Line Part']]);
  });
});
