import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/**
 * Login rate limit: after 5 failures for one username, or 20 from one client address, within 15 minutes, logins
 * answer 429 until the oldest failure leaves the window. The policy (this class) is separate from where the
 * failures are kept (a `FailureStore`): the database in the server, so every instance on one PostgreSQL counts
 * the same failures.
 */
export interface LoginRateLimitOptions {
  maxPerUsername: number;
  maxPerIp: number;
  windowMs: number;
  now?: () => number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitOptions = {
  maxPerUsername: 5,
  maxPerIp: 20,
  windowMs: 15 * 60 * 1000,
};

/** Where failed attempts are kept, by key. Times are epoch milliseconds. */
export interface FailureStore {
  /** The failure times of each key since `since`, oldest first (a key without failures is absent). */
  recent(keys: readonly string[], since: number): Promise<Map<string, number[]>>;
  record(keys: readonly string[], at: number): Promise<void>;
  clear(key: string): Promise<void>;
  /** Forgets failures older than `before` (they no longer count). */
  prune(before: number): Promise<void>;
}

/** Failures as rows of `login_failures`, shared by every instance; `scope` keeps limiters apart. */
export class DbFailureStore implements FailureStore {
  constructor(
    private readonly db: Db,
    private readonly scope: string,
  ) {}

  private key(key: string): string {
    return `${this.scope}:${key}`;
  }

  async recent(keys: readonly string[], since: number): Promise<Map<string, number[]>> {
    const scoped = keys.map((key) => this.key(key));
    const rows = await this.db
      .select({ key: loginFailures.key, failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, scoped), gt(loginFailures.failedAt, new Date(since))))
      .orderBy(loginFailures.failedAt);
    const result = new Map<string, number[]>();
    for (const row of rows) {
      const key = row.key.slice(this.scope.length + 1);
      const times = result.get(key) ?? [];
      times.push(row.failedAt.getTime());
      result.set(key, times);
    }
    return result;
  }

  async record(keys: readonly string[], at: number): Promise<void> {
    await this.db
      .insert(loginFailures)
      .values(keys.map((key) => ({ key: this.key(key), failedAt: new Date(at) })));
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(sql`${loginFailures.key} = ${this.key(key)}`);
  }

  async prune(before: number): Promise<void> {
    await this.db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(before)));
  }
}

/** Failures in memory, for unit tests of the policy. */
export class MemoryFailureStore implements FailureStore {
  private readonly times = new Map<string, number[]>();

  async recent(keys: readonly string[], since: number): Promise<Map<string, number[]>> {
    const result = new Map<string, number[]>();
    for (const key of keys) {
      const recent = (this.times.get(key) ?? []).filter((time) => time > since);
      if (recent.length > 0) result.set(key, recent);
    }
    return result;
  }

  async record(keys: readonly string[], at: number): Promise<void> {
    for (const key of keys) this.times.set(key, [...(this.times.get(key) ?? []), at]);
  }

  async clear(key: string): Promise<void> {
    this.times.delete(key);
  }

  async prune(before: number): Promise<void> {
    for (const [key, times] of this.times) {
      const kept = times.filter((time) => time >= before);
      if (kept.length === 0) this.times.delete(key);
      else this.times.set(key, kept);
    }
  }
}

/** How many failures between two prunes of expired rows. */
const PRUNE_EVERY = 200;

export class LoginRateLimiter {
  private readonly now: () => number;
  private failuresSincePrune = 0;

  constructor(
    private readonly store: FailureStore,
    private readonly options: LoginRateLimitOptions = DEFAULT_LOGIN_RATE_LIMIT,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Seconds to wait before the next attempt, or 0 when an attempt is allowed. */
  async retryAfterSeconds(username: string, ip: string): Promise<number> {
    const now = this.now();
    const userKey = usernameKey(username);
    const ipKey = addressKey(ip);
    const recent = await this.store.recent([userKey, ipKey], now - this.options.windowMs);
    return Math.max(
      this.wait(recent.get(userKey) ?? [], this.options.maxPerUsername, now),
      this.wait(recent.get(ipKey) ?? [], this.options.maxPerIp, now),
    );
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    const now = this.now();
    await this.store.record([usernameKey(username), addressKey(ip)], now);
    this.failuresSincePrune += 1;
    if (this.failuresSincePrune >= PRUNE_EVERY) {
      this.failuresSincePrune = 0;
      await this.store.prune(now - this.options.windowMs);
    }
  }

  /** A successful login clears the username's failures (the address's stay counted). */
  async recordSuccess(username: string): Promise<void> {
    await this.store.clear(usernameKey(username));
  }

  private wait(times: number[], max: number, now: number): number {
    if (times.length < max) return 0;
    const oldest = times[times.length - max] as number;
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - now) / 1000));
  }
}

const usernameKey = (username: string) => `user:${username.toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;
