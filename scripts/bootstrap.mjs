#!/usr/bin/env node
// The two README commands. `npm start` and `npm test` work on a fresh clone with only Node 20 and npm:
// this script brings pnpm (locally, no root needed), installs the workspace, and then starts the portal on
// the embedded database or runs every test. Debian's Chromium and PostgreSQL are installed with apt when
// missing and root.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const command = process.argv[2];

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function findPnpm() {
  const local = join(root, '.tools', 'node_modules', '.bin', 'pnpm');
  if (existsSync(local)) return local;
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && Number.parseInt(probe.stdout, 10) >= 10) return 'pnpm';
  console.log(`• installing pnpm ${PNPM_VERSION} into .tools/`);
  must('npm', [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--prefix',
    join(root, '.tools'),
    `pnpm@${PNPM_VERSION}`,
  ]);
  return local;
}

/** Debian's postgresql puts initdb and pg_ctl here, not on PATH; the server's PostgreSQL tests look here too. */
function postgresBinDir() {
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  return readdirSync(debian)
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => join(debian, major, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
}

/**
 * The browser tests need Debian's Chromium and the server's PostgreSQL tests initdb and pg_ctl (in CI they
 * fail without them instead of being skipped): both are installed with apt when missing and we are root.
 */
function ensureSystemPackages() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  const onPath = spawnSync('sh', ['-c', 'command -v initdb && command -v pg_ctl']).status === 0;
  if (!onPath && !postgresBinDir()) missing.push('postgresql');
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`✖ needed for the tests: sudo apt-get install -y ${missing.join(' ')}`);
    if (missing.includes('chromium')) process.exit(1);
    return; // Without PostgreSQL its tests are skipped outside CI.
  }
  console.log(`• installing Debian ${missing.join(' and ')} with apt`);
  must('apt-get', ['update', '-qq']);
  must('apt-get', ['install', '-y', '-qq', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (command !== 'start' && command !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}

const pnpm = findPnpm();
must(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only']);

if (command === 'start') {
  must(pnpm, ['--filter', '@b2b-portal/portal', '--filter', '@b2b-portal/server', 'build']);
  // The bundled server, run from the repository root so DATA_DIR (default ./.data) is the clone's own folder.
  process.exit(run(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js']));
}

ensureSystemPackages();
const pgBin = postgresBinDir();
const PATH = pgBin ? `${process.env.PATH}:${pgBin}` : process.env.PATH;
process.exit(
  run(process.execPath, [join(root, 'scripts', 'test-all.mjs')], {
    env: { ...process.env, PATH, PNPM: pnpm },
  }),
);
