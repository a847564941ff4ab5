import * as z from 'zod/mini';
import type { Logger } from '../../logger';
import {
  browserConfiguration,
  type CardProcessor,
  CardProcessorUnavailableError,
  CONVERSION_FAILURE_KINDS,
  type CompanyProcessor,
  type ConversionFailure,
  type ConvertedSession,
  type ProcessorConfiguration,
} from './processor';

/** The header carrying the portal's key on server-to-server calls. */
export const API_KEY_HEADER = 'X-Api-Key';

const TIMEOUT_MS = 10_000;

const ProtectTokenAnswer = z.object({
  protectToken: z.string().check(z.minLength(8)),
  expiresAt: z.iso.datetime(),
});
const ConvertedAnswer = z.object({
  vaultToken: z.string().check(z.minLength(8)),
  cardType: z.string(),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  expirationMonth: z.int().check(z.minimum(1), z.maximum(12)),
  expirationYear: z.int().check(z.minimum(2000), z.maximum(2200)),
});
const FailureAnswer = z.object({ error: z.object({ kind: z.enum(CONVERSION_FAILURE_KINDS) }) });

export interface RemoteCardProcessorOptions {
  /** Base URL of the processor's server-to-server API, e.g. https://gateway.example/card-processor. */
  url: string;
  apiKey: string;
  /** Base URL the browser uses; the API's base when absent. */
  scriptUrl?: string | undefined;
  environment: ProcessorConfiguration['environment'];
  fetch?: typeof fetch;
  /** Told why the processor was unavailable (operation and status, never tokens or bodies). */
  log?: Logger;
}

/**
 * A card processor reached over HTTP with the protocol of the sandbox (README.md "Processor protocol"), so a
 * gateway in front of a real processor (wex, paytrace) can stand behind it. Timeouts and 5xx answers count as
 * the processor being unavailable.
 */
export class RemoteCardProcessor implements CardProcessor {
  private readonly base: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: RemoteCardProcessorOptions) {
    this.base = options.url.replace(/\/+$/, '');
    this.fetch = options.fetch ?? fetch;
  }

  configuration(company: CompanyProcessor): ProcessorConfiguration {
    return browserConfiguration(company, this.options.scriptUrl ?? this.base, this.options.environment);
  }

  async issueProtectToken(reference: string) {
    const response = await this.send('issueProtectToken', 'POST', '/v1/protect-tokens', { reference });
    const answer = ProtectTokenAnswer.safeParse(await readJson(response));
    if (!response.ok || !answer.success) throw this.unavailable('issueProtectToken', response.status);
    return { protectToken: answer.data.protectToken, expiresAt: new Date(answer.data.expiresAt) };
  }

  async convertSession(input: {
    sessionID: string;
    protectToken: string;
    reference: string;
  }): Promise<ConvertedSession | ConversionFailure> {
    let response: Response;
    try {
      response = await this.send(
        'convertSession',
        'POST',
        `/v1/sessions/${encodeURIComponent(input.sessionID)}/convert`,
        {
          protectToken: input.protectToken,
          reference: input.reference,
        },
      );
    } catch (error) {
      if (error instanceof CardProcessorUnavailableError) return { ok: false, kind: 'unavailable' };
      throw error;
    }
    const body = await readJson(response);
    if (response.ok) {
      const card = ConvertedAnswer.safeParse(body);
      if (card.success) return { ok: true, ...card.data };
    } else {
      const failure = FailureAnswer.safeParse(body);
      if (response.status === 422 && failure.success) return { ok: false, kind: failure.data.error.kind };
      if (response.status === 404) return { ok: false, kind: 'sessionNotFound' };
    }
    this.unavailable('convertSession', response.status);
    return { ok: false, kind: 'unavailable' };
  }

  async deleteVaultToken(vaultToken: string): Promise<void> {
    const path = `/v1/vault-tokens/${encodeURIComponent(vaultToken)}`;
    const response = await this.send('deleteVaultToken', 'DELETE', path);
    await response.body?.cancel();
    if (!response.ok && response.status !== 404) throw this.unavailable('deleteVaultToken', response.status);
  }

  private unavailable(operation: string, status: number | null, cause?: unknown) {
    this.options.log?.error('card processor unavailable', {
      operation,
      status,
      ...(cause instanceof Error ? { error: cause.message } : {}),
    });
    return new CardProcessorUnavailableError(`card processor unavailable (${operation}, ${status})`, {
      cause,
    });
  }

  private async send(
    operation: string,
    method: 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      [API_KEY_HEADER]: this.options.apiKey,
      Accept: 'application/json',
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw this.unavailable(operation, null, error);
    }
    // A server failure, or a refused key (a configuration error the operator reads in the log).
    if (response.status >= 500 || response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw this.unavailable(operation, response.status);
    }
    return response;
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
