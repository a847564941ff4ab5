import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProductPage } from '@b2b-portal/api';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { resolveJwtSecret } from '../../auth/jwt-secret';
import type { Database } from '../../db/client';
import { seedManufacturerId, seedProductId } from '../../db/seed-catalogue';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { parseEnv } from '../../env';
import type { AppEnv } from '../../http/context';
import { createLogger } from '../../logger';
import { openDatabase } from '../../server';
import { createTestApp, type TestApp } from '../../testing';

/**
 * The ranking search on a real PostgreSQL with pg_trgm (a throwaway cluster, as in db/postgres.test.ts): the
 * same searches answer the same pages, in the same order, as on the embedded PGlite.
 */

const hasInitdb = spawnSync('sh', ['-c', 'command -v initdb && command -v pg_ctl']).status === 0;
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

async function tokenFor(app: Hono<AppEnv>, username: string): Promise<string> {
  const answer = await app.request('/api/v1.0/user/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const { tokenInfo } = (await answer.json()) as { tokenInfo: { access_token: string } };
  return tokenInfo.access_token;
}

const searches = [
  'keyword=C9300-48P-A',
  'keyword=c930048pa',
  'keyword=9300-48',
  'keyword=FG-60E',
  'keyword=SMT1500RM2C',
  'keyword=poe',
  'keyword=dell&size=100',
  'keyword=catalyst%20upoe',
  'keyword=switches',
  `manufacturer=${seedManufacturerId('HPE')}&keyword=aruba`,
  'manufacturerPart=pan-pa&sortBy=2',
  'keyword=firewall&sortBy=3&size=7&start=2',
  "keyword=poe%20'%26|!%3A*()",
];

describe.skipIf(!hasInitdb)('catalogue search on PostgreSQL 15 with pg_trgm', () => {
  let dir: string;
  let database: Database | undefined;
  let onPostgres: { app: Hono<AppEnv>; token: string };
  let onPglite: TestApp;
  let pgliteToken: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'b2b-pg-catalogue-'));
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
    const env = parseEnv({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      LOG_LEVEL: 'silent',
    });
    database = (await openDatabase(env, createLogger('silent'))).database;
    const jwtSecret = await resolveJwtSecret({ configured: undefined, db: database.db, dataDir: undefined });
    const app = createApp({ env, database, jwtSecret });
    onPostgres = { app, token: await tokenFor(app, 'buyer@northwind.example') };

    onPglite = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
    pgliteToken = await onPglite.signIn('buyer@northwind.example');
  }, 300_000);

  afterAll(async () => {
    await onPglite?.close();
    await database?.close();
    try {
      pgRun('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('should have pg_trgm installed by the migrations', async () => {
    const result = await database!.db.execute(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it.each(searches)('should answer %s as PGlite does', async (query) => {
    const path = `/api/v1.0/Product/search?${query}`;
    const postgres = await onPostgres.app.request(path, {
      headers: { Authorization: `Bearer ${onPostgres.token}` },
    });
    const pglite = await onPglite.app.request(path, { headers: { Authorization: `Bearer ${pgliteToken}` } });
    expect(postgres.status).toBe(200);
    const fromPostgres = ProductPage.parse(await postgres.json());
    const fromPglite = ProductPage.parse(await pglite.json());
    expect(fromPostgres.totalRecords).toBeGreaterThan(0);
    expect(fromPostgres).toEqual(fromPglite);
  });

  it('should rank the exact part first whatever its spelling', async () => {
    const answer = await onPostgres.app.request('/api/v1.0/Product/search?keyword=wsc385024pl', {
      headers: { Authorization: `Bearer ${onPostgres.token}` },
    });
    // Withdrawn: never listed, even when typed exactly.
    expect(ProductPage.parse(await answer.json()).data.map((p) => p.id)).not.toContain(
      seedProductId('WS-C3850-24P-L'),
    );
    const exact = await onPostgres.app.request('/api/v1.0/Product/search?keyword=ISR4331K9', {
      headers: { Authorization: `Bearer ${onPostgres.token}` },
    });
    expect(ProductPage.parse(await exact.json()).data[0]?.manufacturerPart).toBe('ISR4331/K9');
  });
});

describe.skipIf(hasInitdb)('catalogue search on PostgreSQL 15', () => {
  it.skip('is skipped: initdb and pg_ctl are not on PATH, so no throwaway PostgreSQL cluster can be started', () => {});
});
