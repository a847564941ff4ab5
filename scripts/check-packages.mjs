#!/usr/bin/env node
// Publishing check: builds @b2b-portal/api, @b2b-portal/flows and @b2b-portal/ui and packs each with `pnpm pack`.
// Then, in two consumers outside the workspace (installed with npm, side by side):
// - the ui tarball ALONE with react and react-dom in a fresh Vite + React app: node_modules must hold no xstate,
//   zod, ofetch, @b2b-portal/flows or @b2b-portal/api (issue 13 §3: the design system carries no business
//   rules), `@b2b-portal/ui/format` loads in Node without a DOM, and the built app, served on 127.0.0.1, shows
//   in Debian's Chromium a styled Button, a DocumentLines and a TotalsBlock drawn from literal data and
//   formatMoney's text;
// - the api and flows tarballs in a Node project: every entry point imports without a bundler and a rule runs.
// Each step prints the seconds since the start. Exits non-zero on any failure. KEEP_TMP=1 keeps the temp folder.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

// The bootstrap passes the pnpm it installed (a fresh machine may have none on PATH).
const pnpm = process.env.PNPM || 'pnpm';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = [
  { name: '@b2b-portal/api', dir: 'packages/api' },
  { name: '@b2b-portal/flows', dir: 'packages/flows' },
  { name: '@b2b-portal/ui', dir: 'packages/ui' },
];
/** What the published design system must not bring along (issue 13 §3). */
const notInUi = ['xstate', 'zod', 'ofetch', '@b2b-portal/flows', '@b2b-portal/api'];
const started = Date.now();
const log = (message) =>
  console.log(`[check-packages ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal})`)),
    );
  });
}

/** The workspace's exact versions, so the consumer runs what the packages are developed against. */
function workspaceVersion(name) {
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const version = rootPackage.devDependencies?.[name] ?? rootPackage.dependencies?.[name];
  if (!version) throw new Error(`${name} is not a root dependency`);
  return version;
}

/** The ui consumer: a Vite + React app using @b2b-portal/ui alone, the way its README says, with literal data. */
function writeUiConsumer(dir) {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'b2b-portal-ui-consumer-check', private: true, type: 'module' }, null, 2)}\n`,
  );
  writeFileSync(
    join(dir, 'vite.config.js'),
    `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
`,
  );
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><link rel="icon" href="data:," /><title>Consumer check</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>
</html>
`,
  );
  writeFileSync(
    join(dir, 'src', 'main.jsx'),
    `import '@b2b-portal/ui/styles.css';
import { Button, DocumentLines, lightTheme, TotalsBlock } from '@b2b-portal/ui';
import { formatMoney } from '@b2b-portal/ui/format';
import { createRoot } from 'react-dom/client';

document.documentElement.classList.add(lightTheme);

// Rule results as an app passes them: rows with their figures, totals already summed.
const office = { id: 'g1', name: 'Branch office' };
const line = (id, manufacturerPart, quantity, unitPrice, extendedPrice, isRequest) => ({
  kind: 'item',
  id,
  depth: 1,
  item: { id, manufacturerPart, description: manufacturerPart, quantity, serviceLength: 0 },
  lineNumber: id,
  unitPrice,
  extendedPrice,
  isRequest,
});
const rows = [
  { kind: 'group-header', id: 'g1:header', depth: 0, group: office },
  line('1', 'C9300-24P-A', 2, '4895.00', '9790.00', false),
  line('2', 'RACK-42U-CUSTOM', 1, '0.00', '0.00', true),
  { kind: 'group-footer', id: 'g1:footer', depth: 0, group: office, subtotal: '9790.00' },
];

function App() {
  return (
    <main>
      <Button variant="primary">Place order</Button>
      <p data-testid="money">{formatMoney('-1234.5')}</p>
      <DocumentLines aria-label="Order lines" rows={rows} />
      <TotalsBlock subtotal="9790.00" discount="-90.00" shipping="25" grandTotal="9725.00" />
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
`,
  );
}

