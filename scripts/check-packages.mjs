#!/usr/bin/env node
// Publishing check: builds @b2b-portal/api, @b2b-portal/flows and @b2b-portal/ui, packs each with `pnpm pack`,
// installs the three tarballs with npm into a fresh Vite + React app outside the workspace, builds that app,
// serves it on 127.0.0.1 and checks in Debian's Chromium that a Button renders with its styles, money is
// formatted and the flows rules and the api message catalogue work. Exits non-zero on any failure.
// KEEP_TMP=1 keeps the temp folder for inspection.
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

/** The consumer: a Vite + React app using the three packages the way the README says. */
function writeConsumer(dir) {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'b2b-portal-consumer-check', private: true, type: 'module' }, null, 2)}\n`,
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
import { formatMessage } from '@b2b-portal/api/messages';
import { hasPermission } from '@b2b-portal/flows/rules';
import { Button, formatMoney, lightTheme } from '@b2b-portal/ui';
import { createRoot } from 'react-dom/client';

document.documentElement.classList.add(lightTheme);

function App() {
  return (
    <main>
      <Button variant="primary">Place order</Button>
      <p data-testid="money">{formatMoney('-1234.5')}</p>
      <p data-testid="permission">{hasPermission(['viewOrders'], 'viewOrders|viewQuotes') ? 'allowed' : 'denied'}</p>
      <p data-testid="message">{formatMessage('Global.SessionModalTitle')}</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<App />);
`,
  );
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
    const expectText = async (testId, expected) => {
      const text = (await page.getByTestId(testId).textContent())?.trim();
      if (text !== expected) failures.push(`${testId}: expected '${expected}', got '${text}'`);
    };
    await expectText('money', '-$1,234.50');
    await expectText('permission', 'allowed');
    await expectText('message', 'Session timed out');
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
  const consumer = join(temp, 'consumer');
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
    const tarballs = readdirSync(tarballDir).map((file) => join(tarballDir, file));
    log(`packed ${tarballs.map((file) => file.slice(tarballDir.length + 1)).join(', ')}`);

    writeConsumer(consumer);
    const registryPackages = ['react', 'react-dom', 'vite', '@vitejs/plugin-react'].map(
      (name) => `${name}@${workspaceVersion(name)}`,
    );
    log('installing the tarballs into the consumer with npm');
    await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs, ...registryPackages],
      {
        cwd: consumer,
      },
    );

    // api and flows also run in Node (server, scripts): their ESM must load without a bundler.
    log('importing the api and flows entry points in Node');
    const nodeEntries = [
      '@b2b-portal/api',
      '@b2b-portal/api/client',
      '@b2b-portal/api/messages',
      '@b2b-portal/flows',
      '@b2b-portal/flows/rules',
    ];
    await run(
      process.execPath,
      ['--input-type=module', '-e', `${nodeEntries.map((entry) => `await import('${entry}');`).join(' ')}`],
      { cwd: consumer },
    );

    log('building the consumer with vite');
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
    log('OK: the packed packages install, build and render in a fresh Vite app');
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
