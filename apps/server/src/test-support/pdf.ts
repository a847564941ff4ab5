import { getDocumentProxy } from 'unpdf';

/** A piece of text as a PDF reader finds it: its left and right edges in points from the page's left. */
export interface PdfPiece {
  x: number;
  end: number;
  /** Baseline, in points from the page's bottom. */
  y: number;
  size: number;
  text: string;
}

/** The text of a PDF as a reader extracts it (pdf.js through unpdf): per page, its rows of pieces, top to bottom. */
export async function pdfRows(bytes: Uint8Array): Promise<PdfPiece[][][]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: PdfPiece[][][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const rows = new Map<number, PdfPiece[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x, y] = item.transform as [number, number, number, number, number, number];
      const key = [...rows.keys()].find((row) => Math.abs(row - y) < 1) ?? y;
      rows.set(key, [
        ...(rows.get(key) ?? []),
        { x, end: x + item.width, y, size: item.height, text: item.str },
      ]);
    }
    pages.push(
      [...rows.entries()].sort(([a], [b]) => b - a).map(([, pieces]) => pieces.sort((a, b) => a.x - b.x)),
    );
  }
  await pdf.cleanup();
  return pages;
}

/**
 * Per page, its lines of text from top to bottom. Pieces of one line are joined as they sit: touching pieces
 * (runs of different fonts) directly, pieces a space apart with a space, pieces further apart (table cells, an
 * amount at the right margin) with a tab.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
  return (await pdfRows(bytes)).map((rows) =>
    rows.map((pieces) =>
      pieces
        .map((piece, index) => {
          const before = pieces[index - 1];
          const gap = before ? piece.x - before.end : 0;
          return (gap > piece.size * 0.6 ? '\t' : gap > 1 ? ' ' : '') + piece.text;
        })
        .join(''),
    ),
  );
}

/** All lines of a PDF's text, page after page, joined with newlines. */
export const pdfText = async (bytes: Uint8Array) => (await pdfPages(bytes)).flat().join('\n');
