import { randomUUID } from 'node:crypto';
import {
  Manufacturer,
  Problem,
  type Product,
  ProductPage,
  ProductSortBy,
  ProductTechSpecs,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cartBundles, cartLines, carts, companies, products, users } from '../../db/schema';
import {
  catalogueManufacturers,
  catalogueProducts,
  catalogueSeedParts,
  seedManufacturerId,
  seedProductId,
} from '../../db/seed-catalogue';
import { demoCompanies } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';
import { asMoney } from '../cart/testing';
import { catalogueSearchIndex } from './search-index';

const BUYER = 'buyer@northwind.example';
const SEARCH = '/api/v1.0/Product/search';

let t: TestApp;
const tokens: Record<string, string> = {};

async function request(path: string, as = BUYER) {
  tokens[as] ??= await t.signIn(as);
  const response = await t.app.request(path, { headers: { Authorization: `Bearer ${tokens[as]}` } });
  return response;
}

async function getJson(path: string, as = BUYER) {
  const response = await request(path, as);
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as unknown };
}

async function search(query: Record<string, string | number>, as = BUYER) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const answer = await getJson(`${SEARCH}?${params}`, as);
  expect(answer.status, answer.text).toBe(200);
  return { ...ProductPage.parse(answer.body), text: answer.text };
}

const parts = (products: readonly Product[]) => products.map((product) => product.manufacturerPart);
const seeded = (part: string) => {
  const product = catalogueSeedParts.get(part);
  if (!product) throw new Error(`${part} is not seeded`);
  return product;
};
const availableSeed = catalogueProducts.filter((product) => product.available !== false);

/** Every number in a JSON text, wherever it sits. */
/** The numbers of a JSON answer, amounts carried as decimal strings ("4895.00") included. */
function numbersIn(json: string): number[] {
  const found: number[] = [];
  JSON.parse(json, (_key, value) => {
    if (typeof value === 'number') found.push(value);
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) found.push(Number(value));
    return value;
  });
  return found;
}

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  // The first run after a seed change migrates and seeds the template: minutes on a busy machine.
}, 300_000);
afterAll(() => t?.close());

describe('product search by part', () => {
  it.each([
    ['C9300-48P-A', 'C9300-48P-A'],
    ['c9300-48p-a', 'C9300-48P-A'],
    ['C930048PA', 'C9300-48P-A'],
    ['c9300 48p a', 'C9300-48P-A'],
    ['isr4331k9', 'ISR4331/K9'],
    ['fc-10-f100f-247-02-12', 'FC-10-F100F-247-02-12'],
  ])('should put the exact part first for %s', async (keyword, part) => {
    const page = await search({ keyword });
    expect(page.data[0]).toMatchObject({ id: seedProductId(part), manufacturerPart: part });
  });

  it('should find partial parts, the ones that begin with it first', async () => {
    const page = await search({ keyword: 'PAN-PA-44' });
    const beginning = availableSeed.filter((p) => p.part.startsWith('PAN-PA-44')).map((p) => p.part);
    expect(beginning.length).toBeGreaterThan(1);
    expect(parts(page.data).slice(0, beginning.length).sort()).toEqual([...beginning].sort());

    const inside = await search({ keyword: '9300-48' });
    expect(parts(inside.data).slice(0, 2).sort()).toEqual(['C9300-48P-A', 'C9300-48U-A']);
  });

  it.each([
    ['FG-60E', 'FG-60F'],
    ['SMT1500RM2C', 'SMT1500RM2UC'],
    ['C9120AXI-E', 'C9120AXI-B'],
  ])('should forgive a typo: %s finds %s first', async (keyword, part) => {
    const page = await search({ keyword });
    expect(page.data[0]?.manufacturerPart).toBe(part);
  });

  it('should filter by manufacturer part prefix, ignoring case and dashes, with AND on the keyword', async () => {
    const page = await search({ manufacturerPart: 'c9300', size: 100 });
    expect(page.totalRecords).toBe(availableSeed.filter((p) => p.part.startsWith('C9300')).length);
    expect(parts(page.data).every((part) => part.startsWith('C9300'))).toBe(true);

    const both = await search({ manufacturerPart: 'C9300', keyword: 'UPOE', size: 100 });
    expect(parts(both.data)).toEqual(['C9300-48U-A']);
  });
});

