#!/usr/bin/env node
// Builds Storybook (unless SKIP_STORYBOOK_BUILD=1), serves the static build on 127.0.0.1 on a free port and
// runs every story in Debian's Chromium with Playwright (.storybook/playwright.config.ts,
// .storybook/stories/): its play function, axe in the light and dark themes, and its picture against
// .storybook/visual-baselines/<story id>.png. Each worker renders a story file's stories one after another in
// one preview page, so a story costs its render and its checks, not a page, a browser context and a test
// environment of its own (the Jest-based @storybook/test-runner took 21 minutes for 584 stories on 2 cores).
// Stops the server and exits with Playwright's code.
//
// Extra arguments go to Playwright, e.g. `pnpm test:storybook -- -g Tooltip` (a file path or a story title).
// Missing baselines are written (commit them), except in CI (CI=true), where a story without one fails;
// differences fail the story and leave the expected, actual and diff pictures in test-results/storybook/.
// UPDATE_SNAPSHOTS=1 (or `-- -u`) rewrites the baselines that differ; STORYBOOK_VISUAL=0 skips the comparison.
// STORYBOOK_WORKERS=n sets the number of browsers (default 2).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
// STORYBOOK_STATIC_DIR lets two runs (e.g. two people on one machine) build into their own folders.
const outputDir = process.env.STORYBOOK_STATIC_DIR ?? join(root, 'storybook-static');
const baselineDir = join(root, '.storybook', 'visual-baselines');
const visualOutputDir = join(root, 'test-results', 'storybook');
const pngs = (dir) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.png')) : []);
const pngsUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .filter((name) => String(name).endsWith('.png'))
        .map(String)
    : [];

/** Whether `url` answers 200 within `timeout` ms. */
async function answers(url, timeout) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  if (process.env.SKIP_STORYBOOK_BUILD === '1') {
    console.log('[test-storybook] SKIP_STORYBOOK_BUILD=1: using the existing storybook-static');
  } else {
    const buildCode = await run(bin('storybook'), ['build', '-o', outputDir, '--quiet']);
    if (buildCode !== 0) return buildCode;
  }
  if (!existsSync(join(outputDir, 'index.json'))) {
    console.error('[test-storybook] storybook-static/index.json is missing: build Storybook first.');
    return 1;
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(
    bin('http-server'),
    [outputDir, '-a', '127.0.0.1', '-p', String(port), '-s', '-c600'],
    {
      cwd: root,
      stdio: 'inherit',
      detached: process.platform !== 'win32',
    },
  );
  const stopServer = () => {
    if (server.exitCode !== null || server.killed) return;
    try {
      // The server was started in its own process group: end that group only.
      if (process.platform !== 'win32') process.kill(-server.pid, 'SIGTERM');
      else server.kill('SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopServer();
      process.exit(130);
    });
  }

  try {
    if (!(await answers(`${url}/index.json`, 60_000))) {
      console.error(`[test-storybook] the static server did not answer on ${url}`);
      return 1;
    }
    // `pnpm test:storybook -- -g Tooltip` hands the `--` on too: Playwright would read what follows as file names.
    const extra = process.argv.slice(2).filter((arg, at) => !(at === 0 && arg === '--'));
    const update = process.env.UPDATE_SNAPSHOTS === '1' && !extra.includes('-u');
    rmSync(visualOutputDir, { recursive: true, force: true });
    const before = new Set(pngs(baselineDir));
    const started = Date.now();
    const code = await run(
      bin('playwright'),
      [
        'test',
        '-c',
        '.storybook/playwright.config.ts',
        ...(update ? ['--update-snapshots=changed'] : []),
        ...extra,
      ],
      { env: { ...process.env, STORYBOOK_URL: url, STORYBOOK_STATIC_DIR: outputDir } },
    );
    const written = pngs(baselineDir).filter((name) => !before.has(name));
    const diffs = pngsUnder(visualOutputDir).filter((name) => name.endsWith('-diff.png'));
    console.log(
      `[test-storybook] visual: ${pngs(baselineDir).length} baselines in .storybook/visual-baselines, ` +
        `${written.length} written by this run, ${diffs.length} differing ` +
        `(${Math.round((Date.now() - started) / 1000)} s).`,
    );
    if (written.length > 0) console.log('[test-storybook] new baselines: commit them.');
    if (diffs.length > 0) {
      console.log(
        '[test-storybook] differences: test-results/storybook/<story>/*-diff.png (with -expected and -actual). ' +
          'If they are intended: UPDATE_SNAPSHOTS=1 pnpm test:storybook (or pnpm test:storybook -- -u).',
      );
    }
    return code;
  } finally {
    stopServer();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
