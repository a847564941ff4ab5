import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { completeDataAnswer } from './security-headers';

/** The content codings the server sends, in the order it prefers them when the client weighs them alike. */
export type ContentCoding = 'br' | 'gzip';
export const CONTENT_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to send for an `Accept-Encoding` header (RFC 9110 §12.5.3), among the ones available: the one
 * with the highest weight, `br` before `gzip` on a tie; `q=0` refuses a coding, `*` stands for every coding not
 * named, `x-gzip` is `gzip`. Without the header, or when only `identity` is acceptable, nothing is encoded.
 */
export function negotiateEncoding(
  header: string | null | undefined,
  available: readonly ContentCoding[] = CONTENT_CODINGS,
): ContentCoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      const weight = Number(value.trim());
      q = Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0;
    }
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, q);
  }
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Adds `Accept-Encoding` to the `Vary` header unless it is there (or `Vary: *`). */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === null || vary.trim() === '') headers.set('Vary', 'Accept-Encoding');
  else if (vary.trim() !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    headers.set('Vary', `${vary}, Accept-Encoding`);
}

/**
 * Text-like types worth compressing: JSON (and `+json` such as Problems), JavaScript, XML, SVG and text except
 * server-sent events. PDF, XLSX, ZIP, images and fonts are compressed already and go out as they are.
 */
const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/(?!event-stream)|application\/(?:json|[\w.-]+\+json|javascript|xml|[\w.-]+\+xml)\b|image\/svg\+xml)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

export function isCompressibleType(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE_TYPE.test(contentType);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Encodes a dynamic answer on libuv's thread pool (never on the event loop): brotli at quality 4 (close to
 * gzip's speed, smaller), gzip at its default level 6. Built assets are precompressed at maximum quality instead.
 */
export function encodeDynamic(body: Uint8Array, coding: ContentCoding): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body);
}

/**
 * Marks the answers whose coding is settled where they were made (`jsonAnswer`, the portal's files): a property
 * of the answer itself, where a WeakSet cost every call an ephemeron entry for the collector (issue 14).
 */
const NEGOTIATED = Symbol('negotiated');

/** Marks an answer whose coding was settled where it was made: `compressAnswer` leaves it as it is. */
export function negotiatedAnswer(answer: Response): Response {
  (answer as Response & { [NEGOTIATED]?: true })[NEGOTIATED] = true;
  return answer;
}

export function isNegotiated(answer: Response): boolean {
  return (answer as Response & { [NEGOTIATED]?: true })[NEGOTIATED] === true;
}

/**
 * The encoded variants of one answer's text that never changes (a kept answer's: `keptAnswer` in http/route.ts),
 * filled as clients ask for them: a kept live cart is brotli-encoded once, not on every read (issue 14).
 */
export type EncodedVariants = Partial<Record<ContentCoding, Uint8Array<ArrayBuffer>>>;

/**
 * An endpoint's JSON answer, negotiated and encoded here, where the text is at hand:
 * `compressAnswer` would have to read the answer back through a web stream and build another Response
 * (issue 14: per-request overhead). Below the threshold it goes out as it is; above it, in the coding the client
 * prefers (brotli or gzip, on the thread pool), with `Vary: Accept-Encoding` either way. Built with every header
 * of the request (`completeAnswer`), so the Node adapter writes it without the Fetch API's Headers. With
 * `encodings`, the text's encoded variants are taken from there and kept there.
 */