describe('product search by manufacturer and keyword', () => {
  it('should list only the chosen manufacturer, counted exactly', async () => {
    const apc = await search({ manufacturer: seedManufacturerId('APC'), size: 100 });
    const expected = availableSeed.filter((product) => product.manufacturer === 'APC');
    expect(apc.totalRecords).toBe(expected.length);
    expect(new Set(apc.data.map((product) => product.manufacturerName))).toEqual(new Set(['APC']));
    expect(apc.data.map((product) => product.manufacturerID)).toEqual(
      expected.map(() => seedManufacturerId('APC')),
    );

    const apcRack = await search({ manufacturer: seedManufacturerId('APC'), keyword: 'rack' });
    expect(apcRack.data.length).toBeGreaterThan(0);
    expect(apcRack.data.every((product) => product.manufacturerName === 'APC')).toBe(true);
    expect(apcRack.totalRecords).toBeLessThan(apc.totalRecords);
  });

  it('should rank a manufacturer match above a description-only match', async () => {
    const page = await search({ keyword: 'dell', size: 100 });
    const names = page.data.map((product) => product.manufacturerName);
    const samsungMemory = parts(page.data).indexOf('M321R4GA3BB6-CQK');
    expect(samsungMemory).toBeGreaterThan(0);
    expect(names.lastIndexOf('Dell')).toBeLessThan(samsungMemory);
    expect(names.filter((name) => name === 'Dell')).toHaveLength(
      availableSeed.filter((product) => product.manufacturer === 'DELL').length,
    );
  });

  it('should rank a part match above a description-only match', async () => {
    const page = await search({ keyword: 'poe' });
    expect(page.data[0]?.manufacturerPart).toBe('FS-124F-POE');
    expect(page.data.slice(1).some((product) => /poe/i.test(product.description))).toBe(true);
  });

  it('should need every word of the keyword', async () => {
    const page = await search({ keyword: 'catalyst upoe', size: 100 });
    expect(page.data.length).toBeGreaterThan(0);
    for (const product of page.data) expect(product.description).toMatch(/catalyst.*upoe|upoe.*catalyst/i);
  });

  it('should answer an empty page when nothing matches', async () => {
    const page = await search({ keyword: 'zzqqxxyy' });
    expect(page).toMatchObject({ data: [], totalRecords: 0, records: 0 });
  });

  it.each(["'&|!:*()", '%_%', '\\', '!:* & | <->'])(
    'should take the query syntax in %s as plain text',
    async (odd) => {
      const withWord = await search({ keyword: `poe ${odd}` });
      expect(withWord.data[0]?.manufacturerPart).toBe('FS-124F-POE');
      // Without a letter or digit the keyword is blank: every product.
      expect((await search({ keyword: odd })).totalRecords).toBe(availableSeed.length);
    },
  );
});

