import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the server sends precompressed (apps/server/src/features/portal/static.ts reads the same list). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|webmanifest|txt)$/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Brotli's quality per file: the maximum (11) for what browsers load. Source maps, 4× the size of the code and
 * fetched only by developer tools, take quality 5: 11 cost them ~9 s of CPU per build for 10 % smaller files.
 */
const brotliQuality = (file: string) => (file.endsWith('.map') ? 5 : constants.BROTLI_MAX_QUALITY);

/**
 * Writes `file.br` (brotli) and `file.gz` (gzip, level 9) beside every text file of the build, once, so the
 * server sends them without compressing per request. A variant is written only when smaller than the file.
 * Compression runs on libuv's thread pool, several files at a time.
 */
export async function precompress(
  dir: string,
): Promise<{ files: number; raw: number; br: number; gzip: number }> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const totals = { files: files.length, raw: 0, br: 0, gzip: 0 };
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      totals.raw += content.byteLength;
      totals.br += Math.min(br.byteLength, content.byteLength);
      totals.gzip += Math.min(gz.byteLength, content.byteLength);
      if (br.byteLength < content.byteLength) await writeFile(`${file}.br`, br);
      if (gz.byteLength < content.byteLength) await writeFile(`${file}.gz`, gz);
    }),
  );
  return totals;
}

/** Vite plugin: precompresses the written build (`vite build` only). */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let log: (message: string) => void = console.log;
  return {
    name: 'b2b-portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const started = performance.now();
      if (!(await stat(outDir).catch(() => undefined))) return;
      const { files, raw, br, gzip } = await precompress(outDir);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      log(
        `precompressed ${files} files in ${Math.round(performance.now() - started)} ms: ${kb(raw)} raw, ${kb(br)} brotli, ${kb(gzip)} gzip`,
      );
    },
  };
}
