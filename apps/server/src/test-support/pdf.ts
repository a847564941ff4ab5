import { getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF as a reader extracts it (pdf.js through unpdf): per page, its lines from top to bottom.
 * Pieces of one line are joined as they sit: touching pieces (runs of different fonts) directly, pieces a space
 * apart with a space, pieces further apart (table cells, an amount at the right margin) with a tab.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const rows = new Map<number, { x: number; end: number; size: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x, y] = item.transform as number[];
      const key = [...rows.keys()].find((row) => Math.abs(row - (y as number)) < 1) ?? (y as number);
      const piece = { x: x as number, end: (x as number) + item.width, size: item.height, text: item.str };
      rows.set(key, [...(rows.get(key) ?? []), piece]);
    }
    pages.push(
      [...rows.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, pieces]) => {
          pieces.sort((a, b) => a.x - b.x);
          return pieces
            .map((piece, index) => {
              const before = pieces[index - 1];
              const gap = before ? piece.x - before.end : 0;
              return (gap > piece.size * 0.6 ? '\t' : gap > 1 ? ' ' : '') + piece.text;
            })
            .join('');
        }),
    );
  }
  await pdf.cleanup();
  return pages;
}

/** All lines of a PDF's text, page after page, joined with newlines. */
export const pdfText = async (bytes: Uint8Array) => (await pdfPages(bytes)).flat().join('\n');
