import type { MessageKey } from '../messages';
import type { PaymentConfiguration } from '../schemas/payment';

/**
 * The browser's half of card entry (issue 5): the card number and security code go from the card form straight
 * to the card processor's tokenizer, never to the portal's API, which only ever receives the session id
 * answered here (`convertSessionToToken`).
 * - paytrace pages load the processor's client script from `scriptUrl` once and call
 *   `window.SandboxCardProcessor.tokenize(protectToken, card)`;
 * - wex pages post the card as JSON to `scriptUrl` (the processor's sessions endpoint).
 * Errors never carry the card's values.
 */

export interface CardDetails {
  cardNumber: string;
  expirationMonth: number;
  expirationYear: number;
  securityCode: string;
  cardHolderName?: string;
}

/** A field the processor refused, and why (`luhn`, `brand`, `expired`, `length`, `format`, `notATestCard`). */
export interface CardFieldRefusal {
  field: string;
  reason: string;
}

/**
 * - `validation`: the processor refused the card's details (the form shows 'Credit card validation failed.');
 * - `protectTokenExpired`: the protect token is unknown or expired: fetch a new one and let the user retry;
 * - `unavailable`: the processor could not be reached or answered nonsense (the form's sslError).
 */
export type CardTokenizeErrorKind = 'validation' | 'protectTokenExpired' | 'unavailable';

export class CardTokenizeError extends Error {
  override readonly name = 'CardTokenizeError';
  constructor(
    readonly kind: CardTokenizeErrorKind,
    /** The processor's HTTP status; 0 when no answer arrived. */
    readonly status: number,
    readonly fields: readonly CardFieldRefusal[] = [],
    options?: { cause?: unknown },
  ) {
    super(`The card processor did not tokenize the card (${kind}).`, options);
  }

  /** The catalogue message for the card form. */
  get messageKey(): MessageKey {
    if (this.kind === 'validation') return 'Payment.ValidationFailed';
    if (this.kind === 'protectTokenExpired') return 'Payment.ProtectTokenExpired';
    return 'Payment.SslError';
  }
}

export function isCardTokenizeError(value: unknown): value is CardTokenizeError {
  return value instanceof CardTokenizeError;
}

/** What the processor's client script puts on `window`. */
export interface ProcessorScriptApi {
  tokenize(protectToken: string, card: CardDetails): Promise<{ sessionID: string }>;
}

/** The parts of `document` and `window` script loading needs (a fake in tests). */
export interface ScriptHost {
  document: {
    createElement(tag: 'script'): {
      src: string;
      async: boolean;
      onload: ((event: unknown) => void) | null;
      onerror: ((event: unknown) => void) | null;
      remove(): void;
    };
    head: { appendChild(node: never): unknown };
  };
  window: { SandboxCardProcessor?: ProcessorScriptApi };
}

export interface CardTokenizerOptions {
  fetch?: typeof fetch;
  /** The page's document and window; the global ones when absent. */
  host?: ScriptHost;
}

export interface CardTokenizer {
  tokenize(
    config: PaymentConfiguration,
    protectToken: string,
    card: CardDetails,
  ): Promise<{ sessionID: string }>;
}

export function createCardTokenizer(options: CardTokenizerOptions = {}): CardTokenizer {
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);
  const host = () => options.host ?? (globalThis as unknown as ScriptHost);
  /** Scripts loaded or loading, by URL: each is loaded once; a failed load may be tried again. */
  const scripts = new Map<string, Promise<ProcessorScriptApi>>();

  function loadScript(url: string): Promise<ProcessorScriptApi> {
    let loading = scripts.get(url);
    if (!loading) {
      loading = new Promise<ProcessorScriptApi>((resolve, reject) => {
        const { document, window } = host();
        const script = document.createElement('script');
        script.async = true;
        script.onload = () => {
          const api = window.SandboxCardProcessor;
          if (api && typeof api.tokenize === 'function') resolve(api);
          else reject(new CardTokenizeError('unavailable', 0));
        };
        script.onerror = (event) => {
          script.remove();
          reject(new CardTokenizeError('unavailable', 0, [], { cause: event }));
        };
        script.src = url;
        document.head.appendChild(script as never);
      });
      loading.catch(() => scripts.delete(url));
      scripts.set(url, loading);
    }
    return loading;
  }

  async function viaScript(url: string, protectToken: string, card: CardDetails) {
    const api = await loadScript(url);
    try {
      return sessionOf(await api.tokenize(protectToken, card), 201);
    } catch (error) {
      if (error instanceof CardTokenizeError) throw error;
      const failure = (error ?? {}) as { status?: unknown; code?: unknown; fields?: unknown };
      throw refusal(Number(failure.status) || 0, failure.code, failure.fields, error);
    }
  }

  async function viaEndpoint(url: string, protectToken: string, card: CardDetails) {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ protectToken, ...card }),
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch (error) {
      throw new CardTokenizeError('unavailable', 0, [], { cause: error });
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      answer = undefined;
    }
    if (response.ok) return sessionOf(answer, response.status);
    const error = (answer as { error?: { code?: unknown; fields?: unknown } } | undefined)?.error;
    throw refusal(response.status, error?.code, error?.fields);
  }

  return {
    tokenize(config, protectToken, card) {
      return config.creditCardProcessor === 'paytrace'
        ? viaScript(config.scriptUrl, protectToken, card)
        : viaEndpoint(config.scriptUrl, protectToken, card);
    },
  };
}

function sessionOf(answer: unknown, status: number): { sessionID: string } {
  const sessionID = (answer as { sessionID?: unknown } | null | undefined)?.sessionID;
  if (typeof sessionID !== 'string' || sessionID === '') throw new CardTokenizeError('unavailable', status);
  return { sessionID };
}

function refusal(status: number, code: unknown, fields: unknown, cause?: unknown): CardTokenizeError {
  const options = cause === undefined ? undefined : { cause };
  if (status === 401 || code === 'invalid_protect_token') {
    return new CardTokenizeError('protectTokenExpired', status, [], options);
  }
  if (status >= 400 && status < 500)
    return new CardTokenizeError('validation', status, refusedFields(fields), options);
  return new CardTokenizeError('unavailable', status, [], options);
}

function refusedFields(fields: unknown): CardFieldRefusal[] {
  if (!Array.isArray(fields)) return [];
  return fields
    .filter((item): item is { field: unknown; reason: unknown } => typeof item === 'object' && item !== null)
    .map((item) => ({ field: String(item.field), reason: String(item.reason) }));
}

let shared: CardTokenizer | undefined;

/** Tokenizes a card with the page's processor (one shared tokenizer over the page's document and fetch). */
export function tokenizeCard(
  config: PaymentConfiguration,
  protectToken: string,
  card: CardDetails,
): Promise<{ sessionID: string }> {
  shared ??= createCardTokenizer();
  return shared.tokenize(config, protectToken, card);
}
