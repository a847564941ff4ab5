#!/usr/bin/env node
// What a route's JavaScript is made of (issue 14): the bytes of each package or source folder in the chunks a
// route's first paint waits for, read from the build's source maps, as raw bytes and an estimate of their gzip
// share (each chunk's gzip size split by raw bytes). Run after `pnpm --filter @b2b-portal/portal build`:
//
//   node scripts/bundle-composition.mjs LoginPage       the entry, the Login page's chunk and their imports
//   node scripts/bundle-composition.mjs ShopPage 40     40 rows instead of 25
//   DETAIL=react-aria node scripts/bundle-composition.mjs LoginPage   one package (or `packages/api`) by file
//
// It answers "what would leave the route if X were lazy": a package listed under the entry is in every route.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closure, dist, entryKeyOf, jsOf, readManifest } from './portal-build.mjs';

const manifest = readManifest();
const [routeName = 'LoginPage', rowsArg = '25'] = process.argv.slice(2);

const pageKey = Object.keys(manifest).find((key) => key.endsWith(`/${routeName}.tsx`));
if (!pageKey) {
  console.error(`No chunk for ${routeName} in the manifest.`);
  process.exit(1);
}
const files = jsOf(
  manifest,
  new Set([...closure(manifest, entryKeyOf(manifest)), ...closure(manifest, pageKey)]),
);

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Map([...BASE64].map((char, index) => [char, index]));

/** The source-map "mappings" of one generated line, as [column, source index] pairs (VLQ, source map v3). */
function* segments(mappings) {
  let source = 0;
  let line = 0;
  for (const lineText of mappings.split(';')) {
    let column = 0;
    for (const segment of lineText.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const d = digit.get(char);
        value += (d & 31) << shift;
        if (d & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      yield { line, column, source: fields.length > 1 ? source : -1 };
    }
    line += 1;
  }
}

/**
 * The package (`react-dom`, `@react-aria/interactions`) or source folder (`packages/api/client`) a source path
 * belongs to; by file inside the one named by DETAIL.
 */
function ownerOf(path) {
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = path.slice(modules + 'node_modules/'.length).split('/');
    const scoped = parts[0].startsWith('@');
    const name = scoped ? `${parts[0]}/${parts[1]}` : parts[0];
    return process.env.DETAIL === name ? `${name}/${parts.slice(scoped ? 2 : 1).join('/')}` : name;
  }
  const inRepo = /(packages|apps)\/([^/]+)\/src\/(.*)$/.exec(path);
  if (!inRepo) return path;
  const [, kind, name, file] = inRepo;
  if (process.env.DETAIL === `${kind}/${name}`) return `${kind}/${name}/${file}`;
  const folders = file.split('/');
  return `${kind}/${name}/${folders.length > 1 ? folders[0] : file}`;
}

const owners = new Map();
let totalGzip = 0;
for (const file of files) {
  const code = readFileSync(join(dist, file), 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  totalGzip += gzip;
  const mapFile = join(dist, `${file}.map`);
  if (!existsSync(mapFile)) {
    // The bundler's own runtime has no source map.
    const owner = `(${file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')})`;
    owners.set(owner, { raw: Buffer.byteLength(code), gzip });
    continue;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  const bytesBy = new Map();
  let previous;
  const attribute = (until) => {
    if (!previous || previous.source < 0) return;
    const text =
      until.line === previous.line
        ? lines[previous.line].slice(previous.column, until.column)
        : lines[previous.line].slice(previous.column);
    const owner = ownerOf(map.sources[previous.source]);
    bytesBy.set(owner, (bytesBy.get(owner) ?? 0) + Buffer.byteLength(text));
  };
  for (const segment of segments(map.mappings)) {
    attribute(segment);
    previous = segment;
  }
  attribute({ line: lines.length, column: 0 });
  const mapped = [...bytesBy.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [owner, bytes] of bytesBy) {
    const entry = owners.get(owner) ?? { raw: 0, gzip: 0 };
    entry.raw += bytes;
    entry.gzip += (gzip * bytes) / mapped;
    owners.set(owner, entry);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
console.log(`${routeName}: ${files.length} chunks, ${kb(totalGzip)} gzip -9 in all\n`);
console.log(`${'package or folder'.padEnd(52)}      raw   gzip ≈`);
const rows = [...owners].sort((a, b) => b[1].gzip - a[1].gzip);
for (const [owner, { raw, gzip }] of rows.slice(0, Number(rowsArg))) {
  console.log(`${owner.padEnd(52)} ${kb(raw)} ${kb(gzip)}`);
}
const rest = rows.slice(Number(rowsArg));
if (rest.length > 0) {
  const gzip = rest.reduce((sum, [, entry]) => sum + entry.gzip, 0);
  console.log(`${`${rest.length} more`.padEnd(52)} ${' '.repeat(9)} ${kb(gzip)}`);
}
