import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appSettings } from '../../db/schema';
import type { Env } from '../../env';

/**
 * The time report schedules run by (issue 20). The real clock, unless the server was started with
 * SCHEDULE_TEST_CLOCK=on (tests and journeys only: `productionProblems` refuses it), where POST /sandbox/clock sets
 * it. The test clock is kept as an offset from the real one in `app_settings`, so it goes on ticking from the time
 * it was set to, and every instance on the database (and the scheduler's worker beside the routes) reads the same.
 */

const SETTING_KEY = 'scheduleTestClockOffsetMs';

type ClockEnv = Pick<Env, 'SCHEDULE_TEST_CLOCK'>;

/** Now, as report schedules see it. */
export async function scheduleNow(db: Executor, env: ClockEnv): Promise<Date> {
  if (env.SCHEDULE_TEST_CLOCK !== 'on') return new Date();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTING_KEY));
  const offset = typeof row?.value === 'number' ? row.value : 0;
  return new Date(Date.now() + offset);
}

/** Sets the test clock to `now` (it ticks on from there); throws when the server has no test clock. */
export async function setScheduleClock(db: Executor, env: ClockEnv, now: Date): Promise<void> {
  if (env.SCHEDULE_TEST_CLOCK !== 'on')
    throw new Error('The schedule clock is the real one (SCHEDULE_TEST_CLOCK=off)');
  const offset = now.getTime() - Date.now();
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: offset })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: offset, updatedAt: new Date() } });
}
