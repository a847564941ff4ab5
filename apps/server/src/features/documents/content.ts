/**
 * What an upload's bytes are, whatever its name says. The name rule (`checkAttachmentUpload` of flows) runs
 * first; this check then refuses programs and active web content under any name, and refuses a file whose
 * bytes do not match its extension where that extension's format has a known signature.
 */

export type ContentCheck =
  /** `contentType` is what the bytes are; application/octet-stream when the extension has no known format. */
  | { ok: true; contentType: string }
  /** `activeContent`: a program, a script or a web page with script; `mismatch`: not what the name says. */
  | { ok: false; reason: 'activeContent' | 'mismatch' };

const OCTET_STREAM = 'application/octet-stream';
const OOXML = 'application/vnd.openxmlformats-officedocument';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Programs by their first bytes: Windows PE (MZ), ELF, Mach-O (32/64-bit, both orders, universal), scripts. */
const EXECUTABLE_SIGNATURES: readonly (readonly number[])[] = [
  ascii('MZ'),
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  ascii('#!'),
];

/** Every byte of the needle, in order, anywhere in the haystack (Buffer's search, no copy). */
function contains(bytes: Uint8Array, needle: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle, 0, 'latin1');
}

/** An OOXML package: a ZIP whose directory names `[Content_Types].xml`. */
const isOfficeOpenXml = (bytes: Uint8Array) =>
  startsWith(bytes, ZIP) && contains(bytes, '[Content_Types].xml');

function isUtf8TextWithoutNul(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Markup a browser would run: a script element, a javascript: URL, or an HTML or SVG document with event
 * handler attributes. Looked for in files that are text (binary formats are recognised by signature first).
 */
function hasActiveMarkup(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').toLowerCase();
  if (/<script[\s>/]/.test(text) || /javascript\s*:/.test(text)) return true;
  const head = text.slice(0, 4096).trimStart();
  const isMarkupDocument =
    /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(!doctype\s+(html|svg)|html|svg|head|body)[\s>]/.test(head);
  return isMarkupDocument && /<[a-z][^>]*\son[a-z]+\s*=/.test(text);
}

interface KnownFormat {
  matches: (bytes: Uint8Array) => boolean;
  contentType: string;
}

const text = (contentType: string): KnownFormat => ({ matches: isUtf8TextWithoutNul, contentType });
const ooxml = (kind: string): KnownFormat => ({ matches: isOfficeOpenXml, contentType: `${OOXML}.${kind}` });
const ole = (contentType: string): KnownFormat => ({
  matches: (bytes) => startsWith(bytes, OLE),
  contentType,
});

/** Extensions whose format has a signature the bytes must carry, with the type the file is served as. */
export const KNOWN_FORMATS: Readonly<Record<string, KnownFormat>> = {
  pdf: { matches: (bytes) => startsWith(bytes, PDF), contentType: 'application/pdf' },
  png: { matches: (bytes) => startsWith(bytes, PNG), contentType: 'image/png' },
  jpg: { matches: (bytes) => startsWith(bytes, JPEG), contentType: 'image/jpeg' },
  jpeg: { matches: (bytes) => startsWith(bytes, JPEG), contentType: 'image/jpeg' },
  gif: { matches: (bytes) => startsWith(bytes, GIF87) || startsWith(bytes, GIF89), contentType: 'image/gif' },
  docx: ooxml('wordprocessingml.document'),
  xlsx: ooxml('spreadsheetml.sheet'),
  pptx: ooxml('presentationml.presentation'),
  doc: ole('application/msword'),
  xls: ole('application/vnd.ms-excel'),
  ppt: ole('application/vnd.ms-powerpoint'),
  zip: {
    matches: (bytes) => startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP),
    contentType: 'application/zip',
  },
  txt: text('text/plain; charset=utf-8'),
  csv: text('text/csv; charset=utf-8'),
};

/**
 * The types a download may be served as; anything else goes out as application/octet-stream. Every type
 * `checkContent` answers is here, so this only matters for rows written some other way.
 */
export const SAFE_CONTENT_TYPES: ReadonlySet<string> = new Set([
  ...Object.values(KNOWN_FORMATS).map((format) => format.contentType),
]);

/** Whether the bytes may be stored under a name with this extension (lower case, no dot), and as what type. */
export function checkContent(extension: string, bytes: Uint8Array): ContentCheck {
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
  if (EXECUTABLE_SIGNATURES.some((signature) => startsWith(body, signature))) {
    return { ok: false, reason: 'activeContent' };
  }
  const known = KNOWN_FORMATS[extension];
  if (known && !known.matches(bytes)) return { ok: false, reason: 'mismatch' };
  // Binary formats recognised by their signature cannot be rendered as a page; anything else may be text.
  const binary = known !== undefined && known.matches !== isUtf8TextWithoutNul;
  if (!binary && hasActiveMarkup(bytes)) return { ok: false, reason: 'activeContent' };
  return { ok: true, contentType: known?.contentType ?? OCTET_STREAM };
}
