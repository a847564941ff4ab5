#!/usr/bin/env node
// Bundles the server into dist/main.js and the PGlite worker thread into dist/pglite-worker.js
// (`pnpm --filter @b2b-portal/server build`): ESM for Node 20 with a
// source map, our workspace packages and their own dependencies inside, the server's npm dependencies left as
// imports (node_modules beside this package resolves them; PGlite finds its wasm and data files in its own
// folder). The bundle sits one folder below the package like src/, so `new URL('..', import.meta.url)` is the
// package folder in both (src/package-dir.ts: the drizzle migrations, the built portal).
// `--if-stale` (the tests' setup, the journeys' web server) builds only when a source is newer than the bundle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.entries(pkg.dependencies)
  .filter(([, version]) => !version.startsWith('workspace:'))
  .map(([name]) => name);
const builtins = builtinModules.flatMap((name) => [name, `node:${name}`]);

/** Newest modification time of the sources that go into the bundle (tests excluded). */
function newestSource() {
  const roots = [
    'src',
    '../../packages/api/src',
    '../../packages/flows/src',
    '../../packages/ui/src/format',
  ].map((dir) => join(here, dir));
  let newest = Math.max(
    statSync(join(here, 'build.mjs')).mtimeMs,
    statSync(join(here, 'package.json')).mtimeMs,
  );
  for (const root of roots) {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || /\.(test|stories)\.tsx?$/.test(entry.name)) continue;
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

const outputs = ['main.js', 'pglite-worker.js'];

/** When the older of the two bundles was written; 0 when one is missing. */
function bundleTime() {
  try {
    return Math.min(...outputs.map((name) => statSync(join(here, 'dist', name)).mtimeMs));
  } catch {
    return 0;
  }
}

if (process.argv.includes('--if-stale') && bundleTime() > newestSource()) process.exit(0);

const started = Date.now();
const result = await build({
  absWorkingDir: here,
  // The worker is its own entry: src/db/pglite-remote.ts starts it from beside the bundle.
  entryPoints: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // `zod` and `zod/v4` alike: a dependency's subpaths stay imports too.
  external: [...builtins, ...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS code (a workspace package's dependency) may call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
});
// The server takes ui's pure formatters (`@b2b-portal/ui/format`) and nothing that draws: no component, no React,
// no styles. A wrong import (the package root instead of the subpath) fails the build here.
const drawing = Object.keys(result.metafile.inputs).filter(
  (input) =>
    /node_modules\/(react|react-dom|react-aria-components|@vanilla-extract\/[^/]+)\//.test(input) ||
    (input.includes('packages/ui/src/') && !input.endsWith('packages/ui/src/format/format.ts')),
);
if (drawing.length > 0) {
  console.error(
    `the server bundle must not take ui's components or styles:\n  ${drawing.slice(0, 10).join('\n  ')}`,
  );
  process.exit(1);
}
const sizes = Object.entries(result.metafile.outputs)
  .filter(([, output]) => output.entryPoint)
  .map(([file, output]) => `${file} (${Math.round(output.bytes / 1024)} KiB)`);
console.log(`built ${sizes.join(', ')} in ${Date.now() - started} ms`);
