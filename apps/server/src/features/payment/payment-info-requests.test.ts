import {
  CardPaymentProblem,
  ConvertedCard,
  PaymentConfiguration,
  PaymentInfoRequest,
  PaymentInfoRequestCreated,
  SavedPaymentMethodPage,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSandboxSessions, paymentInfoRequests, paymentInfos } from '../../db/schema';
import { demoCompanies, demoUsers } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';
import { SANDBOX_TEST_CARDS } from './test-cards';
import { paymentClient } from './testing';

let t: TestApp;
let client: ReturnType<typeof paymentClient>;
const tokens: Record<string, string> = {};
const as = async (username: string) => (tokens[username] ??= await t.signIn(username));

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent', PUBLIC_URL: 'https://portal.example' } });
  client = paymentClient(t.app);
});
afterAll(() => t?.close());

const quote = {
  documentType: 8,
  documentNumber: 'Q-88120',
  title: 'March services renewal',
  amount: '1840.50',
  recipientName: 'Pat Morgan',
  recipientEmail: 'ap@northwind.example',
  message: 'Please enter the card for this quote.',
};

async function addRequest(username = 'buyer@northwind.example') {
  const answer = await client.api('POST', 'v1.0/paymentinforequest/add', {
    token: await as(username),
    json: quote,
  });
  expect(answer.status, answer.text).toBe(200);
  return PaymentInfoRequestCreated.parse(answer.body);
}

const getRequest = (id: string) => client.api('GET', 'v1.0/paymentinforequest/get', { query: { id } });

