import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentCounters } from '../../db/schema';

/**
 * Requisition numbers: R-700001, R-700002… from the `document_counters` row 'requisition' (its value is the last
 * number given). The seed writes the row at its last seeded number, so new requisitions continue after them.
 */
export const REQUISITION_COUNTER = { name: 'requisition', prefix: 'R-', start: 700_001 } as const;

/** The next requisition number, atomically: the counter row is created at the first number or incremented. */
export async function nextRequisitionNumber(db: Executor): Promise<string> {
  const [row] = await db
    .insert(documentCounters)
    .values({ name: REQUISITION_COUNTER.name, value: REQUISITION_COUNTER.start })
    .onConflictDoUpdate({ target: documentCounters.name, set: { value: sql`${documentCounters.value} + 1` } })
    .returning({ value: documentCounters.value });
  return `${REQUISITION_COUNTER.prefix}${row?.value ?? REQUISITION_COUNTER.start}`;
}
