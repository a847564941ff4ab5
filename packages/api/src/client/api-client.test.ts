import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { shellEndpoints } from '../endpoints/shell';
import { en } from '../messages';
import { type ApiClient, type ApiClientOptions, createApiClient } from './api-client';
import { ApiError } from './errors';
import { createMemoryStorage, createTokenStore, sessionStorageKeys, storageKeys } from './storage';
import {
  fakeJwt,
  type ScriptedServer,
  sendJson,
  sendProblem,
  startScriptedServer,
} from './testing/scripted-server';

const Item = z.object({ id: z.string(), name: z.string() });
const endpoints = {
  item: defineEndpoint({
    id: 'test.item',
    method: 'GET',
    path: 'v1.0/item/get',
    access: 'user',
    query: z.object({ id: z.string() }),
    answer: Item,
    summary: 'test',
  }),
  itemOrNothing: defineEndpoint({
    id: 'test.itemOrNothing',
    method: 'GET',
    path: 'v1.0/item/maybe',
    access: 'user',
    answer: Item.nullable(),
    summary: 'test',
  }),
  create: defineEndpoint({
    id: 'test.create',
    method: 'POST',
    path: 'v1.0/item/create',
    access: 'user',
    body: z.object({ name: z.string() }),
    answer: z.union([Item, z.object({ validation: z.array(z.string()) })]),
    summary: 'test',
  }),
  update: defineEndpoint({
    id: 'test.update',
    method: 'PUT',
    path: 'v1.0/item/update',
    access: 'user',
    answer: z.object({ ok: z.literal(true) }),
    summary: 'test',
  }),
  remove: defineEndpoint({
    id: 'test.remove',
    method: 'DELETE',
    path: 'v1.0/item/delete',
    access: 'user',
    answer: z.object({ ok: z.literal(true) }),
    summary: 'test',
  }),
  reportData: defineEndpoint({
    id: 'test.reportData',
    method: 'GET',
    path: 'V1.0/Report/reportdata',
    access: 'user',
    answer: z.object({ rows: z.number() }),
    summary: 'test',
  }),
  fileDownload: defineEndpoint({
    id: 'test.fileDownload',
    method: 'GET',
    path: 'v1.0/file/download',
    access: 'user',
    query: z.object({ id: z.string() }),
    answer: z.unknown(),
    answerKind: 'file',
    summary: 'test',
  }),
  reportRun: defineEndpoint({
    id: 'test.reportRun',
    method: 'POST',
    path: 'V1.0/Report/run',
    access: 'user',
    body: z.object({ reportId: z.string() }),
    answer: z.unknown(),
    answerKind: 'file',
    summary: 'test',
  }),
};

const HOUR_SECONDS = 3600;
const initialToken = {
  type: 'Bearer',
  access_token: fakeJwt({ exp: 1_900_000_000, sub: 'old' }),
  refresh_token: 'refresh-1',
};
const refreshedToken = {
  type: 'Bearer',
  access_token: fakeJwt({ exp: 1_900_000_000 + HOUR_SECONDS, sub: 'new' }),
  refresh_token: 'refresh-2',
};

let server: ScriptedServer;
let local: ReturnType<typeof createMemoryStorage>;
let session: ReturnType<typeof createMemoryStorage>;
let client: ApiClient;
let callbacks: {
  redirect: ReturnType<typeof vi.fn<(url: string) => void>>;
  openUrl: ReturnType<typeof vi.fn<(url: string) => void>>;
  onSessionEnded: ReturnType<typeof vi.fn<(path: string) => void>>;
  onProblem: ReturnType<typeof vi.fn<(error: ApiError) => void>>;
  onNoData: ReturnType<typeof vi.fn<(endpoint: Endpoint) => void>>;
  onLargeReport: ReturnType<typeof vi.fn<(endpoint: Endpoint) => void>>;
};

function makeClient(extra: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    storage: local,
    sessionStorage: session,
    currentPath: () => '/orders?page=2',
    now: () => 1_000_000,
    ...callbacks,
    ...extra,
  });
}

