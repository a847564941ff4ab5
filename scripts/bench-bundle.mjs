#!/usr/bin/env node
// Prints what each portal route loads before it can be used, gzip-compressed (level 9), beside the budgets of
// ARCHITECTURE.md (login route ≤ 100 KB of JS, any route ≤ 180 KB, all CSS ≤ 25 KB) and its ratio to the
// budget, with the machine's load average. Run after `pnpm --filter @b2b-portal/portal build`; `npm test`
// runs it after its build step.
//
// A route's figure is what its first paint waits for: the entry chunk and everything it imports, the route's
// page chunk and everything that imports, and, for every route but Login, the page registry and the side menu the
// signed-in shell shows at once. Parts that no paint waits for are printed on their own line and not added: the ones the
// signed-in shell mounts when the browser is first idle (the header's search form, portals menu and phone account menu), the
// session watcher (lazy, mounted with the user, loads beside the page) and the ones loaded on use (a message box, a download's toasts, a dialog).
//
// Exit code: non-zero when the CSS or a route is over budget, unless the route is listed in
// scripts/bundle-ceilings.json (routes still over budget, each with the figure it may not exceed: a regression
// still fails, and a route that gets within budget should leave the list). `--strict` ignores the list.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closure as closureIn, dist, entryKeyOf, jsOf as jsIn, readManifest, root } from './portal-build.mjs';

const strict = process.argv.includes('--strict');
const ceilingsFile = join(root, 'scripts', 'bundle-ceilings.json');
const ceilings =
  strict || !existsSync(ceilingsFile) ? {} : JSON.parse(readFileSync(ceilingsFile, 'utf8')).routes;

const manifest = readManifest();
const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};
const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1).padStart(6)} KB`;

const closure = (key) => closureIn(manifest, key);
const keyMatching = (pattern) => {
  const key = Object.keys(manifest).find((candidate) => pattern.test(candidate));
  if (!key) {
    console.error(`The build has no chunk for ${pattern}: update scripts/bench-bundle.mjs.`);
    process.exit(1);
  }
  return key;
};
const jsOf = (keys) => jsIn(manifest, keys);
const sum = (files) => [...new Set(files)].reduce((total, file) => total + gzipSize(file), 0);

const entryKey = entryKeyOf(manifest);
const entryFiles = jsOf(closure(entryKey));
const signedInShell = jsOf(closure(keyMatching(/src\/app\/lazy\/SideMenu\.ts$/)));
// The page registries (route -> page chunk, with each page's preload list): chunks of their own, the signed-in
// pages' and the public pages' (apps/portal/src/app/pages.tsx); every route but Login waits for the one that
// loads its page.
const registryKeys = [
  keyMatching(/src\/app\/pageRegistry\.tsx$/),
  keyMatching(/src\/app\/publicPageRegistry\.tsx$/),
];
const registryOf = (pageKey) =>
  registryKeys
    .filter((key) => (manifest[key].dynamicImports ?? []).includes(pageKey))
    .flatMap((key) => jsOf(closure(key)));
const afterIdle = [
  /src\/app\/SessionWatcher\.tsx$/,
  /ui\/src\/Header\/HeaderSearchForm\.tsx$/,
  /ui\/src\/Header\/PortalsMenu\.tsx$/,
  /ui\/src\/Header\/AccountMenu\.tsx$/,
].flatMap((pattern) => jsOf(closure(keyMatching(pattern))));
const notIn = (files, others) => files.filter((file) => !others.includes(file));

const budgets = { LoginPage: 100 * KB };
const anyRoute = 180 * KB;
const [load1, load5] = loadavg();
console.log(`portal bundle (gzip -9), load average ${load1.toFixed(2)} / ${load5.toFixed(2)}`);
console.log(`entry (every route)                ${kb(sum(entryFiles))}`);
console.log(
  `signed-in shell: side menu         ${kb(sum(notIn(signedInShell, entryFiles)))}  (every route but Login)`,
);
for (const key of registryKeys)
  console.log(
    `${key.match(/(\w+)\.tsx$/)[1].padEnd(34)} ${kb(sum(notIn(jsOf(closure(key)), entryFiles)))}  (the routes whose page it loads)`,
  );
console.log(
  `signed-in shell after first paint  ${kb(sum(notIn(afterIdle, [...entryFiles, ...signedInShell])))}  (header search, portals and account menus, session watcher; not added)`,
);
console.log(`${'route'.padEnd(34)} ${'gzip JS'.padStart(9)}  ${'budget'.padStart(9)}  ratio`);

const failures = [];
const pages = Object.keys(manifest).filter((key) => /src\/pages\/\w+Page\.tsx$/.test(key));
for (const key of pages.sort()) {
  const name = key.match(/(\w+Page)\.tsx$/)[1];
  const files = [
    ...entryFiles,
    ...jsOf(closure(key)),
    ...(name === 'LoginPage' ? [] : [...signedInShell, ...registryOf(key)]),
  ];
  const total = sum(files);
  const budget = budgets[name] ?? anyRoute;
  const ceiling = ceilings[name] === undefined ? undefined : ceilings[name] * KB;
  let verdict = 'within';
  if (total > budget) {
    if (ceiling !== undefined && total <= ceiling) verdict = `OVER (listed, ceiling ${kb(ceiling).trim()})`;
    else {
      verdict = ceiling === undefined ? 'OVER' : `OVER its ceiling ${kb(ceiling).trim()}`;
      failures.push(name);
    }
  } else if (ceiling !== undefined) verdict = 'within: remove it from scripts/bundle-ceilings.json';
  const ratio = `${(total / budget).toFixed(2)}×`;
  console.log(`${name.padEnd(34)} ${kb(total)}  ${kb(budget)}  ${ratio.padStart(5)}  ${verdict}`);
}

const css = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
const cssBytes = sum(css);
const cssBudget = 25 * KB;
const cssOk = cssBytes <= cssBudget;
if (!cssOk) failures.push('CSS');
console.log(
  `${'all CSS'.padEnd(34)} ${kb(cssBytes)}  ${kb(cssBudget)}  ${`${(cssBytes / cssBudget).toFixed(2)}×`.padStart(5)}  ${cssOk ? 'within' : 'OVER'}`,
);

const listed = Object.keys(ceilings).length;
if (failures.length > 0) {
  console.error(`\nOver budget: ${failures.join(', ')}. Split what they load (see apps/portal/README.md).`);
  process.exit(1);
}
console.log(
  listed > 0
    ? `\nNo regression; ${listed} route(s) still over budget are listed in scripts/bundle-ceilings.json.`
    : '\nEvery route within budget.',
);
