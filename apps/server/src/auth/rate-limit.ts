/**
 * Login rate limit: after 5 failures for one username, or 20 from one IP address, within 15 minutes, logins
 * answer 429 until the oldest failure leaves the window. Kept in memory, per process: with several instances
 * behind a load balancer each counts on its own (a shared store such as PostgreSQL is the next step).
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

export class LoginRateLimiter {
  private readonly byUsername = new Map<string, number[]>();
  private readonly byIp = new Map<string, number[]>();
  private readonly now: () => number;

  constructor(private readonly options: LoginRateLimitOptions = DEFAULT_LOGIN_RATE_LIMIT) {
    this.now = options.now ?? Date.now;
  }

  /** Seconds to wait before the next attempt, or 0 when an attempt is allowed. */
  retryAfterSeconds(username: string, ip: string): number {
    const now = this.now();
    const waits = [
      this.wait(this.byUsername, username.toLowerCase(), this.options.maxPerUsername, now),
      this.wait(this.byIp, ip, this.options.maxPerIp, now),
    ];
    return Math.max(...waits);
  }

  recordFailure(username: string, ip: string): void {
    const now = this.now();
    push(this.byUsername, username.toLowerCase(), now);
    push(this.byIp, ip, now);
    if (this.byIp.size + this.byUsername.size > 100_000) this.prune(now);
  }

  /** A successful login clears the username's failures (the IP's stay counted). */
  recordSuccess(username: string): void {
    this.byUsername.delete(username.toLowerCase());
  }

  private wait(map: Map<string, number[]>, key: string, max: number, now: number): number {
    const recent = (map.get(key) ?? []).filter((time) => now - time < this.options.windowMs);
    if (recent.length === 0) map.delete(key);
    else map.set(key, recent);
    if (recent.length < max) return 0;
    const oldest = recent[recent.length - max] as number;
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - now) / 1000));
  }

  private prune(now: number): void {
    for (const map of [this.byUsername, this.byIp]) {
      for (const [key, times] of map) {
        if (times.every((time) => now - time >= this.options.windowMs)) map.delete(key);
      }
    }
  }
}

function push(map: Map<string, number[]>, key: string, time: number): void {
  const times = map.get(key);
  if (times) times.push(time);
  else map.set(key, [time]);
}
