import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/**
 * Limits on failed sign-ins (issue 15 item 3) that slow an attacker without locking the owner out:
 * - one account from one address: the first `freePerPair` failures cost nothing, then each further attempt waits
 *   1 s, 2 s, 4 s… (at most `maxDelaySeconds`) after the last failure, and after `maxPerPair` failures the pair
 *   waits until the oldest leaves the window. A success from that address clears the pair's count. Another
 *   address (the owner's) is not slowed by it;
 * - one address across accounts: after `maxPerIp` failures the address waits for the window (spraying from one
 *   address);
 * - one account from any address: after `challengeAfterPerAccount` failures the account is under attack, and
 *   every sign-in to it must pass a challenge (a CAPTCHA) until the failures leave the window: the owner passes
 *   it, an attacker's script does not. `maxPerAccount`, when set, locks the account instead (registrations);
 * - every account: after `challengeAfterGlobal` failures across accounts (one password sprayed over many accounts
 *   from many addresses), every sign-in must pass the challenge. Without a challenge (`challenges: false`, no
 *   CAPTCHA configured) an attack on the whole sign-in slows every address from its first failure instead.
 * The policy (this class) is separate from where the failures are kept (a `FailureStore`): the database in the
 * server, so every instance on one PostgreSQL counts the same failures.
 */
export interface LoginRateLimitOptions {
  windowMs: number;
  freePerPair: number;
  maxPerPair: number;
  maxDelaySeconds: number;
  maxPerIp: number;
  challengeAfterPerAccount: number;
  /** Infinity: no limit across accounts (registrations, where each attempt counts, failed or not). */
  challengeAfterGlobal: number;
  /** A hard limit per account from any address (registrations); absent for sign-ins, which ask a challenge. */
  maxPerAccount?: number;
  /** Whether a challenge can be asked (a CAPTCHA provider is configured). */
  challenges: boolean;
  now?: () => number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitOptions = {
  windowMs: 15 * 60 * 1000,
  freePerPair: 3,
  maxPerPair: 10,
  maxDelaySeconds: 60,
  maxPerIp: 20,
  challengeAfterPerAccount: 5,
  challengeAfterGlobal: 20,
  challenges: true,
};

/** What an attempt may do: wait first (`retryAfterSeconds` > 0), or go on, with a challenge when `challenge`. */
export interface Verdict {
  retryAfterSeconds: number;
  challenge: boolean;
}

/** Where failed attempts are kept, by key. Times are epoch milliseconds. */
export interface FailureStore {
  /** The failure times of each key since `since`, oldest first (a key without failures is absent). */
  recent(keys: readonly string[], since: number): Promise<Map<string, number[]>>;
  /** How many failures `key` has since `since`, counting no further than `atMost`. */
  count(key: string, since: number, atMost: number): Promise<number>;
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

  async count(key: string, since: number, atMost: number): Promise<number> {
    // Counted in a limited subquery: under attack the global key has thousands of rows, and only the threshold
    // matters.
    const limited = this.db
      .select({ one: sql`1` })
      .from(loginFailures)
      .where(and(sql`${loginFailures.key} = ${this.key(key)}`, gt(loginFailures.failedAt, new Date(since))))
      .limit(atMost)
      .as('limited');
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(limited);
    return row?.n ?? 0;
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

  async count(key: string, since: number, atMost: number): Promise<number> {
    return Math.min(atMost, (this.times.get(key) ?? []).filter((time) => time > since).length);
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

  /** Whether an attempt on `account` from `ip` must wait first, and whether it must pass a challenge. */
  async assess(account: string, ip: string): Promise<Verdict> {
    const { options } = this;
    const now = this.now();
    const since = now - options.windowMs;
    const keys = { account: accountKey(account), ip: addressKey(ip), pair: pairKey(account, ip) };
    const [recent, global] = await Promise.all([
      this.store.recent([keys.account, keys.ip, keys.pair], since),
      Number.isFinite(options.challengeAfterGlobal)
        ? this.store.count(GLOBAL_KEY, since, options.challengeAfterGlobal)
        : 0,
    ]);
    const pair = recent.get(keys.pair) ?? [];
    const fromIp = recent.get(keys.ip) ?? [];
    const ofAccount = recent.get(keys.account) ?? [];
    const sprayed = global >= options.challengeAfterGlobal;
    const retryAfterSeconds = Math.max(
      this.delay(pair, options.freePerPair, now),
      this.windowWait(pair, options.maxPerPair, now),
      this.windowWait(fromIp, options.maxPerIp, now),
      options.maxPerAccount === undefined ? 0 : this.windowWait(ofAccount, options.maxPerAccount, now),
      // Without a challenge to ask, an attack on the whole sign-in slows every address from its first failure.
      sprayed && !options.challenges ? this.delay(fromIp, 1, now) : 0,
    );
    const challenge = options.challenges && (sprayed || ofAccount.length >= options.challengeAfterPerAccount);
    return { retryAfterSeconds, challenge };
  }

  /** Seconds to wait before the next attempt, or 0 when an attempt is allowed (callers that ask no challenge). */
  async retryAfterSeconds(account: string, ip: string): Promise<number> {
    return (await this.assess(account, ip)).retryAfterSeconds;
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    const now = this.now();
    await this.store.record([accountKey(account), addressKey(ip), pairKey(account, ip), GLOBAL_KEY], now);
    this.failuresSincePrune += 1;
    if (this.failuresSincePrune >= PRUNE_EVERY) {
      this.failuresSincePrune = 0;
      await this.store.prune(now - this.options.windowMs);
    }
  }

  /**
   * A success clears the failures of the account from this address: its owner is not slowed by their own typos.
   * The account's failures from other addresses stay counted (an attack goes on while its owner signs in).
   */
  async recordSuccess(account: string, ip: string): Promise<void> {
    await this.store.clear(pairKey(account, ip));
  }

  /** After `free` failures, 1 s after the last, doubling with each further failure up to maxDelaySeconds. */
  private delay(times: number[], free: number, now: number): number {
    if (times.length < free) return 0;
    const last = times[times.length - 1] as number;
    const seconds = Math.min(2 ** (times.length - free), this.options.maxDelaySeconds);
    return Math.max(0, Math.ceil((last + seconds * 1000 - now) / 1000));
  }

  /** After `max` failures, until the oldest of the last `max` leaves the window. */
  private windowWait(times: number[], max: number, now: number): number {
    if (times.length < max) return 0;
    const oldest = times[times.length - max] as number;
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - now) / 1000));
  }
}

/**
 * A limiter per app over the failures of `scope` in the database, for a route that counts attempts without a
 * challenge to ask (registrations, hand-off codes): `options` override the sign-in's, and nothing is limited across
 * accounts or asks a challenge.
 */
export function limiterPerApp(
  scope: string,
  options: Partial<LoginRateLimitOptions>,
): (services: { db: Db }) => LoginRateLimiter {
  const limiters = new WeakMap<object, LoginRateLimiter>();
  return (services) => {
    let limiter = limiters.get(services);
    if (!limiter) {
      limiter = new LoginRateLimiter(new DbFailureStore(services.db, scope), {
        ...DEFAULT_LOGIN_RATE_LIMIT,
        challengeAfterPerAccount: Number.POSITIVE_INFINITY,
        challengeAfterGlobal: Number.POSITIVE_INFINITY,
        challenges: false,
        ...options,
      });
      limiters.set(services, limiter);
    }
    return limiter;
  };
}

const GLOBAL_KEY = 'global';
const accountKey = (account: string) => `user:${account.toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;
const pairKey = (account: string, ip: string) => `pair:${account.toLowerCase()}|${ip}`;
