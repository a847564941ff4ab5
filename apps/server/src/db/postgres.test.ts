import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { openDatabase } from '../server';
import type { Database } from './client';
import { companies, users } from './schema';
import { seedIfEmpty } from './seed';
import { DEMO_PASSWORD } from './seed-data';

const hasInitdb = spawnSync('sh', ['-c', 'command -v initdb && command -v pg_ctl']).status === 0;
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

describe.skipIf(!hasInitdb)('on PostgreSQL 15 (initdb/pg_ctl on PATH)', () => {
  let dir: string;
  let url: string;
  let database: Database | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'b2b-pg-'));
    if (isRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(dir, uid, gid);
    }
    const port = await freePort();
    const data = path.join(dir, 'data');
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
    url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    try {
      pgRun('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('should run the same migrations and seed, then sign a persona in', async () => {
    const env = parseEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
    const opened = await openDatabase(env, createLogger('silent'));
    database = opened.database;
    expect(database.kind).toBe('postgres');
    expect(opened.lock).toBeNull();
    const [companyCount] = await database.db.select({ n: count() }).from(companies);
    expect(companyCount?.n).toBe(3);
    const [userCount] = await database.db.select({ n: count() }).from(users);
    expect(userCount?.n).toBe(8);

    // Migrating and seeding again (a second instance, a restart) changes nothing.
    await database.migrate();
    expect(await seedIfEmpty(database.db)).toBe(false);

    // Without JWT_SECRET the generated key lives in the database, the same for every instance.
    const secret = await resolveJwtSecret({ configured: undefined, db: database.db, dataDir: undefined });
    const again = await resolveJwtSecret({ configured: undefined, db: database.db, dataDir: undefined });
    expect(Buffer.from(again).equals(Buffer.from(secret))).toBe(true);

    const app = createApp({ env, database, jwtSecret: secret });
    const health = await app.request('/api/health');
    expect(await health.json()).toEqual({ status: 'ok', version: 'v58414', database: 'postgres' });
    const answer = await app.request('/api/v1.0/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'buyer@northwind.example', password: DEMO_PASSWORD }),
    });
    expect(answer.status).toBe(200);
    const { tokenInfo } = (await answer.json()) as { tokenInfo: { access_token: string } };
    const me = await app.request('/api/V1.0/user/Me', {
      headers: { Authorization: `Bearer ${tokenInfo.access_token}` },
    });
    expect(await me.json()).toMatchObject({
      user: { email: 'buyer@northwind.example' },
      permissions: expect.arrayContaining(['shoppingcart']),
    });
  }, 60_000);
});

describe.skipIf(hasInitdb)('on PostgreSQL 15', () => {
  it.skip('is skipped: initdb and pg_ctl are not on PATH, so no throwaway PostgreSQL cluster can be started', () => {});
});
