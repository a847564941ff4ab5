import {
  cartEndpoints,
  Problem,
  QuoteCartItems,
  SavedCart,
  SavedCartCreated,
  ShoppingCartSummary,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { emptyGuid } from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { companies, products } from '../../db/schema';
import { seedCartIds } from '../../db/seed-cart';
import { seedProductId } from '../../db/seed-catalogue';
import { demoCompanies } from '../../db/seed-data';
import { seedId } from '../../db/seed-ids';
import { createTestApp, type TestApp } from '../../testing';
import { callerFor, cartOf, expectedTotals, plus, signedInCallers, times } from './testing';

let t: TestApp;
const as = signedInCallers(() => t);

async function productRow(part: string) {
  const [row] = await t.database.db
    .select()
    .from(products)
    .where(eq(products.id, seedProductId(part)));
  if (!row) throw new Error(`No product ${part}`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
});
afterAll(() => t?.close());

describe('the seeded cart of the Northwind buyer', () => {
  it('should answer groups, a bundle of three lines, a recurring line, catalogue prices and the rules’ totals', async () => {
    const buyer = await as('buyer@northwind.example');
    const cart = cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    expect(cart.id).toBe(seedCartIds.buyerCart);
    expect(cart.documentID).toBe(cart.id);
    expect(cart.groups.map((group) => group.name)).toEqual(['Clinic network refresh']);
    expect(cart.bundles).toHaveLength(1);
    const [bundle] = cart.bundles;
    expect(bundle?.groupID).toBe(cart.groups[0]?.id);
    const bundled = cart.items.filter((item) => item.bundleID === bundle?.id);
    expect(bundled).toHaveLength(3);
    expect(bundled.every((item) => item.groupID === bundle?.groupID)).toBe(true);

    const support = cart.items.find((item) => item.manufacturerPart === 'CON-SNT-C92002PE');
    const supportProduct = await productRow('CON-SNT-C92002PE');
    expect(support).toMatchObject({ serviceLength: 36, unitPrice: supportProduct.unitPrice });
    expect(support?.extendedPrice).toBe(times(supportProduct.unitPrice, support?.quantity ?? 0, 36));

    const recurring = cart.items.find((item) => item.variableBilling?.itemType === 'Recurring');
    expect(recurring).toBeDefined();
    expect(cart.recurringMonthlyCharges).toBe(times(recurring?.unitPrice ?? '0', recurring?.quantity ?? 0));

    for (const item of cart.items) {
      if (!item.productID) continue;
      const [product] = await t.database.db.select().from(products).where(eq(products.id, item.productID));
      expect(item.unitPrice, item.manufacturerPart).toBe(
        product?.pricingHidden ? '0.00' : product?.unitPrice,
      );
    }
    expect(cart.grandTotal).toBe(expectedTotals(cart).grandTotal);
    expect(cart.count).toBe(cart.items.length);
    // Loose lines plus the bundle counted once.
    expect(cart.itemCountWithBundles).toBe(cart.items.length - bundled.length + 1);
    expect(cart.items.map((item) => item.printLineNumber)).toEqual(cart.items.map((_, index) => index + 1));
    expect(cart.items.map((item) => item.indexPos)).toEqual(cart.items.map((_, index) => index));
    expect(cart.showPricing).toBe(true);
    expect(cart.containRequestItem).toBe(false);
    expect(cart.checkoutBlockers).toEqual([]);
  });

  it('should answer the same lines from getShoppingCartItems and the header count from shoppingcart/get', async () => {
    const buyer = await as('buyer@northwind.example');
    const cart = cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    const items = await buyer('GET', 'V1.0/ShoppingCart/getShoppingCartItems');
    expect(items.status).toBe(200);
    expect(items.body).toEqual(cart.items);
    const summary = ShoppingCartSummary.parse((await buyer('GET', 'V1.0/shoppingcart/get')).body);
    expect(summary).toEqual({ id: cart.id, count: cart.count });
  });
});

describe('first use', () => {
  it('should create one empty live cart per user and answer the same one afterwards', async () => {
    const admin = await as('admin@northwind.example');
    const [first, second] = await Promise.all([
      admin('GET', 'v1.0/ShoppingCart/getShoppingCart'),
      admin('GET', 'V1.0/shoppingcart/get'),
    ]);
    const cart = cartOf(first);
    expect(cart).toMatchObject({ count: 0, grandTotal: '0.00', items: [], groups: [], bundles: [] });
    expect(cart.checkoutBlockers).toEqual([{ code: 'CartEmpty', message: 'Your cart is empty.' }]);
    expect(second.body).toEqual({ id: cart.id, count: 0 });
    expect(cartOf(await admin('GET', 'v1.0/ShoppingCart/getShoppingCart')).id).toBe(cart.id);
  });
});

describe('permissions', () => {
  it.each(Object.values(cartEndpoints).map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s should answer 403 to a user without shoppingcart',
    async (_id, endpoint) => {
      const approver = await as('approver@northwind.example');
      const answer = await approver(endpoint.method, endpoint.path);
      expect(answer.status).toBe(403);
      expect(Problem.parse(answer.body).code).toBe('Forbidden');
    },
  );

  it('should answer 401 without a token', async () => {
    const answer = await t.app.request('/api/v1.0/ShoppingCart/getShoppingCart');
    expect(answer.status).toBe(401);
  });
});

describe('Product/addItem', () => {
  it('should add a product with the catalogue’s values, merge a repeat and keep another service length apart', async () => {
    const buyer = await as('buyer@contoso.example');
    const product = await productRow('C9120AXI-B');
    let cart = cartOf(
      await buyer('POST', 'v1.0/Product/addItem', { json: { productId: product.id, quantity: 3 } }),
    );
    const line = cart.items.find((item) => item.productID === product.id);
    expect(line).toMatchObject({
      manufacturerPart: 'C9120AXI-B',
      manufacturerName: product.manufacturerName,
      description: product.description,
      unitPrice: product.unitPrice,
      quantity: 3,
      serviceLength: product.serviceLength,
      bundleID: emptyGuid,
      groupID: emptyGuid,
      isRequestItem: false,
    });
    expect(line?.extendedPrice).toBe(times(product.unitPrice, 3));

    cart = cartOf(
      await buyer('POST', 'v1.0/Product/addItem', { json: { productId: product.id, quantity: 2 } }),
    );
    expect(cart.items.filter((item) => item.productID === product.id).map((item) => item.quantity)).toEqual([
      5,
    ]);

    cart = cartOf(
      await buyer('POST', 'v1.0/Product/addItem', {
        json: { productId: product.id, quantity: 1, serviceLength: 12 },
      }),
    );
    const lines = cart.items.filter((item) => item.productID === product.id);
    expect(lines.map((item) => [item.quantity, item.serviceLength])).toEqual([
      [5, 0],
      [1, 12],
    ]);
    expect(cart.grandTotal).toBe(expectedTotals(cart).grandTotal);
    expect((await buyer('GET', 'V1.0/shoppingcart/get')).body).toEqual({ id: cart.id, count: cart.count });
  });

  it('should add a pricing-hidden product as a request item with unit price 0', async () => {
    const buyer = await as('buyer@contoso.example');
    const product = await productRow('FPR1010-NGFW-K9');
    expect(product.pricingHidden).toBe(true);
    const cart = cartOf(
      await buyer('POST', 'v1.0/Product/addItem', { json: { productId: product.id, quantity: 1 } }),
    );
    const line = cart.items.find((item) => item.productID === product.id);
    expect(line).toMatchObject({
      unitPrice: '0.00',
      extendedPrice: '0.00',
      pricingHidden: true,
      isRequestItem: true,
    });
    expect(cart).toMatchObject({ showPricing: false, containRequestItem: true });
    expect(cart.checkoutBlockers.map((blocker) => blocker.code)).toEqual(['CartHasRequestItems']);
    // The hidden price appears nowhere as a value (ids are random hex, so look for it as a JSON number).
    expect(JSON.stringify(cart)).not.toMatch(new RegExp(`:${product.unitPrice}(?:[.,}\\]])`));
  });

  it.each([
    ['withdrawn', seedId('product:withdrawn-1')],
    ['unknown', '7d3c1a52-5f0b-4c39-9a51-3b9f1c2d4e60'],
  ])('should answer 404 ProductNotAvailable for a %s product', async (_kind, productId) => {
    const buyer = await as('buyer@contoso.example');
    const answer = await buyer('POST', 'v1.0/Product/addItem', { json: { productId, quantity: 1 } });
    expect(answer.status).toBe(404);
    expect(Problem.parse(answer.body)).toMatchObject({
      code: 'ProductNotAvailable',
      message: formatMessage('Cart.ProductNotAvailable'),
    });
  });

  it.each([
    [{ quantity: 0 }],
    [{ quantity: 100_000 }],
    [{ quantity: 1.5 }],
    [{ quantity: 1, serviceLength: 121 }],
    [{ quantity: 1, serviceLength: -1 }],
    [{ productId: 'not-a-guid', quantity: 1 }],
  ])('should refuse %j with 400 ValidationFailed', async (input) => {
    const buyer = await as('buyer@contoso.example');
    const product = await productRow('GLC-TE');
    const answer = await buyer('POST', 'v1.0/Product/addItem', { json: { productId: product.id, ...input } });
    expect(answer.status).toBe(400);
    expect(Problem.parse(answer.body).code).toBe('ValidationFailed');
  });

  it('should refuse a merge past 99,999 units with 422 and change nothing', async () => {
    const buyer = await as('buyer@contoso.example');
    const product = await productRow('GLC-TE');
    cartOf(
      await buyer('POST', 'v1.0/Product/addItem', { json: { productId: product.id, quantity: 99_999 } }),
    );
    const answer = await buyer('POST', 'v1.0/Product/addItem', {
      json: { productId: product.id, quantity: 1 },
    });
    expect(answer.status).toBe(422);
    expect(Problem.parse(answer.body).code).toBe('QuantityTooLarge');
    const cart = cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    expect(cart.items.find((item) => item.productID === product.id)?.quantity).toBe(99_999);
  });
});

describe('changing lines', () => {
  it('should update quantity, service length and comment of one line and stamp it with the new version', async () => {
    const buyer = await as('buyer@northwind.example');
    const before = cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    const line = before.items.find((item) => item.manufacturerPart === 'GLC-TE');
    if (!line) throw new Error('seeded line missing');
    const after = cartOf(
      await buyer('POST', 'V1.0/shoppingcart/updateItem', {
        json: { id: line.id, version: line.version, quantity: 7, serviceLength: 12, comment: 'Spare optics' },
      }),
    );
    const changed = after.items.find((item) => item.id === line.id);
    expect(changed).toMatchObject({ quantity: 7, serviceLength: 12, comment: 'Spare optics' });
    expect(changed?.extendedPrice).toBe(times(line.unitPrice, 7, 12));
    expect(after.version).toBe(before.version + 1);
    expect(changed?.version).toBe(after.version);
    expect(after.grandTotal).toBe(expectedTotals(after).grandTotal);
    // Other lines keep their versions.
    const other = after.items.find((item) => item.id !== line.id);
    expect(other?.version).toBe(before.items.find((item) => item.id === other?.id)?.version);
  });

  it.each([
    [{ quantity: 0 }],
    [{ quantity: 100_000 }],
    [{ serviceLength: 121 }],
    [{ comment: 'x'.repeat(501) }],
    [{}],
  ])('should refuse the line change %j with 400', async (change) => {
    const buyer = await as('buyer@northwind.example');
    const cart = cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    const line = cart.items[0];
    const answer = await buyer('POST', 'V1.0/shoppingcart/updateItem', {
      json: { id: line?.id, version: line?.version, ...change },
    });
    expect(answer.status).toBe(400);
  });

  it('should apply several line changes and a bundle quantity at once, scaling the bundle’s lines', async () => {
    const buyer = await as('buyer@northwind.example');
    const before = cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    const bundle = before.bundles[0];
    if (!bundle) throw new Error('seeded bundle missing');
    const bundled = before.items.filter((item) => item.bundleID === bundle.id);
    const loose = before.items.filter((item) => item.bundleID === emptyGuid);
    const after = cartOf(
      await buyer('POST', 'V1.0/shoppingcart/update', {
        json: {
          items: loose.map((item) => ({ id: item.id, version: item.version, quantity: item.quantity + 1 })),
          bundles: [{ id: bundle.id, version: bundle.version, quantity: bundle.quantity * 2 }],
        },
      }),
    );
    for (const item of loose) {
      expect(after.items.find((line) => line.id === item.id)?.quantity).toBe(item.quantity + 1);
    }
    for (const item of bundled) {
      expect(after.items.find((line) => line.id === item.id)?.quantity).toBe(item.quantity * 2);
    }
    expect(after.bundles[0]?.quantity).toBe(bundle.quantity * 2);
    expect(after.grandTotal).toBe(expectedTotals(after).grandTotal);
  });

  it('should let an explicit line quantity win over its bundle’s scaling in the same update', async () => {
    const buyer = await as('buyer@northwind.example');
    const before = cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    const bundle = before.bundles[0];
    if (!bundle) throw new Error('seeded bundle missing');
    const [named, ...others] = before.items.filter((item) => item.bundleID === bundle.id);
    if (!named) throw new Error('no bundled line');
    const after = cartOf(
      await buyer('POST', 'V1.0/shoppingcart/update', {
        json: {
          items: [{ id: named.id, version: named.version, quantity: 7 }],
          bundles: [{ id: bundle.id, version: bundle.version, quantity: bundle.quantity / 2 }],
        },
      }),
    );
    expect(after.items.find((item) => item.id === named.id)?.quantity).toBe(7);
    for (const item of others) {
      expect(after.items.find((line) => line.id === item.id)?.quantity).toBe(item.quantity / 2);
    }
  });

  it('should refuse an update with nothing in it', async () => {
    const buyer = await as('buyer@northwind.example');
    expect((await buyer('POST', 'V1.0/shoppingcart/update', { json: {} })).status).toBe(400);
  });

  it('should split a line into two lines right after it, then consolidate them back into one', async () => {
    const buyer = await as('buyer@northwind.example');
    const before = cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    const line = before.items.find((item) => item.manufacturerPart === 'C9120AXI-B');
    if (!line) throw new Error('seeded line missing');
    const split = cartOf(
      await buyer('POST', 'V1.0/shoppingcart/updateOrSplitItems', {
        json: { items: [{ id: line.id, version: line.version, quantities: [2, line.quantity - 2] }] },
      }),
    );
    const parts = split.items.filter((item) => item.productID === line.productID);
    expect(parts.map((item) => item.quantity)).toEqual([2, line.quantity - 2]);
    expect(
      parts.every((item) => item.groupID === line.groupID && item.serviceLength === line.serviceLength),
    ).toBe(true);
    expect(parts[1]?.printLineNumber).toBe((parts[0]?.printLineNumber ?? 0) + 1);
    expect(split.count).toBe(before.count + 1);
    expect(split.grandTotal).toBe(before.grandTotal);

    const merged = cartOf(await buyer('POST', 'V1.0/shoppingcart/consolidateQuantities'));
    const whole = merged.items.filter((item) => item.productID === line.productID);
    expect(whole.map((item) => item.quantity)).toEqual([line.quantity]);
    expect(merged.count).toBe(before.count);
    expect(merged.grandTotal).toBe(before.grandTotal);
  });

  it('should update a line when updateOrSplitItems gets one quantity', async () => {
    const buyer = await as('buyer@northwind.example');
    const before = cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    const line = before.items[0];
    if (!line) throw new Error('no line');
    const after = cartOf(
      await buyer('POST', 'V1.0/shoppingcart/updateOrSplitItems', {
        json: { items: [{ id: line.id, version: line.version, quantities: [9] }] },
      }),
    );
    expect(after.count).toBe(before.count);
    expect(after.items.find((item) => item.id === line.id)?.quantity).toBe(9);
  });
});

describe('custom request items, quote items and checkout', () => {
  it('should add a custom request item that blocks checkout with the documents’ message', async () => {
    const buyer = await as('buyer@northwind.example');
    const cart = cartOf(
      await buyer('POST', 'v1.0/ShoppingCart/addCustomRequestItem', {
        json: {
          manufacturerName: ' Philips ',
          manufacturerPart: 'IntelliVue MX450',
          description: 'Patient monitor',
          quantity: 2,
        },
      }),
    );
    const custom = cart.items.find((item) => item.isCustomRequest);
    expect(custom).toMatchObject({
      manufacturerName: 'Philips',
      manufacturerPart: 'IntelliVue MX450',
      productID: null,
      unitPrice: '0.00',
      pricingHidden: true,
      isRequestItem: true,
      quantity: 2,
    });
    expect(cart.containRequestItem).toBe(true);
    expect(cart.checkoutBlockers).toEqual([
      {
        code: 'CartHasRequestItems',
        message:
          'The shopping cart cannot be checked out because it contains items without pricing. Please request pricing for those items or remove them from the cart.',
      },
    ]);

    const checkout = await buyer('POST', 'V1.0/shoppingcart/Checkout');
    expect(checkout.status).toBe(422);
    expect(Problem.parse(checkout.body)).toMatchObject({
      code: 'CartHasRequestItems',
      message: formatMessage('Cart.HasRequestItems'),
    });

    const quote = QuoteCartItems.parse((await buyer('GET', 'V1.0/ShoppingCart/getQuoteCartItems')).body);
    expect(quote.scope).toBe('requestItems');
    expect(quote.items.map((item) => item.id)).toEqual([custom?.id]);
    const all = QuoteCartItems.parse(
      (await buyer('GET', 'V1.0/ShoppingCart/getQuoteCartItems', { query: { all: 'true' } })).body,
    );
    expect(all.items.map((item) => item.id)).toEqual(cart.items.map((item) => item.id));
    expect(all.bundles.map((bundle) => bundle.id)).toEqual(cart.bundles.map((bundle) => bundle.id));
    expect(all.groups.map((group) => group.id)).toEqual(cart.groups.map((group) => group.id));

    const removed = cartOf(
      await buyer('DELETE', 'v1.0/ShoppingCart/deleteItem', { query: { ids: custom?.id ?? '' } }),
    );
    expect(removed.containRequestItem).toBe(false);
  });

  it.each([
    [{ manufacturerName: '', manufacturerPart: 'P', description: 'D', quantity: 1 }],
    [{ manufacturerName: 'M', manufacturerPart: '   ', description: 'D', quantity: 1 }],
    [{ manufacturerName: 'M', manufacturerPart: 'P', description: 'D', quantity: 0 }],
    [{ manufacturerName: 'M', manufacturerPart: 'P', description: 'x'.repeat(1001), quantity: 1 }],
  ])('should refuse the custom request item %j with 400', async (body) => {
    const buyer = await as('buyer@northwind.example');
    expect((await buyer('POST', 'v1.0/ShoppingCart/addCustomRequestItem', { json: body })).status).toBe(400);
  });

  it('should hand a priced cart to checkout as document type 0 with one checkout session until the order exists', async () => {
    const buyer = await as('buyer@northwind.example');
    const cart = cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    const first = await buyer('POST', 'V1.0/shoppingcart/Checkout');
    const second = await buyer('POST', 'V1.0/shoppingcart/Checkout');
    expect(first.status).toBe(200);
    const handOff = first.body as { documentType: number; documentID: string; checkOutSessionID: string };
    expect(handOff).toMatchObject({ documentType: 0, documentID: cart.id });
    expect(handOff.checkOutSessionID).toMatch(/^[0-9a-f-]{36}$/);
    // Two tabs (or a reload) share the key, so only one order can come of this cart's checkout.
    expect((second.body as typeof handOff).checkOutSessionID).toBe(handOff.checkOutSessionID);
  });

  it('should refuse to check out an empty cart with “Your cart is empty.”', async () => {
    const admin = await as('admin@northwind.example');
    const answer = await admin('POST', 'V1.0/shoppingcart/Checkout');
    expect(answer.status).toBe(422);
    expect(Problem.parse(answer.body)).toMatchObject({ code: 'CartEmpty', message: 'Your cart is empty.' });
  });
});

describe('catalogue prices at checkout', () => {
  it('should show the stored prices on the cart page and the catalogue’s current ones with isCheckout', async () => {
    const buyer = await as('buyer@northwind.example');
    const product = await productRow('GLC-TE');
    const before = cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    await t.database.db
      .update(products)
      .set({ unitPrice: plus(product.unitPrice, '10') })
      .where(eq(products.id, product.id));
    try {
      const page = cartOf(
        await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart', { query: { isCheckout: 'false' } }),
      );
      expect(page.items.find((item) => item.productID === product.id)?.unitPrice).toBe(product.unitPrice);
      const checkout = cartOf(
        await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart', { query: { isCheckout: 'true' } }),
      );
      expect(checkout.items.find((item) => item.productID === product.id)?.unitPrice).toBe(
        plus(product.unitPrice, '10'),
      );
      expect(checkout.version).toBe(before.version + 1);
      expect(checkout.grandTotal).toBe(expectedTotals(checkout).grandTotal);
      // Nothing moved since: no new version.
      const again = cartOf(
        await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart', { query: { isCheckout: 'true' } }),
      );
      expect(again.version).toBe(checkout.version);
    } finally {
      await t.database.db
        .update(products)
        .set({ unitPrice: product.unitPrice })
        .where(eq(products.id, product.id));
    }
  });
});

describe('save as template and the parts list', () => {
  it('should copy groups, bundles and lines into a new saved cart with the next SC- number', async () => {
    const buyer = await as('buyer@northwind.example');
    const cart = cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    const answer = await buyer('POST', 'v1.0/ShoppingCart/saveAsTemplate', {
      json: { title: '  Clinic refresh  ' },
    });
    expect(answer.status).toBe(200);
    const created = SavedCartCreated.parse(answer.body);
    expect(created.documentNumber).toMatch(/^SC-1\d{5}$/);
    const again = SavedCartCreated.parse(
      (await buyer('POST', 'v1.0/ShoppingCart/saveAsTemplate', { json: { title: 'Second copy' } })).body,
    );
    expect(Number(again.documentNumber.slice(3))).toBe(Number(created.documentNumber.slice(3)) + 1);

    const saved = SavedCart.parse(
      (await buyer('GET', 'V1.0/SavedCart/getRequisitionData', { query: { id: created.id } })).body,
    );
    expect(saved).toMatchObject({
      kind: 'template',
      title: 'Clinic refresh',
      documentNumber: created.documentNumber,
      ownerName: 'Blake Buyer',
      count: cart.count,
      grandTotal: cart.grandTotal,
    });
    expect(saved.groups.map((group) => group.name)).toEqual(cart.groups.map((group) => group.name));
    expect(saved.bundles.map((bundle) => [bundle.name, bundle.quantity])).toEqual(
      cart.bundles.map((bundle) => [bundle.name, bundle.quantity]),
    );
    const shape = (items: typeof cart.items) =>
      items.map((item) => [item.printLineNumber, item.manufacturerPart, item.quantity, item.serviceLength]);
    expect(shape(saved.items)).toEqual(shape(cart.items));
    expect(saved.items.every((item) => !cart.items.some((line) => line.id === item.id))).toBe(true);
  });

  it.each([[{ title: '' }], [{ title: '   ' }], [{ title: 'x'.repeat(101) }], [{}]])(
    'should refuse the title %j with 400',
    async (body) => {
      const buyer = await as('buyer@northwind.example');
      expect((await buyer('POST', 'v1.0/ShoppingCart/saveAsTemplate', { json: body })).status).toBe(400);
    },
  );

  it('should refuse to save an empty cart', async () => {
    const admin = await as('admin@northwind.example');
    const answer = await admin('POST', 'v1.0/ShoppingCart/saveAsTemplate', { json: { title: 'Nothing' } });
    expect(answer.status).toBe(422);
    expect(Problem.parse(answer.body).code).toBe('CartEmpty');
  });

  it('should export the cart as an XLSX parts list with group and bundle rows, request pricing and the total', async () => {
    const buyer = await as('buyer@northwind.example');
    const withRequest = cartOf(
      await buyer('POST', 'v1.0/ShoppingCart/addCustomRequestItem', {
        json: {
          manufacturerName: 'GE',
          manufacturerPart: 'CARESCAPE B450',
          description: 'Monitor',
          quantity: 1,
        },
      }),
    );
    const answer = await buyer('GET', 'v1.0/ShoppingCart/exportPartsList', { query: { id: withRequest.id } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    expect(answer.headers.get('content-disposition')).toContain('filename="parts-list-cart.xlsx"');
    const [sheet] = await readXlsxFile(Buffer.from(answer.bytes));
    const rows = sheet?.data ?? [];
    const header = rows.findIndex((row) => row[0] === 'Line');
    expect(rows[header]).toEqual([
      'Line',
      'Manufacturer',
      'Manufacturer part',
      'Description',
      'Quantity',
      'Unit price',
      'Service length (months)',
      'Extended price',
    ]);
    const body = rows.slice(header + 1);
    expect(body.some((row) => row[3] === 'Group: Clinic network refresh')).toBe(true);
    expect(body.some((row) => row[3] === 'Bundle: Access switch kit')).toBe(true);
    const lines = body.filter((row) => typeof row[0] === 'number');
    expect(lines.map((row) => row[2])).toEqual(withRequest.items.map((item) => item.manufacturerPart));
    for (const [index, item] of withRequest.items.entries()) {
      const row = lines[index] ?? [];
      expect(row[0]).toBe(item.printLineNumber);
      expect(row[4]).toBe(item.quantity);
      if (item.isRequestItem) expect(row[5]).toBe('Request pricing');
      else expect(row[7]).toBe(Number(item.extendedPrice));
    }
    const total = body.find((row) => row[3] === 'Total');
    expect(total?.[7]).toBe(Number(withRequest.grandTotal));
  });

  it('should answer 404 for another cart’s parts list and 400 without an id', async () => {
    const buyer = await as('buyer@northwind.example');
    const other = await buyer('GET', 'v1.0/ShoppingCart/exportPartsList', {
      query: { id: seedCartIds.templates.thisMonth },
    });
    expect(other.status).toBe(404);
    expect((await buyer('GET', 'v1.0/ShoppingCart/exportPartsList')).status).toBe(400);
  });
});

describe('deleting', () => {
  it('should delete a bundle with its lines, ignore ids no longer in the cart, then empty the cart', async () => {
    const buyer = await as('buyer@northwind.example');
    const before = cartOf(await buyer('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    const bundle = before.bundles[0];
    if (!bundle) throw new Error('no bundle');
    const after = cartOf(
      await buyer('DELETE', 'v1.0/ShoppingCart/deleteBundle', { query: { ids: bundle.id } }),
    );
    expect(after.bundles).toEqual([]);
    expect(after.items.some((item) => item.bundleID === bundle.id)).toBe(false);
    expect(after.count).toBe(
      before.count - before.items.filter((item) => item.bundleID === bundle.id).length,
    );
    // The group still holds its loose line.
    expect(after.groups).toHaveLength(1);

    const repeat = cartOf(
      await buyer('DELETE', 'v1.0/ShoppingCart/deleteBundle', { query: { ids: bundle.id } }),
    );
    expect(repeat.count).toBe(after.count);

    const groupLines = after.items.filter((item) => item.groupID !== emptyGuid).map((item) => item.id);
    const fewer = cartOf(
      await buyer('DELETE', 'v1.0/ShoppingCart/deleteItem', { query: { ids: groupLines.join(',') } }),
    );
    expect(fewer.groups).toEqual([]);

    const wrongCart = await buyer('DELETE', 'v1.0/ShoppingCart/deleteAllItems', {
      query: { id: seedCartIds.templates.thisMonth },
    });
    expect(wrongCart.status).toBe(404);
    const empty = cartOf(
      await buyer('DELETE', 'v1.0/ShoppingCart/deleteAllItems', { query: { id: before.id } }),
    );
    expect(empty).toMatchObject({ count: 0, items: [], groups: [], bundles: [], grandTotal: '0.00' });
    expect((await buyer('GET', 'V1.0/shoppingcart/get')).body).toEqual({ id: before.id, count: 0 });
  });

  it.each([[{}], [{ ids: '' }], [{ ids: 'a,b' }]])('should refuse deleteItem with %j', async (query) => {
    const buyer = await as('buyer@northwind.example');
    expect((await buyer('DELETE', 'v1.0/ShoppingCart/deleteItem', { query })).status).toBe(400);
  });

  it('should never touch another user’s cart lines', async () => {
    const contoso = await as('buyer@contoso.example');
    const northwind = await as('buyer@northwind.example');
    const mine = cartOf(
      await northwind('POST', 'v1.0/Product/addItem', {
        json: { productId: (await productRow('GLC-TE')).id, quantity: 1 },
      }),
    );
    const line = mine.items[0];
    if (!line) throw new Error('no line');
    cartOf(await contoso('DELETE', 'v1.0/ShoppingCart/deleteItem', { query: { ids: line.id } }));
    const changed = await contoso('POST', 'V1.0/shoppingcart/updateItem', {
      json: { id: line.id, version: line.version, quantity: 50 },
    });
    expect(changed.status).toBe(409);
    const body = changed.body as { cart: unknown };
    expect(JSON.stringify(body.cart)).not.toContain(line.id);
    const still = cartOf(await northwind('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    expect(still.items.find((item) => item.id === line.id)?.quantity).toBe(1);
  });
});

describe('the Ordering feature', () => {
  it('should refuse Product/addItem when the company lacks Ordering, while the cart still loads', async () => {
    await t.database.db
      .update(companies)
      .set({ features: 0 })
      .where(eq(companies.id, demoCompanies.contoso.id));
    try {
      const contoso = callerFor(t.app, await t.signIn('buyer@contoso.example'));
      const answer = await contoso('POST', 'v1.0/Product/addItem', {
        json: { productId: (await productRow('GLC-TE')).id, quantity: 1 },
      });
      expect(answer.status).toBe(403);
      expect(Problem.parse(answer.body).code).toBe('FeatureNotEnabled');
      expect((await contoso('GET', 'v1.0/ShoppingCart/getShoppingCart')).status).toBe(200);
    } finally {
      await t.database.db
        .update(companies)
        .set({ features: demoCompanies.contoso.features })
        .where(eq(companies.id, demoCompanies.contoso.id));
    }
  });
});

describe('answers match the contract', () => {
  it('should answer getShoppingCartItems as an array of cart items', async () => {
    const buyer = await as('buyer@contoso.example');
    const answer = await buyer('GET', 'V1.0/ShoppingCart/getShoppingCartItems');
    expect(z.safeParse(cartEndpoints.getShoppingCartItems.answer, answer.body).success).toBe(true);
  });
});