/** The api + flows consumer: a Node project (the server's and scripts' way of using them). */
function writeNodeConsumer(dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'b2b-portal-node-consumer-check', private: true, type: 'module' }, null, 2)}\n`,
  );
}

/** Every package name installed anywhere under `dir`/node_modules (nested copies included). */
function installedPackages(dir) {
  const names = new Set();
  const walk = (modules) => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const scoped = entry.name.startsWith('@');
      const dirs = scoped
        ? readdirSync(join(modules, entry.name), { withFileTypes: true })
            .filter((child) => child.isDirectory())
            .map((child) => [`${entry.name}/${child.name}`, join(modules, entry.name, child.name)])
        : [[entry.name, join(modules, entry.name)]];
      for (const [name, path] of dirs) {
        names.add(name);
        walk(join(path, 'node_modules'));
      }
    }
  };
  walk(join(dir, 'node_modules'));
  return names;
}

const contentTypes = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

function serve(dir) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function checkInBrowser(url) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const failures = [];
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(url);
    const button = page.getByRole('button', { name: 'Place order' });
    await button.waitFor({ timeout: 15_000 });
    const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    if (['transparent', 'rgba(0, 0, 0, 0)', ''].includes(background)) {
      failures.push(
        `the Button has no background colour (${background}): the stylesheet or theme is missing`,
      );
    }
    const expectText = async (locator, what, expected) => {
      const text = (await locator.textContent())?.trim();
      if (text !== expected) failures.push(`${what}: expected '${expected}', got '${text}'`);
    };
    await expectText(page.getByTestId('money'), 'formatMoney from @b2b-portal/ui/format', '-$1,234.50');
    const lines = page.getByRole('table', { name: 'Order lines' });
    const switchRow = lines
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'C9300-24P-A' }) });
    await expectText(switchRow.getByRole('cell').nth(3), 'DocumentLines unit price', '$4,895.00');
    await expectText(switchRow.getByRole('cell').last(), 'DocumentLines extended price', '$9,790.00');
    const rackRow = lines
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'RACK-42U-CUSTOM' }) });
    await expectText(rackRow.getByRole('cell').last(), 'DocumentLines request item', 'Request pricing');
    const amountOf = (term) =>
      page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expectText(amountOf('Discounts'), 'TotalsBlock discount', '-$90.00');
    await expectText(amountOf('Grand total'), 'TotalsBlock grand total', '$9,725.00');
    failures.push(...errors.map((error) => `browser error: ${error}`));
    log(`Button background ${background}`);
  } finally {
    await browser.close();
  }
  return failures;
}

async function main() {
  const temp = mkdtempSync(join(tmpdir(), 'b2b-check-packages-'));
  const tarballDir = join(temp, 'tarballs');
  const consumer = join(temp, 'ui-consumer');
  const nodeConsumer = join(temp, 'node-consumer');
  mkdirSync(tarballDir);
  try {
    log('building the packages');
    await run(pnpm, [...packages.flatMap(({ name }) => ['--filter', name]), 'run', 'build']);

    for (const { dir } of packages) {
      await run(pnpm, ['pack', '--pack-destination', tarballDir], {
        cwd: join(root, dir),
        stdio: 'ignore',
      });
    }
    log(`packed ${readdirSync(tarballDir).join(', ')}`);

    const tarballOf = (name) => {
      const file = readdirSync(tarballDir).find((candidate) =>
        candidate.startsWith(`${name.slice(1).replace('/', '-')}-`),
      );
      if (!file) throw new Error(`no tarball for ${name}`);
      return join(tarballDir, file);
    };
    writeUiConsumer(consumer);
    writeNodeConsumer(nodeConsumer);
    const fromRegistry = (...names) => names.map((name) => `${name}@${workspaceVersion(name)}`);
    // --prefer-offline: what npm's cache already holds is not asked for again (the versions are pinned).
    const npmInstall = (cwd, specs) =>
      run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...specs], {
        cwd,
      });
    log('installing the ui tarball alone into a Vite app, and api + flows into a Node project, with npm');
    await Promise.all([
      npmInstall(consumer, [
        tarballOf('@b2b-portal/ui'),
        ...fromRegistry('react', 'react-dom', 'vite', '@vitejs/plugin-react'),
      ]),
      npmInstall(nodeConsumer, [tarballOf('@b2b-portal/api'), tarballOf('@b2b-portal/flows')]),
    ]);
    log('installed');

    const installed = installedPackages(consumer);
    const brought = notInUi.filter((name) => installed.has(name));
    if (brought.length > 0) {
      console.error(`[check-packages] FAILED: installing @b2b-portal/ui brought ${brought.join(', ')}`);
      return 1;
    }
    log(`the ui consumer's node_modules holds none of ${notInUi.join(', ')}`);

    log('importing @b2b-portal/ui/format, then the api and flows entry points in Node');
    // ui's formatters run in Node too (the server prints money with them): no DOM, no React, no styles.
    await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { formatMoney } = await import('@b2b-portal/ui/format'); const text = formatMoney('-1234.5'); if (text !== '-$1,234.50') throw new Error('formatMoney gave ' + text);",
      ],
      { cwd: consumer },
    );

    // api and flows also run in Node (server, scripts): their ESM must load without a bundler.
    const nodeEntries = [
      '@b2b-portal/api',
      '@b2b-portal/api/client',
      '@b2b-portal/api/messages',
      '@b2b-portal/flows',
      '@b2b-portal/flows/rules',
    ];
    await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `${nodeEntries.map((entry) => `await import('${entry}');`).join(' ')}
const { documentTotals, hasPermission } = await import('@b2b-portal/flows/rules');
const { formatMessage } = await import('@b2b-portal/api/messages');
const checks = [
  [documentTotals({ subtotal: '0.1', discounts: ['-0.2'], shipping: '0.3' }).grandTotal, '0.20'],
  [hasPermission(['viewOrders'], 'viewOrders|viewQuotes'), true],
  [formatMessage('Global.SessionModalTitle'), 'Session timed out'],
];
for (const [actual, expected] of checks) if (actual !== expected) throw new Error(\`expected \${expected}, got \${actual}\`);`,
      ],
      { cwd: nodeConsumer },
    );

    log('building the ui consumer with vite');
    await run(
      process.execPath,
      [join(consumer, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: consumer,
      },
    );

    const server = await serve(join(consumer, 'dist'));
    const { port } = server.address();
    try {
      const failures = await checkInBrowser(`http://127.0.0.1:${port}/`);
      if (failures.length > 0) {
        console.error(`[check-packages] FAILED:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
        return 1;
      }
    } finally {
      server.close();
    }
    log('OK: ui installs alone and renders in a fresh Vite app; api and flows load in Node');
    return 0;
  } finally {
    if (process.env.KEEP_TMP === '1') log(`kept ${temp}`);
    else rmSync(temp, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[check-packages] FAILED: ${error.message}`);
    process.exit(1);
  },
);
