import { ConvertedCard, SavedPaymentMethodPage } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { cardSandboxSessions, paymentInfos, userCheckoutPreferences } from '../../db/schema';
import { demoBuyerCardVaultToken, demoCheckout } from '../../db/seed-checkout';
import { demoCompanies, demoUsers } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';
import { SANDBOX_TEST_CARDS } from './test-cards';
import { paymentClient } from './testing';

let t: TestApp | undefined;
let client: ReturnType<typeof paymentClient>;
let tokens: Record<string, string> = {};
const as = async (username: string) => (tokens[username] ??= await t!.signIn(username));
const seededCard = demoCheckout.northwind.buyerCard;

beforeEach(async () => {
  await t?.close();
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  client = paymentClient(t.app);
  tokens = {};
});
afterAll(() => t?.close());

async function list(username: string, query?: Record<string, string>) {
  const answer = await client.api('GET', 'V1.0/companyuser/listPaymentInformation', {
    token: await as(username),
    query,
  });
  expect(answer.status, answer.text).toBe(200);
  return SavedPaymentMethodPage.parse(answer.body);
}

async function saveCard(username: string, number: string) {
  const answer = await client.payWith(number, { token: await as(username), saveCreditCardInfo: true });
  return ConvertedCard.parse(answer.body).paymentInfoID;
}

const setPrimary = async (username: string, id: string) =>
  client.api('POST', 'V1.0/company/setuserprimarypaymentmethod', { token: await as(username), json: { id } });
const remove = async (username: string, id: string) =>
  client.api('DELETE', 'V1.0/companyuser/deletePaymentMethod', { token: await as(username), query: { id } });

describe('saved cards', () => {
  it("should list the caller's saved cards, primary first, as a page where records -1 means all", async () => {
    expect(await list('buyer@northwind.example')).toEqual({
      start: 1,
      size: 1,
      totalRecords: 1,
      records: 1,
      sortBy: 0,
      data: [
        {
          id: seededCard,
          cardType: 'Visa',
          maskedCardNumber: '************1111',
          expirationMonth: 12,
          expirationYear: 2029,
          cardHolder: 'Blake Buyer',
          isExpired: false,
          isPrimary: true,
        },
      ],
    });
    const amex = await saveCard('buyer@northwind.example', SANDBOX_TEST_CARDS.amex);
    expect((await setPrimary('buyer@northwind.example', amex)).status).toBe(200);
    const all = await list('buyer@northwind.example', { start: '1', records: '-1', sortBy: '0' });
    expect(all.data.map((card) => [card.id, card.isPrimary])).toEqual([
      [amex, true],
      [seededCard, false],
    ]);
    const second = await list('buyer@northwind.example', { start: '2', records: '1' });
    expect(second).toMatchObject({ start: 2, size: 1, totalRecords: 2, records: 1 });
    expect(second.data.map((card) => card.id)).toEqual([seededCard]);
    expect((await list('approver@northwind.example')).data).toEqual([]);
  });

  it('should mark a card past its expiry month as expired', async () => {
    const [row] = await t!.database.db
      .insert(paymentInfos)
      .values({
        companyId: demoCompanies.northwind.id,
        ownerUserId: demoUsers.buyer.id,
        processor: 'paytrace',
        vaultToken: 'sbx_vault_test_expired',
        cardType: 'Mastercard',
        maskedCardNumber: '************4444',
        expirationMonth: 1,
        expirationYear: 2021,
        cardHolder: 'Blake Buyer',
        billingAddress: {},
        saved: true,
      })
      .returning();
    const listed = await list('buyer@northwind.example');
    expect(listed.data.find((card) => card.id === row?.id)).toMatchObject({
      isExpired: true,
      isPrimary: false,
    });
  });

  it("should never let another user or company see, choose or delete a user's card", async () => {
    for (const username of [
      'buyer@contoso.example',
      'approver@northwind.example',
      'admin@northwind.example',
    ]) {
      expect((await list(username)).data.map((card) => card.id)).not.toContain(seededCard);
      const primary = await setPrimary(username, seededCard);
      expect(primary.status).toBe(404);
      expect(primary.body).toMatchObject({ message: formatMessage('Payment.MethodNotFound') });
      expect((await remove(username, seededCard)).status).toBe(404);
    }
    expect((await list('buyer@northwind.example')).data.map((card) => card.id)).toEqual([seededCard]);
  });

  it('should not offer a card used once without saving it', async () => {
    const once = await client.payWith(SANDBOX_TEST_CARDS.mastercard, {
      token: await as('buyer@northwind.example'),
    });
    const id = ConvertedCard.parse(once.body).paymentInfoID;
    expect((await setPrimary('buyer@northwind.example', id)).status).toBe(404);
    expect((await remove('buyer@northwind.example', id)).status).toBe(404);
  });

  it("should delete a card: off the account, no longer primary, and the processor's vault token gone", async () => {
    const deleted = await remove('buyer@northwind.example', seededCard);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect((await list('buyer@northwind.example')).data).toEqual([]);

    const [row] = await t!.database.db.select().from(paymentInfos).where(eq(paymentInfos.id, seededCard));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const vault = await t!.database.db
      .select()
      .from(cardSandboxSessions)
      .where(eq(cardSandboxSessions.id, demoBuyerCardVaultToken));
    expect(vault).toEqual([]);
    const [preferences] = await t!.database.db
      .select()
      .from(userCheckoutPreferences)
      .where(eq(userCheckoutPreferences.userId, demoUsers.buyer.id));
    expect(preferences?.primaryPaymentInfoId).toBeNull();

    expect((await remove('buyer@northwind.example', seededCard)).status).toBe(404);
    expect((await setPrimary('buyer@northwind.example', seededCard)).status).toBe(404);
    // The next saved card becomes the primary.
    const next = await saveCard('buyer@northwind.example', SANDBOX_TEST_CARDS.visa);
    expect((await list('buyer@northwind.example')).data).toMatchObject([{ id: next, isPrimary: true }]);
  });
});
