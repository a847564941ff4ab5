import { assign, fromPromise, setup } from 'xstate';
import { checkSession, SESSION_TIMING } from '../rules/session';

/**
 * Session timeout and token refresh (000 §4, §9).
 *
 * Every CHECK_INTERVAL (10 s) the machine reads the clock the app gives it and decides:
 * - more than IDLE_LIMIT (30 min) since the last API call or user activity → `timedOut`: the info box
 *   ('Global.SessionModalTitle' / 'Global.SessionTimeoutMessage') shows, and LOGOUT_DELAY (10 s) later, or when
 *   the user presses OK, the user is logged out and sent to Login with the current path as redirect;
 * - the token expires within REFRESH_WINDOW (5 min) → the `refreshToken` actor runs. Its own API call is not
 *   activity: API calls recorded up to the end of the refresh are ignored. A failed refresh (InvalidRefreshToken,
 *   no refresh token) clears credentials and sends the user to Login with the current path (`ended`).
 * ACTIVITY (mouse move, click, key press) records the time and hands it to `storeLastActivity`, which the app
 * implements (local storage). LOGOUT (header) logs out; the app's `logout` then goes Home.
 *
 * Provided by the app with `.provide`: actions `storeLastActivity`, `showTimeoutBox`, `hideTimeoutBox`,
 * `logout`, `goToLogin`; actor `refreshToken`; optionally the delays. The clock reads come through `input`.
 */

/** The text of the timeout box (message keys of the catalogue). */
export const SESSION_TIMEOUT_BOX = {
  title: 'Global.SessionModalTitle',
  message: 'Global.SessionTimeoutMessage',
} as const;

/** Reads of the browser state the machine needs; the app backs them with local storage and `Date.now`. */
export interface SessionEnvironment {
  /** Epoch ms. */
  now(): number;
  /**
   * Epoch ms of the last API call as the client records it (local storage), or null. The app may fold in the
   * stored last-activity time so that activity in another tab counts too.
   */
  lastApiCallAt(): number | null;
  /** Epoch ms at which the access token expires (its exp claim / stored expiration), or null. */
  tokenExpiresAt(): number | null;
  /** The current hash path with its query, used as the redirect after a forced logout. */
  currentPath(): string;
}

export interface SessionInput {
  environment: SessionEnvironment;
  /** Last activity known at start (e.g. read from local storage); defaults to the last API call or now. */
  lastActivityAt?: number;
  /** @default SESSION_TIMING.IDLE_LIMIT */
  idleLimit?: number;
  /** @default SESSION_TIMING.REFRESH_WINDOW */
  refreshWindow?: number;
}

export interface SessionContext {
  environment: SessionEnvironment;
  idleLimit: number;
  refreshWindow: number;
  /** Epoch ms of the last user activity or API call that counts as activity. */
  lastActivityAt: number;
  /** Epoch ms the token expires at, as last read. */
  tokenExpiresAt: number | null;
  /** The time of the last check. */
  now: number;
  /** API calls recorded at or before this time are the machine's own refresh, not activity. */
  ignoreApiCallsThrough: number;
}

export type SessionEvent =
  /** Mouse move, click or key press. */
  | { type: 'ACTIVITY' }
  /** The user pressed OK in the timeout box. */
  | { type: 'ACKNOWLEDGE' }
  /** Logout from the header. */
  | { type: 'LOGOUT' };

export type LogoutReason = 'user' | 'timeout' | 'refreshFailed';

