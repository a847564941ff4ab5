import { sql } from 'drizzle-orm';
import type { Executor } from './client';

const SAMPLE_TTL_MS = 10 * 60_000;

/** Fewer sampled values than this tell nothing. */
export const MIN_SAMPLE = 20;

const samples = new WeakMap<object, Map<string, { sample: Promise<readonly string[]>; at: number }>>();

/**
 * A sample of a column's values as PostgreSQL's statistics keep them (`pg_stats`: up to 101 histogram bounds and
 * the most common values; for an expression index, the index's name and the expression's column), per database
 * handle and column, read again after `SAMPLE_TTL_MS`. Empty when there are none (never analysed: PGlite before
 * ANALYZE) or they cannot be read.
 *
 * For choices of how to ask the database (which index, whether a probe is worth its statement), never of what the
 * answer is: a sample is a hundred values of the whole table, not of the caller's rows, and can be ten minutes old.
 */
export function statisticsSample(
  db: Executor,
  table: string,
  column: string,
  now = Date.now(),
): Promise<readonly string[]> {
  let kept = samples.get(db);
  if (kept === undefined) {
    kept = new Map();
    samples.set(db, kept);
  }
  const key = `${table}.${column}`;
  const read = kept.get(key);
  if (read && now - read.at < SAMPLE_TTL_MS) return read.sample;
  const sample = db
    .execute(sql`select coalesce(histogram_bounds::text::text[], '{}')
        || coalesce(most_common_vals::text::text[], '{}') as sampled
      from pg_stats where tablename = ${table} and attname = ${column}`)
    .then((result) => {
      const rows = (result as unknown as { rows: Array<{ sampled: string[] | null }> }).rows;
      return rows.flatMap((row) => row.sampled ?? []);
    })
    .catch(() => []);
  kept.set(key, { sample, at: now });
  return sample;
}
