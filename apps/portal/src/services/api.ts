import type { AnswerOf, Endpoint, LoginAnswer, shellEndpoints as ShellEndpointsValue } from '@b2b-portal/api';
import type { ApiClient, CallOptions, DownloadResult } from '@b2b-portal/api/client';
import { type EndpointOrLazy, endpointOf } from './lazyEndpoint';

export { tokenStore } from './tokens';

type ClientModule = typeof import('./client');
let loading: Promise<ClientModule> | undefined;

/**
 * The client's chunk (ofetch, zod, the contract's schemas and the shell's endpoints), loaded once. The first
 * paint does not wait for it: `main.tsx` starts it beside the page, and every call awaits it (issue 14: the
 * Login route's first paint carries no client).
 */
function clientModule(): Promise<ClientModule> {
  loading ??= import('./client');
  return loading;
}

/**
 * The one API client of the portal (`createApiClient` of `@b2b-portal/api/client`, made in `./client`). Each
 * method waits for the client's chunk on its first use; `acceptLogin` answers a promise for the same reason.
 * `call` and `download` take the contract's endpoints or the lazy ones of `./endpoints`, loaded beside the client.
 */
export const api = {
  async call<E extends Endpoint>(
    endpoint: EndpointOrLazy<E>,
    options?: CallOptions<E>,
  ): Promise<AnswerOf<E>> {
    const [client, definition] = await Promise.all([clientModule(), endpointOf(endpoint)]);
    return client.apiClient.call(definition, options);
  },
  async download<E extends Endpoint>(
    endpoint: EndpointOrLazy<E>,
    options?: CallOptions<E>,
  ): Promise<DownloadResult> {
    const [client, definition] = await Promise.all([clientModule(), endpointOf(endpoint)]);
    return client.apiClient.download(definition, options);
  },
  login: async (credentials) => (await clientModule()).apiClient.login(credentials),
  logout: async () => (await clientModule()).apiClient.logout(),
  refreshToken: async (options) => (await clientModule()).apiClient.refreshToken(options),
  async acceptLogin(answer: LoginAnswer): Promise<void> {
    (await clientModule()).apiClient.acceptLogin(answer);
  },
} satisfies Pick<ApiClient, 'call' | 'download' | 'login' | 'logout' | 'refreshToken'> & {
  acceptLogin(answer: LoginAnswer): Promise<void>;
};

/** The shell's endpoints (000 §7), which come with the client's chunk. */
export async function loadShellEndpoints(): Promise<typeof ShellEndpointsValue> {
  return (await clientModule()).shellEndpoints;
}

/** Starts loading the client now and, once it is there, sends uncaught errors to the server log (000 §7). */
export function startClientLogging(): void {
  void clientModule().then((client) => client.startClientLogging());
}
