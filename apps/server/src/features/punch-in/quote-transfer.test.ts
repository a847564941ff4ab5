import { EMPTY_GUID, PunchOutTransferAnswer } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins, quotes, workflowHistory } from '../../db/schema';
import { demoCompanies, demoUsers } from '../../db/seed-data';
import { loginIdOf, PunchInFixture } from './test-fixtures';
import { child, childrenNamed, textAt } from './xml';

/** /transfer?quoteID=: an open quote goes to the procurement system that punched the buyer in (issue 4). */

let f: PunchInFixture;
beforeAll(async () => {
  f = await PunchInFixture.create();
});
afterAll(() => f?.close());

async function quoteOf(status: number, options: { expired?: boolean; company?: string } = {}) {
  const line = (
    part: string,
    unitPrice: number,
    quantity: number,
    serviceLength: number,
    bundleID = EMPTY_GUID,
  ) => ({
    id: crypto.randomUUID(),
    productID: null,
    bundleID,
    groupID: EMPTY_GUID,
    position: 1,
    printLineNumber: 1,
    indexPos: 0,
    manufacturerPart: part,
    manufacturerName: 'Punch Test Networks',
    description: `${part} as quoted`,
    unitPrice,
    quantity,
    serviceLength,
    extendedPrice: unitPrice * quantity * Math.max(serviceLength, 1),
    pricingHidden: false,
    isRequestItem: false,
    isCustomRequest: false,
    available: true,
    variableBilling: null,
    comment: '',
  });
  const bundleId = crypto.randomUUID();
  const lines = {
    groups: [],
    bundles: [
      {
        id: bundleId,
        groupID: EMPTY_GUID,
        name: 'Closet kit',
        quantity: 1,
        isBundle: true,
        isGhost: false,
        position: 2,
      },
    ],
    items: [line('PTN-Q-SW', 1200, 2, 0), line('PTN-Q-CARE', 10, 3, 12, bundleId)],
  };
  const [row] = await f.t.database.db
    .insert(quotes)
    .values({
      companyId: options.company ?? demoCompanies.northwind.id,
      number: `Q-T-${Math.random().toString(36).slice(2, 8)}`,
      title: 'Closet refresh',
      status,
      requesterUserId: demoUsers.buyer.id,
      lines,
      // The lines above carry JSON numbers, as rows written before money was carried as decimal strings.
      subtotal: '2760.00',
      grandTotal: '2760.00',
      expiresAt: options.expired ? new Date(Date.now() - 86_400_000) : null,
    })
    .returning({ id: quotes.id });
  return row!.id;
}

describe('quote transfer to the procurement system', () => {
  it("sends an open quote's lines as a PunchOutOrderMessage and ends the punch-in login", async () => {
    const quoteId = await quoteOf(2);
    const login = await f.punchInBuyer({ buyerCookie: 'quote-cookie-1' });
    const answer = await f.buyerSystem.transferQuote(login, quoteId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const form = PunchOutTransferAnswer.parse(answer.body);
    const { root } = f.buyerSystem.orderMessageOf(form);
    const message = child(child(root, 'Message'), 'PunchOutOrderMessage');
    expect(textAt(message, 'BuyerCookie')).toBe('quote-cookie-1');
    // 2 × $1,200 + 3 × ($10 × 12 months)
    expect(textAt(child(message, 'PunchOutOrderMessageHeader'), 'Total', 'Money')).toBe('2760.00');
    const items = childrenNamed(message, 'ItemIn');
    expect(items.map((item) => item.attributes.quantity)).toEqual(['2', '3']);
    expect(textAt(items[1], 'ItemDetail', 'UnitPrice', 'Money')).toBe('120.00');

    const [loginRow] = await f.t.database.db
      .select()
      .from(logins)
      .where(eq(logins.id, loginIdOf(login)));
    expect(loginRow?.revokedAt).not.toBeNull();
    const history = await f.t.database.db
      .select()
      .from(workflowHistory)
      .where(and(eq(workflowHistory.documentId, quoteId), eq(workflowHistory.action, 'Transferred')));
    expect(history).toHaveLength(1);
    expect((await f.buyerSystem.transferQuote(login, quoteId)).status).toBe(401);
  });

  it('refuses a quote that is not open, one of another company, and a login without punch-in', async () => {
    const rejected = await quoteOf(8);
    const expired = await quoteOf(2, { expired: true });
    for (const id of [rejected, expired]) {
      const login = await f.punchInBuyer();
      expect(await f.buyerSystem.transferQuote(login, id)).toMatchObject({
        status: 422,
        body: { code: 'QuoteNotOpen', message: formatMessage('PunchIn.QuoteNotOpen') },
      });
    }
    const foreign = await quoteOf(2, { company: demoCompanies.contoso.id });
    expect((await f.buyerSystem.transferQuote(await f.punchInBuyer(), foreign)).status).toBe(404);

    const token = await f.t.signIn('buyer@northwind.example');
    const ordinary = await f.t.app.request('/api/v1.0/punchout/transferQuote', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ quoteID: await quoteOf(2) }),
    });
    expect(ordinary.status).toBe(409);
  });
});
