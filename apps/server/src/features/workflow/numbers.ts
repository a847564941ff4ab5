import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentCounters } from '../../db/schema';

/**
 * The next number of a document counter, atomically (`Q-510001`): the row is created at `start` or incremented.
 * Inside a transaction the counter row stays locked until commit, so numbers never repeat.
 */
export async function nextNumber(
  db: Executor,
  counter: string,
  prefix: string,
  start: number,
): Promise<string> {
  const [row] = await db
    .insert(documentCounters)
    .values({ name: counter, value: start })
    .onConflictDoUpdate({ target: documentCounters.name, set: { value: sql`${documentCounters.value} + 1` } })
    .returning({ value: documentCounters.value });
  return `${prefix}${row?.value}`;
}
