import { CardPaymentProblem, ConvertedCard, PaymentConfiguration, ProtectToken } from '@b2b-portal/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSandboxSessions, paymentInfos } from '../../db/schema';
import { parseEnv } from '../../env';
import { listen, type RunningServer } from '../../server';
import { createTestApp, openSeededTestDatabase, type TestApp } from '../../testing';
import { RemoteCardProcessor } from './remote-processor';
import { SANDBOX_TEST_CARDS } from './test-cards';
import { paymentClient, testCard } from './testing';

/**
 * The remote adapter against the sandbox processor over real HTTP: one server plays the processor (sandbox mode
 * with an API key), a second portal speaks to it in remote mode, and the "browser" posts the card straight to
 * the processor's tokenizer.
 */

const API_KEY = 'processor-key-0123456789abcdef';
let processorServer: RunningServer;
let portal: TestApp;
let client: ReturnType<typeof paymentClient>;
let processorBase: string;

function remoteEnv(url: string, apiKey = API_KEY) {
  return {
    LOG_LEVEL: 'silent' as const,
    CARD_PROCESSOR_MODE: 'remote' as const,
    CARD_PROCESSOR_URL: url,
    CARD_PROCESSOR_API_KEY: apiKey,
    CARD_PROCESSOR_ENVIRONMENT: 'sandbox' as const,
  };
}

beforeAll(async () => {
  const env = parseEnv({
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    CARD_PROCESSOR_API_KEY: API_KEY,
  });
  processorServer = await listen(env, await openSeededTestDatabase());
  processorBase = `${processorServer.url}/sandbox/card-processor`;
  portal = await createTestApp({ env: remoteEnv(processorBase) });
  client = paymentClient(portal.app);
});
afterAll(async () => {
  await portal?.close();
  await processorServer?.close();
});

