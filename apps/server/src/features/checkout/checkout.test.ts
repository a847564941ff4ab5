import {
  AddressInput,
  ConfirmedOrder,
  EMPTY_GUID,
  MatchingAddress,
  PoValidation,
  Problem,
  WorkflowConfirmation,
  WorkflowPageLoadAnswer,
} from '@b2b-portal/api';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, cartLines, orderLines, orders } from '../../db/schema';
import { seedProductId } from '../../db/seed-catalogue';
import { demoCheckout } from '../../db/seed-checkout';
import { demoUsers } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';
import { type Answer, type Caller, callerFor, cartOf, signedInCallers } from '../cart/testing';
import { file, samples } from '../documents/documents.fixtures';
import { netTermsBody } from './testing';

let t: TestApp;
const as = signedInCallers(() => t);
const nw = demoCheckout.northwind;

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }, status = 200): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return schema.parse(answer.body);
}

function refusal(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return Problem.parse(answer.body);
}

async function load(caller: Caller) {
  return ok(await caller('GET', 'V1.0/workflowrouting/WorkflowPageLoad'), WorkflowPageLoadAnswer);
}

/** Puts priced catalogue lines in the caller's cart (the seeded cart may have been ordered already). */
async function fillCart(
  caller: Caller,
  parts: { part: string; quantity: number }[] = [{ part: 'C9200-24P-E', quantity: 2 }],
) {
  for (const { part, quantity } of parts) {
    cartOf(
      await caller('POST', 'v1.0/Product/addItem', { json: { productId: seedProductId(part), quantity } }),
    );
  }
}

async function ordersOfKey(checkOutSessionID: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.userId, demoUsers.buyer.id));
  void checkOutSessionID;
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
});
afterAll(() => t?.close());

describe('the checkout page load', () => {
  it('should answer the cart lines, the lists, the primaries, NET30 as the default term and one checkout session', async () => {
    const buyer = await as('buyer@northwind.example');
    const page = await load(buyer);
    const cart = cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    expect(page.documentType).toBe(0);
    expect(page.documentID).toBe(cart.id);
    expect(page.lines.items.map((item) => item.id)).toEqual(cart.items.map((item) => item.id));
    expect(page.lines.grandTotal).toBe(cart.grandTotal);
    expect(page.lists.billTos.map((a) => a.id)).toEqual([nw.billTo]);
    expect(page.lists.shipTos.map((a) => a.name)).toEqual([
      'Northwind Health Main Campus',
      'Northwind Health Clinic West',
      'Northwind Health Data Center',
    ]);
    expect(page.lists.shipTos[0]?.isPrimary).toBe(true);
    expect(page.lists.paymentTerms.map((term) => term.erpCode)).toEqual(['NET30', 'CC', 'NET45']);
    expect(page.defaults).toMatchObject({
      billToID: nw.billTo,
      shipToID: nw.shipTos.mainCampus,
      contactID: nw.contacts.jordan,
      paymentTermID: nw.terms.net30,
      paymentInfoID: nw.buyerCard,
    });
    expect(page.flags.showCreditCardForm).toBe(false);
    expect(page.lists.savedCards).toEqual([
      expect.objectContaining({
        id: nw.buyerCard,
        cardType: 'Visa',
        maskedCardNumber: '************1111',
        isPrimary: true,
      }),
    ]);
    expect(JSON.stringify(page.lists.savedCards)).not.toMatch(/vault|sbx_/);
    // The cart's hand-off and a second load carry the same key: two tabs submit under one key.
    const handOff = (await buyer('POST', 'V1.0/shoppingcart/Checkout')).body as { checkOutSessionID: string };
    expect(handOff.checkOutSessionID).toBe(page.checkOutSessionID);
    expect((await load(buyer)).checkOutSessionID).toBe(page.checkOutSessionID);
  });

  it("should show a Contoso buyer only Contoso's addresses, terms and no saved card", async () => {
    const contoso = await as('buyer@contoso.example');
    await fillCart(contoso);
    const page = await load(contoso);
    expect(page.lists.billTos.map((a) => a.name)).toEqual(['Contoso Retail Headquarters']);
    expect(page.lists.shipTos.every((a) => a.name.startsWith('Contoso'))).toBe(true);
    expect(page.lists.savedCards).toEqual([]);
    expect(page.lists.carrierAccounts).toEqual([]);
    expect(page.companyName).toBe('Contoso Retail');
  });

  it('should refuse a cart that cannot be checked out with the cart’s message', async () => {
    const admin = await as('admin@northwind.example');
    expect(refusal(await admin('GET', 'V1.0/workflowrouting/WorkflowPageLoad'), 422)).toMatchObject({
      code: 'CartEmpty',
      message: 'Your cart is empty.',
    });
    expect(
      refusal(
        await admin('GET', 'V1.0/workflowrouting/WorkflowPageLoad', { query: { documentType: '8' } }),
        422,
      ).code,
    ).toBe('DocumentNotCheckoutable');
  });

  it('should refuse checkout to a user without any checkout permission', async () => {
    const contracts = await as('contracts@northwind.example');
    expect((await contracts('GET', 'V1.0/workflowrouting/WorkflowPageLoad')).status).toBe(403);
  });
});