function signIn(token = initialToken): void {
  createTokenStore({ local, session }).setTokenInfo(token);
  local.setItem(storageKeys.authenticated, 'true');
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Waits on real I/O turns (fake timers leave setImmediate alone) until the server has the request. */
async function untilReceived(received: () => boolean): Promise<void> {
  for (let turn = 0; turn < 1000 && !received(); turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(received()).toBe(true);
}

/** Answers 401 to any token but the refreshed one, and rotates refresh-1 into the refreshed token. */
function routeRefreshFlow(answer: () => unknown = () => ({ id: '7', name: 'Seven' })): void {
  server.route('GET', '/api/v1.0/item/get', (request, response) => {
    if (request.headers.authorization === `Bearer ${refreshedToken.access_token}`) {
      sendJson(response, 200, answer());
    } else {
      sendProblem(response, 401, 'Unauthorized');
    }
  });
  server.route('GET', '/api/v1.0/User/refreshToken', (request, response) => {
    // Answer late so that concurrent 401s pile up behind the same refresh.
    setTimeout(() => {
      if (request.query.get('refreshtoken') === 'refresh-1') sendJson(response, 200, refreshedToken);
      else sendProblem(response, 401, 'InvalidRefreshToken');
    }, 50);
  });
}

beforeEach(async () => {
  server = await startScriptedServer();
  local = createMemoryStorage({ [storageKeys.apiBaseUrl]: server.apiBase });
  session = createMemoryStorage();
  callbacks = {
    redirect: vi.fn<(url: string) => void>(),
    openUrl: vi.fn<(url: string) => void>(),
    onSessionEnded: vi.fn<(path: string) => void>(),
    onProblem: vi.fn<(error: ApiError) => void>(),
    onNoData: vi.fn<(endpoint: Endpoint) => void>(),
    onLargeReport: vi.fn<(endpoint: Endpoint) => void>(),
  };
  client = makeClient();
});

afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

describe('request headers and base URL', () => {
  it('should send the token, the XMLHttpRequest marker and the punch-out session id', async () => {
    signIn();
    session.setItem(sessionStorageKeys.sessionId, 'punch-42');
    server.route('GET', '/api/v1.0/item/get', (_request, response) =>
      sendJson(response, 200, { id: '1', name: 'A' }),
    );

    await client.call(endpoints.item, { query: { id: '1' } });

    const [request] = server.requestsTo('GET', '/api/v1.0/item/get');
    expect(request?.headers.authorization).toBe(`Bearer ${initialToken.access_token}`);
    expect(request?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request?.headers['session-id']).toBe('punch-42');
    expect(request?.query.get('id')).toBe('1');
  });

  it('should send neither Authorization nor session-id when nothing is stored', async () => {
    server.route('GET', '/api/v1.0/user/passwordComplexity', (_request, response) =>
      sendJson(response, 200, {
        minimumLength: 10,
        minimumUppercase: 1,
        minimumLowercase: 1,
        minimumNumeric: 1,
        minimumSpecialCharacters: 1,
      }),
    );

    const answer = await client.call(shellEndpoints.passwordComplexity);

    expect(answer.minimumLength).toBe(10);
    const [request] = server.requests;
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['session-id']).toBeUndefined();
  });

  it('should call with tokens given for the call, leaving the stored ones and their session id alone', async () => {
    signIn();
    session.setItem(sessionStorageKeys.sessionId, 'punch-42');
    server.route('GET', '/api/v1.0/item/get', (_request, response) =>
      sendJson(response, 200, { id: '1', name: 'A' }),
    );

    await client.call(endpoints.item, { query: { id: '1' }, token: refreshedToken });

    const [request] = server.requestsTo('GET', '/api/v1.0/item/get');
    expect(request?.headers.authorization).toBe(`Bearer ${refreshedToken.access_token}`);
    expect(request?.headers['session-id']).toBeUndefined();
    expect(JSON.parse(local.getItem(storageKeys.token) ?? '{}')).toEqual(initialToken);
  });

  it('should default the API base to /api/ and join paths in the documents spelling', () => {
    const bare = createApiClient({ storage: createMemoryStorage() });
    expect(bare.urlOf(shellEndpoints.me)).toBe('/api/V1.0/user/Me');
    expect(client.urlOf(shellEndpoints.me)).toBe(`${server.apiBase}V1.0/user/Me`);
  });

  it('should apply the query schema defaults (news status 1)', async () => {
    signIn();
    server.route('GET', '/api/V1.0/news/ListStorefrontNews', (_request, response) =>
      sendJson(response, 200, []),
    );

    await client.call(shellEndpoints.news, { query: {} });

    expect(server.requests[0]?.query.get('newsStatus')).toBe('1');
  });

  it('should store the time of the last API call, except for background calls', async () => {
    let time = 5_000;
    const timed = makeClient({ now: () => time });
    signIn();
    server.route('GET', '/api/v1.0/item/get', (_request, response) =>
      sendJson(response, 200, { id: '1', name: 'A' }),
    );

    await timed.call(endpoints.item, { query: { id: '1' } });
    expect(local.getItem(storageKeys.lastApiCall)).toBe('5000');

    time = 9_000;
    await timed.call(endpoints.item, { query: { id: '1' }, background: true });
    expect(local.getItem(storageKeys.lastApiCall)).toBe('5000');
  });
});

describe('accepted statuses', () => {
  beforeEach(() => signIn());

  it('should parse the answer with the endpoint schema', async () => {
    server.route('GET', '/api/v1.0/item/get', (_request, response) =>
      sendJson(response, 200, { id: '1', name: 'A', extra: 'dropped' }),
    );

    await expect(client.call(endpoints.item, { query: { id: '1' } })).resolves.toEqual({
      id: '1',
      name: 'A',
    });
  });

  it('should reject an answer that does not match the schema', async () => {
    server.route('GET', '/api/v1.0/item/get', (_request, response) => sendJson(response, 200, { id: 1 }));

    const error = await rejection(client.call(endpoints.item, { query: { id: '1' } }));
    expect(error.invalidAnswer).toBe(true);
    expect(error.status).toBe(200);
  });

  it('should answer null for a GET 204 when the schema allows it', async () => {
    server.route('GET', '/api/v1.0/item/maybe', (_request, response) => {
      response.writeHead(204).end();
    });

    await expect(client.call(endpoints.itemOrNothing)).resolves.toBeNull();
  });

  it.each([200, 201])('should answer the data of a POST %i', async (status) => {
    server.route('POST', '/api/v1.0/item/create', (request, response) =>
      sendJson(response, status, { id: '9', name: JSON.parse(request.body).name }),
    );

    await expect(client.call(endpoints.create, { body: { name: 'Nine' } })).resolves.toEqual({
      id: '9',
      name: 'Nine',
    });
  });

  it('should answer the data of a POST 422', async () => {
    server.route('POST', '/api/v1.0/item/create', (_request, response) =>
      sendJson(response, 422, { validation: ['name is taken'] }),
    );

    await expect(client.call(endpoints.create, { body: { name: 'Nine' } })).resolves.toEqual({
      validation: ['name is taken'],
    });
  });

  it('should accept 200 on PUT and DELETE', async () => {
    server.route('PUT', '/api/v1.0/item/update', (_request, response) =>
      sendJson(response, 200, { ok: true }),
    );
    server.route('DELETE', '/api/v1.0/item/delete', (_request, response) =>
      sendJson(response, 200, { ok: true }),
    );

    await expect(client.call(endpoints.update)).resolves.toEqual({ ok: true });
    await expect(client.call(endpoints.remove)).resolves.toEqual({ ok: true });
  });

  it.each([
    ['PUT', 201, '/api/v1.0/item/update', endpoints.update],
    ['DELETE', 204, '/api/v1.0/item/delete', endpoints.remove],
    ['GET', 201, '/api/v1.0/item/maybe', endpoints.itemOrNothing],
  ] as const)('should reject a %s answered %i', async (method, status, path, endpoint) => {
    server.route(method, path, (_request, response) => {
      if (status === 204) response.writeHead(204).end();
      else sendJson(response, status, { ok: true });
    });

    const error = await rejection(client.call(endpoint));
    expect(error.status).toBe(status);
    expect(error.message).toBe(en['Http.Other']);
  });
});

describe('301', () => {
  it('should send the window to the Location and reject as already handled', async () => {
    signIn();
    server.route('GET', '/api/v1.0/item/get', (_request, response) => {
      response.writeHead(301, { location: '/maintenance.html' }).end();
    });

    const error = await rejection(client.call(endpoints.item, { query: { id: '1' } }));

    expect(callbacks.redirect).toHaveBeenCalledExactlyOnceWith(`${server.origin}/maintenance.html`);
    expect(error.status).toBe(301);
    expect(error.reported).toBe(true);
  });
});

describe('400', () => {
  beforeEach(() => signIn());

  it('should report a 400 with a traceId once and reject with a reported error that keeps the problem', async () => {
    const problem = {
      code: 'ValidationFailed',
      message: 'Name is required',
      traceId: 'abc123',
      errors: [{ path: 'name', message: 'Required' }],
    };
    server.route('POST', '/api/v1.0/item/create', (_request, response) => sendJson(response, 400, problem));

    const error = await rejection(client.call(endpoints.create, { body: { name: '' } }));

    expect(callbacks.onProblem).toHaveBeenCalledExactlyOnceWith(error);
    expect(error.reported).toBe(true);
    expect(error.message).toBe('There was some problem, while processing your Request');
    expect(error.problem).toEqual(problem);
  });

  it('should reject a 400 without a traceId with its body and not report it', async () => {
    const body = { name: ['must not be empty'] };
    server.route('POST', '/api/v1.0/item/create', (_request, response) => sendJson(response, 400, body));

    const error = await rejection(client.call(endpoints.create, { body: { name: '' } }));

    expect(callbacks.onProblem).not.toHaveBeenCalled();
    expect(error.reported).toBe(false);
    expect(error.body).toEqual(body);
    expect(error.problem).toBeNull();
  });

  it('should leave a 400 with traceId to the caller when reportProblems is off', async () => {
    server.route('POST', '/api/v1.0/item/create', (_request, response) => sendProblem(response, 400, 'Bad'));

    const error = await rejection(
      client.call(endpoints.create, { body: { name: '' }, reportProblems: false }),
    );

    expect(callbacks.onProblem).not.toHaveBeenCalled();
    expect(error.reported).toBe(false);
    expect(error.code).toBe('Bad');
  });
});

describe('error messages per status', () => {
  it.each([
    [401, 'Unauthorized, You are not Allowed'],
    [403, 'Sorry, You are not allowed for This Action'],
    [404, 'API Route is Missing or Undefined'],
    [405, 'API Route Method Not Allowed'],
    [500, 'Server Error, please try again later'],
    [502, 'There was some Problem with your Request, Please Try again Later'],
    [409, 'There was some Problem with your Request, Please Try again Later'],
  ])('should reject a %i with the documents message and the server problem', async (status, message) => {
    // A public endpoint, so that a 401 is not refreshed.
    server.route('GET', '/api/v1.0/enumeration/listForDropDown', (_request, response) =>
      sendProblem(response, status, `Code${status}`, `server text ${status}`),
    );

    const error = await rejection(
      client.call(shellEndpoints.enumerations, { query: { typeName: 'DateRange' } }),
    );

    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(error.code).toBe(`Code${status}`);
    expect(error.displayMessage).toBe(`server text ${status}`);
  });

  it('should reject a failed request with the request-failure message', async () => {
    await server.close();

    const error = await rejection(client.call(shellEndpoints.passwordComplexity));

    expect(error.status).toBe(0);
    expect(error.message).toBe('There is some Problem With Our Servers, Please Try again Later');
  });

  it('should reject an aborted call with the abort reason, not an ApiError', async () => {
    server.route('GET', '/api/v1.0/user/passwordComplexity', () => {
      // never answers
    });
    const controller = new AbortController();
    const pending = client.call(shellEndpoints.passwordComplexity, { signal: controller.signal });
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('401: refresh once and retry once', () => {
  it('should share one refresh among concurrent 401s and retry each call with the new token', async () => {
    signIn();
    let served = 0;
    routeRefreshFlow(() => ({ id: String(++served), name: 'Item' }));

    const answers = await Promise.all([
      client.call(endpoints.item, { query: { id: '1' } }),
      client.call(endpoints.item, { query: { id: '2' } }),
      client.call(endpoints.item, { query: { id: '3' } }),
    ]);

    expect(answers.map((answer) => answer.id).sort()).toEqual(['1', '2', '3']);
    expect(server.requestsTo('GET', '/api/v1.0/User/refreshToken')).toHaveLength(1);
    const refresh = server.requestsTo('GET', '/api/v1.0/User/refreshToken')[0];
    expect(refresh?.query.get('token')).toBe(initialToken.access_token);
    expect(refresh?.query.get('refreshtoken')).toBe('refresh-1');
    expect(server.requestsTo('GET', '/api/v1.0/item/get')).toHaveLength(6);
    expect(JSON.parse(local.getItem(storageKeys.token) ?? '{}')).toEqual(refreshedToken);
    expect(local.getItem(storageKeys.tokenExpiration)).toBe(String((1_900_000_000 + HOUR_SECONDS) * 1000));
    expect(callbacks.onSessionEnded).not.toHaveBeenCalled();
  });

  it('should not retry a second 401', async () => {
    signIn();
    server.route('GET', '/api/v1.0/item/get', (_request, response) =>
      sendProblem(response, 401, 'Unauthorized'),
    );
    server.route('GET', '/api/v1.0/User/refreshToken', (_request, response) =>
      sendJson(response, 200, refreshedToken),
    );

    const error = await rejection(client.call(endpoints.item, { query: { id: '1' } }));

    expect(error.status).toBe(401);
    expect(error.sessionEnded).toBe(false);
    expect(server.requestsTo('GET', '/api/v1.0/item/get')).toHaveLength(2);
    expect(server.requestsTo('GET', '/api/v1.0/User/refreshToken')).toHaveLength(1);
  });

  it('should end the session when the refresh answers InvalidRefreshToken', async () => {
    signIn({ ...initialToken, refresh_token: 'refresh-used' });
    routeRefreshFlow();

    const errors = await Promise.all([
      rejection(client.call(endpoints.item, { query: { id: '1' } })),
      rejection(client.call(endpoints.item, { query: { id: '2' } })),
    ]);

    expect(callbacks.onSessionEnded).toHaveBeenCalledExactlyOnceWith('/orders?page=2');
    for (const error of errors) {
      expect(error).toMatchObject({
        status: 401,
        sessionEnded: true,
        reported: true,
        endpointId: 'test.item',
      });
    }
    expect(local.getItem(storageKeys.token)).toBeNull();
    expect(local.getItem(storageKeys.authenticated)).toBeNull();
    expect(local.getItem(storageKeys.tokenExpiration)).toBeNull();
  });

  it('should end the session without a refresh request when no refresh token is stored', async () => {
    routeRefreshFlow();

    const error = await rejection(client.call(endpoints.item, { query: { id: '1' } }));

    expect(error.sessionEnded).toBe(true);
    expect(callbacks.onSessionEnded).toHaveBeenCalledExactlyOnceWith('/orders?page=2');
    expect(server.requestsTo('GET', '/api/v1.0/User/refreshToken')).toHaveLength(0);
  });

  it('should neither refresh nor end the session on a 401 to tokens given for the call', async () => {
    signIn();
    routeRefreshFlow();

    const error = await rejection(client.call(endpoints.item, { query: { id: '1' }, token: initialToken }));

    expect(error).toMatchObject({ status: 401, sessionEnded: false });
    expect(server.requestsTo('GET', '/api/v1.0/User/refreshToken')).toHaveLength(0);
    expect(callbacks.onSessionEnded).not.toHaveBeenCalled();
    expect(JSON.parse(local.getItem(storageKeys.token) ?? '{}')).toEqual(initialToken);
  });

  it('should never refresh on a 401 from the login call', async () => {
    signIn();
    server.route('POST', '/api/v1.0/user/login', (_request, response) =>
      sendProblem(response, 401, 'IncorrectCredentials', 'Incorrect username or password.'),
    );

    const error = await rejection(client.login({ username: 'a@b.example', password: 'wrong' }));

    expect(error.displayMessage).toBe('Incorrect username or password.');
    expect(server.requestsTo('GET', '/api/v1.0/User/refreshToken')).toHaveLength(0);
    expect(callbacks.onSessionEnded).not.toHaveBeenCalled();
  });

  it('should offer the same single-flight refresh to the session machine', async () => {
    signIn();
    routeRefreshFlow();

    const [first, second] = await Promise.all([
      client.refreshToken({ background: true }),
      client.refreshToken({ background: true }),
    ]);

    expect(first).toEqual(refreshedToken);
    expect(second).toBe(first);
    expect(server.requestsTo('GET', '/api/v1.0/User/refreshToken')).toHaveLength(1);
    expect(local.getItem(storageKeys.lastApiCall)).toBeNull();
  });
});

describe('large report notice', () => {
  it('should raise the notice when a Report call runs past 30 s, and not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signIn();
    let answer: (() => void) | undefined;
    server.route('GET', '/api/V1.0/Report/reportdata', (_request, response) => {
      answer = () => sendJson(response, 200, { rows: 3 });
    });

    const pending = client.call(endpoints.reportData);
    await untilReceived(() => answer !== undefined);
    await vi.advanceTimersByTimeAsync(29_990);
    expect(callbacks.onLargeReport).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(callbacks.onLargeReport).toHaveBeenCalledExactlyOnceWith(endpoints.reportData);

    answer?.();
    await expect(pending).resolves.toEqual({ rows: 3 });
  });

  it('should clear the timer when the Report call settles early', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signIn();
    server.route('GET', '/api/V1.0/Report/reportdata', (_request, response) =>
      sendJson(response, 200, { rows: 1 }),
    );

    await client.call(endpoints.reportData);
    await vi.advanceTimersByTimeAsync(60_000);

    expect(callbacks.onLargeReport).not.toHaveBeenCalled();
  });

  it('should not start the timer for other paths', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signIn();
    let answer: (() => void) | undefined;
    server.route('GET', '/api/v1.0/item/get', (_request, response) => {
      answer = () => sendJson(response, 200, { id: '1', name: 'A' });
    });

    const pending = client.call(endpoints.item, { query: { id: '1' } });
    await untilReceived(() => answer !== undefined);
    await vi.advanceTimersByTimeAsync(31_000);
    answer?.();
    await pending;

    expect(callbacks.onLargeReport).not.toHaveBeenCalled();
  });
});

describe('downloads', () => {
  beforeEach(() => signIn());

  it.each([
    ['attachment; filename="orders 2026.csv"', 'orders 2026.csv'],
    [
      `attachment; filename="fallback.csv"; filename*=UTF-8''Bestellungen%20M%C3%BCnchen%20%E2%82%AC.csv`,
      'Bestellungen München €.csv',
    ],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
  ])('should read the file name from %s', async (disposition, fileName) => {
    server.route('GET', '/api/v1.0/file/download', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': disposition });
      response.end('a,b\n1,2\n');
    });

    const result = await client.download(endpoints.fileDownload, { query: { id: 'f1' } });

    expect(result).toMatchObject({ kind: 'file', fileName });
    if (result.kind !== 'file') throw new Error('expected a file');
    expect(await result.blob.text()).toBe('a,b\n1,2\n');
    expect(result.blob.type).toBe('text/csv');
  });

  it('should name a file without content-disposition after the path', async () => {
    server.route('GET', '/api/v1.0/file/download', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF');
    });

    const result = await client.download(endpoints.fileDownload, { query: { id: 'f1' } });

    expect(result).toMatchObject({ kind: 'file', fileName: 'download' });
  });

  it('should export a report with POST and a blob answer', async () => {
    server.route('POST', '/api/V1.0/Report/run', (request, response) => {
      response.writeHead(200, {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="${JSON.parse(request.body).reportId}.xlsx"`,
      });
      response.end(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    });

    const result = await client.download(endpoints.reportRun, { body: { reportId: 'sales' } });

    expect(result).toMatchObject({ kind: 'file', fileName: 'sales.xlsx' });
    if (result.kind !== 'file') throw new Error('expected a file');
    expect(new Uint8Array(await result.blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
  });

  it('should open the sasUri of a large file answer', async () => {
    const sasUri = 'https://files.example/exports/big.csv?sig=abc';
    server.route('POST', '/api/V1.0/Report/run', (_request, response) => sendJson(response, 200, { sasUri }));

    const result = await client.download(endpoints.reportRun, { body: { reportId: 'big' } });

    expect(result).toEqual({ kind: 'sasUri', sasUri });
    expect(callbacks.openUrl).toHaveBeenCalledExactlyOnceWith(sasUri);
  });

  it.each([
    [
      'an X-No-Data header',
      { 'x-no-data': 'true', 'content-disposition': 'attachment; filename="report.csv"' },
    ],
    ['a nodata content-disposition', { 'content-disposition': 'attachment; filename="nodata.csv"' }],
  ])('should raise the no-data notice for %s', async (_name, headers) => {
    server.route('POST', '/api/V1.0/Report/run', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv', ...headers }).end('');
    });

    const result = await client.download(endpoints.reportRun, { body: { reportId: 'empty' } });

    expect(result).toEqual({ kind: 'noData' });
    expect(callbacks.onNoData).toHaveBeenCalledExactlyOnceWith(endpoints.reportRun);
  });

  it('should tell onProgress of each part of a file as it arrives, against its Content-Length', async () => {
    server.route('GET', '/api/v1.0/file/download', async (_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/csv',
        'content-length': '8',
        'content-disposition': 'attachment; filename="parts.csv"',
      });
      response.write('a,b\n');
      await new Promise((resolve) => setTimeout(resolve, 50));
      response.end('1,2\n');
    });
    const progress: [number, number | null][] = [];

    const result = await client.download(endpoints.fileDownload, {
      query: { id: 'f1' },
      onProgress: (received, total) => progress.push([received, total]),
    });

    expect(progress).toEqual([
      [4, 8],
      [8, 8],
    ]);
    if (result.kind !== 'file') throw new Error('expected a file');
    expect(await result.blob.text()).toBe('a,b\n1,2\n');
    expect(result.blob.type).toBe('text/csv');
  });

  it('should read a refused download with onProgress as the server problem', async () => {
    server.route('GET', '/api/v1.0/file/download', (_request, response) =>
      sendProblem(response, 404, 'FileNotFound', 'The file does not exist.'),
    );

    const error = await rejection(
      client.download(endpoints.fileDownload, { query: { id: 'nope' }, onProgress: () => undefined }),
    );

    expect(error.problem?.code).toBe('FileNotFound');
  });

  it('should reject a failed download with the server problem read from the blob', async () => {
    server.route('GET', '/api/v1.0/file/download', (_request, response) =>
      sendProblem(response, 404, 'FileNotFound', 'The file does not exist.'),
    );

    const error = await rejection(client.download(endpoints.fileDownload, { query: { id: 'nope' } }));

    expect(error.status).toBe(404);
    expect(error.problem?.code).toBe('FileNotFound');
    expect(error.message).toBe('API Route is Missing or Undefined');
  });
});

describe('login and logout', () => {
  it('should clear earlier credentials, store the token parts and mark the user authenticated', async () => {
    signIn({ ...initialToken, refresh_token: 'stale' });
    session.setItem(sessionStorageKeys.sessionId, 'old-punch-out');
    const token = { type: 'Bearer', access_token: fakeJwt({ exp: 2_000_000_000 }), refresh_token: 'fresh' };
    server.route('POST', '/api/v1.0/user/login', (_request, response) =>
      sendJson(response, 200, { tokenInfo: token }),
    );

    await client.login({ username: 'buyer@northwind.example', password: 'secret' });

    const [request] = server.requestsTo('POST', '/api/v1.0/user/login');
    expect(request?.headers.authorization).toBeUndefined();
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      username: 'buyer@northwind.example',
      password: 'secret',
      googleCaptcha: '',
    });
    expect(JSON.parse(local.getItem(storageKeys.token) ?? '{}')).toEqual(token);
    expect(local.getItem(storageKeys.tokenExpiration)).toBe('2000000000000');
    expect(local.getItem(storageKeys.authenticated)).toBe('true');
    expect(session.getItem(sessionStorageKeys.sessionId)).toBeNull();
  });

  it('should call logout with the token, then clear the auth data and the overview marker', async () => {
    signIn();
    session.setItem(sessionStorageKeys.accountOverviewInitialLoad, 'true');
    session.setItem(sessionStorageKeys.punchOutImageUrl, 'https://img.example/logo.png');
    local.setItem(storageKeys.appVersion, '1.2.3');
    server.route('POST', '/api/v1.0/user/logout', (_request, response) =>
      sendJson(response, 200, { ok: true }),
    );

    await client.logout();

    expect(server.requestsTo('POST', '/api/v1.0/user/logout')[0]?.headers.authorization).toBe(
      `Bearer ${initialToken.access_token}`,
    );
    expect(local.getItem(storageKeys.token)).toBeNull();
    expect(local.getItem(storageKeys.authenticated)).toBeNull();
    expect(session.getItem(sessionStorageKeys.accountOverviewInitialLoad)).toBeNull();
    expect(session.getItem(sessionStorageKeys.punchOutImageUrl)).toBeNull();
    expect(local.getItem(storageKeys.appVersion)).toBe('1.2.3');
  });

  it('should end a call in flight at logout quietly: no refresh, no session ended, no problem reported', async () => {
    signIn();
    let answer: (() => void) | undefined;
    server.route('GET', '/api/v1.0/item/get', (_request, response) => {
      // The server ends the login first, so a late answer to this call would be a 401.
      answer = () => sendProblem(response, 401, 'Unauthorized');
    });
    server.route('POST', '/api/v1.0/user/logout', (_request, response) =>
      sendJson(response, 200, { ok: true }),
    );

    const ended = rejection(client.call(endpoints.item, { query: { id: '1' } }));
    await untilReceived(() => answer !== undefined);
    await client.logout();
    answer?.();
    const error = await ended;

    expect(error).toMatchObject({ status: 401, sessionEnded: true, reported: true });
    expect(server.requestsTo('GET', '/api/v1.0/User/refreshToken')).toHaveLength(0);
    expect(callbacks.onSessionEnded).not.toHaveBeenCalled();
    expect(callbacks.onProblem).not.toHaveBeenCalled();
  });

  it("should answer a user call made after the logout by the ended login's page quietly, unsent, until a login", async () => {
    signIn();
    server.route('POST', '/api/v1.0/user/logout', (_request, response) =>
      sendJson(response, 200, { ok: true }),
    );
    server.route('GET', '/api/v1.0/item/get', (_request, response) =>
      sendJson(response, 200, { id: '1', name: 'A' }),
    );
    server.route('GET', '/api/v1.0/user/passwordComplexity', (_request, response) =>
      sendJson(response, 200, { minLength: 8 }),
    );
    await client.logout();

    const error = await rejection(client.call(endpoints.item, { query: { id: '1' } }));

    expect(error).toMatchObject({ status: 401, sessionEnded: true, reported: true });
    expect(server.requestsTo('GET', '/api/v1.0/item/get')).toHaveLength(0);
    expect(server.requestsTo('GET', '/api/v1.0/User/refreshToken')).toHaveLength(0);
    expect(callbacks.onSessionEnded).not.toHaveBeenCalled();
    // A public call goes out; and after a new login, the user's calls do.
    await client.call(shellEndpoints.passwordComplexity).catch(() => undefined);
    expect(server.requestsTo('GET', '/api/v1.0/user/passwordComplexity')).toHaveLength(1);
    client.acceptLogin({ tokenInfo: initialToken });
    await expect(client.call(endpoints.item, { query: { id: '1' } })).resolves.toEqual({
      id: '1',
      name: 'A',
    });
  });

  it('should end a call started while the logout call is out without sending it', async () => {
    signIn();
    let answerLogout: (() => void) | undefined;
    server.route('POST', '/api/v1.0/user/logout', (_request, response) => {
      answerLogout = () => sendJson(response, 200, { ok: true });
    });
    server.route('GET', '/api/v1.0/item/get', (_request, response) =>
      sendProblem(response, 401, 'Unauthorized'),
    );

    const loggedOut = client.logout();
    await untilReceived(() => answerLogout !== undefined);
    const error = await rejection(client.call(endpoints.item, { query: { id: '1' } }));
    answerLogout?.();
    await loggedOut;

    expect(error).toMatchObject({ status: 401, sessionEnded: true, reported: true });
    expect(server.requestsTo('GET', '/api/v1.0/item/get')).toHaveLength(0);
    expect(callbacks.onSessionEnded).not.toHaveBeenCalled();
  });

  it("should end a call of the caller's own signal in flight at logout the same way, and later calls normally", async () => {
    signIn();
    let answer: (() => void) | undefined;
    server.route('GET', '/api/v1.0/item/get', (_request, response) => {
      answer = () => sendJson(response, 200, { id: '1', name: 'A' });
    });
    server.route('POST', '/api/v1.0/user/logout', (_request, response) =>
      sendJson(response, 200, { ok: true }),
    );
    const own = new AbortController();

    const ended = rejection(client.call(endpoints.item, { query: { id: '1' }, signal: own.signal }));
    await untilReceived(() => answer !== undefined);
    await client.logout();
    const error = await ended;
    answer?.();

    expect(error).toMatchObject({ status: 401, sessionEnded: true, reported: true });
    expect(own.signal.aborted).toBe(false);
    // The next login's calls go out and are answered as usual.
    signIn();
    answer = undefined;
    server.route('GET', '/api/v1.0/item/get', (_request, response) =>
      sendJson(response, 200, { id: '2', name: 'B' }),
    );
    await expect(client.call(endpoints.item, { query: { id: '2' } })).resolves.toEqual({
      id: '2',
      name: 'B',
    });
  });

  it('should clear the auth data even when the logout call fails, without refreshing or ending the session', async () => {
    signIn();
    server.route('POST', '/api/v1.0/user/logout', (_request, response) =>
      sendProblem(response, 401, 'Unauthorized'),
    );

    await expect(client.logout()).resolves.toBeUndefined();

    expect(local.getItem(storageKeys.token)).toBeNull();
    expect(server.requestsTo('GET', '/api/v1.0/User/refreshToken')).toHaveLength(0);
    expect(callbacks.onSessionEnded).not.toHaveBeenCalled();
    expect(callbacks.onProblem).not.toHaveBeenCalled();
  });
});
