import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { SESSION_TIMING } from '../rules/session';
import { type RefreshTokenOutput, SESSION_TIMEOUT_BOX, sessionMachine } from './sessionMachine';

const MINUTE = 60_000;
const { CHECK_INTERVAL, IDLE_LIMIT, LOGOUT_DELAY } = SESSION_TIMING;

/** A session in a simulated browser: clock, local storage reads and the app's side effects. */
function startSession({ tokenExpiresIn = 2 * 60 * MINUTE }: { tokenExpiresIn?: number } = {}) {
  const clock = new SimulatedClock();
  const browser = { lastApiCallAt: null as number | null, tokenExpiresAt: tokenExpiresIn as number | null };
  const effects: string[] = [];
  const stored: number[] = [];
  const refreshes: Array<{ resolve: () => void; reject: (e: unknown) => void }> = [];

  const machine = sessionMachine.provide({
    actions: {
      storeLastActivity: (_, { at }) => void stored.push(at),
      showTimeoutBox: (_, box) => void effects.push(`show:${box.title}:${box.message}`),
      hideTimeoutBox: () => void effects.push('hide'),
      logout: (_, { reason }) => void effects.push(`logout:${reason}`),
      goToLogin: (_, { redirectUrl }) => void effects.push(`login:${redirectUrl}`),
    },
    actors: {
      // Like the real client: the refresh is an API call that stamps the last-API-call time.
      refreshToken: fromPromise(
        () =>
          new Promise<RefreshTokenOutput | undefined>((resolve, reject) => {
            refreshes.push({
              resolve: () => {
                browser.lastApiCallAt = clock.now();
                browser.tokenExpiresAt = clock.now() + 60 * MINUTE;
                resolve(undefined);
              },
              reject,
            });
          }),
      ),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      environment: {
        now: () => clock.now(),
        lastApiCallAt: () => browser.lastApiCallAt,
        tokenExpiresAt: () => browser.tokenExpiresAt,
        currentPath: () => '/orders?page=2',
      },
    },
  });
  actor.start();

  /** Let time pass in steps of one second, so that every check runs at its own time. */
  const advance = (ms: number) => {
    for (let passed = 0; passed < ms; passed += 1_000) clock.increment(Math.min(1_000, ms - passed));
  };
  /** Let time pass until the session times out (at most the idle limit and one check). */
  const advanceUntilTimedOut = () => {
    for (
      let passed = 0;
      passed <= IDLE_LIMIT + CHECK_INTERVAL && !actor.getSnapshot().matches('timedOut');
      passed += 1_000
    ) {
      clock.increment(1_000);
    }
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const state = () => {
    const snapshot = actor.getSnapshot();
    return typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  };
  return { actor, clock, browser, effects, stored, refreshes, advance, advanceUntilTimedOut, settle, state };
}

describe('sessionMachine: idle timeout (000 §4)', () => {
  it.each([
    { idle: IDLE_LIMIT - CHECK_INTERVAL, state: 'active' },
    { idle: IDLE_LIMIT, state: 'active' },
    { idle: IDLE_LIMIT + CHECK_INTERVAL, state: 'timedOut' },
  ])('should be $state after $idle ms without activity', ({ idle, state }) => {
    const session = startSession();
    session.advance(idle);
    expect(session.state()).toBe(state);
  });

  it('should show the timeout box with the catalogue keys and log out 10 s later', () => {
    const session = startSession();
    session.advance(IDLE_LIMIT + CHECK_INTERVAL);
    expect(session.effects).toEqual(['show:Global.SessionModalTitle:Global.SessionTimeoutMessage']);
    expect(SESSION_TIMEOUT_BOX).toEqual({
      title: 'Global.SessionModalTitle',
      message: 'Global.SessionTimeoutMessage',
    });

    session.advance(LOGOUT_DELAY - 1_000);
    expect(session.state()).toBe('timedOut');
    session.advance(1_000);
    expect(session.state()).toBe('loggedOut');
    expect(session.effects).toEqual([
      'show:Global.SessionModalTitle:Global.SessionTimeoutMessage',
      'hide',
      'logout:timeout',
      'login:/orders?page=2',
    ]);
    expect(session.actor.getSnapshot().status).toBe('done');
  });

  it('should log out at once when the user presses OK', () => {
    const session = startSession();
    session.advance(IDLE_LIMIT + CHECK_INTERVAL);
    session.actor.send({ type: 'ACKNOWLEDGE' });
    expect(session.state()).toBe('loggedOut');
    expect(session.effects.slice(1)).toEqual(['hide', 'logout:timeout', 'login:/orders?page=2']);
  });

  it('should keep the session while the user moves the mouse, and store each activity', () => {
    const session = startSession();
    session.advance(20 * MINUTE);
    session.actor.send({ type: 'ACTIVITY' });
    session.advance(20 * MINUTE);
    session.actor.send({ type: 'ACTIVITY' });
    session.advance(25 * MINUTE);
    expect(session.state()).toBe('active');
    expect(session.stored).toEqual([20 * MINUTE, 40 * MINUTE]);
    session.advance(5 * MINUTE + CHECK_INTERVAL);
    expect(session.state()).toBe('timedOut');
  });

  it('should count an API call made by a page as activity', () => {
    const session = startSession();
    session.advance(25 * MINUTE);
    session.browser.lastApiCallAt = session.clock.now();
    session.advance(25 * MINUTE);
    expect(session.state()).toBe('active');
  });

  it('should let the header log out, going through the app logout only', () => {
    const session = startSession();
    session.advance(MINUTE);
    session.actor.send({ type: 'LOGOUT' });
    expect(session.state()).toBe('loggedOut');
    expect(session.effects).toEqual(['logout:user']);
  });
});

describe('sessionMachine: token refresh (000 §4)', () => {
  it.each([
    { expiresIn: 6 * MINUTE, after: 50_000, refreshing: false },
    { expiresIn: 6 * MINUTE, after: 60_000, refreshing: true },
    { expiresIn: 5 * MINUTE + CHECK_INTERVAL, after: CHECK_INTERVAL, refreshing: true },
    { expiresIn: 60 * MINUTE, after: 10 * MINUTE, refreshing: false },
  ])(
    'should be refreshing: $refreshing $after ms after start when the token expires in $expiresIn ms',
    (c) => {
      const session = startSession({ tokenExpiresIn: c.expiresIn });
      session.advance(c.after);
      expect(session.refreshes.length > 0).toBe(c.refreshing);
      expect(session.actor.getSnapshot().matches({ active: 'refreshing' })).toBe(c.refreshing);
    },
  );

  it('should not refresh when no token expiry is known', () => {
    const session = startSession();
    session.browser.tokenExpiresAt = null;
    session.advance(20 * MINUTE);
    expect(session.refreshes).toHaveLength(0);
  });

  it('should not count its background refresh as activity', async () => {
    const session = startSession({ tokenExpiresIn: 20 * MINUTE });
    session.advance(15 * MINUTE);
    expect(session.refreshes).toHaveLength(1);
    session.refreshes[0]!.resolve();
    await session.settle();
    expect(session.actor.getSnapshot().matches({ active: 'watching' })).toBe(true);
    session.advance(15 * MINUTE + CHECK_INTERVAL);
    expect(session.state()).toBe('timedOut');
  });

  it('should end the session and send the user to Login with the current path when the refresh fails', async () => {
    const session = startSession({ tokenExpiresIn: 5 * MINUTE });
    session.advance(CHECK_INTERVAL);
    session.refreshes[0]!.reject(
      Object.assign(new Error('InvalidRefreshToken'), { code: 'InvalidRefreshToken' }),
    );
    await session.settle();
    expect(session.state()).toBe('ended');
    expect(session.effects).toEqual(['logout:refreshFailed', 'login:/orders?page=2']);
  });
});

/** The model of 000 §4 as a person describes it; every simple path is played on the real machine. */
const sessionModel = createMachine({
  id: 'sessionModel',
  initial: 'active',
  states: {
    active: { on: { IDLE: 'timedOut', TOKEN_NEAR_EXPIRY: 'refreshing', LOGOUT: 'loggedOut' } },
    refreshing: { on: { REFRESH_OK: 'active', REFRESH_FAIL: 'ended' } },
    timedOut: { on: { ACKNOWLEDGE: 'loggedOut', WAIT: 'loggedOut', LOGOUT: 'loggedOut' } },
    loggedOut: { type: 'final' },
    ended: { type: 'final' },
  },
});

describe('sessionMachine: model-based paths', () => {
  const paths = createTestModel(sessionModel).getSimplePaths();

  it('should visit every state of the model', () => {
    expect(new Set(paths.flatMap((p) => p.steps.map((step) => step.state.value)))).toEqual(
      new Set(['active', 'refreshing', 'timedOut', 'loggedOut', 'ended']),
    );
  });

  it.each(paths.map((p) => [p.description, p] as const))('should follow %s', async (_, path) => {
    const session = startSession();
    await path.test({
      events: {
        IDLE() {
          session.advanceUntilTimedOut();
        },
        TOKEN_NEAR_EXPIRY() {
          session.browser.tokenExpiresAt = session.clock.now() + 5 * MINUTE;
          session.advance(CHECK_INTERVAL);
        },
        async REFRESH_OK() {
          session.refreshes.at(-1)!.resolve();
          await session.settle();
        },
        async REFRESH_FAIL() {
          session.refreshes.at(-1)!.reject(new Error('InvalidRefreshToken'));
          await session.settle();
        },
        ACKNOWLEDGE() {
          session.actor.send({ type: 'ACKNOWLEDGE' });
        },
        WAIT() {
          session.advance(LOGOUT_DELAY);
        },
        LOGOUT() {
          session.actor.send({ type: 'LOGOUT' });
        },
      },
      states: {
        active: () => expect(session.actor.getSnapshot().matches({ active: 'watching' })).toBe(true),
        refreshing: () => expect(session.actor.getSnapshot().matches({ active: 'refreshing' })).toBe(true),
        timedOut: () => expect(session.effects.at(-1)).toMatch(/^show:Global.SessionModalTitle/),
        loggedOut: () => {
          expect(session.state()).toBe('loggedOut');
          expect(session.effects.filter((e) => e.startsWith('logout:'))).toHaveLength(1);
        },
        ended: () => {
          expect(session.state()).toBe('ended');
          expect(session.effects).toContain('login:/orders?page=2');
        },
      },
    });
  });
});
