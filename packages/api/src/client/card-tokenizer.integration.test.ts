import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../apps/server/src/testing';
import { checkoutEndpoints } from '../endpoints/checkout';
import { paymentEndpoints } from '../endpoints/payment';
import { type ApiClient, type CallRecord, createApiClient } from './api-client';
import { type CardDetails, CardTokenizeError, createCardTokenizer, type ScriptHost } from './card-tokenizer';
import { toLoggedRequest } from './client-logger';
import { ApiError } from './errors';
import { createMemoryStorage, storageKeys } from './storage';

/** The card form's calls, as the portal makes them, against the real server and its sandbox processor. */

const nextYear = new Date().getUTCFullYear() + 1;
const visa: CardDetails = {
  cardNumber: '4111 1111 1111 1111',
  expirationMonth: 12,
  expirationYear: nextYear,
  securityCode: '739',
};
const billing = {
  cardHolderName: 'Blake Buyer',
  addressLine1: '400 Market Street',
  city: 'Philadelphia',
  state: 'PA',
  zipCode: '19106',
};

/** A page that loads <script> elements for real: fetches the source and runs it with the page's globals. */
function scriptRunningPage(): ScriptHost {
  const host: ScriptHost = {
    window: {},
    document: {
      createElement: () => ({ src: '', async: false, onload: null, onerror: null, remove: () => undefined }),
      head: {
        appendChild: (node: never) => {
          const script = node as ReturnType<ScriptHost['document']['createElement']>;
          void fetch(script.src)
            .then((response) =>
              response.ok ? response.text() : Promise.reject(new Error(String(response.status))),
            )
            .then((source) => {
              runInNewContext(source, {
                window: host.window,
                document: { currentScript: { src: script.src } },
                location: { href: script.src },
                fetch,
                URL,
              });
              script.onload?.({});
            })
            .catch((error: unknown) => script.onerror?.(error));
          return node;
        },
      },
    },
  };
  return host;
}

describe('card entry against the real server', () => {
  let server: TestServer;
  let client: ApiClient;
  const records: CallRecord[] = [];

  beforeAll(async () => {
    server = await startTestServer({ env: { LOG_LEVEL: 'silent' } });
    client = createApiClient({
      storage: createMemoryStorage({ [storageKeys.apiBaseUrl]: `${server.url}/api/` }),
      sessionStorage: createMemoryStorage(),
      currentPath: () => '/checkout',
    });
    client.onCallSettled((record) => records.push(record));
    await client.login({ username: 'buyer@contoso.example', password: 'Demo-Portal-2026!' });
  });
  afterAll(() => server?.close());

  it('should tokenize on the wex page, convert the session and keep the card on the account', async () => {
    const config = await client.call(paymentEndpoints.getConfiguration);
    expect(config).toMatchObject({
      creditCardProcessor: 'wex',
      scriptUrl: `${server.url}/sandbox/card-processor/v1/sessions`,
    });
    const { protectToken } = await client.call(paymentEndpoints.getProtectToken);
    const { sessionID } = await createCardTokenizer().tokenize(config, protectToken, visa);
    const converted = await client.call(paymentEndpoints.convertSessionToToken, {
      body: { sessionID, protectToken, ...billing, saveCreditCardInfo: true },
    });
    expect(converted.card).toMatchObject({ cardType: 'Visa', maskedCardNumber: '************1111' });
    const saved = await client.call(checkoutEndpoints.listPaymentInformation, {
      query: { start: 1, records: -1, sortBy: 0 },
    });
    expect(saved.data.map((card) => card.id)).toContain(converted.paymentInfoID);
  });

  it('should tokenize on the paytrace page with the script from scriptUrl, and surface a declined card', async () => {
    const config = {
      ...(await client.call(paymentEndpoints.getConfiguration)),
      creditCardProcessor: 'paytrace' as const,
    };
    config.scriptUrl = config.scriptUrl.replace(/sessions$/, 'protect.js');
    const tokenizer = createCardTokenizer({ host: scriptRunningPage() });
    const { protectToken } = await client.call(paymentEndpoints.getProtectToken);

    const refused = await tokenizer
      .tokenize(config, protectToken, { ...visa, securityCode: '73' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CardTokenizeError);
    expect(refused).toMatchObject({
      kind: 'validation',
      fields: [{ field: 'securityCode', reason: 'length' }],
    });

    const { sessionID } = await tokenizer.tokenize(config, protectToken, {
      ...visa,
      cardNumber: '4000000000000002',
    });
    const declined = await client
      .call(paymentEndpoints.convertSessionToToken, { body: { sessionID, protectToken, ...billing } })
      .catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(ApiError);
    expect((declined as ApiError).status).toBe(422);
    expect((declined as ApiError).body).toMatchObject({
      code: 'CardVerificationFailed',
      creditCardErrors: { cardVerificationError: true, cardTriesExceeded: false, sslError: false },
    });
    // The failed call's log entry leaves its body out.
    const record = records.find(
      (entry) => entry.endpoint.id === paymentEndpoints.convertSessionToToken.id && entry.error,
    );
    expect(record).toBeDefined();
    expect(record!.requestBody).toMatchObject({ sessionID });
    const logged = toLoggedRequest(record!.endpoint, {
      url: record!.url,
      headers: record!.requestHeaders,
      body: record!.requestBody,
      status: record!.status,
    });
    expect(logged).toMatchObject({ status: 422 });
    expect(logged).not.toHaveProperty('body');
  });
});
