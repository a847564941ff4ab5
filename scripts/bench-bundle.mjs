#!/usr/bin/env node
// Prints what each portal route loads, gzip-compressed, against the budgets of ARCHITECTURE.md
// (login route ≤ 100 KB of JS, any route ≤ 180 KB, all CSS ≤ 25 KB). A benchmark: it prints figures and
// does not fail. Run after `pnpm --filter @b2b-portal/portal build`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps', 'portal', 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No build manifest: run `pnpm --filter @b2b-portal/portal build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

/** The chunk's file and everything it imports statically, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const jsOf = (keys) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);
const entryBytes = sum(jsOf(entry));

const budgets = { LoginPage: 100 * 1024 };
const anyRoute = 180 * 1024;
console.log(`entry (shell, every route)           ${kb(entryBytes)}`);
const pages = Object.keys(manifest).filter((key) => /src\/pages\/\w+Page\.tsx$/.test(key));
for (const key of pages.sort()) {
  const name = key.match(/(\w+Page)\.tsx$/)[1];
  const routeFiles = new Set([...jsOf(entry), ...jsOf(closure(key))]);
  const total = sum([...routeFiles]);
  const budget = budgets[name] ?? anyRoute;
  console.log(
    `${name.padEnd(36)} ${kb(total)}  budget ${kb(budget)}  ${total <= budget ? 'within' : 'OVER'}`,
  );
}
const css = Object.values(manifest)
  .flatMap((chunk) => chunk.css ?? [])
  .filter((file, index, all) => all.indexOf(file) === index);
const cssBytes = sum(css);
console.log(
  `all CSS                              ${kb(cssBytes)}  budget ${kb(25 * 1024)}  ${cssBytes <= 25 * 1024 ? 'within' : 'OVER'}`,
);
