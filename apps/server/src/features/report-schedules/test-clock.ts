import type { Context, Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { scheduleNow, setScheduleClock } from './clock';
import { runReportSchedules } from './runs';

export const SANDBOX_CLOCK_PATH = '/sandbox/clock';

/**
 * The schedule clock of tests and journeys (SCHEDULE_TEST_CLOCK=on only; production refuses the setting), behind
 * the outbox's key (x-sandbox-key: MAIL_SANDBOX_KEY):
 * - GET /sandbox/clock answers `{ now }`, the time report schedules run by;
 * - POST /sandbox/clock `{ now: ISO 8601 }` sets it (it ticks on from there) and at once claims and runs the
 *   occurrences due by it, answering `{ now, claimed, done, failed, dead }`: when it answers, the mails of the
 *   runs are in the outbox (GET /sandbox/outbox?to=).
 */
export function scheduleTestClockRoutes(app: Hono<AppEnv>, services: Services): void {
  const refused = (c: Context<AppEnv>) =>
    c.req.header('x-sandbox-key') !== services.env.MAIL_SANDBOX_KEY
      ? c.json({ code: 'Unauthorized', message: 'The sandbox key is missing or wrong.' }, 401)
      : null;

  app.get(SANDBOX_CLOCK_PATH, async (c) => {
    const refusal = refused(c);
    if (refusal) return refusal;
    c.header('Cache-Control', 'no-store');
    return c.json({ now: (await scheduleNow(services.db, services.env)).toISOString() });
  });

  app.post(SANDBOX_CLOCK_PATH, async (c) => {
    const refusal = refused(c);
    if (refusal) return refusal;
    const body = (await c.req.json().catch(() => null)) as { now?: unknown } | null;
    const now = typeof body?.now === 'string' ? new Date(body.now) : null;
    if (!now || Number.isNaN(now.getTime())) {
      return c.json({ code: 'ValidationFailed', message: 'Send { "now": an ISO 8601 time }.' }, 400);
    }
    await setScheduleClock(services.db, services.env, now);
    const result = await runReportSchedules(services);
    c.header('Cache-Control', 'no-store');
    return c.json({ now: (await scheduleNow(services.db, services.env)).toISOString(), ...result });
  });
}
