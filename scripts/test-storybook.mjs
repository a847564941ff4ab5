#!/usr/bin/env node
// Builds Storybook (unless SKIP_STORYBOOK_BUILD=1), serves the static build on 127.0.0.1 on a free port,
// runs the Storybook test runner (play functions + axe in light and dark themes) against it in Debian's
// Chromium (see test-runner-jest.config.js), stops the server and exits with the runner's code.
// Extra arguments are passed to test-storybook, e.g. `pnpm test:storybook -- --includeTags x`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const outputDir = join(root, 'storybook-static');

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  if (process.env.SKIP_STORYBOOK_BUILD === '1') {
    console.log('[test-storybook] SKIP_STORYBOOK_BUILD=1: using the existing storybook-static');
  } else {
    const buildCode = await run(bin('storybook'), ['build', '-o', 'storybook-static', '--quiet']);
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
    return await run(bin('test-storybook'), [
      '--url',
      url,
      '--maxWorkers=2',
      // The 10,000-row table story needs more than Jest's 15 s on a loaded 2-core machine.
      '--testTimeout=60000',
      '--config-dir',
      '.storybook',
      ...process.argv.slice(2),
    ]);
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
