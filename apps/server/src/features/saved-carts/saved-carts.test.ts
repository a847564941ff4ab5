import {
  Problem,
  SavedCart,
  SavedCartPage,
  SharedCartOption,
  type ShoppingCart,
  savedCartEndpoints,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { emptyGuid } from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { carts, products, userPermissions } from '../../db/schema';
import { seedCartIds } from '../../db/seed-cart';
import { seedProductId } from '../../db/seed-catalogue';
import { demoUsers } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';
import {
  type Caller,
  callerFor,
  cartOf,
  expectedTotals,
  plus,
  signedInCallers,
  times,
} from '../cart/testing';

const { templates, configurations } = seedCartIds;

let t: TestApp;
const as = signedInCallers(() => t);
const buyer = () => as('buyer@northwind.example');

async function detail(id: string, caller?: Caller): Promise<SavedCart> {
  const answer = await (caller ?? (await buyer()))('GET', 'V1.0/SavedCart/getRequisitionData', {
    query: { id },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SavedCart.parse(answer.body);
}

async function page(path: string, query: Record<string, string> = {}, caller?: Caller) {
  const answer = await (caller ?? (await buyer()))('GET', path, { query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SavedCartPage.parse(answer.body);
}

/** Created dates around today, set here so that the date-range filters are checked whatever the seed's day. */
async function dateTheTemplates() {
  const now = new Date();
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const dates = {
    [templates.thisMonth]: new Date(Date.UTC(y, m, 1, 12)),
    [templates.lastMonth]: new Date(Date.UTC(y, m - 1, 15, 12)),
    [templates.lastYear]: new Date(Date.UTC(y - 1, 5, 15, 12)),
  };
  for (const [id, createdAt] of Object.entries(dates)) {
    await t.database.db.update(carts).set({ createdAt }).where(eq(carts.id, id));
  }
}

async function freshApp() {
  await t?.close();
  as.clear();
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  await dateTheTemplates();
}

beforeAll(freshApp);
afterAll(() => t?.close());

describe('searching saved carts', () => {
  it('should list the caller’s three templates with their numbers, owner, counts and totals', async () => {
    const result = await page('V1.0/SavedCart/searchTemplates');
    expect(result).toMatchObject({ start: 1, size: 10, totalRecords: 3, records: 3, sortBy: 0 });
    expect(result.data.map((row) => row.id)).toEqual([
      templates.thisMonth,
      templates.lastMonth,
      templates.lastYear,
    ]);
    for (const row of result.data) {
      expect(row).toMatchObject({ kind: 'template', ownerName: 'Blake Buyer', unavailableItemCount: 0 });
      expect(row.documentNumber).toMatch(/^SC-1\d{5}$/);
      const saved = await detail(row.id);
      expect(row).toMatchObject({
        title: saved.title,
        count: saved.count,
        grandTotal: saved.grandTotal,
        documentNumber: saved.documentNumber,
      });
      expect(saved.grandTotal).toBe(expectedTotals(saved).grandTotal);
    }
  });

  it.each([
    ['4', 'This Month', [templates.thisMonth]],
    ['7', 'Last Month', [templates.lastMonth]],
    ['8', 'Last Year', [templates.lastYear]],
    ['0', 'Any Date', [templates.thisMonth, templates.lastMonth, templates.lastYear]],
  ])('should filter by the date range %s (%s) on the created date', async (dateRange, _name, expected) => {
    const result = await page('V1.0/SavedCart/searchTemplates', { dateRange });
    expect(result.data.map((row) => row.id)).toEqual(expected);
  });

  it('should find by a word of the title or by the number, case-insensitively, with % taken literally', async () => {
    expect(
      (await page('V1.0/SavedCart/searchTemplates', { keyword: 'WIRELESS' })).data.map((row) => row.id),
    ).toEqual([templates.lastMonth]);
    const number = (await detail(templates.lastYear)).documentNumber;
    expect(
      (await page('V1.0/SavedCart/searchTemplates', { keyword: number.toLowerCase() })).data.map(
        (row) => row.id,
      ),
    ).toEqual([templates.lastYear]);
    expect((await page('V1.0/SavedCart/searchTemplates', { keyword: '%' })).totalRecords).toBe(0);
  });

  it('should page with start (1-based page) and size, and sort by title', async () => {
    const first = await page('V1.0/SavedCart/searchTemplates', { size: '2', sortBy: '1' });
    const second = await page('V1.0/SavedCart/searchTemplates', { size: '2', start: '2', sortBy: '1' });
    expect(first).toMatchObject({ totalRecords: 3, records: 2, size: 2, start: 1, sortBy: 1 });
    expect(second).toMatchObject({ totalRecords: 3, records: 1, start: 2 });
    const titles = [...first.data, ...second.data].map((row) => row.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it.each([
    [{ dateRange: '77' }],
    [{ dateRange: 'soon' }],
    [{ size: '0' }],
    [{ size: '101' }],
    [{ start: '0' }],
    [{ sortBy: '9' }],
    [{ keyword: 'x'.repeat(201) }],
  ])('should refuse %j with 400', async (query) => {
    const answer = await (await buyer())('GET', 'V1.0/SavedCart/searchTemplates', { query });
    expect(answer.status).toBe(400);
  });

  it('should list the company’s stored configurations, read-only and without an owner', async () => {
    const result = await page('V1.0/SavedCart/searchConfigurations');
    expect(result.data.map((row) => row.id).sort()).toEqual(
      [configurations.examRoom, configurations.legacySwitch].sort(),
    );
    expect(result.data.every((row) => row.kind === 'configuration' && row.ownerName === '')).toBe(true);
    expect(result.data.find((row) => row.id === configurations.legacySwitch)?.unavailableItemCount).toBe(1);
    // Every user of the company with templates sees them; another company sees none.
    const admin = await as('admin@northwind.example');
    expect((await page('V1.0/SavedCart/searchConfigurations', {}, admin)).totalRecords).toBe(2);
    expect((await page('V1.0/SavedCart/searchTemplates', {}, admin)).totalRecords).toBe(0);
    const contoso = await as('buyer@contoso.example');
    expect((await page('V1.0/SavedCart/searchConfigurations', {}, contoso)).totalRecords).toBe(0);
  });

  it('should list templates and configurations together in searchSavedCarts, or one kind', async () => {
    const all = await page('V1.0/SavedCart/searchSavedCarts');
    expect(all.totalRecords).toBe(5);
    expect((await page('V1.0/SavedCart/searchSavedCarts', { kind: 'template' })).totalRecords).toBe(3);
    const shared = await page('V1.0/SavedCart/searchSavedCarts', { kind: 'configuration' });
    expect(shared.data.every((row) => row.kind === 'configuration')).toBe(true);
    expect(shared.totalRecords).toBe(2);
  });
});

describe('saved cart detail and access', () => {
  it('should answer the caller’s template and a configuration of the company', async () => {
    const template = await detail(templates.lastYear);
    expect(template).toMatchObject({
      kind: 'template',
      title: 'Closet switch replacement',
      ownerName: 'Blake Buyer',
    });
    expect(template.bundles.map((bundle) => bundle.name)).toEqual(['Closet stack']);
    const configuration = await detail(configurations.examRoom);
    expect(configuration).toMatchObject({ kind: 'configuration', ownerName: '', unavailableItemCount: 0 });
  });

  it.each([
    ['another user of the company', 'admin@northwind.example', templates.thisMonth],
    ['another company', 'buyer@contoso.example', templates.thisMonth],
    ['another company’s configuration', 'buyer@contoso.example', configurations.examRoom],
    ['an unknown id', 'buyer@northwind.example', '2f1f7d8e-1111-4a2b-9c3d-5e6f7a8b9c0d'],
    ['the live cart', 'buyer@northwind.example', seedCartIds.buyerCart],
  ])('should answer 404 for %s', async (_name, username, id) => {
    const answer = await (await as(username))('GET', 'V1.0/SavedCart/getRequisitionData', { query: { id } });
    expect(answer.status).toBe(404);
    expect(Problem.parse(answer.body).code).toBe('SavedCartNotFound');
    expect(JSON.stringify(answer.body)).not.toContain('Closet');
  });

  it.each(Object.values(savedCartEndpoints).map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s should answer 403 to a user without templates',
    async (_id, endpoint) => {
      const approver = await as('approver@northwind.example');
      expect((await approver(endpoint.method, endpoint.path)).status).toBe(403);
    },
  );
});

describe('shared saved carts', () => {
  it('should show a configuration with the count of lines no longer available', async () => {
    const answer = await (await buyer())('GET', 'V1.0/sharedsavedcart/getSharedSavedCartData', {
      query: { id: configurations.legacySwitch },
    });
    const shared = SavedCart.parse(answer.body);
    expect(shared.unavailableItemCount).toBe(1);
    expect(shared.items.find((item) => item.manufacturerPart === 'WS-C3850-24P-L')?.available).toBe(false);
    expect(shared.items.filter((item) => item.available)).toHaveLength(shared.count - 1);
    const template = await (await buyer())('GET', 'V1.0/sharedsavedcart/getSharedSavedCartData', {
      query: { id: templates.thisMonth },
    });
    expect(template.status).toBe(404);
  });

  it('should list the optional groups as options with their line count and total', async () => {
    const exam = await detail(configurations.examRoom);
    const answer = await (await buyer())('GET', 'V1.0/SharedSavedCart/getOptionsList', {
      query: { id: configurations.examRoom },
    });
    const options = z.array(SharedCartOption).parse(answer.body);
    const group = exam.groups.find((candidate) => candidate.optional);
    const lines = exam.items.filter((item) => item.groupID === group?.id);
    expect(options).toEqual([
      {
        groupID: group?.id,
        name: 'Optional accessories',
        itemCount: lines.length,
        total: expectedTotals({ items: lines }).grandTotal,
      },
    ]);
    const none = await (await buyer())('GET', 'V1.0/SharedSavedCart/getOptionsList', {
      query: { id: configurations.legacySwitch },
    });
    expect(none.body).toEqual([]);
  });

  it('should refuse every change of a configuration with 404', async () => {
    const caller = await buyer();
    const shared = await detail(configurations.examRoom);
    const line = shared.items[0];
    const attempts = [
      caller('POST', 'V1.0/SavedCart/updateItem', {
        json: { savedCartId: shared.id, id: line?.id, version: line?.version, quantity: 3 },
      }),
      caller('POST', 'V1.0/SavedCart/update', { json: { id: shared.id, title: 'Mine now' } }),
      caller('DELETE', 'V1.0/SavedCart/deleteItem', { query: { id: shared.id, ids: line?.id ?? '' } }),
      caller('DELETE', 'V1.0/SavedCart/deleteBundle', { query: { id: shared.id, ids: line?.id ?? '' } }),
      caller('DELETE', 'V1.0/SavedCart/delete', { query: { id: shared.id } }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.status).toBe(404);
    expect(await detail(configurations.examRoom)).toEqual(shared);
  });
});

describe('changing templates', () => {
  beforeEach(freshApp);

  it('should change a line’s quantity and service length, and refuse a stale version with 409 and the saved cart', async () => {
    const caller = await buyer();
    const saved = await detail(templates.thisMonth);
    const line = saved.items[0];
    if (!line) throw new Error('no line');
    const answer = await caller('POST', 'V1.0/SavedCart/updateItem', {
      json: { savedCartId: saved.id, id: line.id, version: line.version, quantity: 9, serviceLength: 24 },
    });
    const changed = SavedCart.parse(answer.body);
    const after = changed.items.find((item) => item.id === line.id);
    expect(after).toMatchObject({ quantity: 9, serviceLength: 24, version: changed.version });
    expect(after?.extendedPrice).toBe(times(line.unitPrice, 9, 24));
    expect(changed.grandTotal).toBe(expectedTotals(changed).grandTotal);

    const stale = await caller('POST', 'V1.0/SavedCart/updateItem', {
      json: { savedCartId: saved.id, id: line.id, version: line.version, quantity: 1 },
    });
    expect(stale.status).toBe(409);
    expect(Problem.parse(stale.body)).toMatchObject({
      code: 'CartChanged',
      message: formatMessage('Cart.Changed'),
    });
    const fresh = SavedCart.parse((stale.body as { cart: unknown }).cart);
    expect(fresh.items.find((item) => item.id === line.id)?.quantity).toBe(9);

    const invalid = await caller('POST', 'V1.0/SavedCart/updateItem', {
      json: { savedCartId: saved.id, id: line.id, version: changed.version, serviceLength: 121 },
    });
    expect(invalid.status).toBe(400);
  });

  it('should rename a template, trimming the title, and refuse an empty or too long one', async () => {
    const caller = await buyer();
    const answer = await caller('POST', 'V1.0/SavedCart/update', {
      json: { id: templates.lastMonth, title: '  Branch Wi-Fi 2026 ' },
    });
    expect(SavedCart.parse(answer.body).title).toBe('Branch Wi-Fi 2026');
    expect((await detail(templates.lastMonth)).title).toBe('Branch Wi-Fi 2026');
    for (const title of ['', '  ', 'x'.repeat(101)]) {
      expect(
        (await caller('POST', 'V1.0/SavedCart/update', { json: { id: templates.lastMonth, title } })).status,
      ).toBe(400);
    }
    const other = await (await as('admin@northwind.example'))('POST', 'V1.0/SavedCart/update', {
      json: { id: templates.lastMonth, title: 'Taken' },
    });
    expect(other.status).toBe(404);
  });

  it('should delete lines and bundles of a template, and the template itself', async () => {
    const caller = await buyer();
    const notebooks = await detail(templates.thisMonth);
    const [first, ...rest] = notebooks.items;
    const fewer = SavedCart.parse(
      (
        await caller('DELETE', 'V1.0/SavedCart/deleteItem', {
          query: { id: notebooks.id, ids: first?.id ?? '' },
        })
      ).body,
    );
    expect(fewer.items.map((item) => item.id)).toEqual(rest.map((item) => item.id));
    expect(fewer.items.map((item) => item.printLineNumber)).toEqual(rest.map((_, index) => index + 1));

    const closet = await detail(templates.lastYear);
    const bundleless = SavedCart.parse(
      (
        await caller('DELETE', 'V1.0/SavedCart/deleteBundle', {
          query: { id: closet.id, ids: closet.bundles.map((bundle) => bundle.id).join(',') },
        })
      ).body,
    );
    expect(bundleless).toMatchObject({ bundles: [], items: [], count: 0, grandTotal: '0.00' });

    const admin = await as('admin@northwind.example');
    expect((await admin('DELETE', 'V1.0/SavedCart/delete', { query: { id: closet.id } })).status).toBe(404);
    expect((await caller('DELETE', 'V1.0/SavedCart/delete', { query: { id: closet.id } })).body).toEqual({
      ok: true,
    });
    expect(
      (await caller('GET', 'V1.0/SavedCart/getRequisitionData', { query: { id: closet.id } })).status,
    ).toBe(404);
    expect((await page('V1.0/SavedCart/searchTemplates')).totalRecords).toBe(2);
  });
});

describe('adding saved carts to the cart', () => {
  beforeEach(freshApp);

  const live = async (caller: Caller) => cartOf(await caller('GET', 'v1.0/ShoppingCart/getShoppingCart'));

  it('should append a template’s lines to the cart at the catalogue’s current prices', async () => {
    const caller = await buyer();
    const before = await live(caller);
    const template = await detail(templates.lastYear);
    const switchPart = template.items.find((item) => item.manufacturerPart === 'C9300-48P-A');
    const productId = seedProductId('C9300-48P-A');
    const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
    await t.database.db
      .update(products)
      .set({ unitPrice: plus(product?.unitPrice ?? '0', '100') })
      .where(eq(products.id, productId));

    const after = cartOf(
      await caller('POST', 'V1.0/SavedCart/addTemplateToCart', { json: { id: template.id } }),
    );
    expect(after.count).toBe(before.count + template.count);
    const added = after.items.filter((item) => !before.items.some((line) => line.id === item.id));
    expect(added.map((item) => [item.manufacturerPart, item.quantity, item.serviceLength])).toEqual(
      template.items.map((item) => [item.manufacturerPart, item.quantity, item.serviceLength]),
    );
    const addedSwitch = added.find((item) => item.manufacturerPart === 'C9300-48P-A');
    expect(addedSwitch?.unitPrice).toBe(plus(switchPart?.unitPrice ?? '0', '100'));
    const newBundle = after.bundles.find((bundle) => !before.bundles.some((old) => old.id === bundle.id));
    expect(newBundle?.name).toBe('Closet stack');
    expect(added.every((item) => item.bundleID === newBundle?.id)).toBe(true);
    expect(after.grandTotal).toBe(expectedTotals(after).grandTotal);
    // The template itself is unchanged.
    expect((await detail(template.id)).items.map((item) => item.unitPrice)).toEqual(
      template.items.map((item) => item.unitPrice),
    );
    expect((await caller('GET', 'V1.0/shoppingcart/get')).body).toEqual({ id: after.id, count: after.count });
  });

  it('should add a stored configuration without the optional groups left out', async () => {
    const caller = await buyer();
    const before = await live(caller);
    const exam = await detail(configurations.examRoom);
    const optional = exam.groups.find((group) => group.optional);
    const answer = await caller('POST', 'V1.0/SavedCart/addStoredConfigToCart', {
      json: { id: exam.id, excludedGroupIDs: [optional?.id] },
    });
    const after = cartOf(answer);
    const added = after.items.filter((item) => !before.items.some((line) => line.id === item.id));
    expect(added.map((item) => item.manufacturerPart)).toEqual(
      exam.items.filter((item) => item.groupID !== optional?.id).map((item) => item.manufacturerPart),
    );
    const newGroups = after.groups.filter((group) => !before.groups.some((old) => old.id === group.id));
    expect(newGroups.map((group) => [group.name, group.optional])).toEqual([['Workstation', false]]);

    const whole = cartOf(await caller('GET', 'V1.0/savedcart/addToCart', { query: { id: exam.id } }));
    expect(whole.count).toBe(after.count + exam.count);
  });

  it('should refuse to leave out a group that is not optional', async () => {
    const caller = await buyer();
    const exam = await detail(configurations.examRoom);
    const required = exam.groups.find((group) => !group.optional);
    const answer = await caller('POST', 'V1.0/SavedCart/addStoredConfigToCart', {
      json: { id: exam.id, excludedGroupIDs: [required?.id] },
    });
    expect(answer.status).toBe(422);
    expect(Problem.parse(answer.body).code).toBe('NotAnOptionalGroup');
  });

  it('should refuse a configuration with a withdrawn product with the documents’ message and add nothing', async () => {
    const caller = await buyer();
    const before = await live(caller);
    for (const attempt of [
      caller('POST', 'V1.0/SavedCart/addStoredConfigToCart', { json: { id: configurations.legacySwitch } }),
      caller('GET', 'V1.0/savedcart/addToCart', { query: { id: configurations.legacySwitch } }),
    ]) {
      const answer = await attempt;
      expect(answer.status).toBe(422);
      expect(Problem.parse(answer.body)).toMatchObject({
        code: 'SharedCartItemUnavailable',
        message:
          'An item on the Shared Cart is no longer available. Please contact your Presidio Sales Team.',
      });
    }
    expect(await live(caller)).toEqual(before);
  });

  it('should refuse a template holding a product withdrawn since, and add nothing', async () => {
    const caller = await buyer();
    const before = await live(caller);
    await t.database.db
      .update(products)
      .set({ available: false })
      .where(eq(products.id, seedProductId('MR46-HW')));
    const answer = await caller('POST', 'V1.0/SavedCart/addTemplateToCart', {
      json: { id: templates.lastMonth },
    });
    expect(answer.status).toBe(422);
    expect(Problem.parse(answer.body)).toMatchObject({
      code: 'SavedCartItemUnavailable',
      message: formatMessage('SavedCart.ItemUnavailable'),
    });
    expect(await live(caller)).toEqual(before);
    expect((await detail(templates.lastMonth)).unavailableItemCount).toBe(1);
  });

  it('should answer 404 for another user’s template and the other kind’s call', async () => {
    const admin = await as('admin@northwind.example');
    expect(
      (await admin('POST', 'V1.0/SavedCart/addTemplateToCart', { json: { id: templates.thisMonth } })).status,
    ).toBe(404);
    const caller = await buyer();
    expect(
      (await caller('POST', 'V1.0/SavedCart/addTemplateToCart', { json: { id: configurations.examRoom } }))
        .status,
    ).toBe(404);
    expect(
      (await caller('POST', 'V1.0/SavedCart/addStoredConfigToCart', { json: { id: templates.thisMonth } }))
        .status,
    ).toBe(404);
  });
});

describe('adding to the cart needs the cart', () => {
  it('should answer 403 to a user with templates but without shoppingcart, who may still search', async () => {
    await t.database.db
      .insert(userPermissions)
      .values({ userId: demoUsers.contracts.id, permission: 'templates' });
    const planner = callerFor(t.app, await t.signIn('contracts@northwind.example'));
    expect((await planner('GET', 'V1.0/SavedCart/searchConfigurations')).status).toBe(200);
    const attempts = [
      planner('POST', 'V1.0/SavedCart/addStoredConfigToCart', { json: { id: configurations.examRoom } }),
      planner('GET', 'V1.0/savedcart/addToCart', { query: { id: configurations.examRoom } }),
      planner('POST', 'V1.0/SavedCart/addTemplateToCart', { json: { id: configurations.examRoom } }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.status).toBe(403);
  });
});

describe('parts lists of saved carts', () => {
  async function readParts(answer: { status: number; bytes: Uint8Array; headers: Headers }) {
    expect(answer.status).toBe(200);
    const [sheet] = await readXlsxFile(Buffer.from(answer.bytes));
    return sheet?.data ?? [];
  }

  it('should export a template named by its number, with its bundle and total', async () => {
    const template = await detail(templates.lastYear);
    const answer = await (await buyer())('GET', 'V1.0/SavedCart/exportPartsList', {
      query: { id: template.id },
    });
    expect(answer.headers.get('content-disposition')).toContain(`parts-list-${template.documentNumber}.xlsx`);
    const rows = await readParts(answer);
    expect(rows[1]?.[0]).toBe(`${template.documentNumber} ${template.title}`);
    expect(rows.some((row) => row[3] === 'Bundle: Closet stack')).toBe(true);
    const lines = rows.filter((row) => typeof row[0] === 'number');
    expect(lines.map((row) => row[2])).toEqual(template.items.map((item) => item.manufacturerPart));
    expect(rows.find((row) => row[3] === 'Total')?.[7]).toBe(Number(template.grandTotal));
  });

  it('should export a configuration from both paths, and only a configuration from the shared one', async () => {
    const caller = await buyer();
    const shared = await detail(configurations.legacySwitch);
    for (const path of ['V1.0/SavedCart/exportPartsList', 'v1.0/SharedSavedCart/exportPartsList']) {
      const rows = await readParts(await caller('GET', path, { query: { id: shared.id } }));
      expect(rows.filter((row) => typeof row[0] === 'number').map((row) => row[2])).toEqual(
        shared.items.map((item) => item.manufacturerPart),
      );
    }
    expect(
      (await caller('GET', 'v1.0/SharedSavedCart/exportPartsList', { query: { id: templates.thisMonth } }))
        .status,
    ).toBe(404);
    expect(
      (
        await (
          await as('buyer@contoso.example')
        )('GET', 'V1.0/SavedCart/exportPartsList', {
          query: { id: templates.thisMonth },
        })
      ).status,
    ).toBe(404);
  });
});

describe('the seeded live cart keeps the document rules', () => {
  it('should keep loose lines in no group and no bundle', async () => {
    const cart: ShoppingCart = cartOf(await (await buyer())('GET', 'v1.0/ShoppingCart/getShoppingCart'));
    const loose = cart.items.filter((item) => item.groupID === emptyGuid);
    expect(loose.every((item) => item.bundleID === emptyGuid)).toBe(true);
  });
});
