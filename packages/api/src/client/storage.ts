import type { TokenInfo } from '../schemas/session';

/** The part of the Web Storage API the client needs: localStorage / sessionStorage in the browser. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Local storage keys (000 §3). Times are epoch milliseconds written as decimal strings, flags are
 * `'true'`/`'false'`. The flows package's session machine and the portal read these names.
 */
export const storageKeys = {
  /** JSON of the token info `{ type, access_token, refresh_token }`. */
  token: 'token',
  /** When the access token expires (epoch ms), read from its JWT `exp` claim. */
  tokenExpiration: 'tokenExpiration',
  /** Time of the last API call made on the user's behalf (epoch ms); background calls do not touch it. */
  lastApiCall: 'lastApiCall',
  /**
   * Time of the last user activity (mouse move, click, key press; epoch ms). 000 §9 keeps the idle time in
   * local storage beside the last API call, so activity in one tab keeps the others alive.
   */
  lastActivity: 'lastActivity',
  /** `'true'` once a login succeeded, removed when the session ends. */
  authenticated: 'isAuthenticated',
  appVersion: 'appVersion',
  /** Base of every API path; `/api/` when absent. */
  apiBaseUrl: 'apiBaseUrl',
  /** The card processor of the storefront configuration (wex or paytrace). */
  cardProcessor: 'cardProcessor',
  displayStyleGuidePage: 'displayStyleGuidePage',
} as const;

/**
 * Session storage keys. The punch-out image URL is the documents' (000 §3). The punch-out session id
 * and the account-overview initial-load marker are not placed by the documents: both belong to the
 * browser tab (a punch-out session is the procurement system's window), so they live in session storage.
 */
export const sessionStorageKeys = {
  punchOutImageUrl: 'punchOutImageUrl',
  /** Sent as the `session-id` header when present (punch-out users). */
  sessionId: 'sessionId',
  /** Set by the account overview after its first load; cleared at logout (000 §4). */
  accountOverviewInitialLoad: 'accountOverviewInitialLoad',
} as const;

export const DEFAULT_API_BASE_URL = '/api/';

/** A Map-backed Storage for tests, server rendering and environments without Web Storage. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & {
  readonly size: number;
  clear(): void;
} {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
    get size() {
      return items.size;
    },
  };
}

/**
 * Reads the claims of a JWT without verifying the signature (the server verifies; the browser only reads
 * hints from them: when to refresh, whether the user belongs to a company). Null when the token is not a JWT.
 */
export function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the `exp` claim of a JWT as epoch milliseconds, without verifying the signature. Null when the token
 * is not a JWT with `exp`.
 */
