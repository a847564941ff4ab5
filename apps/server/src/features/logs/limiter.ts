/**
 * A per-key fixed-window counter for the public log endpoints, so one client cannot fill the log table.
 * In memory, per process.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit; answers the seconds to wait when over the limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.windows.clear();
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    window.count += 1;
    return window.count > this.max ? Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) : 0;
  }
}
