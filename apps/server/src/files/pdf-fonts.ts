/**
 * The fonts of the PDF downloads: Noto Sans (Latin, Greek, Cyrillic, Vietnamese) with Noto Sans SC (Chinese,
 * Japanese kana) as the fallback, both from Fontsource packages (OFL-1.1). Fontsource splits each font into
 * Unicode-range files listed in its `unicode.json`; a character is drawn with the first file, in the order
 * below, whose range holds it and whose font has a glyph for it (fontkit's `hasGlyphForCodePoint`). Files are
 * read once per process, unpacked from WOFF to plain TrueType (fontkit inflates a WOFF table in JavaScript each
 * time it reads it, once per glyph when subsetting), and subset by pdfkit when embedded, so a PDF carries only
 * the glyphs it uses.
 *
 * The packages are located at run time through Node's resolution from this module
 * (`createRequire(import.meta.url)`), so a bundled server finds them as long as the two packages are installed
 * beside the bundle (keep them external).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

export type Weight = 400 | 700;

/** One Unicode-range file of a Fontsource package, in both weights. */
interface Face {
  ranges: readonly (readonly [number, number])[];
  file: (weight: Weight) => string;
}

// The main font first, then the CJK fallback. Within a package the `latin` file comes first, so a character in
// several ranges (U+0304 is in latin, latin-ext and vietnamese) uses the one most text is drawn with.
const PACKAGES = ['@fontsource/noto-sans', '@fontsource/noto-sans-sc'] as const;

/** `U+0000-00FF,U+0131` → [[0, 255], [305, 305]]. */
function parseRanges(list: string): [number, number][] {
  return list.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

function packageFaces(pkg: string): Face[] {
  const unicodeJson = createRequire(import.meta.url).resolve(`${pkg}/unicode.json`);
  const files = join(dirname(unicodeJson), 'files');
  const name = pkg.slice(pkg.indexOf('/') + 1);
  const subsets = Object.entries(JSON.parse(readFileSync(unicodeJson, 'utf8')) as Record<string, string>);
  subsets.sort(([a], [b]) => Number(b === 'latin') - Number(a === 'latin'));
  return subsets.map(([subset, ranges]) => {
    // Numbered subsets are keyed "[117]" and named "noto-sans-sc-117-400-normal.woff".
    const part = subset.replace(/^\[(\d+)\]$/, '$1');
    return {
      ranges: parseRanges(ranges),
      file: (weight: Weight) => join(files, `${name}-${part}-${weight}-normal.woff`),
    };
  });
}

let faces: Face[] | undefined;
const fonts = new Map<string, { bytes: Buffer; font: Font }>();
const chosen = new Map<string, string>();

/** A WOFF 1.0 file as the TrueType/OpenType file it packs (its tables inflated with Node's zlib). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF'
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const packed = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(packed) : packed,
    };
  });
  const log2 = Math.floor(Math.log2(numTables));
  let offset = 12 + numTables * 16;
  const header = Buffer.alloc(offset);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the packed font's flavor
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(2 ** log2 * 16, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(numTables * 16 - 2 ** log2 * 16, 10);
  const parts: Buffer[] = [header];
  tables.forEach((table, index) => {
    header.writeUInt32BE(table.tag, 12 + index * 16);
    header.writeUInt32BE(table.checksum, 16 + index * 16);
    header.writeUInt32BE(offset, 20 + index * 16);
    header.writeUInt32BE(table.data.length, 24 + index * 16);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

/** The TrueType bytes and parsed font of a font file, read once. */
export function fontFile(path: string): { bytes: Buffer; font: Font } {
  let entry = fonts.get(path);
  if (!entry) {
    const bytes = woffToSfnt(readFileSync(path));
    entry = { bytes, font: create(bytes) as Font };
    fonts.set(path, entry);
  }
  return entry;
}

/** The main font's file: what a character no font has is drawn with (as the font's missing-glyph box). */
export function mainFontFile(weight: Weight): string {
  faces ??= PACKAGES.flatMap(packageFaces);
  return (faces[0] as Face).file(weight);
}

/** The file of the first font that has a glyph for the character, or the main font's when none has. */
export function fontFileFor(codePoint: number, weight: Weight): string {
  const key = `${weight}:${codePoint}`;
  let file = chosen.get(key);
  if (file === undefined) {
    faces ??= PACKAGES.flatMap(packageFaces);
    const face = faces.find(
      (candidate) =>
        candidate.ranges.some(([from, to]) => codePoint >= from && codePoint <= to) &&
        fontFile(candidate.file(weight)).font.hasGlyphForCodePoint(codePoint),
    );
    file = face ? face.file(weight) : mainFontFile(weight);
    chosen.set(key, file);
  }
  return file;
}

/** Whether the font in the file has a glyph for the character. */
export const fileHasGlyph = (file: string, codePoint: number) =>
  fontFile(file).font.hasGlyphForCodePoint(codePoint);