export function decodeJwtExpiry(token: string): number | null {
  const exp = decodeJwtClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

export interface TokenStoreOptions {
  /** localStorage in the browser. */
  local: StorageLike;
  /** sessionStorage in the browser; a memory storage when omitted. */
  session?: StorageLike;
}

/** Typed access to what the client and the session machine keep in Web Storage. */
export interface TokenStore {
  readonly local: StorageLike;
  readonly session: StorageLike;
  getTokenInfo(): TokenInfo | null;
  /** Stores the token parts and the expiry read from the access token. */
  setTokenInfo(tokenInfo: TokenInfo): void;
  getTokenExpiration(): number | null;
  getLastApiCall(): number | null;
  setLastApiCall(time: number): void;
  getLastActivity(): number | null;
  setLastActivity(time: number): void;
  isAuthenticated(): boolean;
  setAuthenticated(authenticated: boolean): void;
  getSessionId(): string | null;
  setSessionId(sessionId: string | null): void;
  getApiBaseUrl(): string;
  setApiBaseUrl(url: string): void;
  getAppVersion(): string | null;
  setAppVersion(version: string): void;
  getCardProcessor(): string | null;
  setCardProcessor(processor: string): void;
  getDisplayStyleGuidePage(): boolean;
  setDisplayStyleGuidePage(display: boolean): void;
  getPunchOutImageUrl(): string | null;
  setPunchOutImageUrl(url: string | null): void;
  /** Removes the credentials: token, expiry, last call and activity times, authenticated flag, punch-out session id. */
  clearAuth(): void;
  /** Logout (000 §4): the credentials, the account-overview marker and the stored punch-out image URL. */
  clearForLogout(): void;
}

/**
 * Whether what the store reads back has the `TokenInfo` shape (three strings). The schema checks the server's
 * answers; this reads back the store's own JSON (a corrupt or hand-edited entry answers null), without zod, as
 * the store is part of every first paint. storage.test.ts holds it to the schema's verdicts.
 */
export function isStoredTokenInfo(value: unknown): value is TokenInfo {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<keyof TokenInfo, unknown>;
  return (
    typeof fields.type === 'string' &&
    typeof fields.access_token === 'string' &&
    typeof fields.refresh_token === 'string'
  );
}

function readNumber(storage: StorageLike, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function createTokenStore({ local, session = createMemoryStorage() }: TokenStoreOptions): TokenStore {
  const store: TokenStore = {
    local,
    session,
    getTokenInfo() {
      const raw = local.getItem(storageKeys.token);
      if (!raw) return null;
      try {
        const stored: unknown = JSON.parse(raw);
        return isStoredTokenInfo(stored)
          ? { type: stored.type, access_token: stored.access_token, refresh_token: stored.refresh_token }
          : null;
      } catch {
        return null;
      }
    },
    setTokenInfo(tokenInfo) {
      local.setItem(storageKeys.token, JSON.stringify(tokenInfo));
      const expiry = decodeJwtExpiry(tokenInfo.access_token);
      if (expiry === null) local.removeItem(storageKeys.tokenExpiration);
      else local.setItem(storageKeys.tokenExpiration, String(expiry));
    },
    getTokenExpiration: () => readNumber(local, storageKeys.tokenExpiration),
    getLastApiCall: () => readNumber(local, storageKeys.lastApiCall),
    setLastApiCall(time) {
      local.setItem(storageKeys.lastApiCall, String(time));
    },
    getLastActivity: () => readNumber(local, storageKeys.lastActivity),
    setLastActivity(time) {
      local.setItem(storageKeys.lastActivity, String(time));
    },
    isAuthenticated: () => local.getItem(storageKeys.authenticated) === 'true',
    setAuthenticated(authenticated) {
      if (authenticated) local.setItem(storageKeys.authenticated, 'true');
      else local.removeItem(storageKeys.authenticated);
    },
    getSessionId: () => session.getItem(sessionStorageKeys.sessionId) || null,
    setSessionId(sessionId) {
      if (sessionId) session.setItem(sessionStorageKeys.sessionId, sessionId);
      else session.removeItem(sessionStorageKeys.sessionId);
    },
    getApiBaseUrl: () => local.getItem(storageKeys.apiBaseUrl) || DEFAULT_API_BASE_URL,
    setApiBaseUrl(url) {
      local.setItem(storageKeys.apiBaseUrl, url);
    },
    getAppVersion: () => local.getItem(storageKeys.appVersion),
    setAppVersion(version) {
      local.setItem(storageKeys.appVersion, version);
    },
    getCardProcessor: () => local.getItem(storageKeys.cardProcessor),
    setCardProcessor(processor) {
      local.setItem(storageKeys.cardProcessor, processor);
    },
    getDisplayStyleGuidePage: () => local.getItem(storageKeys.displayStyleGuidePage) === 'true',
    setDisplayStyleGuidePage(display) {
      local.setItem(storageKeys.displayStyleGuidePage, String(display));
    },
    getPunchOutImageUrl: () => session.getItem(sessionStorageKeys.punchOutImageUrl),
    setPunchOutImageUrl(url) {
      if (url) session.setItem(sessionStorageKeys.punchOutImageUrl, url);
      else session.removeItem(sessionStorageKeys.punchOutImageUrl);
    },
    clearAuth() {
      local.removeItem(storageKeys.token);
      local.removeItem(storageKeys.tokenExpiration);
      local.removeItem(storageKeys.lastApiCall);
      local.removeItem(storageKeys.lastActivity);
      local.removeItem(storageKeys.authenticated);
      session.removeItem(sessionStorageKeys.sessionId);
    },
    clearForLogout() {
      store.clearAuth();
      session.removeItem(sessionStorageKeys.accountOverviewInitialLoad);
      session.removeItem(sessionStorageKeys.punchOutImageUrl);
    },
  };
  return store;
}
