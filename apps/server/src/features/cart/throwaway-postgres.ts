import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createApp } from '../../app';
import { resolveJwtSecret } from '../../auth/jwt-secret';
import { TokenService } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { logins, users } from '../../db/schema';
import { parseEnv } from '../../env';
import type { AppEnv } from '../../http/context';
import { createLogger } from '../../logger';
import { openDatabase } from '../../server';

/**
 * A throwaway PostgreSQL 15 cluster (initdb/pg_ctl, as in db/postgres.test.ts) with the app migrated and
 * seeded on it, for tests that need real concurrent transactions (PGlite runs one at a time).
 */

export const hasPostgresBinaries =
  spawnSync('sh', ['-c', 'command -v initdb && command -v pg_ctl']).status === 0;
const isRoot = process.getuid?.() === 0;

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

export interface PostgresApp {
  app: Hono<AppEnv>;
  database: Database;
  signIn(username: string): Promise<string>;
  close(): Promise<void>;
}

export async function startPostgresApp(): Promise<PostgresApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'b2b-cart-pg-'));
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
    const env = parseEnv({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      LOG_LEVEL: 'silent',
    });
    const { database } = await openDatabase(env, createLogger('silent'));
    const jwtSecret = await resolveJwtSecret({ configured: undefined, db: database.db, dataDir: undefined });
    const app = createApp({ env, database, jwtSecret, log: createLogger('silent') });
    const tokens = new TokenService(jwtSecret, env.ACCESS_TOKEN_TTL_SECONDS);
    return {
      app,
      database,
      async signIn(username) {
        const [user] = await database.db
          .select({ id: users.id, companyId: users.companyId })
          .from(users)
          .where(sql`lower(${users.username}) = lower(${username})`);
        if (!user) throw new Error(`No user ${username}`);
        const [login] = await database.db
          .insert(logins)
          .values({ userId: user.id })
          .returning({ id: logins.id });
        return tokens.issueAccessToken({ userId: user.id, loginId: login!.id, companyId: user.companyId });
      },
      async close() {
        await database.close();
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