describe('product search paging and sorting', () => {
  it('should page through every available product once, with a consistent total', async () => {
    const size = 17;
    const first = await search({ size });
    expect(first.totalRecords).toBe(availableSeed.length);
    const seen: string[] = [];
    const pages = Math.ceil(first.totalRecords / size);
    for (let start = 1; start <= pages; start++) {
      const page = await search({ size, start });
      expect(page).toMatchObject({
        start,
        size,
        totalRecords: first.totalRecords,
        records: page.data.length,
      });
      expect(page.data.length).toBe(start < pages ? size : first.totalRecords - size * (pages - 1));
      seen.push(...page.data.map((product) => product.id));
    }
    expect(new Set(seen).size).toBe(first.totalRecords);
    const past = await search({ size, start: pages + 1 });
    expect(past).toMatchObject({ data: [], totalRecords: first.totalRecords, records: 0 });
  });

  it('should default to 20 records a page and refuse more than 100', async () => {
    expect((await search({})).data).toHaveLength(20);
    const tooMany = await getJson(`${SEARCH}?size=101`);
    expect(tooMany.status).toBe(400);
    expect(Problem.parse(tooMany.body).code).toBe('ValidationFailed');
  });

  it('should sort by price both ways with hidden prices last, never by their value', async () => {
    for (const sortBy of [ProductSortBy.PriceAscending, ProductSortBy.PriceDescending]) {
      const page = await search({ sortBy, size: 100, keyword: 'firewall' });
      const priced = page.data.filter((product) => !product.pricingHidden);
      const hidden = page.data.filter((product) => product.pricingHidden);
      expect(hidden.length).toBeGreaterThan(0);
      expect(page.data.slice(priced.length)).toEqual(hidden);
      const prices = priced.map((product) => Number(product.unitPrice));
      const ordered = [...prices].sort((a, b) => (sortBy === ProductSortBy.PriceAscending ? a - b : b - a));
      expect(prices).toEqual(ordered);
      expect(parts(hidden)).toEqual([...parts(hidden)].sort());
    }
  });

  it('should sort by part and by manufacturer', async () => {
    const byPart = parts((await search({ sortBy: ProductSortBy.Part, size: 100 })).data);
    expect(byPart).toEqual([...byPart].sort());
    const byMaker = (await search({ sortBy: ProductSortBy.Manufacturer, size: 100 })).data.map(
      (product) => product.manufacturerName,
    );
    expect(byMaker).toEqual([...byMaker].sort());
  });
});

describe('product search cursors (issue 14)', () => {
  /** Every page of a search, followed by `next` from the first page. */
  async function followNext(query: Record<string, string | number>) {
    const pages: ProductPage[] = [];
    let page = await search(query);
    pages.push(page);
    while (page.next !== null) {
      page = await search({ ...query, after: page.next });
      pages.push(page);
    }
    return pages;
  }
  /** Every page of a search asked by number. */
  async function byNumber(query: Record<string, string | number>) {
    const first = await search(query);
    const size = Number(query.size);
    const ids = first.data.map((product) => product.id);
    for (let start = 2; start <= Math.ceil(first.totalRecords / size); start++) {
      ids.push(...(await search({ ...query, start })).data.map((product) => product.id));
    }
    return ids;
  }

  const orders = [
    ProductSortBy.Relevance,
    ProductSortBy.Part,
    ProductSortBy.PriceAscending,
    ProductSortBy.PriceDescending,
    ProductSortBy.Manufacturer,
  ];
  it.each(orders)(
    'should list every product once by following next, as the numbered pages do (sort %s)',
    async (sortBy) => {
      const pages = await followNext({ size: 13, sortBy });
      const ids = pages.flatMap((page) => page.data.map((product) => product.id));
      expect(ids).toHaveLength(availableSeed.length);
      expect(ids).toEqual(await byNumber({ size: 13, sortBy }));
      expect(pages.at(-1)?.next).toBeNull();
      for (const page of pages)
        expect(page).toMatchObject({ totalRecords: availableSeed.length, totalCapped: false });
    },
  );

  it('should page a ranked keyword search by next as by number, filters kept', async () => {
    const query = { keyword: 'switch', size: 4, sortBy: ProductSortBy.Relevance };
    const pages = await followNext(query);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.flatMap((page) => page.data.map((product) => product.id))).toEqual(await byNumber(query));
    const filtered = await followNext({
      manufacturerPart: 'C9',
      sortBy: ProductSortBy.PriceDescending,
      size: 2,
    });
    const found = filtered.flatMap((page) => page.data);
    expect(found.length).toBeGreaterThan(2);
    for (const product of found) expect(product.manufacturerPart.toLowerCase().startsWith('c9')).toBe(true);
  });

  it('should refuse a cursor of another order, one it never gave, and a malformed one', async () => {
    const first = await search({ size: 5, sortBy: ProductSortBy.Part });
    const forged = Buffer.from(JSON.stringify({ sortBy: 1, after: ["x' or 1=1 --", 'not-a-uuid'] })).toString(
      'base64url',
    );
    for (const after of [first.next!, forged, 'bm90IGpzb24', `${'a'.repeat(1025)}`, 'not/a+cursor']) {
      const sortBy = after === first.next ? ProductSortBy.Manufacturer : ProductSortBy.Part;
      const answer = await getJson(`${SEARCH}?sortBy=${sortBy}&after=${encodeURIComponent(after)}`);
      expect(answer.status, after).toBe(400);
      const problem = Problem.parse(answer.body);
      expect(problem.code).toBe('ValidationFailed');
      expect(problem.errors?.[0]?.path).toBe('after');
    }
    const stale = await getJson(`${SEARCH}?sortBy=4&after=${first.next}`);
    expect(Problem.parse(stale.body).errors?.[0]?.message).toBe(formatMessage('Catalogue.CursorInvalid'));
  });
});

