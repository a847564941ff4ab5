import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientLogUsage } from '../../db/schema';
import type { Env } from '../../env';

/**
 * The daily caps of the client log (issue 15 item 2): what a caller may log per UTC day, counted in bytes in
 * `client_log_usage`, so that every instance on one database counts the same bytes (no per-process state).
 *
 * The caller is its user when signed in (`user:<id>`, CLIENT_LOG_USER_DAILY_MB, 20 MB by default) and otherwise
 * its address (`ip:<address>`, CLIENT_LOG_ANONYMOUS_DAILY_KB, 1 MB by default). An IPv6 address counts by its /64,
 * the block one subscriber is given, or a single client could change address for every post. A post is counted
 * before it is stored, in one conditional upsert that adds its bytes only while the day's total stays within
 * the cap: concurrent posts through several instances queue on the row, and none goes over.
 *
 * Over the cap the post is answered 429 with Retry-After (the seconds to the next UTC day) in the documents'
 * Problem shape, as the endpoints already declared: the documents only say that the portal ignores a failed log
 * post (000 §7), which it does, so a refusal costs the portal nothing and tells any other client to stop.
 */

/** What a stored row costs beyond its texts: the tuple header, id, user id, times, and its index entry. */
export const ROW_OVERHEAD_BYTES = 200;

export interface StoredLogRow {
  source: string;
  level: string;
  message: string;
  url: string | null;
  clientTime: string | null;
  details: unknown;
  traceId: string;
}

/** About what a row takes in client_logs: its texts' UTF-8 bytes and the overhead (migration 0011 alike). */
export function rowBytes(row: StoredLogRow): number {
  const details = row.details === null || row.details === undefined ? '' : JSON.stringify(row.details);
  return (
    ROW_OVERHEAD_BYTES +
    Buffer.byteLength(row.source) +
    Buffer.byteLength(row.level) +
    Buffer.byteLength(row.message) +
    Buffer.byteLength(row.url ?? '') +
    Buffer.byteLength(row.clientTime ?? '') +
    Buffer.byteLength(details) +
    Buffer.byteLength(row.traceId)
  );
}

/** Who is counted, and how much they may log a day. */
export interface LogCaller {
  key: string;
  dailyBytes: number;
}

export function logCaller(userId: string | undefined, address: string, env: Env): LogCaller {
  return userId
    ? { key: `user:${userId}`, dailyBytes: env.CLIENT_LOG_USER_DAILY_MB * 1024 * 1024 }
    : { key: addressKey(address), dailyBytes: env.CLIENT_LOG_ANONYMOUS_DAILY_KB * 1024 };
}

/** `ip:<IPv4>`, or `ip:<the first four groups>::/64` of an IPv6 address (an IPv4-mapped one as its IPv4). */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return `ip:${mapped[1]}`;
  if (!bare.includes(':')) return `ip:${bare}`;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(Math.max(0, 8 - left.length - right.length)).fill('0');
  const network = [...left, ...zeros, ...right].slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `ip:${network.join(':')}::/64`;
}

/**
 * Adds `bytes` to the caller's total of the current UTC day (the database's clock, shared by every instance) if
 * it stays within the cap; answers whether it did. A refused post adds nothing.
 */
export async function chargeDailyBytes(db: Db, caller: LogCaller, bytes: number): Promise<boolean> {
  if (bytes > caller.dailyBytes) return false;
  const charged = await db
    .insert(clientLogUsage)
    .values({ key: caller.key, day: sql`(now() at time zone 'UTC')::date`, bytes })
    .onConflictDoUpdate({
      target: [clientLogUsage.key, clientLogUsage.day],
      set: { bytes: sql`${clientLogUsage.bytes} + excluded.bytes` },
      setWhere: sql`${clientLogUsage.bytes} + excluded.bytes <= ${caller.dailyBytes}`,
    })
    .returning({ bytes: clientLogUsage.bytes });
  return charged.length > 0;
}

/** Seconds until the next UTC day, when the daily totals start again (Retry-After). */
export function secondsUntilNextUtcDay(now = Date.now()): number {
  const day = 86_400_000;
  return Math.max(1, Math.ceil((Math.floor(now / day + 1) * day - now) / 1000));
}