describe('submitting a checkout', () => {
  it('should create one order from the cart by net terms and empty the cart', async () => {
    const buyer = await as('buyer@northwind.example');
    const page = await load(buyer);
    const body = netTermsBody(page);
    const confirmation = ok(
      await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: body }),
      WorkflowConfirmation,
    );
    expect(confirmation).toMatchObject({ documentType: 5, internal: false });
    expect(confirmation.confirmedOrderNumber).toMatch(/^SO-3\d{5}$/);
    const lines = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, confirmation.documentID));
    expect(lines.map((line) => line.manufacturerPart).sort()).toEqual(
      page.lines.items.map((item) => item.manufacturerPart).sort(),
    );
    expect(lines.every((line) => line.shipTo.id === nw.shipTos.mainCampus)).toBe(true);
    expect(cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart')).items).toEqual([]);

    const order = ok(
      await buyer('GET', 'v1.0/order/getConfirmation', { query: { id: confirmation.documentID } }),
      ConfirmedOrder,
    );
    expect(order).toMatchObject({
      orderNumber: confirmation.confirmedOrderNumber,
      po: body.workflowData.order.po,
      status: -102,
      paymentTermName: 'Net 30',
      grandTotal: page.lines.grandTotal,
      lineCount: page.lines.items.length,
    });
    expect(order.shipTo).toEqual([
      'Northwind Health Main Campus, 1200 Walnut Street, Receiving Dock B, Philadelphia, PA 19107',
    ]);
    // Somebody else of the company without "all orders", and another company, do not see it.
    const approver = await as('approver@northwind.example');
    expect(
      (await approver('GET', 'v1.0/order/getConfirmation', { query: { id: confirmation.documentID } }))
        .status,
    ).toBe(404);
    const contoso = await as('buyer@contoso.example');
    expect(
      (await contoso('GET', 'v1.0/order/getConfirmation', { query: { id: confirmation.documentID } })).status,
    ).toBe(404);
  });

  it('should answer a repeated submission with the same order, refuse the key with another body, and start a new session after', async () => {
    const buyer = await as('buyer@northwind.example');
    await fillCart(buyer);
    const page = await load(buyer);
    const body = netTermsBody(page);
    const before = await ordersOfKey(page.checkOutSessionID);
    const first = ok(
      await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: body }),
      WorkflowConfirmation,
    );
    const again = ok(
      await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: body }),
      WorkflowConfirmation,
    );
    expect(again).toEqual(first);
    expect(await ordersOfKey(page.checkOutSessionID)).toBe(before + 1);

    const changed = {
      ...body,
      workflowData: { ...body.workflowData, order: { ...body.workflowData.order, title: 'Another title' } },
    };
    expect(
      refusal(await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: changed }), 422),
    ).toMatchObject({
      code: 'IdempotencyKeyReused',
    });
    await fillCart(buyer);
    expect((await load(buyer)).checkOutSessionID).not.toBe(page.checkOutSessionID);
  });

  it('should create one order when two tabs submit the same checkout at once', async () => {
    const buyer = await as('buyer@northwind.example');
    const otherTab = callerFor(t.app, await t.signIn('buyer@northwind.example'));
    await fillCart(buyer);
    const page = await load(buyer);
    const before = await ordersOfKey(page.checkOutSessionID);
    const body = netTermsBody(page);
    const answers = await Promise.all([
      buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: body }),
      otherTab('POST', 'v1.0/workflowrouting/submitWorkflow', { json: body }),
      buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: body }),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const confirmed = answers.filter((answer) => answer.status === 200).map((answer) => answer.body);
    expect(confirmed.length).toBeGreaterThan(0);
    for (const body of confirmed) expect(body).toEqual(confirmed[0]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(Problem.parse(answer.body).code).toBe('IdempotencyKeyInFlight');
    }
    expect(await ordersOfKey(page.checkOutSessionID)).toBe(before + 1);
  });

  it('should refuse a used PO number until the person confirms reusing it', async () => {
    const buyer = await as('buyer@northwind.example');
    const check = ok(
      await buyer('GET', 'v1.0/order/validateCustomerPONumber', { query: { po: ' nw-po-2026-0042 ' } }),
      PoValidation,
    );
    expect(check).toMatchObject({
      isValid: true,
      exists: true,
      orderNumbers: ['SO-300001'],
      message: 'PO# already exists',
    });
    expect(
      ok(
        await buyer('GET', 'v1.0/order/validateCustomerPONumber', { query: { po: 'NEW<script>' } }),
        PoValidation,
      ),
    ).toMatchObject({ isValid: false, exists: false });
    // Another company's PO numbers are not "used".
    const contoso = await as('buyer@contoso.example');
    expect(
      ok(
        await contoso('GET', 'v1.0/order/validateCustomerPONumber', { query: { po: 'NW-PO-2026-0042' } }),
        PoValidation,
      ).exists,
    ).toBe(false);

    await fillCart(buyer);
    const page = await load(buyer);
    const body = netTermsBody(page, { po: 'NW-PO-2026-0042' });
    expect(
      refusal(await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: body }), 422),
    ).toMatchObject({
      code: 'PoExists',
      message: 'PO# already exists',
    });
    const confirmedReuse = { ...body, workflowData: { ...body.workflowData, isDuplicatePO: true } };
    ok(
      await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: confirmedReuse }),
      WorkflowConfirmation,
    );
  });

  it('should ask for a card with a card term, take a saved card, and refuse another user’s', async () => {
    const buyer = await as('buyer@northwind.example');
    await fillCart(buyer);
    const page = await load(buyer);
    const card = netTermsBody(page);
    card.workflowData.billing.payment.paymentTermID = nw.terms.card;
    expect(
      refusal(await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: card }), 422).code,
    ).toBe('CardRequired');
    // The refused attempt stored nothing: the same key takes a corrected body.
    const admin = await as('admin@northwind.example');
    await fillCart(admin);
    const adminPage = await load(admin);
    const adminBody = netTermsBody(adminPage);
    adminBody.workflowData.billing.payment = {
      ...adminBody.workflowData.billing.payment,
      paymentTermID: nw.terms.card,
      paymentInfoID: nw.buyerCard,
    };
    expect(
      refusal(await admin('POST', 'v1.0/workflowrouting/submitWorkflow', { json: adminBody }), 422).code,
    ).toBe('UnknownOption');

    card.workflowData.billing.payment.paymentInfoID = nw.buyerCard;
    const confirmation = ok(
      await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: card }),
      WorkflowConfirmation,
    );
    const order = ok(
      await buyer('GET', 'v1.0/order/getConfirmation', { query: { id: confirmation.documentID } }),
      ConfirmedOrder,
    );
    expect(order).toMatchObject({ paymentTermName: 'Credit Card', paymentSummary: 'Visa 1111' });
  });

  it('should ship lines and bundles to several addresses, and refuse a line without one', async () => {
    const buyer = await as('buyer@northwind.example');
    await fillCart(buyer, [
      { part: 'C9200-24P-E', quantity: 1 },
      { part: 'C9300-24P-A', quantity: 3 },
    ]);
    const page = await load(buyer);
    const [first, second] = page.lines.items;
    if (!first || !second) throw new Error('two lines expected');
    const body = netTermsBody(page);
    body.workflowData.shipping.shipTo.id = EMPTY_GUID;
    body.workflowData.shipping.lineItemShipToAddresses = [
      { itemID: first.id, shipToID: nw.shipTos.dataCenter },
    ];
    expect(
      refusal(await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: body }), 422).code,
    ).toBe('ShipToRequired');
    body.workflowData.shipping.lineItemShipToAddresses.push({
      itemID: second.id,
      shipToID: nw.shipTos.clinicWest,
    });
    const confirmation = ok(
      await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: body }),
      WorkflowConfirmation,
    );
    const lines = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, confirmation.documentID));
    const shipToOf = new Map(lines.map((line) => [line.manufacturerPart, line.shipTo.name]));
    expect(shipToOf.get(first.manufacturerPart)).toBe('Northwind Health Data Center');
    expect(shipToOf.get(second.manufacturerPart)).toBe('Northwind Health Clinic West');
  });

  it('should attach the PO document uploaded during checkout to the order, and nobody else’s draft', async () => {
    const buyer = await as('buyer@northwind.example');
    const token = await t.signIn('buyer@northwind.example');
    const uploadPo = async (documentType: string, bearer = token) => {
      const form = new FormData();
      form.set('documentType', documentType);
      form.set('description', 'Signed PO');
      form.set('file', file('PO-7781.pdf', samples.pdf()));
      const response = await t.app.request('/api/V1.0/document/addAttachment', {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}` },
        body: form,
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { id: string }).id;
    };
    const po = await uploadPo('5');
    const pricingDraft = await uploadPo('15');
    await fillCart(buyer);
    const page = await load(buyer);
    const wrongKind = netTermsBody(page);
    wrongKind.workflowData.order.attachmentIDs = [pricingDraft];
    expect(
      refusal(await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: wrongKind }), 422).code,
    ).toBe('UnknownOption');
    const body = netTermsBody(page);
    body.workflowData.order.attachmentIDs = [po];
    const confirmation = ok(
      await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: body }),
      WorkflowConfirmation,
    );
    const listed = await buyer('GET', 'V1.0/document/listAttachmentsGroupedByType', {
      query: { id: confirmation.documentID, type: '5' },
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(JSON.stringify(listed.body)).toContain('PO-7781.pdf');
  });

  it('should refuse an address of another company, unaccepted terms and a stale checkout session', async () => {
    const buyer = await as('buyer@northwind.example');
    await fillCart(buyer);
    const page = await load(buyer);
    const foreign = netTermsBody(page);
    foreign.workflowData.shipping.shipTo.id = demoCheckout.contoso.shipTos.store12;
    expect(
      refusal(await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: foreign }), 422).code,
    ).toBe('UnknownOption');
    const unaccepted = netTermsBody(page);
    unaccepted.workflowData.isTermsAccepted = false;
    expect(
      refusal(await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: unaccepted }), 422).code,
    ).toBe('TermsNotAccepted');
    const stale = netTermsBody(page);
    stale.workflowData.order.checkOutSessionID = crypto.randomUUID();
    expect(
      refusal(await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: stale }), 422).code,
    ).toBe('CheckoutSessionMismatch');
    const lines = await t.database.db
      .select({ n: count() })
      .from(cartLines)
      .where(and(eq(cartLines.cartId, page.documentID)));
    expect(lines[0]?.n).toBe(page.lines.items.length);
  });
});

describe('addresses, contacts and carrier accounts during checkout', () => {
  it('should suggest a known address that resembles the entered one', async () => {
    const buyer = await as('buyer@northwind.example');
    const similar = ok(
      await buyer('GET', 'v1.0/companyuser/getmatchingaddress', {
        query: { type: '2', line1: '1200 walnut st.', city: 'Philadelphia', state: 'PA', zipCode: '19107' },
      }),
      MatchingAddress,
    );
    expect(similar.match?.id).toBe(nw.shipTos.mainCampus);
    const typo = ok(
      await buyer('GET', 'v1.0/companyuser/getmatchingaddress', {
        query: { type: '2', line1: '55 Inovation Way', city: 'Pittsburg', state: 'PA', zipCode: '15222' },
      }),
      MatchingAddress,
    );
    expect(typo.match?.id).toBe(nw.shipTos.dataCenter);
    const none = ok(
      await buyer('GET', 'v1.0/companyuser/getmatchingaddress', {
        query: { type: '2', line1: '10 Harbor Road', city: 'Erie', state: 'PA', zipCode: '16501' },
      }),
      MatchingAddress,
    );
    expect(none.match).toBeNull();
    // Another company's addresses are never suggested.
    const contoso = await as('buyer@contoso.example');
    expect(
      ok(
        await contoso('GET', 'v1.0/companyuser/getmatchingaddress', {
          query: {
            type: '2',
            line1: '1200 Walnut Street',
            city: 'Philadelphia',
            state: 'PA',
            zipCode: '19107',
          },
        }),
        MatchingAddress,
      ).match,
    ).toBeNull();
  });

  it("should add a ship-to of the caller's own as their primary without changing anyone else's", async () => {
    const buyer = await as('buyer@northwind.example');
    const added = await buyer('POST', 'V1.0/companyuser/addAddress', {
      json: {
        type: 2,
        name: 'Pop-up clinic',
        line1: '10 Harbor Road',
        city: 'Erie',
        state: 'pa',
        zipCode: '16501',
        setAsPrimary: true,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const address = added.body as { id: string; state: string; isPrimary: boolean; isPersonal: boolean };
    expect(address).toMatchObject({ state: 'PA', isPrimary: true, isPersonal: true });
    const mine = (await buyer('GET', 'v1.0/companyuser/listAddresses', { query: { addressType: '2' } }))
      .body as { id: string; isPrimary: boolean }[];
    expect(mine[0]).toMatchObject({ id: address.id, isPrimary: true });
    const admin = await as('admin@northwind.example');
    const theirs = (await admin('GET', 'v1.0/companyuser/listAddresses', { query: { addressType: '2' } }))
      .body as { id: string }[];
    expect(theirs.map((a) => a.id)).not.toContain(address.id);
    // Back to the seeded primary, for the other tests.
    expect(
      (
        await buyer('POST', 'v1.0/company/setuserprimaryaddress', {
          json: { addressID: nw.shipTos.mainCampus, addressType: 2 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin('POST', 'v1.0/company/setuserprimaryaddress', {
          json: { addressID: address.id, addressType: 2 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await buyer('POST', 'V1.0/companyuser/addAddress', {
          json: { type: 2, name: '', line1: '', city: '', state: '', zipCode: '' },
        })
      ).status,
    ).toBe(400);
  });

  it('should refuse a state, ZIP code and phone the country does not have, with a field error each (issue 16)', async () => {
    const buyer = await as('buyer@northwind.example');
    const address = {
      type: 2,
      name: 'Pop-up clinic',
      line1: '10 Harbor Road',
      city: 'Erie',
      state: 'ZZ',
      zipCode: 'ABCDE',
      phone: 'phone!!',
    };
    const problem = refusal(await buyer('POST', 'V1.0/companyuser/addAddress', { json: address }), 400);
    expect(problem.errors).toEqual([
      { path: 'state', message: 'Please choose a state or province from the list.' },
      { path: 'zipCode', message: 'Please enter a ZIP code such as 12345 or 12345-6789.' },
      { path: 'phone', message: 'Please enter a phone number such as 555-555-5555.' },
    ]);
    // A Canadian address is refused a US state; with its province and postal code it is added.
    const canadian = { ...address, countryCode: 'CAN', phone: '416-555-0100' };
    expect(
      refusal(
        await buyer('POST', 'V1.0/companyuser/addAddress', {
          json: { ...canadian, state: 'PA', zipCode: 'M5V 2T6' },
        }),
        400,
      ).errors,
    ).toEqual([{ path: 'state', message: 'Please choose a state or province from the list.' }]);
    const added = await buyer('POST', 'V1.0/companyuser/addAddress', {
      json: { ...canadian, state: 'ON', zipCode: 'M5V 2T6' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ state: 'ON', zipCode: 'M5V 2T6', countryCode: 'CAN' });
  });

  it('should keep every seeded address within the address rules (each could be entered again as it is)', async () => {
    const rows = await t.database.db.select().from(addresses);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const result = AddressInput.safeParse({
        type: row.type,
        name: row.name,
        line1: row.line1,
        line2: row.line2,
        line3: row.line3,
        city: row.city,
        state: row.state,
        zipCode: row.zipCode,
        countryCode: row.countryCode,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
      });
      expect(result.error?.issues ?? [], row.name).toEqual([]);
    }
  });

  it('should add a contact and a carrier account, and ship on the customer’s own carrier account', async () => {
    const buyer = await as('buyer@northwind.example');
    const contact = await buyer('POST', 'V1.0/companyuser/addusercontact', {
      json: { firstName: 'Robin', lastName: 'Diaz', email: 'robin.diaz@northwind.example' },
    });
    expect(contact.status).toBe(200);
    const own = (await buyer('GET', 'V1.0/companyuser/listcontactbyuserid')).body as { fullName: string }[];
    expect(own.map((c) => c.fullName)).toEqual(['Robin Diaz']);
    // The same person again (another case of the same name and e-mail) is the contact there is, not a second card;
    // another phone is another contact.
    const again = await buyer('POST', 'V1.0/companyuser/addusercontact', {
      json: { firstName: 'robin', lastName: 'DIAZ', email: 'Robin.Diaz@northwind.example' },
    });
    expect(again.status).toBe(200);
    expect((again.body as { id: string }).id).toBe((contact.body as { id: string }).id);
    const other = await buyer('POST', 'V1.0/companyuser/addusercontact', {
      json: {
        firstName: 'Robin',
        lastName: 'Diaz',
        email: 'robin.diaz@northwind.example',
        phone: '555-555-0101',
      },
    });
    expect((other.body as { id: string }).id).not.toBe((contact.body as { id: string }).id);
    const listed = (await buyer('GET', 'V1.0/companyuser/listcontactbyuserid')).body as { id: string }[];
    expect(listed).toHaveLength(2);
    // A company-wide contact needs the addresses permission.
    const approver = await as('approver@northwind.example');
    expect(
      (
        await approver('POST', 'V1.0/company/addContact', {
          json: { firstName: 'A', lastName: 'B', email: 'a@b.example' },
        })
      ).status,
    ).toBe(403);

    expect(
      refusal(
        await buyer('POST', 'v1.0/companyuser/addcarrieraccount', {
          json: { carrierCode: 'ACME', accountNumber: '12345' },
        }),
        422,
      ).code,
    ).toBe('CarrierNotFound');
    const account = await buyer('POST', 'v1.0/companyuser/addcarrieraccount', {
      json: { carrierCode: 'ups', accountNumber: '1Z-99881', setAsPrimary: true },
    });
    expect(account.status, JSON.stringify(account.body)).toBe(200);
    const accountId = (account.body as { id: string }).id;
    expect((await buyer('GET', 'v1.0/companyuser/getprimarycarrieraccountid')).body).toEqual({
      id: accountId,
    });

    await fillCart(buyer);
    const page = await load(buyer);
    expect(page.defaults.carrierAccountID).toBe(accountId);
    const body = netTermsBody(page);
    body.workflowData.shipping.shippingMethod = {
      method: 4,
      carrierPayment: { carrierAccountID: EMPTY_GUID, carrierCode: '', accountNumber: '' },
      useMyCarrierAccount: true,
    };
    expect(
      refusal(await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: body }), 422).code,
    ).toBe('CarrierAccountRequired');
    body.workflowData.shipping.shippingMethod.carrierPayment.carrierAccountID = accountId;
    const confirmation = ok(
      await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', { json: body }),
      WorkflowConfirmation,
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, confirmation.documentID));
    expect(order?.shipping).toMatchObject({
      method: 4,
      useMyCarrierAccount: true,
      carrier: { carrierCode: 'UPS', accountNumber: '1Z-99881' },
    });
    // Leave the seeded primaries as they were.
    await buyer('POST', 'v1.0/company/setuserprimarycarrieraccount', {
      json: { id: nw.carrierAccounts.fedex },
    });
  });

  it('should list countries and states, and requesters by role type', async () => {
    const buyer = await as('buyer@northwind.example');
    const countries = (await buyer('GET', 'v1.0/country/list')).body as { code: string }[];
    expect(countries[0]).toEqual({ code: 'USA', name: 'United States' });
    const canada = (await buyer('GET', 'v1.0/country/getStates', { query: { countryCode: 'CAN' } })).body as {
      code: string;
    }[];
    expect(canada.map((s) => s.code)).toContain('ON');
    const card = await t.app.request('/api/v1.0/country/getStatesForCreditCardForm');
    expect(((await card.json()) as unknown[]).length).toBe(51);
    const requesters = (await buyer('GET', 'V1.0/User/getUsersByRoleType', { query: { roleType: '12' } }))
      .body as unknown[];
    expect(Array.isArray(requesters)).toBe(true);
  });
});
