import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster for tests (initdb and pg_ctl of the machine's PostgreSQL, 15 on Debian): a
 * fresh data folder, trust authentication on 127.0.0.1, fsync off, removed on `stop()`. Tests that need it
 * `describe.skipIf(!hasPostgresBinaries)`.
 */

export const hasPostgresBinaries =
  spawnSync('sh', ['-c', 'command -v initdb && command -v pg_ctl']).status === 0;
const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when we are root (PostgreSQL refuses to run as root). */
function pgRun(command: string, args: string[]): void {
  const [file, fileArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
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
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
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
