import {
  DocumentAttachment,
  EMPTY_GUID,
  Enumerations,
  PricingRequestLines,
  Problem,
  SubmitPricingRequestAnswer,
} from '@b2b-portal/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { attachments, pricingRequests } from '../../db/schema';
import { demoCompanies, demoUsers } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';
import { cartLineIds, emptyCart, file, fillCart, samples, type TestCart } from './documents.fixtures';

const BUYER = 'buyer@northwind.example';
const ADMIN = 'admin@northwind.example';
const APPROVER = 'approver@northwind.example';
const SUBMIT = '/api/v1.0/ShoppingCart/submitPricingRequest';
const SUBMITTED = Enumerations.PricingRequestStatus.Submitted.value;

let t: TestApp;
let cart: TestCart;
const tokens = new Map<string, string>();

async function authorization(username: string) {
  if (!tokens.has(username)) tokens.set(username, await t.signIn(username));
  return `Bearer ${tokens.get(username)}`;
}

async function submit(username: string, body: unknown) {
  const response = await t.app.request(SUBMIT, {
    method: 'POST',
    headers: { Authorization: await authorization(username), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function draft(name: string) {
  const form = new FormData();
  form.set('documentType', '15');
  form.set('description', `About ${name}`);
  form.set('file', file(name, samples.pdf()));
  const response = await t.app.request('/api/V1.0/document/addAttachment', {
    method: 'POST',
    headers: { Authorization: await authorization(BUYER) },
    body: form,
  });
  expect(response.status).toBe(200);
  return DocumentAttachment.parse(await response.json());
}

async function attachmentsOf(id: string) {
  const response = await t.app.request(`/api/V1.0/document/getAttachments?id=${id}&type=15`, {
    headers: { Authorization: await authorization(BUYER) },
  });
  return z.array(DocumentAttachment).parse(await response.json());
}

async function stored(id: string) {
  const [row] = await t.database.db.select().from(pricingRequests).where(eq(pricingRequests.id, id));
  if (!row) throw new Error(`no pricing request ${id}`);
  return { ...row, lines: PricingRequestLines.parse(row.lines) };
}

const numberOf = (answer: SubmitPricingRequestAnswer) => Number(answer.number.replace(/^PR-/, ''));

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
});
beforeEach(async () => {
  cart = await fillCart(t, demoUsers.buyer.id);
});
afterAll(() => t?.close());

describe('submitPricingRequest', () => {
  it('should make a Submitted PR- request of the whole cart as a document tree, hiding hidden prices', async () => {
    const answer = await submit(BUYER, {
      title: 'Closet 4 refresh',
      comments: 'Before June',
      source: 'cart',
    });
    expect(answer.status).toBe(200);
    const created = SubmitPricingRequestAnswer.parse(answer.body);
    expect(created.status).toBe(SUBMITTED);
    expect(created.number).toMatch(/^PR-1\d{5,}$/);

    const row = await stored(created.id);
    expect(row).toMatchObject({
      companyId: demoCompanies.northwind.id,
      requesterUserId: demoUsers.buyer.id,
      number: created.number,
      title: 'Closet 4 refresh',
      comments: 'Before June',
      status: SUBMITTED,
    });
    expect(row.lines.groups).toEqual([
      { id: cart.groupId, parentGroupID: EMPTY_GUID, name: 'Closet 4', position: 1, optional: false },
    ]);
    expect(row.lines.bundles).toEqual([
      expect.objectContaining({ id: cart.bundleId, groupID: cart.groupId, name: 'Switch kit', quantity: 2 }),
    ]);
    // Document order (flows' flattenDocumentTree): the top-level line, then in the group its own lines before
    // its bundles.
    expect(row.lines.items.map((item) => [item.id, item.printLineNumber, item.indexPos])).toEqual([
      [cart.looseLineId, 1, 0],
      [cart.hiddenLineId, 2, 1],
      [cart.bundledLineId, 3, 2],
    ]);
    expect(row.lines.items[0]).toMatchObject({
      productID: cart.productId,
      bundleID: EMPTY_GUID,
      groupID: EMPTY_GUID,
      manufacturerPart: 'ATM-SWITCH-48',
      unitPrice: '2499.50',
      quantity: 3,
      extendedPrice: '7498.50',
      isRequestItem: false,
      available: true,
    });
    expect(row.lines.items[1]).toMatchObject({
      unitPrice: '0.00',
      extendedPrice: '0.00',
      pricingHidden: true,
      isRequestItem: true,
      variableBilling: { itemType: 'Recurring', initialTerm: 36 },
    });
  });

  it('should leave the cart as it is', async () => {
    const before = await cartLineIds(t, demoUsers.buyer.id);
    expect((await submit(BUYER, { title: 'Keep my cart', source: 'cart' })).status).toBe(200);
    expect(await cartLineIds(t, demoUsers.buyer.id)).toEqual(before);
  });

  it('should send only the lines named, a bundle counting as its lines, with the groups around them', async () => {
    const answer = SubmitPricingRequestAnswer.parse(
      (await submit(BUYER, { title: 'Kit only', source: 'cart', lineIds: [cart.bundleId] })).body,
    );
    const { lines } = await stored(answer.id);
    expect(lines.items.map((item) => item.id)).toEqual([cart.bundledLineId]);
    expect(lines.bundles.map((bundle) => bundle.id)).toEqual([cart.bundleId]);
    expect(lines.groups.map((group) => group.id)).toEqual([cart.groupId]);

    const loose = SubmitPricingRequestAnswer.parse(
      (await submit(BUYER, { title: 'Loose only', source: 'cart', lineIds: [cart.looseLineId] })).body,
    );
    const looseLines = (await stored(loose.id)).lines;
    expect(looseLines).toMatchObject({ groups: [], bundles: [] });
    expect(looseLines.items.map((item) => [item.id, item.printLineNumber])).toEqual([[cart.looseLineId, 1]]);
  });

  it('should answer 404 for a line that is not in the cart', async () => {
    const answer = await submit(BUYER, { title: 'Stale', source: 'cart', lineIds: [crypto.randomUUID()] });
    expect(answer.status).toBe(404);
    expect(Problem.parse(answer.body)).toMatchObject({
      code: 'CartLineNotFound',
      message: 'A selected line is no longer in your cart.',
    });
  });

  it("should refuse an empty cart with the documents' message", async () => {
    await emptyCart(t, demoUsers.admin.id);
    const answer = await submit(ADMIN, { title: 'Nothing', source: 'cart' });
    expect(answer.status).toBe(409);
    expect(Problem.parse(answer.body)).toMatchObject({ code: 'CartEmpty', message: 'Your cart is empty.' });
  });

  it('should make a request of one product of the shop', async () => {
    const answer = SubmitPricingRequestAnswer.parse(
      (
        await submit(BUYER, {
          title: 'Support quote',
          source: 'product',
          productId: cart.hiddenProductId,
          quantity: 4,
        })
      ).body,
    );
    const { lines } = await stored(answer.id);
    expect(lines.items).toEqual([
      expect.objectContaining({
        productID: cart.hiddenProductId,
        quantity: 4,
        unitPrice: '0.00',
        pricingHidden: true,
        isRequestItem: true,
        printLineNumber: 1,
        indexPos: 0,
        bundleID: EMPTY_GUID,
        groupID: EMPTY_GUID,
      }),
    ]);
    const missing = await submit(BUYER, {
      title: 'x',
      source: 'product',
      productId: crypto.randomUUID(),
      quantity: 1,
    });
    expect(missing.status).toBe(404);
    expect(Problem.parse(missing.body).code).toBe('ProductNotFound');
  });

  it('should claim the draft attachments, which then belong to the request', async () => {
    const first = await draft('floor-plan.pdf');
    const second = await draft('rack.pdf');
    const answer = SubmitPricingRequestAnswer.parse(
      (await submit(BUYER, { title: 'With files', source: 'cart', attachmentIds: [first.id, second.id] }))
        .body,
    );
    expect((await attachmentsOf(answer.id)).map((a) => a.id).sort()).toEqual([first.id, second.id].sort());
    const drafts = (await attachmentsOf(EMPTY_GUID)).map((a) => a.id);
    expect(drafts).not.toContain(first.id);
    expect(drafts).not.toContain(second.id);

    // Claimed once: another request cannot take them again, and makes nothing when it tries.
    const again = await submit(BUYER, { title: 'Again', source: 'cart', attachmentIds: [first.id] });
    expect(again.status).toBe(404);
    expect(Problem.parse(again.body).code).toBe('AttachmentNotFound');
  });

  it("should claim all drafts or none, and never another user's", async () => {
    const mine = await draft('mine.pdf');
    const [adminsDraft] = await t.database.db
      .insert(attachments)
      .values({
        companyId: demoCompanies.northwind.id,
        documentType: 15,
        documentId: EMPTY_GUID,
        fileName: 'admin.pdf',
        description: 'The admin’s',
        contentType: 'application/pdf',
        size: 4,
        content: samples.pdf(),
        uploadedBy: demoUsers.admin.id,
      })
      .returning({ id: attachments.id });
    const [before] = await t.database.db
      .select({ n: pricingRequests.id })
      .from(pricingRequests)
      .where(eq(pricingRequests.title, 'Steal'));
    expect(before).toBeUndefined();

    const answer = await submit(BUYER, {
      title: 'Steal',
      source: 'cart',
      attachmentIds: [mine.id, adminsDraft!.id],
    });
    expect(answer.status).toBe(404);
    expect(
      await t.database.db.select().from(pricingRequests).where(eq(pricingRequests.title, 'Steal')),
    ).toEqual([]);
    // The buyer's own draft is still a draft.
    expect((await attachmentsOf(EMPTY_GUID)).map((a) => a.id)).toContain(mine.id);
  });

  it('should answer the same request to a retry with the same requestId, and number the next one after it', async () => {
    const requestId = crypto.randomUUID();
    const body = {
      title: 'Retried',
      source: 'cart',
      requestId,
      attachmentIds: [(await draft('once.pdf')).id],
    };
    const first = SubmitPricingRequestAnswer.parse((await submit(BUYER, body)).body);
    const retry = await submit(BUYER, body);
    expect(retry.status).toBe(200);
    expect(SubmitPricingRequestAnswer.parse(retry.body)).toEqual(first);
    expect(
      await t.database.db.select().from(pricingRequests).where(eq(pricingRequests.title, 'Retried')),
    ).toHaveLength(1);

    const next = SubmitPricingRequestAnswer.parse(
      (await submit(BUYER, { title: 'Next', source: 'cart' })).body,
    );
    expect(numberOf(next)).toBe(numberOf(first) + 1);
  });

  it('should answer two attempts sent at once with one request', async () => {
    const body = { title: 'Double click', source: 'cart', requestId: crypto.randomUUID() };
    const [a, b] = await Promise.all([submit(BUYER, body), submit(BUYER, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(SubmitPricingRequestAnswer.parse(a.body)).toEqual(SubmitPricingRequestAnswer.parse(b.body));
  });

  it('should give the same requestId from another user a request of its own', async () => {
    await fillCart(t, demoUsers.admin.id);
    const requestId = crypto.randomUUID();
    const buyers = SubmitPricingRequestAnswer.parse(
      (await submit(BUYER, { title: 'A', source: 'cart', requestId })).body,
    );
    const admins = SubmitPricingRequestAnswer.parse(
      (await submit(ADMIN, { title: 'B', source: 'cart', requestId })).body,
    );
    expect(admins.id).not.toBe(buyers.id);
    expect(admins.number).not.toBe(buyers.number);
  });

  it('should need submitRFQ', async () => {
    // The approver holds no pricing-request permission (seed-data.ts).
    const answer = await submit(APPROVER, { title: 'Not mine to ask', source: 'cart' });
    expect(answer.status).toBe(403);
    expect(Problem.parse(answer.body).code).toBe('Forbidden');
  });

  it.each([
    ['no title', { source: 'cart' }],
    ['a blank title', { title: '   ', source: 'cart' }],
    ['a title over 100 characters', { title: 'x'.repeat(101), source: 'cart' }],
    ['comments over 2,000 characters', { title: 'x', comments: 'x'.repeat(2001), source: 'cart' }],
    ['an unknown source', { title: 'x', source: 'quote' }],
    ['a product source without a product', { title: 'x', source: 'product', quantity: 1 }],
    [
      'a product source with quantity 0',
      { title: 'x', source: 'product', productId: crypto.randomUUID(), quantity: 0 },
    ],
    ['a requestId that is not a uuid', { title: 'x', source: 'cart', requestId: 'again' }],
  ])('should answer 400 to %s', async (_case, body) => {
    const answer = await submit(BUYER, body);
    expect(answer.status).toBe(400);
    expect(Problem.parse(answer.body).code).toBe('ValidationFailed');
  });
});
