import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';
import { negotiateEncoding } from './compression';

/** The portal build's own precompression step (apps/portal/precompress.ts), run on a fixture dist folder. */
const precompressModule = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../portal/precompress.ts',
);
type Precompress = (dir: string) => Promise<{ files: number }>;

const HASHED_JS = '/assets/index-Qx7Lm2Pa.js';
const STALE_JS = '/assets/stale-Hk3Nw8Rt.js';
/** Something like a built chunk: big enough to compress, repetitive like real code. */
const script = Array.from(
  { length: 400 },
  (_, index) =>
    `export function field${index}(value){return value===undefined?"field ${index}":String(value)}`,
).join('\n');
const CHANGED_SCRIPT = `${script}\nexport const release = 2;`;

let t: TestApp;
let distDir: string;
let token: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'portal-dist-compressed-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>Portal</title><div id="root"></div>',
  );
  writeFileSync(path.join(distDir, HASHED_JS), script);
  writeFileSync(path.join(distDir, STALE_JS), script);
  writeFileSync(path.join(distDir, 'assets', 'logo-Zr4Tq9Vb.png'), Buffer.alloc(4096, 7));
  const { precompress } = (await import(precompressModule)) as { precompress: Precompress };
  await precompress(distDir);
  // A file replaced without a rebuild's precompression: its variants, older, hold the former content.
  writeFileSync(path.join(distDir, STALE_JS), CHANGED_SCRIPT);
  const old = new Date(Date.now() - 10 * 60_000);
  utimesSync(path.join(distDir, `${STALE_JS}.br`), old, old);
  utimesSync(path.join(distDir, `${STALE_JS}.gz`), old, old);
  t = await createTestApp({ env: { PORTAL_DIST: distDir, LOG_LEVEL: 'silent' } });
  token = await t.signIn('buyer@northwind.example');
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (acceptEncoding !== undefined) headers.set('Accept-Encoding', acceptEncoding);
  return t.app.request(url, { ...init, headers });
}

function decode(body: Uint8Array, encoding: string | null): string {
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(body)
      : encoding === 'gzip'
        ? gunzipSync(body)
        : Buffer.from(body);
  return bytes.toString('utf8');
}

async function bodyOf(answer: Response): Promise<Uint8Array> {
  return new Uint8Array(await answer.arrayBuffer());
}

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['deflate', undefined],
    ['', undefined],
  ])('should pick %j as %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('the built portal, precompressed', () => {
  it('should send a hashed script as brotli to a client that accepts br, with the cache headers unchanged', async () => {
    const answer = await get(HASHED_JS, 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bodyOf(answer);
    expect(Number(answer.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(script.length / 4);
    expect(decode(body, 'br')).toBe(readFileSync(path.join(distDir, HASHED_JS), 'utf8'));
  });

  it('should send gzip to a client that accepts only gzip', async () => {
    const answer = await get(HASHED_JS, 'gzip');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bodyOf(answer);
    expect(Number(answer.headers.get('content-length'))).toBe(body.byteLength);
    expect(decode(body, 'gzip')).toBe(script);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity', 'identity'],
    ['br;q=0, gzip;q=0', 'br;q=0, gzip;q=0'],
  ])('should send the file as it is to a client with %s', async (_, acceptEncoding) => {
    const answer = await get(HASHED_JS, acceptEncoding);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bodyOf(answer);
    expect(Number(answer.headers.get('content-length'))).toBe(body.byteLength);
    expect(decode(body, null)).toBe(script);
  });

  it('should keep index.html uncached when it is sent compressed or not', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const answer = await get('/', acceptEncoding);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(decode(await bodyOf(answer), answer.headers.get('content-encoding'))).toContain(
        '<div id="root">',
      );
    }
  });

  it('should not send a precompressed variant written minutes before its file', async () => {
    const answer = await get(STALE_JS, 'br');
    // Compressed on the fly instead (the answer is big enough), never from the stale .br.
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(decode(await bodyOf(answer), 'br')).toBe(CHANGED_SCRIPT);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('should send an image as it is', async () => {
    const answer = await get('/assets/logo-Zr4Tq9Vb.png', 'br, gzip');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect((await bodyOf(answer)).byteLength).toBe(4096);
  });
});

describe('API answers', () => {
  const auth = () => ({ Authorization: `Bearer ${token}` });

  it('should compress a JSON answer over 1 KB and decode to the same JSON', async () => {
    const searchPath = '/api/v1.0/Product/search?size=50';
    const plain = await get(searchPath, undefined, { headers: auth() });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const raw = await bodyOf(plain);
    expect(raw.byteLength).toBeGreaterThan(1024);
    const expected = JSON.parse(decode(raw, null));

    for (const encoding of ['br', 'gzip']) {
      const answer = await get(searchPath, encoding, { headers: auth() });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await bodyOf(answer);
      expect(Number(answer.headers.get('content-length'))).toBe(body.byteLength);
      expect(body.byteLength).toBeLessThan(raw.byteLength / 2);
      expect(JSON.parse(decode(body, encoding))).toEqual(expected);
    }
  });

  it('should send a small JSON answer as it is', async () => {
    const answer = await get('/api/health', 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBeNull();
    const body = await bodyOf(answer);
    expect(body.byteLength).toBeLessThan(1024);
    expect(JSON.parse(decode(body, null))).toMatchObject({ status: expect.any(String) });
  });

  it('should give a compressed variant its own ETag and answer 304 for it', async () => {
    const plain = await get('/api/openapi.json');
    const etag = plain.headers.get('etag') as string;
    const compressed = await get('/api/openapi.json', 'br');
    expect(compressed.headers.get('content-encoding')).toBe('br');
    const variantTag = compressed.headers.get('etag') as string;
    expect(variantTag).toMatch(/^".+"$/);
    expect(variantTag).not.toBe(etag);
    const again = await get('/api/openapi.json', 'br', { headers: { 'If-None-Match': variantTag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(variantTag);
    expect((await bodyOf(again)).byteLength).toBe(0);
    // The identity tag does not validate the brotli variant (nor the other way round).
    const gzipWithBrTag = await get('/api/openapi.json', 'gzip', {
      headers: { 'If-None-Match': variantTag },
    });
    expect(gzipWithBrTag.status).toBe(200);
    expect(gzipWithBrTag.headers.get('content-encoding')).toBe('gzip');
  });

  it('should not compress a PDF or an XLSX download', async () => {
    const list = await get('/api/v1.0/quote/list', 'br, gzip', {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(list.status).toBe(200);
    const page = JSON.parse(decode(await bodyOf(list), list.headers.get('content-encoding'))) as {
      data: { id: string }[];
    };
    const id = page.data[0]?.id;
    expect(id).toBeDefined();
    const pdf = await get(`/api/v1.0/quote/download?id=${id}&format=1`, 'br, gzip', { headers: auth() });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-encoding')).toBeNull();
    const body = await bodyOf(pdf);
    expect(Buffer.from(body.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const sheet = await get('/api/v1.0/quote/export', 'br, gzip', {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect(sheet.headers.get('content-encoding')).toBeNull();
    // An XLSX file is a ZIP archive.
    expect(Buffer.from((await bodyOf(sheet)).subarray(0, 2)).toString('latin1')).toBe('PK');
  });

  it('should not compress a HEAD answer', async () => {
    const answer = await get('/api/openapi.json', 'br', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBeNull();
  });
});
