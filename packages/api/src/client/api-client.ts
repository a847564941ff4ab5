import { createFetch, type FetchResponse } from 'ofetch';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { AnswerOf, BodyOf, Endpoint, HttpMethod, QueryOf } from '../endpoint';
import { shellEndpoints } from '../endpoints/shell';
import type { LoginAnswer, LoginRequest, TokenInfo } from '../schemas/session';
import { flagsNoData, parseContentDisposition } from './content-disposition';
import { ApiError, type ErrorMessages, hasTraceId } from './errors';
import { createMemoryStorage, createTokenStore, type StorageLike, type TokenStore } from './storage';
import { xhrFetch } from './xhr-fetch';

/** Statuses whose answer is data, per method (000 §7 "Generic answer handling"). */
export const acceptedStatuses: Readonly<Record<HttpMethod, readonly number[]>> = {
  GET: [200, 204],
  POST: [200, 201, 422],
  PUT: [200],
  DELETE: [200],
};

/** The large-report notice appears when a call on a Report path is still running after this long (000 §9). */
export const LARGE_REPORT_NOTICE_AFTER_MS = 30_000;

const REPORT_PATH = /\/report/i;
const JSON_CONTENT_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json(?:;.*)?$/i;
const SasUriAnswer = z.object({ sasUri: z.string().check(z.minLength(1)) });

export interface CallOptions<E extends Endpoint> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
  /**
   * A call the user did not cause (the session's token refresh, log posting): it does not count as
   * activity, so the stored time of the last API call is left alone.
   * @default false
   */
  background?: boolean;
  /**
   * Whether a 400 answer with a traceId goes to `onProblem` (the shell's message box). Forms that show the
   * server's own text instead (login) switch it off.
   * @default true
   */
  reportProblems?: boolean;
  /**
   * Calls with these tokens instead of the stored ones, which stay as they are (the /redirect hand-off reads the
   * account of a link's tokens before it stores anything). A 401 is not refreshed and sends no one to Login.
   */
  token?: TokenInfo;
  /**
   * File calls: told how much of the answer has arrived as it arrives (bytes received, and the whole size from
   * Content-Length, or null when the server did not say), so a download toast can show real progress.
   */
  onProgress?: (received: number, total: number | null) => void;
  /**
   * Uploads (a FormData body): told how much of the request body has gone out (bytes sent, and the whole size, or
   * null when unknown), so a page can show real upload progress. Such a call is sent with XMLHttpRequest where
   * there is one (fetch reports no upload progress); its answer is handled like any other.
   */
  onUploadProgress?: (sent: number, total: number | null) => void;
}

interface InternalCallOptions extends CallOptions<Endpoint> {
  /** Set off for calls where a 401 must not start a refresh (logout). */
  refreshOn401?: boolean;
  /** The login the call belongs to, when not the current one (the logout call, sent once its login has ended). */
  login?: AbortSignal;
}

/** What a file call produced. */
export type DownloadResult =
  | { kind: 'file'; blob: Blob; fileName: string }
  /** The answer named a storage link (large files); it was opened through `openUrl`. */
  | { kind: 'sasUri'; sasUri: string }
  /** The answer flagged that nothing matched; `onNoData` was raised. */
  | { kind: 'noData' };

/** One settled call, for observers such as the client logger. Headers are as sent, Authorization included. */
export interface CallRecord {
  endpoint: Endpoint;
  method: HttpMethod;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: unknown;
  /** The final status; 0 when no answer arrived. */
  status: number;
  error: ApiError | null;
  durationMs: number;
}

export interface ApiClientOptions {
  /** Local storage; `globalThis.localStorage` when present, else an in-memory one. Ignored with `tokenStore`. */
  storage?: StorageLike;
  /** Session storage; `globalThis.sessionStorage` when present, else an in-memory one. Ignored with `tokenStore`. */
  sessionStorage?: StorageLike;
  /** A store shared with other parts of the app (the session machine). */
  tokenStore?: TokenStore;
  /** The fetch ofetch calls; `globalThis.fetch` (looked up per call) by default. */
  fetch?: typeof globalThis.fetch;
  /** Clock for the last-API-call time. @default Date.now */
  now?: () => number;
  /** The app's current route, sent back to Login as redirect when the session ends. */
  currentPath?: () => string;
  /** Sends the window elsewhere (301 answers). @default assigns `location.href` */
  redirect?: (url: string) => void;
  /** Opens a storage link of a large file download (sasUri). @default `window.open(url, '_blank')` */
  openUrl?: (url: string) => void;
  /** The refresh failed for good: credentials are already cleared; go to Login with this redirect path. */
  onSessionEnded?: (redirectPath: string) => void;
  /** A 400 answer with a traceId: the shell shows `error.message` (the documents' 400 text) once. */
  onProblem?: (error: ApiError) => void;
  /** A file answer flagged no data: the shell shows the no-data toast. */
  onNoData?: (endpoint: Endpoint) => void;
  /** A Report call is still running after 30 s: the shell shows the large-report notice. */
  onLargeReport?: (endpoint: Endpoint) => void;
  /** @default 30000 */
  largeReportNoticeAfterMs?: number;
  /** The texts of ApiError messages (the shell's part of the catalogue). @default the English one */
  messages?: ErrorMessages;
}

