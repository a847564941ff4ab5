import { runInNewContext } from 'node:vm';
import {
  CardPaymentProblem,
  ConvertedCard,
  PaymentConfiguration,
  SavedPaymentMethodPage,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSandboxSessions, paymentInfos } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing';
import { SANDBOX_TEST_CARDS } from './test-cards';
import { billing, paymentClient, testCard } from './testing';

let t: TestApp;
let client: ReturnType<typeof paymentClient>;
const tokens: Record<string, string> = {};
const as = async (username: string) => (tokens[username] ??= await t.signIn(username));

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  client = paymentClient(t.app);
});
afterAll(() => t?.close());

function problemOf(answer: { status: number; body: unknown; text: string }, status: number) {
  expect(answer.status, answer.text).toBe(status);
  return CardPaymentProblem.parse(answer.body);
}

describe('processor configuration', () => {
  it("should answer the caller's company's processor page with an absolute script URL on the sandbox", async () => {
    const northwind = await client.api('GET', 'v1.0/creditCardPayment/getConfiguration', {
      token: await as('buyer@northwind.example'),
    });
    expect(PaymentConfiguration.parse(northwind.body)).toEqual({
      creditCardProcessor: 'paytrace',
      scriptUrl: 'http://localhost/sandbox/card-processor/v1/protect.js',
      environment: 'sandbox',
    });
    const contoso = await client.api('GET', 'v1.0/creditCardPayment/getConfiguration', {
      token: await as('buyer@contoso.example'),
    });
    expect(PaymentConfiguration.parse(contoso.body)).toEqual({
      creditCardProcessor: 'wex',
      scriptUrl: 'http://localhost/sandbox/card-processor/v1/sessions',
      environment: 'sandbox',
    });
  });

  it("should answer a signed-out caller the default page, or the named request's company's, and 404 an unknown one", async () => {
    const signedOut = await client.api('GET', 'v1.0/creditCardPayment/getConfiguration');
    expect(PaymentConfiguration.parse(signedOut.body).creditCardProcessor).toBe('paytrace');
    const unknown = await client.api('GET', 'v1.0/creditCardPayment/getConfiguration', {
      query: { paymentInfoRequestID: '6f1c1f0e-9a51-4f0e-8d7c-1b2a3c4d5e6f' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: formatMessage('Payment.RequestNotFound') });
    const created = await client.api('POST', 'v1.0/paymentinforequest/add', {
      token: await as('buyer@contoso.example'),
      json: {
        documentType: 8,
        title: 'Quote 1',
        amount: '10.00',
        recipientName: 'AP',
        recipientEmail: 'ap@example.com',
      },
    });
    const request = await client.api('GET', 'v1.0/creditCardPayment/getConfiguration', {
      query: { paymentInfoRequestID: (created.body as { id: string }).id },
    });
    expect(PaymentConfiguration.parse(request.body).creditCardProcessor).toBe('wex');
  });

  it('should build the script URL on CARD_PROCESSOR_SCRIPT_URL when it is set', async () => {
    const other = await createTestApp({
      env: { LOG_LEVEL: 'silent', CARD_PROCESSOR_SCRIPT_URL: 'https://pay.example/card-processor/' },
    });
    try {
      const answer = await paymentClient(other.app).api('GET', 'v1.0/creditCardPayment/getConfiguration', {
        token: await other.signIn('buyer@northwind.example'),
      });
      expect(PaymentConfiguration.parse(answer.body).scriptUrl).toBe(
        'https://pay.example/card-processor/v1/protect.js',
      );
    } finally {
      await other.close();
    }
  });

  it('should serve a protect.js that tokenizes a card through the sessions route', async () => {
    const script = await client.send('GET', '/sandbox/card-processor/v1/protect.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);

    // Run the script as a page would, with fetch going to the app.
    const window: { SandboxCardProcessor?: { tokenize(token: string, card: unknown): Promise<unknown> } } =
      {};
    const fetch = (url: string, init: RequestInit) => t.app.request(url, init);
    runInNewContext(script.text, {
      window,
      fetch,
      URL,
      location: { href: 'http://localhost/#/checkout' },
      document: { currentScript: { src: 'http://localhost/sandbox/card-processor/v1/protect.js' } },
    });
    const protectToken = await client.protectToken({ token: await as('buyer@northwind.example') });
    const tokenized = await window.SandboxCardProcessor?.tokenize(
      protectToken,
      testCard(SANDBOX_TEST_CARDS.amex),
    );
    expect(tokenized).toEqual({ sessionID: expect.stringMatching(/^sbx_sess_/) });

    const refused = window.SandboxCardProcessor?.tokenize(protectToken, testCard('4111111111111112'));
    await expect(refused).rejects.toMatchObject({
      status: 400,
      code: 'invalid_card',
      fields: [{ field: 'cardNumber', reason: 'luhn' }],
    });
  });
});

describe('protect tokens', () => {
  it('should need a signed-in caller with a checkout permission when no payment info request is named', async () => {
    const signedOut = await client.api('GET', 'v1.0/creditCardPayment/getProtectToken');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ message: formatMessage('Payment.SignInRequired') });
    const contracts = await client.api('GET', 'v1.0/creditCardPayment/getProtectToken', {
      token: await as('contracts@northwind.example'),
    });
    expect(contracts.status).toBe(403);
    await expect(client.protectToken({ token: await as('approver@northwind.example') })).resolves.toMatch(
      /^sbx_pt_/,
    );
  });

  it('should expire after 15 minutes', async () => {
    const token = await as('buyer@northwind.example');
    const before = Date.now();
    const answer = await client.api('GET', 'v1.0/creditCardPayment/getProtectToken', { token });
    const expiresAt = Date.parse((answer.body as { expiresAt: string }).expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(15 * 60 * 1000 - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(15 * 60 * 1000 + 5000);

    const protectToken = (answer.body as { protectToken: string }).protectToken;
    const sessionID = await client.sessionOf(protectToken);
    await t.database.db
      .update(cardSandboxSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cardSandboxSessions.id, protectToken));
    const problem = problemOf(await client.convert(sessionID, protectToken, { token }), 422);
    expect(problem).toMatchObject({
      code: 'ProtectTokenExpired',
      message: formatMessage('Payment.ProtectTokenExpired'),
    });
    expect((await client.tokenize(protectToken, testCard())).status).toBe(401);
  });
});

describe('the sandbox tokenizer', () => {
  it.each([
    ['a number failing Luhn', testCard('4111111111111112'), [{ field: 'cardNumber', reason: 'luhn' }]],
    [
      'a number of no accepted brand',
      testCard('6011111111111117'),
      [{ field: 'cardNumber', reason: 'brand' }],
    ],
    [
      'a card that is not a test card',
      testCard('4242424242424242'),
      [{ field: 'cardNumber', reason: 'notATestCard' }],
    ],
    [
      'an expired card',
      testCard(SANDBOX_TEST_CARDS.visa, { expirationMonth: 1, expirationYear: 2020 }),
      [{ field: 'expirationYear', reason: 'expired' }],
    ],
    [
      'a three-digit code on an Amex',
      testCard(SANDBOX_TEST_CARDS.amex, { securityCode: '739' }),
      [{ field: 'securityCode', reason: 'length' }],
    ],
    [
      'a month 13',
      testCard(SANDBOX_TEST_CARDS.visa, { expirationMonth: 13 }),
      [{ field: 'expirationMonth', reason: 'format' }],
    ],
  ])('should refuse %s, naming the field but not its value', async (_name, card, fields) => {
    const protectToken = await client.protectToken({ token: await as('buyer@northwind.example') });
    const answer = await client.tokenize(protectToken, card);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'invalid_card', fields } });
    expect(answer.text).not.toContain(card.cardNumber);
  });

  it('should refuse an unknown protect token and a malformed body', async () => {
    expect((await client.tokenize('sbx_pt_not-issued-by-us', testCard())).status).toBe(401);
    const malformed = await t.app.request('/sandbox/card-processor/v1/sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"cardNumber": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: { code: 'invalid_request' } });
  });
});

