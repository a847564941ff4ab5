/** Session and token timing of 000 §4 and §9, and the decision taken at each check. */

export const SESSION_TIMING = {
  /** A check runs every 10 s. */
  CHECK_INTERVAL: 10_000,
  /** More than 30 min since the last API call or activity times the session out. */
  IDLE_LIMIT: 30 * 60_000,
  /** The token is refreshed when it expires in 5 min or less. */
  REFRESH_WINDOW: 5 * 60_000,
  /** The user is logged out 10 s after the timeout box appears. */
  LOGOUT_DELAY: 10_000,
} as const;

export type SessionCheck = 'timedOut' | 'refresh' | 'ok';

export interface SessionCheckInput {
  /** Epoch ms. */
  now: number;
  /** Epoch ms of the last API call or user activity. */
  lastActivityAt: number;
  /** Epoch ms at which the access token expires; null when unknown (no token). */
  tokenExpiresAt: number | null;
  idleLimit?: number;
  refreshWindow?: number;
}

/** Idle beats refresh: a timed-out session is not kept alive by refreshing its token. */
export function checkSession({
  now,
  lastActivityAt,
  tokenExpiresAt,
  idleLimit = SESSION_TIMING.IDLE_LIMIT,
  refreshWindow = SESSION_TIMING.REFRESH_WINDOW,
}: SessionCheckInput): SessionCheck {
  if (now - lastActivityAt > idleLimit) return 'timedOut';
  if (tokenExpiresAt !== null && tokenExpiresAt - now <= refreshWindow) return 'refresh';
  return 'ok';
}
