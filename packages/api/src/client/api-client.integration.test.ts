import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../../apps/server/src/testing';
import { shellEndpoints } from '../endpoints/shell';
import { type ApiClient, type CallRecord, createApiClient } from './api-client';
import { createClientLogger } from './client-logger';
import { ApiError } from './errors';
import { createMemoryStorage, storageKeys } from './storage';

/** The client against the real server (apps/server) on its own copy of the seeded in-memory database. */

const PASSWORD = 'Demo-Portal-2026!';
const BUYER = 'buyer@northwind.example';

describe('client against the real server', () => {
  let server: TestServer;
  let local: ReturnType<typeof createMemoryStorage>;
  let client: ApiClient;
  let records: CallRecord[];
  const onSessionEnded = vi.fn<(path: string) => void>();

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  beforeEach(() => {
    onSessionEnded.mockReset();
    local = createMemoryStorage({ [storageKeys.apiBaseUrl]: `${server.url}/api/` });
    client = createApiClient({
      storage: local,
      sessionStorage: createMemoryStorage(),
      currentPath: () => '/invoices',
      onSessionEnded,
    });
    records = [];
    client.onCallSettled((record) => records.push(record));
  });

  const refreshCalls = () =>
    records.filter((record) => record.endpoint.id === shellEndpoints.refreshToken.id);

  async function rejection(promise: Promise<unknown>): Promise<ApiError> {
    const reason = await promise.then(
      () => {
        throw new Error('expected the call to reject');
      },
      (error: unknown) => error,
    );
    expect(reason).toBeInstanceOf(ApiError);
    return reason as ApiError;
  }

  /** Keeps the stored refresh token but makes the access token unusable. */
  function spoilAccessToken(): void {
    const token = JSON.parse(local.getItem(storageKeys.token) ?? '{}');
    local.setItem(storageKeys.token, JSON.stringify({ ...token, access_token: 'not.a-valid.token' }));
  }

  it('should store the token parts and mark the user authenticated at login', async () => {
    const answer = await client.login({ username: BUYER, password: PASSWORD });

    const stored = JSON.parse(local.getItem(storageKeys.token) ?? '{}');
    expect(stored).toEqual(answer.tokenInfo);
    expect(stored.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored.refresh_token).toBeTruthy();
    expect(local.getItem(storageKeys.authenticated)).toBe('true');
    expect(Number(local.getItem(storageKeys.tokenExpiration))).toBeGreaterThan(Date.now());
  });

  it('should answer the signed-in user from Me', async () => {
    await client.login({ username: BUYER, password: PASSWORD });

    const me = await client.call(shellEndpoints.me);

    expect(me.user.email).toBe(BUYER);
    expect(me.permissions).toEqual(expect.arrayContaining(['orders', 'invoices', 'shoppingcart']));
  });

  it('should refresh once and retry when the access token has expired', async () => {
    // A server of its own whose access tokens live one second.
    const shortLived = await startTestServer({ env: { ACCESS_TOKEN_TTL_SECONDS: 1 } });
    try {
      local.setItem(storageKeys.apiBaseUrl, `${shortLived.url}/api/`);
      await client.login({ username: BUYER, password: PASSWORD });
      const before = JSON.parse(local.getItem(storageKeys.token) ?? '{}');
      const expiresAt = Number(local.getItem(storageKeys.tokenExpiration));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 100));

      const me = await client.call(shellEndpoints.me);

      expect(me.user.email).toBe(BUYER);
      expect(refreshCalls()).toHaveLength(1);
      expect(
        records.filter((record) => record.endpoint.id === shellEndpoints.me.id).map((r) => r.status),
      ).toEqual([200]);
      const after = JSON.parse(local.getItem(storageKeys.token) ?? '{}');
      expect(after.refresh_token).not.toBe(before.refresh_token);
      expect(after.access_token).not.toBe(before.access_token);
      expect(Number(local.getItem(storageKeys.tokenExpiration))).toBeGreaterThan(expiresAt);
      expect(onSessionEnded).not.toHaveBeenCalled();
    } finally {
      await shortLived.close();
    }
  });

  it('should end the session when the stored access token is not one the server signed', async () => {
    await client.login({ username: BUYER, password: PASSWORD });
    spoilAccessToken();

    const error = await rejection(client.call(shellEndpoints.me));

    // The refresh call needs an access token of the same login (expired is fine, forged is not).
    expect(error.sessionEnded).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('/invoices');
    expect(local.getItem(storageKeys.token)).toBeNull();
  });

  it('should end the session when a used refresh token is replayed', async () => {
    await client.login({ username: BUYER, password: PASSWORD });
    const first = local.getItem(storageKeys.token) ?? '';
    await client.refreshToken();
    local.setItem(storageKeys.token, first);
    spoilAccessToken();

    const error = await rejection(client.call(shellEndpoints.me));

    expect(error).toMatchObject({ status: 401, sessionEnded: true, reported: true });
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('/invoices');
    expect(local.getItem(storageKeys.token)).toBeNull();
    expect(local.getItem(storageKeys.authenticated)).toBeNull();
    const refresh = refreshCalls().at(-1);
    expect(refresh?.status).toBe(401);
    expect(refresh?.error?.code).toBe('InvalidRefreshToken');
  });

  it('should answer a call after logout as ended with the login, without sending the user to Login', async () => {
    await client.login({ username: BUYER, password: PASSWORD });

    await client.logout();
    const error = await rejection(client.call(shellEndpoints.me));

    expect(error.status).toBe(401);
    expect(error.sessionEnded).toBe(true);
    // The page of the ended login made it: the logout has already said where the user goes.
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(local.getItem(storageKeys.authenticated)).toBeNull();
  });

  it('should not accept the tokens of a login that was logged out', async () => {
    await client.login({ username: BUYER, password: PASSWORD });
    const revoked = local.getItem(storageKeys.token) ?? '';

    await client.logout();
    local.setItem(storageKeys.token, revoked);
    const error = await rejection(client.call(shellEndpoints.me));

    expect(error.status).toBe(401);
    expect(error.sessionEnded).toBe(true);
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(local.getItem(storageKeys.token)).toBeNull();
  });

  it("should reject a disabled user's login with the server's message", async () => {
    const error = await rejection(client.login({ username: 'disabled@contoso.example', password: PASSWORD }));

    expect(error.problem?.message).toMatch(/disabled/i);
    expect(error.problem?.traceId).toBeTruthy();
    expect(error.reported).toBe(false);
    expect(local.getItem(storageKeys.authenticated)).toBeNull();
    expect(local.getItem(storageKeys.token)).toBeNull();
  });

  it('should have its log entries and error log entries accepted by the server', async () => {
    await client.login({ username: BUYER, password: PASSWORD });
    const logger = createClientLogger({
      client,
      environment: 'test',
      url: () => 'http://portal.test/#/invoices',
    });
    try {
      logger.warn('slow page');
      await client.call(shellEndpoints.enumerations, { query: { typeName: '' } }).catch(() => undefined);
      await logger.flush();
      await logger.collectError('Error', ['checkout failed']);
    } finally {
      logger.dispose();
    }

    const settled = (id: string) => records.filter((record) => record.endpoint.id === id);
    expect(settled(shellEndpoints.clientLog.id).map((record) => [record.status, record.error])).toEqual([
      [200, null],
    ]);
    expect(settled(shellEndpoints.errorLog.id).map((record) => [record.status, record.error])).toEqual([
      [200, null],
    ]);
  });
});
