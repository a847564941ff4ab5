/**
 * Reads of one row by key, gathered: the keys asked while a read of them is on its way to the database wait and
 * go together in the next statement (`WHERE key = ANY($1)`), so a burst of calls costs a few statements instead
 * of one each (issue 14: the reads every call makes on PostgreSQL, where nothing may be kept between calls).
 * The first key asked when nothing is on its way goes at once: a lone call waits for nothing.
 *
 * Every read still reflects the database as it was after the call asked: a key joins only a statement sent
 * after it was asked, never one already on its way. Calls asking the same key in one statement share the value
 * read (which they must not change).
 */
export class BatchedRead<K, V> {
  private waiting = new Map<K, Waiter<V>[]>();
  private inFlight = 0;

  /**
   * @param readMany  one statement reading the rows of `keys`: their values by key (a key without a row is absent)
   * @param maxInFlight  statements on their way at once, at most (the rest of the pool stays for other work)
   * @param maxKeys  keys in one statement, at most
   */
  constructor(
    private readonly readMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxInFlight = 1,
    private readonly maxKeys = 500,
  ) {}

  /** The value of `key`, read by a statement sent after this call; undefined when there is no row. */
  read(key: K): Promise<V | undefined> {
    return new Promise<V | undefined>((resolve, reject) => {
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      this.send();
    });
  }

  private send(): void {
    if (this.inFlight >= this.maxInFlight || this.waiting.size === 0) return;
    let batch: Map<K, Waiter<V>[]>;
    if (this.waiting.size <= this.maxKeys) {
      batch = this.waiting;
      this.waiting = new Map();
    } else {
      batch = new Map();
      for (const [key, waiters] of this.waiting) {
        batch.set(key, waiters);
        this.waiting.delete(key);
        if (batch.size === this.maxKeys) break;
      }
    }
    this.inFlight += 1;
    let read: Promise<Map<K, V>>;
    try {
      read = this.readMany([...batch.keys()]);
    } catch (error) {
      read = Promise.reject(error);
    }
    read
      .then(
        (values) => {
          for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(values.get(key));
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        this.inFlight -= 1;
        this.send();
      });
  }
}

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/** The PostgreSQL array literal of some uuids, for a `= any($1::uuid[])` placeholder (one value, one plan). */
export function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}