export async function jsonAnswer(
  c: Context,
  text: string,
  threshold = DEFAULT_COMPRESSION_THRESHOLD_BYTES,
  encodings?: EncodedVariants,
): Promise<Response> {
  const status = 200;
  const length = Buffer.byteLength(text);
  if (length < threshold) {
    return negotiatedAnswer(
      completeDataAnswer(c, text, status, {
        'cache-control': 'no-store',
        'content-type': 'application/json',
        'content-length': String(length),
      }),
    );
  }
  const coding = negotiateEncoding(c.req.header('Accept-Encoding'));
  if (coding === undefined) {
    return negotiatedAnswer(
      completeDataAnswer(c, text, status, {
        'cache-control': 'no-store',
        'content-type': 'application/json',
        vary: 'Accept-Encoding',
        'content-length': String(length),
      }),
    );
  }
  let encoded = encodings?.[coding];
  if (encoded === undefined) {
    encoded = new Uint8Array(await encodeDynamic(Buffer.from(text), coding));
    if (encodings) encodings[coding] = encoded;
  }
  return negotiatedAnswer(
    completeDataAnswer(c, encoded, status, {
      'cache-control': 'no-store',
      'content-type': 'application/json',
      vary: 'Accept-Encoding',
      'content-encoding': coding,
      'content-length': String(encoded.byteLength),
    }),
  );
}

/** The ETag of an encoded variant: the identity tag with the coding appended, so caches never mix them up. */
function variantTag(etag: string, coding: ContentCoding): string {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${coding}"` : etag;
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export const DEFAULT_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses text-like answers of at least `threshold` bytes by negotiation (brotli or gzip). Left as they are:
 * HEAD, 1xx/204/206/304, answers with a Content-Encoding (the precompressed portal files), `Cache-Control:
 * no-transform`, and types that are not text (PDF, XLSX, ZIP, images). The answer is buffered: every such
 * answer of this server is a string built in memory, and streams (server-sent events) are not text-like here.
 * An answer with an ETag gets the variant's own tag, and an `If-None-Match` naming it is answered 304.
 *
 * Run once the answer is made, by the app's first middleware (one layer fewer on every call, issue 14), outside
 * the test middleware so the conformance check reads the JSON before it is encoded. Call it only for an answer
 * that is not `isNegotiated`.
 */
export async function compressAnswer(
  c: Context,
  threshold = DEFAULT_COMPRESSION_THRESHOLD_BYTES,
): Promise<void> {
  const answer = c.res;
  const { status, headers } = answer;
  if (
    c.req.method === 'HEAD' ||
    status < 200 ||
    status === 204 ||
    status === 206 ||
    status === 304 ||
    headers.has('Content-Encoding') ||
    headers.has('Transfer-Encoding') ||
    !isCompressibleType(headers.get('Content-Type')) ||
    NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
  )
    return;
  // A small answer that says its length (the API's JSON does) leaves here, before `body` is asked for: the
  // Node adapter sends an answer it built from a string as it is, and asking for its body would turn it into
  // a web Response read back through a stream (issue 14: per-request overhead).
  const declared = headers.get('Content-Length');
  if (declared !== null && Number(declared) < threshold) return;
  if (!answer.body) return;

  const body = new Uint8Array(await answer.arrayBuffer());
  const replace = (
    content: Uint8Array<ArrayBuffer> | null,
    changes: (headers: Headers) => void,
    code = status,
  ) => {
    const next = new Headers(headers);
    changes(next);
    c.res = undefined;
    c.res = new Response(content, { status: code, statusText: answer.statusText, headers: next });
  };
  if (body.byteLength < threshold) {
    replace(body, (next) => next.set('Content-Length', String(body.byteLength)));
    return;
  }
  const coding = negotiateEncoding(c.req.header('Accept-Encoding'));
  if (coding === undefined) {
    replace(body, (next) => {
      varyOnAcceptEncoding(next);
      next.set('Content-Length', String(body.byteLength));
    });
    return;
  }
  const etag = headers.get('ETag');
  const tag = etag === null ? undefined : variantTag(etag, coding);
  if (tag !== undefined && matchesIfNoneMatch(c.req.header('If-None-Match'), tag)) {
    replace(
      null,
      (next) => {
        varyOnAcceptEncoding(next);
        next.set('ETag', tag);
        next.delete('Content-Length');
        next.delete('Content-Type');
      },
      304,
    );
    return;
  }
  const encoded = new Uint8Array(await encodeDynamic(body, coding));
  replace(encoded, (next) => {
    varyOnAcceptEncoding(next);
    next.set('Content-Encoding', coding);
    next.set('Content-Length', String(encoded.byteLength));
    if (tag !== undefined) next.set('ETag', tag);
  });
}
