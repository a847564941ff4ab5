/**
 * Reading the `Content-Disposition` header of file answers (RFC 6266 with RFC 8187 `filename*`).
 *
 * No-data flag (000 §7 "a content-disposition that flags no data"; the documents do not show how): a file
 * answer means "nothing matched the criteria" when its Content-Disposition value contains the word `nodata`
 * anywhere (e.g. `attachment; nodata` or `attachment; filename="nodata.csv"`), or when it carries the header
 * `X-No-Data: true`. The server sends both on an empty export so that either check finds it.
 */
export interface ContentDisposition {
  /** `attachment`, `inline`, or '' when the header is absent. */
  type: string;
  /** The file name, `filename*` preferred over `filename`; null when none is given. */
  fileName: string | null;
}

export const NO_DATA_HEADER = 'X-No-Data';

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/** RFC 8187 ext-value: `charset'language'percent-encoded`. Only UTF-8 and ISO-8859-1 are defined. */
function decodeExtValue(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]+)'[\w-]*'(.*)$/.exec(value.trim());
  if (!match) return null;
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = match[2] ?? '';
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  } catch {
    return null;
  }
  return null;
}

/** Splits on `;` outside quoted strings. */
function splitParameters(header: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < header.length; index++) {
    const char = header[index];
    if (char === '\\' && quoted) {
      current += char + (header[index + 1] ?? '');
      index++;
    } else if (char === '"') {
      quoted = !quoted;
      current += char;
    } else if (char === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** A name safe to save: path separators and control characters removed. */
function safeFileName(name: string): string | null {
  const printable = Array.from(name)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join('');
  const cleaned = printable.replace(/^.*[\\/]/, '').trim();
  return cleaned === '' ? null : cleaned;
}

export function parseContentDisposition(header: string | null | undefined): ContentDisposition {
  if (!header) return { type: '', fileName: null };
  const [first = '', ...parameters] = splitParameters(header);
  const type = first.includes('=') ? '' : first.toLowerCase();
  let plain: string | null = null;
  let extended: string | null = null;
  for (const parameter of first.includes('=') ? [first, ...parameters] : parameters) {
    const equals = parameter.indexOf('=');
    if (equals < 0) continue;
    const name = parameter.slice(0, equals).trim().toLowerCase();
    const value = parameter.slice(equals + 1);
    if (name === 'filename*') extended = decodeExtValue(value) ?? extended;
    else if (name === 'filename') plain = unquote(value);
  }
  const chosen = extended ?? plain;
  return { type, fileName: chosen === null ? null : safeFileName(chosen) };
}

/** The no-data flag described at the top of this file. */
export function flagsNoData(headers: Headers): boolean {
  if (headers.get(NO_DATA_HEADER)?.trim().toLowerCase() === 'true') return true;
  return /nodata/i.test(headers.get('content-disposition') ?? '');
}
