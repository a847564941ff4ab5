import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { scratchDir } from './scratch';

/**
 * A throwaway PostgreSQL cluster for tests (initdb and pg_ctl of the machine's PostgreSQL, 15 on Debian): a
 * fresh data folder, trust authentication on 127.0.0.1, fsync off, removed on `stop()`. Tests that need it
 * `describe.skipIf(skipPostgresTests)`.
 */

/**
 * Where initdb and pg_ctl are: on PATH, or in Debian's /usr/lib/postgresql/<major>/bin, which the
 * `postgresql` package does not put on PATH (the newest major wins). `undefined` when neither has them.
 */
function findPostgresBinDir(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb && command -v pg_ctl'], { encoding: 'utf8' });
  if (onPath.status === 0) return path.dirname(onPath.stdout.split('\n')[0]!.trim());
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  return readdirSync(debian)
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => path.join(debian, major, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
}

const binDir = findPostgresBinDir();
const hasPostgresBinaries = binDir !== undefined;
/**
 * Without the binaries the PostgreSQL tests are skipped on a developer's machine, but never in CI (CI=true):
 * there they run and fail, so a CI machine without PostgreSQL is red instead of silently testing less.
 * `npm test` (scripts/bootstrap.mjs) installs Debian's postgresql when run as root.
 */
export const skipPostgresTests = !hasPostgresBinaries && process.env.CI !== 'true';
const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when we are root (PostgreSQL refuses to run as root). */
function pgRun(command: string, args: string[]): void {
  if (!binDir) {
    throw new Error(
      'initdb and pg_ctl are not on PATH nor in /usr/lib/postgresql/*/bin: install PostgreSQL 15 ' +
        '(Debian: apt-get install postgresql) to run the PostgreSQL tests',
    );
  }
  const binary = path.join(binDir, command);
  const [file, fileArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  execFileSync(file, fileArgs, { stdio: 'pipe' });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** Stops the cluster at once and removes its folder. */
  stop(): void;
}

export async function startPostgresCluster(prefix = 'b2b-pg-'): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(scratchDir(), prefix));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const stop = () => {
    try {
      pgRun('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // Not started.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    pgRun('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`,
      'start',
    ]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * The run's shared cluster and its migrated and seeded template database, made once by the server project's
 * globalSetup (postgres-template.ts) when PostgreSQL can start.
 */
export interface PostgresTemplate {
  /** The cluster's maintenance database, `postgres://postgres@127.0.0.1:<port>/postgres`. */
  url: string;
  /** The template database's name. */
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: PostgresTemplate | undefined;
  }
}

/** The cluster's URL with another database name. */
export function databaseUrl(clusterUrl: string, database: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function onMaintenanceDatabase(clusterUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let copies = 0;

/**
 * A PostgreSQL database of its own, already migrated and seeded with the demo data (the same data and password
 * hash cost as PGlite's test template): a copy of the run's template database (`CREATE DATABASE … TEMPLATE`,
 * tens of milliseconds) in the cluster globalSetup started, instead of a cluster, migrations and seed per test
 * file (seconds). `stop()` drops it. Without that template (PostgreSQL missing, or a test run outside the
 * server project's vitest config) it is a throwaway cluster of its own, which `openDatabase` migrates and seeds.
 */
export async function startSeededPostgres(prefix = 'b2b-pg-'): Promise<PostgresCluster> {
  const shared = inject('postgresTemplate');
  if (!shared) return startPostgresCluster(prefix);
  copies += 1;
  const name = `test_${process.pid}_${copies}_${Math.random().toString(36).slice(2, 8)}`;
  await onMaintenanceDatabase(shared.url, `CREATE DATABASE "${name}" TEMPLATE "${shared.template}"`);
  return {
    url: databaseUrl(shared.url, name),
    stop: () => {
      // Dropped in the background (stop() is synchronous), without FORCE: a pool's connection still closing
      // would otherwise be terminated and throw in the test file. A copy still in use stays until the cluster
      // itself goes at the end of the run.
      onMaintenanceDatabase(shared.url, `DROP DATABASE IF EXISTS "${name}"`).catch(() => {});
    },
  };
}