export interface ApiClient {
  readonly tokenStore: TokenStore;
  /** Calls a JSON endpoint and answers its parsed answer. Rejects with ApiError (or the abort reason). */
  call<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<AnswerOf<E>>;
  /** Calls a file endpoint (GET blob; POST blob for report exports). */
  download<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<DownloadResult>;
  /** Clears earlier credentials, signs in, stores the token parts and marks the user authenticated (000 §4). */
  login(credentials: LoginRequest): Promise<LoginAnswer>;
  /** Stores a login answer obtained elsewhere (punch-out session login). */
  acceptLogin(answer: LoginAnswer): void;
  /** Revokes the login on the server (failures ignored), then clears the auth data and the overview marker. */
  logout(): Promise<void>;
  /**
   * Refreshes the token (single flight: concurrent callers share one request). The session machine calls it
   * with `background: true` shortly before expiry. A refresh answering InvalidRefreshToken, or a missing
   * refresh token, ends the session.
   */
  refreshToken(options?: { background?: boolean }): Promise<TokenInfo>;
  /** The absolute or base-relative URL of an endpoint under the stored API base. */
  urlOf(endpoint: Endpoint): string;
  /** Observes every settled call; answers the unsubscribe function. */
  onCallSettled(listener: (record: CallRecord) => void): () => void;
}

