#!/usr/bin/env node
// Builds Storybook (unless SKIP_STORYBOOK_BUILD=1), serves the static build on 127.0.0.1 on a free port,
// runs the Storybook test runner (play functions + axe in light and dark themes) against it in Debian's
// Chromium (see test-runner-jest.config.js), stops the server and exits with the runner's code.
// Extra arguments are passed to test-storybook, e.g. `pnpm test:storybook -- --includeTags x`.
//
// Visual regression (.storybook/test-runner.ts): every story is photographed after its play function and
// compared with .storybook/visual-baselines/<story id>.png. Missing baselines are written (commit them),
// except in CI (CI=true), where a story without one fails; differences fail the story and leave
// <id>-diff.png in test-results/storybook-visual/.
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
const visualOutputDir = join(root, 'test-results', 'storybook-visual');
const pngs = (dir) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.png')) : []);

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
  const server = spawn(bin('http-server'), [outputDir, '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1'], {
    cwd: root,
    stdio: 'inherit',
    detached: process.platform !== 'win32',
  });
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
    const waitCode = await run(bin('wait-on'), ['--timeout', '60000', `${url}/index.json`]);
    if (waitCode !== 0) {
      console.error(`[test-storybook] the static server did not answer on ${url}`);
      return waitCode;
    }
    const extra = process.argv.slice(2);
    const update = process.env.UPDATE_SNAPSHOTS === '1' && !extra.includes('-u');
    rmSync(visualOutputDir, { recursive: true, force: true });
    const before = new Set(pngs(baselineDir));
    const started = Date.now();
    const code = await run(bin('test-storybook'), [
      '--url',
      url,
      ...(extra.some((arg) => arg.startsWith('--maxWorkers'))
        ? []
        : [`--maxWorkers=${process.env.STORYBOOK_WORKERS || 2}`]),
      // The 10,000-row table story needs more than Jest's 15 s on a loaded 2-core machine.
      '--testTimeout=60000',
      '--config-dir',
      '.storybook',
      ...(update ? ['--updateSnapshot'] : []),
      ...extra,
    ]);
    const written = pngs(baselineDir).filter((name) => !before.has(name));
    const diffs = pngs(visualOutputDir).filter((name) => name.endsWith('-diff.png'));
    console.log(
      `[test-storybook] visual: ${pngs(baselineDir).length} baselines in .storybook/visual-baselines, ` +
        `${written.length} written by this run, ${diffs.length} differing ` +
        `(${Math.round((Date.now() - started) / 1000)} s).`,
    );
    if (written.length > 0) console.log('[test-storybook] new baselines: commit them.');
    if (diffs.length > 0) {
      console.log(
        `[test-storybook] differences: test-results/storybook-visual/*-diff.png (baseline | diff | new). ` +
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