describe('payment info requests', () => {
  it('should answer the public page link and show the request to anybody holding the id', async () => {
    const created = await addRequest();
    expect(created.url).toBe(`https://portal.example/#/payment-info-request?id=${created.id}`);
    const shown = await getRequest(created.id);
    expect(shown.status).toBe(200);
    const request = PaymentInfoRequest.parse(shown.body);
    expect(request).toMatchObject({
      id: created.id,
      status: 0,
      companyName: 'Northwind Health',
      requestedBy: 'Blake Buyer',
      recipientName: quote.recipientName,
      documentNumber: quote.documentNumber,
      amount: quote.amount,
      card: null,
    });
    const days = (Date.parse(request.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('should answer 404 with the catalogue message for an unknown id', async () => {
    const answer = await getRequest('6f1c1f0e-9a51-4f0e-8d7c-1b2a3c4d5e6f');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: formatMessage('Payment.RequestNotFound') });
  });

  it('should need a signed-in caller with a checkout permission to ask', async () => {
    expect((await client.api('POST', 'v1.0/paymentinforequest/add', { json: quote })).status).toBe(401);
    const contracts = await client.api('POST', 'v1.0/paymentinforequest/add', {
      token: await as('contracts@northwind.example'),
      json: quote,
    });
    expect(contracts.status).toBe(403);
  });

  it('should be paid by a signed-out person, once', async () => {
    const { id } = await addRequest();
    const configuration = await client.api('GET', 'v1.0/creditCardPayment/getConfiguration', {
      query: { paymentInfoRequestID: id },
    });
    expect(PaymentConfiguration.parse(configuration.body).creditCardProcessor).toBe('paytrace');

    // Two tabs of the page: both get a protect token and a session before either pays.
    const first = await client.protectToken({ paymentInfoRequestID: id });
    const second = await client.protectToken({ paymentInfoRequestID: id });
    const firstSession = await client.sessionOf(first, SANDBOX_TEST_CARDS.mastercard);
    const secondSession = await client.sessionOf(second, SANDBOX_TEST_CARDS.visa);

    const paid = await client.convert(firstSession, first, {
      paymentInfoRequestID: id,
      saveCreditCardInfo: true,
    });
    expect(paid.status, paid.text).toBe(200);
    const converted = ConvertedCard.parse(paid.body);
    expect(converted).toMatchObject({ paymentInfoRequestID: id, saved: false });

    const [row] = await t.database.db
      .select()
      .from(paymentInfoRequests)
      .where(eq(paymentInfoRequests.id, id));
    expect(row).toMatchObject({ status: 1, paymentInfoId: converted.paymentInfoID });
    expect(row?.completedAt).toBeInstanceOf(Date);
    const [card] = await t.database.db
      .select()
      .from(paymentInfos)
      .where(eq(paymentInfos.id, converted.paymentInfoID));
    expect(card).toMatchObject({ companyId: demoCompanies.northwind.id, ownerUserId: null, saved: false });

    const shown = PaymentInfoRequest.parse((await getRequest(id)).body);
    expect(shown).toMatchObject({
      status: 1,
      card: { cardType: 'Mastercard', maskedCardNumber: '************4444' },
    });

    const again = await client.convert(secondSession, second, { paymentInfoRequestID: id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: formatMessage('Payment.RequestCompleted') });
    const token = await client.api('GET', 'v1.0/creditCardPayment/getProtectToken', {
      query: { paymentInfoRequestID: id },
    });
    expect(token.status).toBe(409);
  });

  it('should complete a request paid from two tabs at once only once, and drop the losing vault token', async () => {
    const { id } = await addRequest();
    const tabs = await Promise.all(
      [SANDBOX_TEST_CARDS.visa, SANDBOX_TEST_CARDS.mastercard].map(async (number) => {
        const protectToken = await client.protectToken({ paymentInfoRequestID: id });
        return { protectToken, session: await client.sessionOf(protectToken, number) };
      }),
    );
    const vaults = async () =>
      (await t.database.db.select().from(cardSandboxSessions).where(eq(cardSandboxSessions.kind, 'vault')))
        .length;
    const before = await vaults();
    const answers = await Promise.all(
      tabs.map((tab) => client.convert(tab.session, tab.protectToken, { paymentInfoRequestID: id })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await vaults()).toBe(before + 1);
    const [paid] = await t.database.db
      .select()
      .from(paymentInfoRequests)
      .where(eq(paymentInfoRequests.id, id));
    expect(paid?.status).toBe(1);
  });

  it('should refuse an expired request with 410 and show it as expired', async () => {
    const { id } = await addRequest();
    const protectToken = await client.protectToken({ paymentInfoRequestID: id });
    const session = await client.sessionOf(protectToken);
    await t.database.db
      .update(paymentInfoRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentInfoRequests.id, id));

    expect(PaymentInfoRequest.parse((await getRequest(id)).body).status).toBe(2);
    const converted = await client.convert(session, protectToken, { paymentInfoRequestID: id });
    expect(converted.status).toBe(410);
    expect(converted.body).toMatchObject({ message: formatMessage('Payment.RequestExpired') });
    const token = await client.api('GET', 'v1.0/creditCardPayment/getProtectToken', {
      query: { paymentInfoRequestID: id },
    });
    expect(token.status).toBe(410);
  });

  it("should bind protect tokens to their request: neither another request nor a user's checkout may use them", async () => {
    const a = await addRequest();
    const b = await addRequest();
    const forA = await client.protectToken({ paymentInfoRequestID: a.id });
    const session = await client.sessionOf(forA);
    const onB = await client.convert(session, forA, { paymentInfoRequestID: b.id });
    expect(CardPaymentProblem.parse(onB.body).code).toBe('CardValidationFailed');
    const asUser = await client.convert(session, forA, { token: await as('buyer@northwind.example') });
    expect(CardPaymentProblem.parse(asUser.body).code).toBe('CardValidationFailed');

    const forUser = await client.protectToken({ token: await as('buyer@northwind.example') });
    const userSession = await client.sessionOf(forUser);
    const userOnA = await client.convert(userSession, forUser, {
      token: await as('buyer@northwind.example'),
      paymentInfoRequestID: a.id,
    });
    expect(CardPaymentProblem.parse(userOnA.body).code).toBe('CardValidationFailed');
    expect((await client.convert(session, forA, { paymentInfoRequestID: a.id })).status).toBe(200);
  });

  it("should keep another company's payer's card with the requesting company, not on the payer's account", async () => {
    // The request id is a capability: a Contoso user holding it may pay Northwind's request, as anyone may.
    const { id } = await addRequest();
    const contoso = await as('buyer@contoso.example');
    const protectToken = await client.protectToken({ token: contoso, paymentInfoRequestID: id });
    const paid = await client.convert(await client.sessionOf(protectToken), protectToken, {
      token: contoso,
      paymentInfoRequestID: id,
      saveCreditCardInfo: true,
    });
    const converted = ConvertedCard.parse(paid.body);
    expect(converted.saved).toBe(false);
    const [card] = await t.database.db
      .select()
      .from(paymentInfos)
      .where(eq(paymentInfos.id, converted.paymentInfoID));
    expect(card).toMatchObject({ companyId: demoCompanies.northwind.id, ownerUserId: null });
    const listed = SavedPaymentMethodPage.parse(
      (await client.api('GET', 'V1.0/companyuser/listPaymentInformation', { token: contoso })).body,
    );
    expect(listed.data.map((saved) => saved.id)).not.toContain(converted.paymentInfoID);
  });

  it("should keep a same-company signed-in payer's card on their account when asked", async () => {
    const { id } = await addRequest('approver@northwind.example');
    const buyer = await as('buyer@northwind.example');
    const converted = ConvertedCard.parse(
      (
        await client.payWith(SANDBOX_TEST_CARDS.amex, {
          token: buyer,
          paymentInfoRequestID: id,
          saveCreditCardInfo: true,
        })
      ).body,
    );
    expect(converted).toMatchObject({ paymentInfoRequestID: id, saved: true });
    const [card] = await t.database.db
      .select()
      .from(paymentInfos)
      .where(eq(paymentInfos.id, converted.paymentInfoID));
    expect(card).toMatchObject({ companyId: demoCompanies.northwind.id, ownerUserId: demoUsers.buyer.id });
  });
});
