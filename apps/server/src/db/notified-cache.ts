/**
 * A per-process map of what was read from the database, kept only while the database tells this process of
 * every change to it before the changing statement returns: PGlite's LISTEN/NOTIFY, the one process of its
 * folder (db/client.ts). Nothing is kept until `activate` (the listener is in place). A read that a change
 * overtook is not kept: take `generation` before reading and hand it to `set`. Every entry lives at most `ttlMs`
 * all the same, and the oldest goes when `maxEntries` are kept.
 */
export class NotifiedCache<V> {
  private active = false;
  private changes = 0;
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** From now on notifications arrive: entries may be kept. */
  activate(): void {
    this.changes += 1;
    this.active = true;
  }

  /** Whether notifications arrive, so what is kept may be used without asking the database. */
  get keeping(): boolean {
    return this.active;
  }

  /** Take before reading from the database; hand to `set` with what was read. */
  get generation(): number {
    return this.changes;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value`, read when `generation` was current, unless a change was notified since. */
  set(key: string, value: V, generation: number): void {
    if (!this.active || generation !== this.changes) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  /** A notification: counts the change and forgets the entries `which` picks (every entry without it). */
  forget(which?: (key: string, value: V) => boolean): void {
    this.changes += 1;
    if (!which) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (which(key, entry.value)) this.entries.delete(key);
  }
}
