#!/usr/bin/env node
// Prints what a consumer pays, gzip-compressed and minified, for importing each component of @b2b-portal/ui
// alone (`import { X } from '@b2b-portal/ui'` bundled by Vite against the built dist, react, react-dom and
// every other dependency external) and for the whole library, and whether importing Button alone leaves the
// other components' code out (tree-shaking). A benchmark: it prints figures and does not fail.
// Builds the package first; SKIP_BUILD=1 uses the existing packages/ui/dist.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = join(root, 'packages', 'ui');
const dist = join(uiDir, 'dist', 'index.js');
const packageJson = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8'));
const external = [
  ...Object.keys(packageJson.dependencies ?? {}),
  ...Object.keys(packageJson.peerDependencies ?? {}),
];

if (process.env.SKIP_BUILD !== '1') {
  const result = spawnSync(process.env.PNPM || 'pnpm', ['--filter', '@b2b-portal/ui', 'run', 'build'], {
    cwd: root,
    stdio: 'ignore',
  });
  if (result.status !== 0) {
    console.error('`pnpm --filter @b2b-portal/ui build` failed');
    process.exit(1);
  }
}
if (!existsSync(dist)) {
  console.error('packages/ui/dist/index.js is missing: build the package first.');
  process.exit(1);
}

/** The value exports of src/index.ts (type-only names left out), whatever the index lists today. */
function valueExports() {
  const source = readFileSync(join(uiDir, 'src', 'index.ts'), 'utf8');
  const names = [];
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const raw of list.split(',')) {
      const entry = raw.trim();
      if (!entry || entry.startsWith('type ')) continue;
      names.push(
        entry
          .split(/\s+as\s+/)
          .pop()
          .trim(),
      );
    }
  }
  return names;
}

/** Bundles `code` as an app entry with the package resolved to its dist, and returns the gzip size of the JS. */
async function bundle(code) {
  const entryId = '\0bench-entry';
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'bench-entry',
        resolveId: (id) => (id === entryId ? id : id === '@b2b-portal/ui' ? dist : null),
        load: (id) => (id === entryId ? code : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: entryId,
        external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const js = chunks
    .filter((chunk) => chunk.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n');
  return { js, gzip: gzipSync(js, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
const names = valueExports();
const components = names.filter(
  (name) => /^[A-Z]/.test(name) && !name.endsWith('Icon') && name !== 'IconBase',
);

const whole = await bundle(`import * as ui from '@b2b-portal/ui';\nconsole.log(ui);`);
const results = [];
const skipped = [];
for (const name of components) {
  try {
    const { js, gzip } = await bundle(`import { ${name} } from '@b2b-portal/ui';\nconsole.log(${name});`);
    results.push({ name, js, gzip });
  } catch {
    skipped.push(name); // in src/index.ts but not in this dist (SKIP_BUILD=1 with a stale build)
  }
}

console.log('@b2b-portal/ui: gzip size of the JS a consumer bundles (minified; dependencies external)\n');
for (const { name, gzip } of results.sort((a, b) => a.gzip - b.gzip)) {
  console.log(
    `  import { ${name} }`.padEnd(40),
    kb(gzip),
    `${((gzip / whole.gzip) * 100).toFixed(0).padStart(4)}%`,
  );
}
console.log(`  import * (the whole library)`.padEnd(40), kb(whole.gzip), ' 100%');
console.log(
  `  CSS (dist/ui.css, one file for all)`.padEnd(40),
  kb(gzipSync(readFileSync(join(uiDir, 'dist', 'ui.css'))).length),
);

// Tree-shaking: the texts of every other component's default labels must be absent from the Button bundle.
const uiModule = await import(dist);
const button = results.find((result) => result.name === 'Button');
if (button) {
  const leaks = [];
  for (const [exportName, labels] of Object.entries(uiModule)) {
    const match = /^default(\w+)Labels$/.exec(exportName);
    if (!match || typeof labels !== 'object' || labels === null) continue;
    const texts = Object.values(labels).filter((text) => typeof text === 'string' && text.length >= 12);
    if (texts.some((text) => button.js.includes(JSON.stringify(text).slice(1, -1)))) leaks.push(match[1]);
  }
  const checked = Object.keys(uiModule).filter((name) => /^default\w+Labels$/.test(name)).length;
  console.log(
    leaks.length === 0
      ? `\nTree-shaking: importing Button alone pulls in none of the ${checked} other labelled components (${kb(button.gzip).trim()} of ${kb(whole.gzip).trim()}).`
      : `\nTree-shaking NOT effective: importing Button alone also bundles ${leaks.join(', ')}.`,
  );
}