interface Attempt {
  response: FetchResponse<unknown>;
  /** Parsed JSON, text, a Blob (file answers), or undefined (no body). */
  body: unknown;
  tokenUsed: TokenInfo | null;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function encodeWith(schema: $ZodType | undefined, value: unknown): unknown {
  // Valid input is sent as the schema outputs it (defaults applied); invalid input is sent as given so the
  // server answers it with a 400 Problem whose field errors the form shows.
  if (!schema || value === undefined) return value;
  const parsed = z.safeParse(schema, value);
  return parsed.success ? parsed.data : value;
}

function defaultStorage(name: 'localStorage' | 'sessionStorage'): StorageLike {
  try {
    const storage = (globalThis as Partial<Record<typeof name, StorageLike>>)[name];
    if (storage) return storage;
  } catch {
    // Access to Web Storage can throw (sandboxed frames); fall through to memory.
  }
  return createMemoryStorage();
}

function defaultCurrentPath(): string {
  const location = (globalThis as { location?: Location }).location;
  if (!location) return '/';
  // The portal uses hash routes: the route is what follows '#'.
  return location.hash.replace(/^#/, '') || location.pathname || '/';
}

/** Whether answers can be read as streams here (browsers and Node 18+; not every test double). */
const canStream = () => typeof ReadableStream === 'function';

function fallbackFileName(url: string): string {
  const last = url.split('?')[0]?.split('/').pop();
  return last ? decodeURIComponent(last) : 'download';
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const store =
    options.tokenStore ??
    createTokenStore({
      local: options.storage ?? defaultStorage('localStorage'),
      session: options.sessionStorage ?? defaultStorage('sessionStorage'),
    });
  const now = options.now ?? Date.now;
  const currentPath = options.currentPath ?? defaultCurrentPath;
  const redirect =
    options.redirect ??
    ((url: string) => {
      (globalThis as { location?: Location }).location?.assign(url);
    });
  const openUrl =
    options.openUrl ??
    ((url: string) => {
      (globalThis as { open?: (url: string, target: string) => unknown }).open?.(url, '_blank');
    });
  const largeReportAfter = options.largeReportNoticeAfterMs ?? LARGE_REPORT_NOTICE_AFTER_MS;
  const $fetch = createFetch({
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
  const listeners = new Set<(record: CallRecord) => void>();
  let refreshing: Promise<TokenInfo> | null = null;
  /**
   * Aborted when the user logs out: the calls of that login still in flight end with it. Each one is answered a
   * quiet 401 (already reported, session ended) instead of one the client would take for an expired token, refresh
   * with no token and answer by sending the user to Login (after a logout, the portal goes to Home).
   */
  let loginCalls = new AbortController();
  /**
   * The user logged out in this window and no one has logged in since: a page of that login still drawn may yet
   * make a call (a tile whose code was loading); without a token it is answered the same quiet 401, unsent.
   */
  let loggedOut = false;

  /** The 401 a call of a login that has ended settles with: nothing to report, nowhere to send the user. */
  function endedWithLogin(endpoint: Endpoint, cause?: unknown): ApiError {
    return apiError({ status: 401, endpointId: endpoint.id, sessionEnded: true, reported: true, cause });
  }

  const urlOf = (endpoint: Endpoint) => joinUrl(store.getApiBaseUrl(), endpoint.path);

  function apiError(init: Omit<ConstructorParameters<typeof ApiError>[0], 'messages'>): ApiError {
    return new ApiError({ ...init, messages: options.messages });
  }

  function buildHeaders(token: TokenInfo | null, sessionId: string | null): Record<string, string> {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
    if (token) headers.Authorization = `${token.type} ${token.access_token}`;
    if (sessionId) headers['session-id'] = sessionId;
    return headers;
  }

  /** Reads a streamed file answer into a blob, telling `onProgress` of each chunk. */
  async function readStream(
    response: FetchResponse<unknown>,
    onProgress: NonNullable<CallOptions<Endpoint>['onProgress']>,
  ): Promise<void> {
    const stream = response._data;
    if (!(stream instanceof ReadableStream)) return;
    const length = Number(response.headers.get('content-length'));
    const total = Number.isFinite(length) && length > 0 ? length : null;
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    const reader = (stream as ReadableStream<Uint8Array<ArrayBuffer>>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received, total);
    }
    response._data = new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
  }

  async function readBody(response: FetchResponse<unknown>): Promise<unknown> {
    const data = response._data;
    if (!(data instanceof Blob)) return data;
    // File calls read the answer as a blob; a JSON answer (an error Problem, a sasUri) is parsed here.
    if (!JSON_CONTENT_TYPE.test(response.headers.get('content-type') ?? '')) return data;
    const text = await data.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }

  async function attempt(
    endpoint: Endpoint,
    call: InternalCallOptions,
    url: string,
    responseType: 'json' | 'blob',
    sent: { headers: Record<string, string>; body: unknown },
    login: AbortSignal,
  ): Promise<Attempt> {
    // Tokens given with the call belong to another login than the stored session id.
    const tokenUsed = call.token ?? store.getTokenInfo();
    if (login.aborted || (loggedOut && !tokenUsed && endpoint.access === 'user'))
      throw endedWithLogin(endpoint);
    const headers = buildHeaders(tokenUsed, call.token ? null : store.getSessionId());
    const body = encodeWith(endpoint.body, call.body);
    sent.headers = headers;
    sent.body = body;
    if (!call.background) store.setLastApiCall(now());
    const { signal, release } = eitherSignal(call.signal, login);
    try {
      const sender =
        call.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
          ? createFetch({ fetch: xhrFetch(call.onUploadProgress) })
          : $fetch;
      const response = await sender.raw<unknown, 'json' | 'blob' | 'stream'>(url, {
        method: endpoint.method,
        headers,
        query: encodeWith(endpoint.query, call.query) as Record<string, unknown> | undefined,
        body: body as Record<string, unknown> | undefined,
        signal,
        // A 301 must reach the client so it can move the window (000 §7); browsers answer an opaque redirect.
        redirect: 'manual',
        responseType:
          responseType === 'blob' ? (call.onProgress && canStream() ? 'stream' : 'blob') : undefined,
        retry: false,
        ignoreResponseError: true,
      });
      if (call.onProgress) await readStream(response, call.onProgress);
      return { response, body: await readBody(response), tokenUsed };
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason ?? error;
      if (login.aborted) throw endedWithLogin(endpoint, error);
      throw apiError({ status: 0, endpointId: endpoint.id, cause: error });
    } finally {
      release();
    }
  }

  function endSession(): void {
    store.clearAuth();
    options.onSessionEnded?.(currentPath());
  }

  async function runRefresh(background: boolean): Promise<TokenInfo> {
    const endpoint = shellEndpoints.refreshToken;
    const login = loginCalls.signal;
    const token = store.getTokenInfo();
    if (!token?.refresh_token) {
      endSession();
      throw apiError({ status: 401, endpointId: endpoint.id, sessionEnded: true, reported: true });
    }
    try {
      const tokenInfo = await execute(
        endpoint,
        {
          query: { token: token.access_token, refreshtoken: token.refresh_token },
          background,
          reportProblems: false,
        },
        'json',
        (outcome) => parseAnswer(endpoint, outcome),
      );
      store.setTokenInfo(tokenInfo);
      return tokenInfo;
    } catch (error) {
      // The user logged out while the refresh was on its way: that login is over already, and said so.
      if (login.aborted) throw endedWithLogin(endpoint, error);
      // A 401 from the refresh call itself means the refresh token is no good (InvalidRefreshToken).
      if (error instanceof ApiError && (error.code === 'InvalidRefreshToken' || error.status === 401)) {
        endSession();
        throw apiError({
          status: 401,
          endpointId: endpoint.id,
          body: error.body,
          sessionEnded: true,
          reported: true,
          cause: error,
        });
      }
      throw error;
    }
  }

  function refreshToken(refreshOptions: { background?: boolean } = {}): Promise<TokenInfo> {
    if (!refreshing) {
      refreshing = runRefresh(refreshOptions.background ?? false).finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  function raise(endpoint: Endpoint, call: InternalCallOptions, outcome: Attempt, url: string): never {
    const { response, body } = outcome;
    if (response.type === 'opaqueredirect' || response.status === 301) {
      const location = response.headers.get('location');
      redirect(location ? new URL(location, response.url || url).toString() : response.url || url);
      throw apiError({ status: 301, endpointId: endpoint.id, body, reported: true });
    }
    if (response.status === 400 && hasTraceId(body) && call.reportProblems !== false) {
      const error = apiError({ status: 400, endpointId: endpoint.id, body, reported: true });
      options.onProblem?.(error);
      throw error;
    }
    throw apiError({ status: response.status, endpointId: endpoint.id, body });
  }

  /**
   * Sends a call with refresh-once-and-retry on 401, hands an accepted answer to `read` (schema parsing, file
   * handling) and tells the observers how it settled. Throws ApiError, or the abort reason.
   */
  async function execute<T>(
    endpoint: Endpoint,
    call: InternalCallOptions,
    responseType: 'json' | 'blob',
    read: (outcome: Attempt) => T | Promise<T>,
  ): Promise<T> {
    const url = urlOf(endpoint);
    const started = now();
    const sent: { headers: Record<string, string>; body: unknown } = { headers: {}, body: undefined };
    const timer = REPORT_PATH.test(url)
      ? setTimeout(() => options.onLargeReport?.(endpoint), largeReportAfter)
      : undefined;
    let status = 0;
    const login = call.login ?? loginCalls.signal;
    try {
      let outcome = await attempt(endpoint, call, url, responseType, sent, login);
      const refreshes = call.refreshOn401 !== false && !call.token;
      if (outcome.response.status === 401 && login.aborted) throw endedWithLogin(endpoint);
      if (outcome.response.status === 401 && endpoint.access === 'user' && refreshes) {
        const current = store.getTokenInfo();
        // Another call may already have refreshed while this one was in flight: then just retry.
        if (!current || current.access_token === outcome.tokenUsed?.access_token) {
          try {
            await refreshToken({ background: call.background ?? false });
          } catch (error) {
            if (!(error instanceof ApiError && error.sessionEnded)) throw error;
            // The app is already on its way to Login: the call ends as a reported 401 of its own.
            throw apiError({
              status: 401,
              endpointId: endpoint.id,
              body: outcome.body,
              sessionEnded: true,
              reported: true,
              cause: error,
            });
          }
        }
        outcome = await attempt(endpoint, call, url, responseType, sent, login);
      }
      status = outcome.response.status;
      if (!acceptedStatuses[endpoint.method].includes(status)) raise(endpoint, call, outcome, url);
      const result = await read(outcome);
      notify({ endpoint, url, sent, status, error: null, started });
      return result;
    } catch (error) {
      if (error instanceof ApiError) {
        notify({ endpoint, url, sent, status: error.status || status, error, started });
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  function notify(settled: {
    endpoint: Endpoint;
    url: string;
    sent: { headers: Record<string, string>; body: unknown };
    status: number;
    error: ApiError | null;
    started: number;
  }): void {
    const record: CallRecord = {
      endpoint: settled.endpoint,
      method: settled.endpoint.method,
      url: settled.url,
      requestHeaders: settled.sent.headers,
      requestBody: settled.sent.body,
      status: settled.status,
      error: settled.error,
      durationMs: now() - settled.started,
    };
    for (const listener of listeners) {
      try {
        listener(record);
      } catch {
        // An observer's failure must not change the call's outcome.
      }
    }
  }

  function parseAnswer<E extends Endpoint>(endpoint: E, outcome: Attempt): AnswerOf<E> {
    const { response, body } = outcome;
    let parsed = z.safeParse(endpoint.answer, body);
    // A 204 has no body: the schema decides whether that is undefined or null.
    if (!parsed.success && body === undefined) parsed = z.safeParse(endpoint.answer, null);
    if (!parsed.success) {
      throw apiError({
        status: response.status,
        endpointId: endpoint.id,
        body,
        invalidAnswer: response.status < 300,
        cause: parsed.error,
      });
    }
    return parsed.data as AnswerOf<E>;
  }

  function readFile(endpoint: Endpoint, { response, body }: Attempt): DownloadResult {
    if (response.status === 204 || flagsNoData(response.headers)) {
      options.onNoData?.(endpoint);
      return { kind: 'noData' };
    }
    if (!(body instanceof Blob)) {
      const link = SasUriAnswer.safeParse(body);
      if (!link.success) {
        throw apiError({ status: response.status, endpointId: endpoint.id, body, invalidAnswer: true });
      }
      openUrl(link.data.sasUri);
      return { kind: 'sasUri', sasUri: link.data.sasUri };
    }
    const { fileName } = parseContentDisposition(response.headers.get('content-disposition'));
    return { kind: 'file', blob: body, fileName: fileName ?? fallbackFileName(urlOf(endpoint)) };
  }

  const client: ApiClient = {
    tokenStore: store,
    urlOf,
    refreshToken,

    async call(endpoint, callOptions = {}) {
      if (endpoint.answerKind === 'file') {
        throw new TypeError(`${endpoint.id} answers a file: use download()`);
      }
      return execute(endpoint, callOptions as InternalCallOptions, 'json', (outcome) =>
        parseAnswer(endpoint, outcome),
      );
    },

    async download(endpoint, callOptions = {}) {
      return execute(endpoint, callOptions as InternalCallOptions, 'blob', (outcome) =>
        readFile(endpoint, outcome),
      );
    },

    acceptLogin(answer) {
      loggedOut = false;
      store.setTokenInfo(answer.tokenInfo);
      store.setAuthenticated(true);
      store.setSessionId(answer.sessionId ?? null);
    },

    async login(credentials) {
      store.clearAuth();
      const answer = await client.call(shellEndpoints.login, { body: credentials, reportProblems: false });
      client.acceptLogin(answer);
      return answer;
    },

    async logout() {
      // The calls of this login in flight end now, and so do the ones started while the logout call is out (the
      // page is still drawn until it answers); the next login's calls start once the credentials are gone.
      loginCalls.abort();
      if (store.getTokenInfo()) {
        try {
          const logoutCall: InternalCallOptions = {
            reportProblems: false,
            refreshOn401: false,
            login: new AbortController().signal,
          };
          await execute(shellEndpoints.logout, logoutCall, 'json', () => undefined);
        } catch {
          // Logging out never fails for the user: the local credentials go either way.
        }
      }
      store.clearForLogout();
      loggedOut = true;
      loginCalls = new AbortController();
    },

    onCallSettled(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return client;
}

/**
 * A signal aborted when either `own` (the caller's) or `login` (the login's) is; `release` drops the listeners once
 * the call has settled, so the login's long-lived signal does not collect one per call.
 */
function eitherSignal(
  own: AbortSignal | undefined,
  login: AbortSignal,
): { signal: AbortSignal; release: () => void } {
  if (!own) return { signal: login, release: () => {} };
  const either = new AbortController();
  const fromOwn = () => either.abort(own.reason);
  const fromLogin = () => either.abort(login.reason);
  if (own.aborted) fromOwn();
  else if (login.aborted) fromLogin();
  own.addEventListener('abort', fromOwn, { once: true });
  login.addEventListener('abort', fromLogin, { once: true });
  return {
    signal: either.signal,
    release: () => {
      own.removeEventListener('abort', fromOwn);
      login.removeEventListener('abort', fromLogin);
    },
  };
}
