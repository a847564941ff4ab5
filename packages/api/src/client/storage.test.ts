import { describe, expect, it } from 'vitest';
import { TokenInfo } from '../schemas/session';
import {
  createMemoryStorage,
  createTokenStore,
  DEFAULT_API_BASE_URL,
  decodeJwtClaims,
  decodeJwtExpiry,
  isStoredTokenInfo,
  sessionStorageKeys,
  storageKeys,
} from './storage';
import { fakeJwt } from './testing/scripted-server';

describe('decodeJwtClaims', () => {
  it('should read the claims the portal uses as hints (the company of the user)', () => {
    expect(decodeJwtClaims(fakeJwt({ exp: 1_800_000_123, companyID: 'c-1', sid: 'l-9' }))).toMatchObject({
      companyID: 'c-1',
      sid: 'l-9',
    });
    expect(decodeJwtClaims(fakeJwt({ exp: 1_800_000_123, companyID: null }))?.companyID).toBeNull();
  });

  it.each(['', 'not-a-jwt', 'a.%%%.c', `a.${Buffer.from('"text"').toString('base64url')}.c`])(
    'should answer null for %j',
    (token) => {
      expect(decodeJwtClaims(token)).toBeNull();
    },
  );
});

describe('decodeJwtExpiry', () => {
  it('should read the exp claim of a base64url payload as milliseconds', () => {
    expect(decodeJwtExpiry(fakeJwt({ exp: 1_800_000_123 }))).toBe(1_800_000_123_000);
  });

  it('should decode payloads that use the URL-safe alphabet and no padding', () => {
    // "?>?" in the subject encodes to characters that differ between base64 and base64url.
    const token = fakeJwt({ exp: 1_700_000_000, sub: '??>>~~ü' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwtExpiry(token)).toBe(1_700_000_000_000);
  });

  it.each(['', 'not-a-jwt', 'a.%%%.c', `a.${Buffer.from('{"sub":"x"}').toString('base64url')}.c`])(
    'should answer null for %j',
    (token) => {
      expect(decodeJwtExpiry(token)).toBeNull();
    },
  );
});

describe('token store', () => {
  it('should store the token as JSON with its expiry and read it back', () => {
    const local = createMemoryStorage();
    const store = createTokenStore({ local });
    const token = { type: 'Bearer', access_token: fakeJwt({ exp: 1_800_000_000 }), refresh_token: 'r' };

    store.setTokenInfo(token);

    expect(JSON.parse(local.getItem(storageKeys.token) ?? '')).toEqual(token);
    expect(local.getItem(storageKeys.tokenExpiration)).toBe('1800000000000');
    expect(store.getTokenInfo()).toEqual(token);
    expect(store.getTokenExpiration()).toBe(1_800_000_000_000);
  });

  it('should treat an unreadable stored token as none', () => {
    const store = createTokenStore({ local: createMemoryStorage({ [storageKeys.token]: '{broken' }) });
    expect(store.getTokenInfo()).toBeNull();
  });

  it('should read back only what has the TokenInfo shape, as the schema would, and no more than its fields', () => {
    const samples: unknown[] = [
      { type: 'Bearer', access_token: 'a', refresh_token: 'r' },
      { type: 'Bearer', access_token: 'a', refresh_token: 'r', extra: 1 },
      { type: 'Bearer', access_token: 'a' },
      { type: 'Bearer', access_token: 7, refresh_token: 'r' },
      { type: null, access_token: 'a', refresh_token: 'r' },
      [],
      'Bearer a r',
      null,
      42,
    ];
    for (const sample of samples) {
      expect(isStoredTokenInfo(sample), JSON.stringify(sample)).toBe(TokenInfo.safeParse(sample).success);
    }
    const local = createMemoryStorage({ [storageKeys.token]: JSON.stringify(samples[1]) });
    expect(createTokenStore({ local }).getTokenInfo()).toEqual(samples[0]);
    const wrong = createMemoryStorage({ [storageKeys.token]: JSON.stringify(samples[3]) });
    expect(createTokenStore({ local: wrong }).getTokenInfo()).toBeNull();
  });

  it('should default the API base URL to /api/', () => {
    expect(createTokenStore({ local: createMemoryStorage() }).getApiBaseUrl()).toBe(DEFAULT_API_BASE_URL);
    expect(DEFAULT_API_BASE_URL).toBe('/api/');
  });

  it('should clear credentials but keep the settings', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    const store = createTokenStore({ local, session });
    store.setTokenInfo({ type: 'Bearer', access_token: fakeJwt({ exp: 1 }), refresh_token: 'r' });
    store.setAuthenticated(true);
    store.setLastApiCall(42);
    store.setLastActivity(43);
    store.setSessionId('s-1');
    store.setApiBaseUrl('https://api.example/');
    store.setAppVersion('2.0.0');
    store.setCardProcessor('wex');
    store.setDisplayStyleGuidePage(true);
    store.setPunchOutImageUrl('https://img.example/a.png');
    session.setItem(sessionStorageKeys.accountOverviewInitialLoad, 'true');
    expect([
      store.getLastApiCall(),
      store.getLastActivity(),
      store.getSessionId(),
      store.isAuthenticated(),
    ]).toEqual([42, 43, 's-1', true]);

    store.clearAuth();

    expect(store.getTokenInfo()).toBeNull();
    expect(store.getTokenExpiration()).toBeNull();
    expect(store.isAuthenticated()).toBe(false);
    expect(store.getLastApiCall()).toBeNull();
    expect(store.getLastActivity()).toBeNull();
    expect(store.getSessionId()).toBeNull();
    expect(store.getApiBaseUrl()).toBe('https://api.example/');
    expect(store.getAppVersion()).toBe('2.0.0');
    expect(store.getCardProcessor()).toBe('wex');
    expect(store.getDisplayStyleGuidePage()).toBe(true);
    expect(store.getPunchOutImageUrl()).toBe('https://img.example/a.png');

    store.clearForLogout();

    expect(session.getItem(sessionStorageKeys.accountOverviewInitialLoad)).toBeNull();
    expect(store.getPunchOutImageUrl()).toBeNull();
    expect(store.getApiBaseUrl()).toBe('https://api.example/');
  });

  it('should keep every key name distinct', () => {
    const names = [...Object.values(storageKeys), ...Object.values(sessionStorageKeys)];
    expect(new Set(names).size).toBe(names.length);
  });
});
