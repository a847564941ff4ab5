import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { resolveJwtSecret } from '../../auth/jwt-secret';
import type { Database } from '../../db/client';
import { clientLogs } from '../../db/schema';
import { parseEnv } from '../../env';
import type { AppEnv } from '../../http/context';
import { createLogger } from '../../logger';
import { openDatabase } from '../../server';
import { type PostgresCluster, skipPostgresTests, startSeededPostgres } from '../../test-support/postgres';
import { purgeClientLogs } from './purge';

/**
 * The client log's caps on PostgreSQL (issue 15 item 2): migration 0011 applies, one address's posts sent at once
 * through two instances never add up past its daily cap (the conditional upsert queues them on one row), and
 * the purge's running total works there as on PGlite.
 */

describe.skipIf(skipPostgresTests)('client log caps on PostgreSQL', () => {
  let cluster: PostgresCluster;
  let database: Database | undefined;
  let instances: Array<Hono<AppEnv>>;

  beforeAll(async () => {
    cluster = await startSeededPostgres('b2b-pg-logs-');
    const env = parseEnv({
      DATABASE_URL: cluster.url,
      LOG_LEVEL: 'silent',
      TRUST_PROXY_HOPS: '1',
      CLIENT_LOG_ANONYMOUS_DAILY_KB: '100',
    });
    database = (await openDatabase(env, createLogger('silent'))).database;
    const jwtSecret = await resolveJwtSecret({ configured: undefined, db: database.db, dataDir: undefined });
    instances = [0, 1].map(() => createApp({ env, database: database as Database, jwtSecret }));
  }, 300_000);

  afterAll(async () => {
    await database?.close();
    cluster?.stop();
  });

  it('should hold an address to its daily bytes under concurrent posts through two instances', async () => {
    const body = JSON.stringify({
      entries: Array.from({ length: 10 }, (_, i) => ({
        level: 'Info',
        message: `${i} ${'x'.repeat(900)}`,
        timestamp: 't',
      })),
    });
    const post = async (instance: Hono<AppEnv>) => {
      const response = await instance.request('/api/v1.0/log/client', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9' },
        body,
      });
      return response.status;
    };
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(instances[i % 2] as Hono<AppEnv>)),
    );
    const accepted = statuses.filter((status) => status === 200).length;
    // About 11 KB a post: eight fit in 100 KB, never more, whichever instance took them.
    expect(accepted).toBeGreaterThanOrEqual(8);
    expect(accepted).toBeLessThanOrEqual(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - accepted);
    const result = await database!.db.execute(
      sql`select bytes::int as bytes from client_log_usage where key = 'ip:203.0.113.9'`,
    );
    const [usage] = (result as unknown as { rows: Array<{ bytes: number }> }).rows;
    expect(usage?.bytes).toBeLessThanOrEqual(100 * 1024);
    const stored = await database!.db.execute(
      sql`select coalesce(sum(bytes), 0)::int as bytes from client_logs`,
    );
    expect((stored as unknown as { rows: Array<{ bytes: number }> }).rows[0]?.bytes).toBe(usage?.bytes);
  });

  it('should purge the oldest beyond the total', async () => {
    const db = database!.db;
    const result = await purgeClientLogs(db, { keepDays: 14, maxBytes: 50_000 });
    expect(result.overCap).toBeGreaterThan(0);
    const rows = await db.select({ bytes: clientLogs.bytes }).from(clientLogs);
    expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(50_000);
  });
});
