import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import {
  type ContentCoding,
  negotiatedAnswer,
  negotiateEncoding,
  varyOnAcceptEncoding,
} from '../../http/compression';
import { completeAnswer } from '../../http/security-headers';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/** Built files the portal build precompresses (apps/portal/precompress.ts writes `file.br` and `file.gz`). */
const PRECOMPRESSED = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
]);
const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/**
 * A variant written more than this before its file is stale (the file was edited after the build) and ignored.
 * The build writes variants after their files; the slack lets a copy of the folder that does not keep times
 * (`cp -r`, which may copy `file.br` before `file`) keep its variants.
 */
const STALE_VARIANT_MS = 60_000;

/** The precompressed variants of `file` that exist and are not stale. */
async function variantsOf(file: string, modified: number): Promise<ContentCoding[]> {
  const codings = Object.keys(SUFFIX) as ContentCoding[];
  const found = await Promise.all(
    codings.map((coding) =>
      stat(file + SUFFIX[coding]).then(
        (info) => info.isFile() && info.mtimeMs >= modified - STALE_VARIANT_MS,
        () => false,
      ),
    ),
  );
  return codings.filter((_, index) => found[index]);
}

/**
 * Vite's hashed asset names under assets/ (`assets/index-4f3a9c1b.js`, and the shared chunks named by their hash
 * alone, `assets/0YVJWyXb.js`): safe to cache for a year.
 */
const HASHED_ASSET = /^\/assets\/(?:.+[.-][A-Za-z0-9_-]{8,}|[A-Za-z0-9_-]{8})\.[a-z0-9]+$/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body><main><h1>The portal is not built yet</h1>
<p>The API is running. Build the portal with <code>pnpm --filter @b2b-portal/portal build</code>
(or <code>pnpm build</code> at the repository root) and reload this page.</p></main></body></html>`;

/**
 * Serves the built portal (PORTAL_DIST) on the API's origin: index.html at '/', never cached so a new release
 * is picked up; hashed assets cached for a year. Text files are sent as their precompressed `.br` or `.gz`
 * variant when the client accepts it (Accept-Encoding, `q=0` refused), with `Vary: Accept-Encoding`. Paths are used as sent (never lower-cased) and confined to the
 * dist folder.
 */
export function portalHandler(distDir: string) {
  const root = path.resolve(distDir);
  return async (c: Context) => {
    let requested: string;
    try {
      requested = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Not Found', 404);
    }
    if (requested.includes('\0')) return c.text('Not Found', 404);
    const isIndex = requested === '/' || requested === '/index.html';
    if (!existsSync(root)) {
      return isIndex
        ? c.html(NOT_BUILT_PAGE, 200, { 'Cache-Control': 'no-cache' })
        : c.text('Not Found', 404);
    }
    const file = path.resolve(root, `.${isIndex ? '/index.html' : requested}`);
    if (file !== root && !file.startsWith(root + path.sep)) return c.text('Not Found', 404);
    let modified: number;
    try {
      const info = await stat(file);
      if (!info.isFile()) return c.text('Not Found', 404);
      modified = info.mtimeMs;
    } catch {
      return isIndex
        ? c.html(NOT_BUILT_PAGE, 200, { 'Cache-Control': 'no-cache' })
        : c.text('Not Found', 404);
    }
    const extension = path.extname(file).toLowerCase();
    const cacheControl =
      extension === '.html'
        ? 'no-cache'
        : HASHED_ASSET.test(requested)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600';
    const headers = new Headers({
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
    });
    let coding: ContentCoding | undefined;
    if (PRECOMPRESSED.has(extension)) {
      varyOnAcceptEncoding(headers);
      const available = await variantsOf(file, modified);
      coding =
        available.length > 0 ? negotiateEncoding(c.req.header('Accept-Encoding'), available) : undefined;
      if (coding !== undefined) headers.set('Content-Encoding', coding);
    }
    const content = new Uint8Array(await readFile(coding === undefined ? file : file + SUFFIX[coding]));
    headers.set('Content-Length', String(content.byteLength));
    const answer = completeAnswer(c, content, 200, Object.fromEntries(headers));
    // Sent as a precompressed variant: settled here. Any other (no variant, or a stale one) is left to
    // `compressAnswer`.
    return coding !== undefined ? negotiatedAnswer(answer) : answer;
  };
}
