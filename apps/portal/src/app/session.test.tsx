import { shellEndpoints } from '@b2b-portal/api';
import { createMemoryStorage, createTokenStore, type TokenStore } from '@b2b-portal/api/client';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './session';

const { mocks } = vi.hoisted(() => ({
  mocks: { call: (() => undefined) as (endpoint: unknown) => unknown, tokenStore: null as unknown },
}));
vi.mock('../services/api', () => ({
  get api() {
    return { call: mocks.call };
  },
  get tokenStore() {
    return mocks.tokenStore as TokenStore;
  },
  loadShellEndpoints: async () => shellEndpoints,
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const me = (companyID: string | null) => ({
  user: { id: 'u1', firstName: 'Bea', lastName: 'Buyer', email: 'bea@northwind.example', companyID },
  permissions: ['shoppingcart'],
  analyticsDimensions: null,
});
const configuration = {
  companyID: 'c1',
  companyName: 'Northwind',
  features: 3,
  logoUrl: null,
  maintenanceMode: false,
  creditCardProcessor: 'wex' as const,
  links: [],
};

/** An unsigned JWT with these claims: the browser reads claims as hints and never verifies them. */
function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.signature`;
}

function signInStored(claims: Record<string, unknown>) {
  const store = createTokenStore({ local: createMemoryStorage(), session: createMemoryStorage() });
  mocks.tokenStore = store;
  store.setTokenInfo({
    type: 'Bearer',
    access_token: jwt({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims }),
    refresh_token: 'refresh',
  });
  store.setAuthenticated(true);
}

function Status() {
  const session = useSession();
  return (
    <output aria-label="Session">
      {session.state.status} {session.features}
      {session.state.status === 'signedIn'
        ? ` news: ${session.state.news.map((item) => item.subject).join('; ')}`
        : ''}
    </output>
  );
}

function renderSession() {
  return render(
    <SessionProvider>
      <Status />
    </SessionProvider>,
  );
}

type StartCall =
  | typeof shellEndpoints.me
  | typeof shellEndpoints.storefrontConfiguration
  | typeof shellEndpoints.news;

const news = [{ id: 'n1', subject: 'Holiday shipping cut-off: Dec 18', publishedDate: '2026-11-20' }];

/** Answers each endpoint when the test says so; records the order of the calls. */
function scriptCalls() {
  const answers = new Map<unknown, ReturnType<typeof deferred<unknown>>>([
    [shellEndpoints.me, deferred<unknown>()],
    [shellEndpoints.storefrontConfiguration, deferred<unknown>()],
    [shellEndpoints.news, deferred<unknown>()],
  ]);
  const called: unknown[] = [];
  mocks.call = (endpoint: unknown) => {
    called.push(endpoint);
    const answer = answers.get(endpoint);
    if (!answer) throw new Error('unexpected call');
    return answer.promise;
  };
  return {
    called,
    answer: async (endpoint: StartCall, value: unknown) => {
      await act(async () => answers.get(endpoint)?.resolve(value));
    },
    fail: async (endpoint: StartCall) => {
      await act(async () => answers.get(endpoint)?.reject(new Error('unavailable')));
    },
  };
}

describe('the session start with stored credentials (000 §2.4 step 5)', () => {
  it('loads the user and the company configuration together when the token names a company', async () => {
    signInStored({ companyID: 'c1' });
    const calls = scriptCalls();
    renderSession();
    await act(async () => undefined);
    // All three are on their way before any has answered: no waterfall.
    expect(calls.called).toEqual([
      shellEndpoints.news,
      shellEndpoints.storefrontConfiguration,
      shellEndpoints.me,
    ]);
    await calls.answer(shellEndpoints.storefrontConfiguration, configuration);
    expect(screen.getByRole('status', { name: 'Session' })).toHaveTextContent('loading');
    await calls.answer(shellEndpoints.me, me('c1'));
    // The first signed-in page paints with the news: the session waits for them too.
    expect(screen.getByRole('status', { name: 'Session' })).toHaveTextContent('loading');
    await calls.answer(shellEndpoints.news, news);
    expect(screen.getByRole('status', { name: 'Session' })).toHaveTextContent(
      'signedIn 3 news: Holiday shipping cut-off: Dec 18',
    );
  });

  it('signs in without news when they cannot load', async () => {
    signInStored({ companyID: 'c1' });
    const calls = scriptCalls();
    renderSession();
    await calls.fail(shellEndpoints.news);
    await calls.answer(shellEndpoints.storefrontConfiguration, configuration);
    await calls.answer(shellEndpoints.me, me('c1'));
    expect(screen.getByRole('status', { name: 'Session' })).toHaveTextContent(/^signedIn 3 news:$/);
  });

  it('does not read a configuration for a user without a company', async () => {
    signInStored({ companyID: null });
    const calls = scriptCalls();
    renderSession();
    await calls.answer(shellEndpoints.news, []);
    await calls.answer(shellEndpoints.me, me(null));
    expect(screen.getByRole('status', { name: 'Session' })).toHaveTextContent('signedIn 0');
    expect(calls.called).toEqual([shellEndpoints.news, shellEndpoints.me]);
  });

  it('reads the configuration after the user when the token does not say the company', async () => {
    signInStored({});
    const calls = scriptCalls();
    renderSession();
    await calls.answer(shellEndpoints.news, []);
    await calls.answer(shellEndpoints.me, me('c1'));
    expect(calls.called).toEqual([
      shellEndpoints.news,
      shellEndpoints.me,
      shellEndpoints.storefrontConfiguration,
    ]);
    await calls.answer(shellEndpoints.storefrontConfiguration, configuration);
    expect(screen.getByRole('status', { name: 'Session' })).toHaveTextContent('signedIn 3');
  });
});