describe('converting a session', () => {
  it.each([
    ['Visa', SANDBOX_TEST_CARDS.visa, '************1111'],
    ['Mastercard', SANDBOX_TEST_CARDS.mastercard, '************4444'],
    ['American Express', SANDBOX_TEST_CARDS.amex, '***********0005'],
  ])(
    'should approve the %s test card and keep only the token and display fields',
    async (type, number, masked) => {
      const token = await as('buyer@northwind.example');
      const converted = await client.payWith(number, { token });
      expect(converted.status, converted.text).toBe(200);
      const answer = ConvertedCard.parse(converted.body);
      expect(answer).toMatchObject({
        paymentInfoRequestID: '00000000-0000-0000-0000-000000000000',
        saved: false,
        card: {
          cardType: type,
          maskedCardNumber: masked,
          expirationMonth: 12,
          expirationYear: new Date().getUTCFullYear() + 1,
          cardHolder: billing.cardHolderName,
          isExpired: false,
        },
      });
      const [row] = await t.database.db
        .select()
        .from(paymentInfos)
        .where(eq(paymentInfos.id, answer.paymentInfoID));
      expect(row).toMatchObject({ processor: 'paytrace', saved: false, maskedCardNumber: masked });
      expect(row?.billingAddress).toMatchObject({ addressLine1: billing.addressLine1, countryCode: 'USA' });
      const [vault] = await t.database.db
        .select()
        .from(cardSandboxSessions)
        .where(eq(cardSandboxSessions.id, row?.vaultToken ?? ''));
      expect(vault).toMatchObject({ kind: 'vault', cardType: type, last4: number.slice(-4) });
    },
  );

  it.each([
    [
      'fail verification',
      SANDBOX_TEST_CARDS.failsVerification,
      'CardVerificationFailed',
      'Payment.VerificationFailed',
      { cardVerificationError: true, cardTriesExceeded: false, sslError: false },
    ],
    [
      'answer tries exceeded',
      SANDBOX_TEST_CARDS.triesExceeded,
      'CardTriesExceeded',
      'Payment.TriesExceeded',
      { cardVerificationError: false, cardTriesExceeded: true, sslError: false },
    ],
    [
      'make the processor unavailable',
      SANDBOX_TEST_CARDS.processorUnavailable,
      'CardProcessorUnavailable',
      'Payment.SslError',
      { cardVerificationError: false, cardTriesExceeded: false, sslError: true },
    ],
  ] as const)('should %s for its test card, with the form flags', async (_name, number, code, key, flags) => {
    const token = await as('buyer@northwind.example');
    const before = await t.database.db.select({ id: paymentInfos.id }).from(paymentInfos);
    const problem = problemOf(await client.payWith(number, { token }), 422);
    expect(problem).toMatchObject({
      code,
      message: formatMessage(key),
      creditCardErrors: { ...flags, errorText: formatMessage(key), status: code },
    });
    expect(await t.database.db.select({ id: paymentInfos.id }).from(paymentInfos)).toHaveLength(
      before.length,
    );
  });

  it('should answer tries exceeded for any card after three failed verifications on one protect token', async () => {
    const token = await as('buyer@northwind.example');
    const protectToken = await client.protectToken({ token });
    for (let attempt = 1; attempt <= 3; attempt++) {
      const session = await client.sessionOf(protectToken, SANDBOX_TEST_CARDS.failsVerification);
      expect(problemOf(await client.convert(session, protectToken, { token }), 422).code).toBe(
        'CardVerificationFailed',
      );
    }
    const good = await client.sessionOf(protectToken, SANDBOX_TEST_CARDS.visa);
    expect(problemOf(await client.convert(good, protectToken, { token }), 422)).toMatchObject({
      code: 'CardTriesExceeded',
      creditCardErrors: { cardTriesExceeded: true, cardVerificationError: false, sslError: false },
    });
    // A new protect token starts counting again.
    expect((await client.payWith(SANDBOX_TEST_CARDS.visa, { token })).status).toBe(200);
  });

  it('should convert a session once, and only with the protect token and caller it was made for', async () => {
    const buyer = await as('buyer@northwind.example');
    const approver = await as('approver@northwind.example');
    const protectToken = await client.protectToken({ token: buyer });
    const session = await client.sessionOf(protectToken);

    // Another user of the same company holding the buyer's protect token and session.
    expect(problemOf(await client.convert(session, protectToken, { token: approver }), 422).code).toBe(
      'CardValidationFailed',
    );
    const otherToken = await client.protectToken({ token: buyer });
    expect(problemOf(await client.convert(session, otherToken, { token: buyer }), 422).code).toBe(
      'CardValidationFailed',
    );
    expect(
      problemOf(await client.convert('sbx_sess_unknown-session', protectToken, { token: buyer }), 422),
    ).toMatchObject({
      code: 'CardSessionNotFound',
      message: formatMessage('Payment.SessionNotFound'),
    });
    expect((await client.convert(session, protectToken, { token: buyer })).status).toBe(200);
    expect(problemOf(await client.convert(session, protectToken, { token: buyer }), 422).code).toBe(
      'CardValidationFailed',
    );
  });

  it('should need a signed-in caller without a payment info request', async () => {
    const protectToken = await client.protectToken({ token: await as('buyer@northwind.example') });
    const session = await client.sessionOf(protectToken);
    expect((await client.convert(session, protectToken)).status).toBe(401);
  });

  it("should keep a card on the caller's account when asked, and make the first one the primary", async () => {
    const token = await as('buyer@contoso.example');
    const before = SavedPaymentMethodPage.parse(
      (await client.api('GET', 'V1.0/companyuser/listPaymentInformation', { token })).body,
    );
    expect(before.data).toEqual([]);
    const once = ConvertedCard.parse((await client.payWith(SANDBOX_TEST_CARDS.visa, { token })).body);
    const kept = ConvertedCard.parse(
      (await client.payWith(SANDBOX_TEST_CARDS.mastercard, { token, saveCreditCardInfo: true })).body,
    );
    expect(kept).toMatchObject({ saved: true, card: { isPrimary: true } });
    const [row] = await t.database.db
      .select()
      .from(paymentInfos)
      .where(eq(paymentInfos.id, kept.paymentInfoID));
    expect(row).toMatchObject({ processor: 'wex', saved: true });
    const after = SavedPaymentMethodPage.parse(
      (await client.api('GET', 'V1.0/companyuser/listPaymentInformation', { token })).body,
    );
    expect(after.data.map((card) => card.id)).toEqual([kept.paymentInfoID]);
    expect(after.data.map((card) => card.id)).not.toContain(once.paymentInfoID);
  });
});