describe('a catalogue of more than a thousand products (issue 14)', () => {
  let big: TestApp;
  let token: string;
  const count = 1_050;
  const query = async (params: string) => {
    const answer = await big.app.request(`${SEARCH}?${params}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    return ProductPage.parse(await answer.json());
  };

  beforeAll(async () => {
    big = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
    token = await big.signIn(BUYER);
    const maker = catalogueManufacturers[0]!;
    const rows = Array.from({ length: count }, (_, index) => ({
      manufacturerId: seedManufacturerId(maker.code),
      manufacturerName: maker.name,
      manufacturerPart: `ZZ-BULK-${String(index).padStart(5, '0')}`,
      description: `Bulk patch cable ${index}`,
      unitPrice: asMoney((index % 97) + 1),
      listPrice: asMoney((index % 97) + 2),
    }));
    await big.database.db.insert(products).values(rows);
  }, 300_000);
  afterAll(() => big?.close());

  it('should count up to a thousand and say there are more', async () => {
    const all = await query('size=5');
    expect(all).toMatchObject({ totalRecords: 1_000, totalCapped: true });
    // A narrower search is counted exactly.
    const narrow = await query('keyword=bulk%20cable%20104&size=5');
    // 104 and 1040 to 1049.
    expect(narrow).toMatchObject({ totalRecords: 11, totalCapped: false });
  });

  it('should reach the last product by following next, the capped count notwithstanding', async () => {
    let page = await query(`sortBy=${ProductSortBy.Part}&manufacturerPart=zzbulk&size=100`);
    let seen = page.data.length;
    let last = page.data.at(-1);
    while (page.next) {
      page = await query(`sortBy=${ProductSortBy.Part}&manufacturerPart=zzbulk&size=100&after=${page.next}`);
      seen += page.data.length;
      last = page.data.at(-1) ?? last;
    }
    expect(seen).toBe(count);
    expect(last?.manufacturerPart).toBe('ZZ-BULK-01049');
  });

  it('should count a keyword search from the index up to a thousand and say there are more', async () => {
    const index = catalogueSearchIndex(big.database.db);
    await index.refresh();
    const page = await index.search({ keyword: 'bulk', sortBy: ProductSortBy.Part }, { offset: 0, size: 5 });
    expect(page).toMatchObject({ total: 1_000, totalCapped: true });
    expect(page?.products.map((product) => product.manufacturerPart)).toEqual([
      'ZZ-BULK-00000',
      'ZZ-BULK-00001',
      'ZZ-BULK-00002',
      'ZZ-BULK-00003',
      'ZZ-BULK-00004',
    ]);
    expect(await query('keyword=bulk%20cable%20104&size=5')).toMatchObject({
      totalRecords: 11,
      totalCapped: false,
    });
  });

  it('should list every product once, with no gap, while products are added before and after the cursor', async () => {
    const maker = catalogueManufacturers[0]!;
    const add = (manufacturerPart: string) =>
      big.database.db.insert(products).values({
        manufacturerId: seedManufacturerId(maker.code),
        manufacturerName: maker.name,
        manufacturerPart,
        description: 'Added while the buyer scrolls',
        unitPrice: asMoney(5),
        listPrice: asMoney(6),
      });
    const path = `sortBy=${ProductSortBy.PriceAscending}&manufacturerPart=zzbulk&size=100`;
    let page = await query(path);
    const seen = page.data.map((product) => product.manufacturerPart);
    // Cheaper than every product read so far (before the cursor), and dearer than all (after it).
    await add('ZZ-BULK-CHEAP');
    await big.database.db
      .update(products)
      .set({ unitPrice: asMoney(0.5) })
      .where(eq(products.manufacturerPart, 'ZZ-BULK-CHEAP'));
    await add('ZZ-BULK-DEAR');
    await big.database.db
      .update(products)
      .set({ unitPrice: asMoney(500) })
      .where(eq(products.manufacturerPart, 'ZZ-BULK-DEAR'));
    while (page.next) {
      page = await query(`${path}&after=${page.next}`);
      seen.push(...page.data.map((product) => product.manufacturerPart));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain('ZZ-BULK-DEAR');
    expect(seen).not.toContain('ZZ-BULK-CHEAP');
    expect(seen).toHaveLength(count + 1);
    for (let index = 0; index < count; index++) {
      expect(seen).toContain(`ZZ-BULK-${String(index).padStart(5, '0')}`);
    }
  });

  it('should show no product twice when one is added before the page being read', async () => {
    const first = await query(`sortBy=${ProductSortBy.Part}&manufacturerPart=zzbulk&size=10`);
    const maker = catalogueManufacturers[0]!;
    await big.database.db.insert(products).values({
      manufacturerId: seedManufacturerId(maker.code),
      manufacturerName: maker.name,
      manufacturerPart: 'ZZ-BULK-00000-A',
      description: 'Added while the buyer scrolls',
      unitPrice: asMoney(5),
      listPrice: asMoney(6),
    });
    const second = await query(
      `sortBy=${ProductSortBy.Part}&manufacturerPart=zzbulk&size=10&after=${first.next}`,
    );
    expect(parts(second.data)[0]).toBe('ZZ-BULK-00010');
    expect(second.data.map((p) => p.id)).not.toEqual(expect.arrayContaining(first.data.map((p) => p.id)));
  });
});

describe('what the catalogue never shows', () => {
  const hiddenSeed = catalogueProducts.filter((product) => product.pricingHidden);

  it.each(hiddenSeed.map((product) => [product.part, product] as const))(
    'should never send the hidden price of %s',
    async (part, product) => {
      const page = await search({ keyword: part, size: 1 });
      expect(page.data[0]).toMatchObject({
        manufacturerPart: part,
        pricingHidden: true,
        unitPrice: '0.00',
        listPrice: '0.00',
      });
      const specs = await getJson(`/api/v1.0/Product/getTechSpecs?productId=${seedProductId(part)}`);
      for (const text of [page.text, specs.text]) {
        expect(numbersIn(text)).not.toContain(product.unitPrice);
        expect(numbersIn(text)).not.toContain(product.listPrice);
      }
    },
  );

  it('should not list withdrawn products nor show their specs', async () => {
    const withdrawn = catalogueProducts.filter((product) => product.available === false);
    expect(withdrawn.length).toBeGreaterThanOrEqual(4);
    expect(seedProductId('WS-C3850-24P-L')).toBe(seeded('WS-C3850-24P-L').id);
    for (const product of withdrawn) {
      const page = await search({ keyword: product.part, size: 100 });
      expect(page.data.map((found) => found.id)).not.toContain(seedProductId(product.part));
      const specs = await getJson(`/api/v1.0/Product/getTechSpecs?productId=${seedProductId(product.part)}`);
      expect(specs.status).toBe(404);
    }
  });
});

describe('quantity in the cart', () => {
  async function liveCartOf(username: string) {
    const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
    if (!user?.companyId) throw new Error(`no user ${username}`);
    const [existing] = await t.database.db
      .select()
      .from(carts)
      .where(and(eq(carts.ownerUserId, user.id), eq(carts.kind, 'cart')));
    if (existing) return existing;
    const [created] = await t.database.db
      .insert(carts)
      .values({
        companyId: user.companyId,
        ownerUserId: user.id,
        kind: 'cart',
        documentNumber: `TEST-${randomUUID()}`,
      })
      .returning();
    return created!;
  }

  const quantityOf = async (part: string, as: string) =>
    (await search({ keyword: part, size: 1 }, as)).data.find((product) => product.manufacturerPart === part)
      ?.quantity;

  it("should show how many of each product the caller's own cart holds, bundles included", async () => {
    const part = 'MR46-HW';
    const product = seeded(part);
    const buyerBefore = await quantityOf(part, BUYER);
    const adminBefore = await quantityOf(part, 'admin@northwind.example');
    const cart = await liveCartOf(BUYER);
    const line = {
      cartId: cart.id,
      productId: product.id,
      manufacturerPart: part,
      manufacturerName: 'Cisco',
      description: product.description,
      unitPrice: asMoney(product.unitPrice),
    };
    await t.database.db.insert(cartLines).values({ ...line, quantity: 3 });
    const [bundle] = await t.database.db
      .insert(cartBundles)
      .values({ cartId: cart.id, name: 'Branch office', quantity: 2 })
      .returning();
    await t.database.db.insert(cartLines).values({ ...line, quantity: 4, bundleId: bundle!.id });

    expect(await quantityOf(part, BUYER)).toBe((buyerBefore ?? 0) + 3 + 4 * 2);
    expect(await quantityOf(part, 'admin@northwind.example')).toBe(adminBefore);

    // Callers asking at the same moment are answered together, each with their own cart.
    const adminCart = await liveCartOf('admin@northwind.example');
    await t.database.db.insert(cartLines).values({ ...line, cartId: adminCart.id, quantity: 5 });
    const together = await Promise.all(
      Array.from({ length: 6 }, (_, i) => quantityOf(part, i % 2 === 0 ? BUYER : 'admin@northwind.example')),
    );
    expect(together).toEqual(
      Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? (buyerBefore ?? 0) + 11 : (adminBefore ?? 0) + 5)),
    );
    // A product that is in no cart says 0.
    const untouched = await search({ keyword: 'ZHY-00001', size: 1 });
    expect(untouched.data[0]?.quantity).toBe(0);
  });
});

describe('manufacturers', () => {
  it('should list every manufacturer by name with its count of available products', async () => {
    const answer = await getJson('/api/v1.0/Product/listManufacturers');
    expect(answer.status).toBe(200);
    const list = z.array(Manufacturer).parse(answer.body);
    expect(list.map((m) => m.name)).toEqual(
      [...catalogueManufacturers.map((m) => m.name)].sort((a, b) =>
        a.toLowerCase().localeCompare(b.toLowerCase()),
      ),
    );
    for (const manufacturer of catalogueManufacturers) {
      expect(list.find((m) => m.code === manufacturer.code)).toEqual({
        id: seedManufacturerId(manufacturer.code),
        name: manufacturer.name,
        code: manufacturer.code,
        productCount: availableSeed.filter((product) => product.manufacturer === manufacturer.code).length,
      });
    }
  });
});

describe('tech specs', () => {
  it("should answer the product's header and its spec groups in the manufacturer's order", async () => {
    const product = seeded('C9300-48P-A');
    const answer = await getJson(`/api/v1.0/Product/getTechSpecs?productId=${product.id}`);
    expect(answer.status).toBe(200);
    const specs = ProductTechSpecs.parse(answer.body);
    expect(specs).toMatchObject({
      id: product.id,
      manufacturerName: 'Cisco',
      manufacturerPart: 'C9300-48P-A',
      description: product.description,
      unitPrice: asMoney(product.unitPrice),
      listPrice: asMoney(product.listPrice),
      unspsc: product.unspsc,
      pricingHidden: false,
    });
    expect(specs.specGroups).toEqual(
      Object.entries(product.specs).map(([groupName, pairs]) => ({
        groupName,
        specs: pairs.map(([name, value]) => ({ name, value })),
      })),
    );
  });

  it('should carry the variable billing of a subscription', async () => {
    const product = seeded('CFQ7TTC0LCHC-0002');
    const specs = ProductTechSpecs.parse(
      (await getJson(`/api/v1.0/Product/getTechSpecs?productId=${product.id}`)).body,
    );
    expect(specs).toMatchObject({
      serviceLength: 12,
      variableBilling: { itemType: 'Recurring', initialTerm: 12 },
    });
  });

  it('should answer 404 with the catalogue message for an unknown product, 400 for a malformed id', async () => {
    const unknown = await getJson(`/api/v1.0/Product/getTechSpecs?productId=${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(Problem.parse(unknown.body)).toMatchObject({
      code: 'ProductNotFound',
      message: formatMessage('Catalogue.ProductNotFound'),
    });
    const malformed = await getJson('/api/v1.0/Product/getTechSpecs?productId=C9300-48P-A');
    expect(malformed.status).toBe(400);
  });
});

describe('product download', () => {
  const header = [
    'Catalogue.ColumnPart',
    'Catalogue.ColumnManufacturer',
    'Catalogue.ColumnDescription',
    'Catalogue.ColumnCategory',
    'Catalogue.ColumnUnitOfMeasure',
    'Catalogue.ColumnUnitPrice',
    'Catalogue.ColumnServiceLength',
  ] as const;

  it('should export the products the search finds as a real XLSX file', async () => {
    const response = await request('/api/V1.0/downloadproduct/get?keyword=firewall&sortBy=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="products-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const sheets = await readXlsxFile(Buffer.from(await response.arrayBuffer()));
    const rows = sheets[0]?.data ?? [];
    expect(rows[0]).toEqual(header.map((key) => formatMessage(key)));

    const found = await search({ keyword: 'firewall', sortBy: 1, size: 100 });
    expect(rows.slice(1)).toEqual(
      found.data.map((product) => [
        product.manufacturerPart,
        product.manufacturerName,
        product.description,
        product.category,
        product.unitOfMeasure,
        product.pricingHidden ? formatMessage('Catalogue.RequestPricing') : Number(product.unitPrice),
        product.serviceLength,
      ]),
    );
    expect(rows.some((row) => row[5] === formatMessage('Catalogue.RequestPricing'))).toBe(true);
  });

  it('should flag an empty export as no data', async () => {
    const response = await request('/api/V1.0/downloadproduct/get?keyword=zzqqxxyy');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-no-data')).toBe('true');
    expect(response.headers.get('content-disposition')).toContain('nodata');
  });
});

describe('who may use the catalogue', () => {
  const paths = [
    `${SEARCH}?keyword=switch`,
    '/api/v1.0/Product/listManufacturers',
    `/api/v1.0/Product/getTechSpecs?productId=${seedProductId('C9300-48P-A')}`,
    '/api/V1.0/downloadproduct/get?keyword=switch',
  ];

  it.each(paths)('should refuse %s to a user without browseCatalogs or templates', async (path) => {
    const answer = await getJson(path, 'contracts@northwind.example');
    expect(answer.status).toBe(403);
    expect(Problem.parse(answer.body).code).toBe('Forbidden');
  });

  it.each(paths)('should refuse %s without a token', async (path) => {
    const response = await t.app.request(path);
    expect(response.status).toBe(401);
  });

  it('should refuse a company without the Ordering feature', async () => {
    await t.database.db
      .update(companies)
      .set({ features: 0 })
      .where(eq(companies.id, demoCompanies.contoso.id));
    for (const path of paths) {
      const answer = await getJson(path, 'buyer@contoso.example');
      expect(answer.status, path).toBe(403);
      expect(Problem.parse(answer.body).code).toBe('FeatureNotEnabled');
    }
  });
});
