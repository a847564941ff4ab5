// What the API benchmarks share (bench-api.mjs, bench-quick-order.mjs): a throwaway PostgreSQL cluster, the
// server's scripts run with tsx, and waiting for a started server's health.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a PostgreSQL binary, as the postgres user when we are root (PostgreSQL refuses to run as root). */
function pgRun(command, args) {
  const isRoot = process.getuid?.() === 0;
  const [file, fileArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, fileArgs, { stdio: 'pipe' });
}

/** A throwaway PostgreSQL cluster in `dir` (as db/postgres.test.ts starts one); answers its URL. */
export async function startPostgres(dir) {
  if (process.getuid?.() === 0) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const port = await freePort();
  const data = join(dir, 'pg');
  if (!existsSync(data))
    pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  pgRun('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'pg.log'),
    '-w',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=50`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pgRun('pg_ctl', ['-D', data, '-m', 'fast', 'stop']),
  };
}

export function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: join(root, 'apps', 'server'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

export async function waitForHealth(base, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const answer = await fetch(`${base}/api/health`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 120 s');
}

/**
 * Seeds the large catalogue into `env`'s database when missing (SEED_SCALE=large), builds the server when a source
 * changed since the last bundle and starts it as `npm start` does (`BENCH_SERVER_BUNDLE`: another build); answers
 * the server process and its base URL once it answers /api/health.
 */
export async function startLargeSeededServer(env) {
  console.log(
    'seeding the large catalogue (100,000 products), orders (200,000) and invoices (100,000) when missing…',
  );
  const seedStarted = Date.now();
  await run(['src/db/seed-catalogue-large-run.ts'], env);
  console.log(`seed step took ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  await run(['build.mjs', '--if-stale'], env);
  const bundle = process.env.BENCH_SERVER_BUNDLE ?? 'apps/server/dist/main.js';
  if (process.env.BENCH_SERVER_BUNDLE) console.log(`server: ${bundle}`);
  // BENCH_SERVER_NODE_ARGS: Node options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for where its
  // CPU goes (the profile is written when it stops at the end).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', bundle], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Kept for a failed start; requests cut off when the server stops at the end log errors nobody needs.
  let serverErrors = '';
  server.stderr.on('data', (chunk) => {
    serverErrors = (serverErrors + chunk).slice(-4000);
  });
  await waitForHealth(base, server).catch((error) => {
    console.error(serverErrors);
    throw error;
  });
  return { server, base };
}

/**
 * The benchmark's database: a throwaway PostgreSQL cluster in `dataDir` when `onPostgres` (its URL put into
 * `env.DATABASE_URL`; answers it, to stop at the end), else the embedded PGlite in `dataDir` (answers undefined).
 */
export async function openBenchDatabase(dataDir, env, onPostgres) {
  if (!onPostgres) {
    console.log(`database: embedded PGlite in ${dataDir}`);
    return undefined;
  }
  const postgres = await startPostgres(dataDir);
  env.DATABASE_URL = postgres.url;
  console.log(`database: throwaway PostgreSQL (${postgres.url})`);
  return postgres;
}

/** The access token of a demo user signed in on the server at `base`. */
export async function accessToken(base, username, password = 'Demo-Portal-2026!') {
  const login = await fetch(`${base}/api/v1.0/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`login of ${username} answered ${login.status}: ${await login.text()}`);
  return (await login.json()).tokenInfo.access_token;
}

/** The server's settings of a benchmark on the large seed in `dataDir`: PGlite unless DATABASE_URL is set after. */
export function largeSeedEnv(dataDir) {
  return {
    DATA_DIR: dataDir,
    SEED_SCALE: 'large',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    // As production runs it (answers unchecked), with the demo's sandboxes and users.
    ANSWER_CHECKS: 'off',
  };
}
