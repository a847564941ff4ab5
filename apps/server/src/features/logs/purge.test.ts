import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs, clientLogUsage } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing';
import { purgeClientLogs } from './purge';

/**
 * The client log's rolling purge (issue 15 item 2): retention in days, then a total in bytes, oldest first.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
});
afterAll(() => t?.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const row = (message: string, createdAt: Date, bytes = 1000) => ({
  source: 'client',
  level: 'Info',
  message,
  traceId: message,
  createdAt,
  bytes,
});

describe('the client log purge', () => {
  it('should delete entries past their retention, then the oldest until the total fits the cap', async () => {
    const db = t.database.db;
    await db.delete(clientLogs);
    await db.insert(clientLogs).values([
      row('past retention', minutesAgo(15 * 24 * 60)),
      ...Array.from({ length: 10 }, (_, i) => row(`${i} minutes old`, minutesAgo(i))),
      // Two rows of one post share their time: they stay or go together.
      row('post A 1', minutesAgo(4.5), 250),
      row('post A 2', minutesAgo(4.5), 250),
    ]);

    // 5,500 bytes: the rows 0 to 3 minutes old (4,000), post A (500) and the row 4 minutes old (1,000) fit;
    // the row 5 minutes old would make 6,500.
    const result = await purgeClientLogs(db, { keepDays: 14, maxBytes: 5500 });

    expect(result).toEqual({ expired: 1, overCap: 5 });
    const kept = await db.select().from(clientLogs).orderBy(asc(clientLogs.message));
    expect(kept.map((entry) => entry.message)).toEqual([
      '0 minutes old',
      '1 minutes old',
      '2 minutes old',
      '3 minutes old',
      '4 minutes old',
      'post A 1',
      'post A 2',
    ]);
    expect(kept.reduce((sum, entry) => sum + entry.bytes, 0)).toBeLessThanOrEqual(5500);

    // Under the cap, a second run deletes nothing.
    expect(await purgeClientLogs(db, { keepDays: 14, maxBytes: 5500 })).toEqual({ expired: 0, overCap: 0 });
  });

  it('should keep the total of posted entries under the cap', async () => {
    const db = t.database.db;
    await db.delete(clientLogs);
    const token = await t.signIn('buyer@northwind.example');
    for (let i = 0; i < 8; i++) {
      const response = await t.app.request('/api/v1.0/log/client', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          entries: Array(20).fill({ level: 'Info', message: `${i} ${'x'.repeat(2000)}`, timestamp: 't' }),
        }),
      });
      expect(response.status).toBe(200);
    }
    const total = async () =>
      Number(
        (
          (await db.execute(
            sql`select coalesce(sum(bytes), 0)::int as total from client_logs`,
          )) as unknown as {
            rows: Array<{ total: number }>;
          }
        ).rows[0]?.total,
      );
    // Each post is 20 rows of about 2.2 KB, 45 KB: two fit in 100 KB.
    expect(await total()).toBeGreaterThan(8 * 20 * 2000);

    await purgeClientLogs(db, { keepDays: 14, maxBytes: 100_000 });

    expect(await total()).toBeLessThanOrEqual(100_000);
    expect(await total()).toBeGreaterThan(100_000 - 20 * 2300);
    // The newest are the ones kept, whole.
    const messages = (await db.select({ message: clientLogs.message }).from(clientLogs)).map(
      (entry) => entry.message[0],
    );
    expect(messages.sort().join('')).toBe(`${'6'.repeat(20)}${'7'.repeat(20)}`);
  });

  it("should delete past days' usage counters and keep today's and yesterday's", async () => {
    const db = t.database.db;
    await db.insert(clientLogUsage).values([
      { key: 'ip:192.0.2.1', day: sql`(now() at time zone 'UTC')::date`, bytes: 10 },
      { key: 'ip:192.0.2.2', day: sql`(now() at time zone 'UTC')::date - 1`, bytes: 10 },
      { key: 'ip:192.0.2.3', day: sql`(now() at time zone 'UTC')::date - 2`, bytes: 10 },
    ]);
    await purgeClientLogs(db, { keepDays: 14, maxBytes: 100_000 });
    const keys = (await db.select({ key: clientLogUsage.key }).from(clientLogUsage)).map(
      (usage) => usage.key,
    );
    expect(keys).toContain('ip:192.0.2.1');
    expect(keys).toContain('ip:192.0.2.2');
    expect(keys).not.toContain('ip:192.0.2.3');
  });
});