/** What the refresh actor may answer: the new expiry, when it knows it without another read. */
export interface RefreshTokenOutput {
  tokenExpiresAt?: number | null;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    /** Store the activity time (local storage). */
    storeLastActivity: (_, _params: { at: number }) => {},
    showTimeoutBox: (_, _params: typeof SESSION_TIMEOUT_BOX) => {},
    hideTimeoutBox: () => {},
    /** Clear the authentication data, the account-overview marker and the punch-out image (000 §4 Logout). */
    logout: (_, _params: { reason: LogoutReason }) => {},
    goToLogin: (_, _params: { redirectUrl: string }) => {},
    recordActivity: assign({ lastActivityAt: ({ context }) => context.environment.now() }),
    readClock: assign(({ context }) => {
      const now = context.environment.now();
      const apiCall = context.environment.lastApiCallAt();
      const countsAsActivity = apiCall !== null && apiCall > context.ignoreApiCallsThrough;
      return {
        now,
        tokenExpiresAt: context.environment.tokenExpiresAt(),
        lastActivityAt: countsAsActivity ? Math.max(context.lastActivityAt, apiCall) : context.lastActivityAt,
      };
    }),
    recordRefresh: assign(({ context }, params: { output: RefreshTokenOutput | undefined }) => ({
      ignoreApiCallsThrough: context.environment.now(),
      tokenExpiresAt:
        params.output?.tokenExpiresAt !== undefined
          ? params.output.tokenExpiresAt
          : context.environment.tokenExpiresAt(),
    })),
  },
  guards: {
    isIdleTooLong: ({ context }) => checkSession(context) === 'timedOut',
    tokenExpiresSoon: ({ context }) => checkSession(context) === 'refresh',
  },
  actors: {
    /** Refreshes the token (`v1.0/User/refreshToken`) and stores it; rejects on InvalidRefreshToken. */
    refreshToken: fromPromise<RefreshTokenOutput | undefined>(async () => {
      throw new Error('sessionMachine: provide the refreshToken actor');
    }),
  },
  delays: {
    CHECK_INTERVAL: SESSION_TIMING.CHECK_INTERVAL,
    LOGOUT_DELAY: SESSION_TIMING.LOGOUT_DELAY,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const now = input.environment.now();
    return {
      environment: input.environment,
      idleLimit: input.idleLimit ?? SESSION_TIMING.IDLE_LIMIT,
      refreshWindow: input.refreshWindow ?? SESSION_TIMING.REFRESH_WINDOW,
      lastActivityAt: input.lastActivityAt ?? input.environment.lastApiCallAt() ?? now,
      tokenExpiresAt: input.environment.tokenExpiresAt(),
      now,
      ignoreApiCallsThrough: Number.NEGATIVE_INFINITY,
    };
  },
  initial: 'active',
  on: {
    LOGOUT: { target: '.loggedOut', actions: { type: 'logout', params: { reason: 'user' } } },
  },
  states: {
    active: {
      initial: 'watching',
      on: {
        ACTIVITY: {
          actions: [
            'recordActivity',
            { type: 'storeLastActivity', params: ({ context }) => ({ at: context.lastActivityAt }) },
          ],
        },
      },
      states: {
        watching: { after: { CHECK_INTERVAL: 'checking' } },
        checking: {
          entry: 'readClock',
          always: [
            { guard: 'isIdleTooLong', target: '#session.timedOut' },
            { guard: 'tokenExpiresSoon', target: 'refreshing' },
            { target: 'watching' },
          ],
        },
        refreshing: {
          invoke: {
            src: 'refreshToken',
            onDone: {
              target: 'watching',
              actions: { type: 'recordRefresh', params: ({ event }) => ({ output: event.output }) },
            },
            onError: {
              target: '#session.ended',
              actions: [
                { type: 'logout', params: { reason: 'refreshFailed' } },
                {
                  type: 'goToLogin',
                  params: ({ context }) => ({ redirectUrl: context.environment.currentPath() }),
                },
              ],
            },
          },
        },
      },
    },
    timedOut: {
      entry: { type: 'showTimeoutBox', params: SESSION_TIMEOUT_BOX },
      exit: 'hideTimeoutBox',
      after: { LOGOUT_DELAY: { target: 'timeoutLogout' } },
      on: { ACKNOWLEDGE: { target: 'timeoutLogout' } },
    },
    /** A transient step so that OK and the delay share one set of actions. */
    timeoutLogout: {
      entry: [
        { type: 'logout', params: { reason: 'timeout' } },
        { type: 'goToLogin', params: ({ context }) => ({ redirectUrl: context.environment.currentPath() }) },
      ],
      always: 'loggedOut',
    },
    loggedOut: { type: 'final' },
    /** The refresh failed: credentials are cleared and the user was sent to Login. */
    ended: { type: 'final' },
  },
});

export type SessionMachine = typeof sessionMachine;