/** The browser's part, over the network to the processor. */
async function tokenizeAtProcessor(protectToken: string, cardNumber: string) {
  const response = await fetch(`${processorBase}/v1/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ protectToken, ...testCard(cardNumber) }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { sessionID: string }).sessionID;
}

const vaultRows = (token: string) =>
  processorServer.database.db.select().from(cardSandboxSessions).where(eq(cardSandboxSessions.id, token));

describe('the remote card processor', () => {
  it("should point the browser at the processor and convert a card through the processor's API", async () => {
    const buyer = await portal.signIn('buyer@northwind.example');
    const configuration = PaymentConfiguration.parse(
      (await client.api('GET', 'v1.0/creditCardPayment/getConfiguration', { token: buyer })).body,
    );
    expect(configuration).toEqual({
      creditCardProcessor: 'paytrace',
      scriptUrl: `${processorBase}/v1/protect.js`,
      environment: 'sandbox',
    });
    const script = await fetch(configuration.scriptUrl);
    expect(await script.text()).toContain('SandboxCardProcessor');

    const protectToken = await client.protectToken({ token: buyer });
    const session = await tokenizeAtProcessor(protectToken, SANDBOX_TEST_CARDS.mastercard);
    const converted = await client.convert(session, protectToken, { token: buyer, saveCreditCardInfo: true });
    expect(converted.status, converted.text).toBe(200);
    const card = ConvertedCard.parse(converted.body);
    expect(card.card).toMatchObject({ cardType: 'Mastercard', maskedCardNumber: '************4444' });

    const [row] = await portal.database.db
      .select()
      .from(paymentInfos)
      .where(eq(paymentInfos.id, card.paymentInfoID));
    expect(await vaultRows(row?.vaultToken ?? '')).toMatchObject([{ kind: 'vault', last4: '4444' }]);

    // The portal has no sandbox of its own in remote mode.
    const own = await portal.app.request('/sandbox/card-processor/v1/protect.js');
    expect(own.headers.get('content-type') ?? '').not.toMatch(/javascript/);

    const deleted = await client.api('DELETE', 'V1.0/companyuser/deletePaymentMethod', {
      token: buyer,
      query: { id: card.paymentInfoID },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await vaultRows(row?.vaultToken ?? '')).toEqual([]);
  });

  it("should answer the processor's refusals as the sandbox does", async () => {
    const buyer = await portal.signIn('buyer@northwind.example');
    const protectToken = await client.protectToken({ token: buyer });
    const declined = await client.convert(
      await tokenizeAtProcessor(protectToken, SANDBOX_TEST_CARDS.failsVerification),
      protectToken,
      { token: buyer },
    );
    expect(declined.status).toBe(422);
    expect(CardPaymentProblem.parse(declined.body).creditCardErrors.cardVerificationError).toBe(true);
    const unknown = await client.convert('sbx_sess_nobody-made-this', protectToken, { token: buyer });
    expect(CardPaymentProblem.parse(unknown.body).code).toBe('CardSessionNotFound');
  });

  it('should count a refused key or an unreachable processor as the processor being unavailable', async () => {
    for (const env of [
      remoteEnv(processorBase, 'not-the-processor-key-0000'),
      remoteEnv('http://127.0.0.1:9'),
    ]) {
      const other = await createTestApp({ env });
      try {
        const otherClient = paymentClient(other.app);
        const token = await other.signIn('buyer@northwind.example');
        const answer = await otherClient.api('GET', 'v1.0/creditCardPayment/getProtectToken', { token });
        expect(answer.status).toBe(503);
        expect(CardPaymentProblem.parse(answer.body)).toMatchObject({
          code: 'CardProcessorUnavailable',
          creditCardErrors: { sslError: true, cardVerificationError: false, cardTriesExceeded: false },
        });
        const converted = await otherClient.convert('sbx_sess_whatever-session', 'sbx_pt_whatever-token', {
          token,
        });
        expect(CardPaymentProblem.parse(converted.body).code).toBe('CardProcessorUnavailable');
      } finally {
        await other.close();
      }
    }
  });

  it("should refuse the processor's server-to-server calls without the key", async () => {
    const response = await fetch(`${processorBase}/v1/protect-tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'wrong-key-wrong-key' },
      body: JSON.stringify({ reference: 'user:someone' }),
    });
    expect(response.status).toBe(401);
    const issued = await fetch(`${processorBase}/v1/protect-tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': API_KEY },
      body: JSON.stringify({ reference: 'user:someone' }),
    });
    expect(issued.status).toBe(201);
    expect(ProtectToken.parse(await issued.json()).protectToken).toMatch(/^sbx_pt_/);
  });

  it('should take a malformed processor answer for an unavailable processor', async () => {
    const processor = new RemoteCardProcessor({
      url: 'https://gateway.example/card-processor',
      apiKey: API_KEY,
      environment: 'production',
      fetch: async () => Response.json({ vaultToken: 'x' }),
    });
    await expect(
      processor.convertSession({ sessionID: 's', protectToken: 'p', reference: 'user:u' }),
    ).resolves.toEqual({ ok: false, kind: 'unavailable' });
    await expect(processor.issueProtectToken('user:u')).rejects.toThrow(/unavailable/);
  });
});

describe('the processor environment', () => {
  it('should need the URL and the key in remote mode, and default to the sandbox', () => {
    expect(() => parseEnv({ CARD_PROCESSOR_MODE: 'remote' })).toThrow(
      /CARD_PROCESSOR_URL: required when CARD_PROCESSOR_MODE=remote[\s\S]*CARD_PROCESSOR_API_KEY: required/,
    );
    expect(() => parseEnv({ CARD_PROCESSOR_API_KEY: 'short' })).toThrow(/CARD_PROCESSOR_API_KEY/);
    expect(parseEnv({})).toMatchObject({
      CARD_PROCESSOR_MODE: 'sandbox',
      CARD_PROCESSOR_ENVIRONMENT: 'production',
    });
    expect(parseEnv({})).not.toHaveProperty('CARD_PROCESSOR_URL', expect.anything());
  });
});

describe('a sandbox without a processor key', () => {
  it('should not offer the server-to-server routes', async () => {
    const sandbox = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
    try {
      const response = await sandbox.app.request('/sandbox/card-processor/v1/protect-tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reference: 'user:someone' }),
      });
      expect(response.status).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
