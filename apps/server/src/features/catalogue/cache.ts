/**
 * A small read-through cache for catalogue answers that do not depend on the caller (search pages without the
 * cart quantities, the manufacturer list). The catalogue changes only when it is seeded or reloaded, and on the
 * embedded database every query waits its turn on one engine, so answering a popular search from memory is
 * what keeps search fast under concurrency. Concurrent misses of one key share one query; entries expire after
 * `ttlMs` and the oldest go first when full. Per database, so that test apps never share entries.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();

  constructor(
    private readonly maxEntries = 1_000,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > time) {
      // Refresh the entry's place: the map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = load();
    this.entries.set(key, { value, expires: time + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets everything (after the catalogue changed). */
  clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<object, CatalogueCache>();

/** The catalogue cache of one database handle. */
export function catalogueCache(db: object): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogueCache();
    caches.set(db, cache);
  }
  return cache;
}
