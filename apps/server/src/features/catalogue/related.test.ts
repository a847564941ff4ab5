import { randomUUID } from 'node:crypto';
import { Problem, type Product, RELATED_PRODUCTS_MAX, RelatedProducts } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, productRelations, products } from '../../db/schema';
import { catalogueRelations, catalogueSeedParts, seedManufacturerId } from '../../db/seed-catalogue';
import { demoCompanies } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';
import { asMoney } from '../cart/testing';

/** Issue 16: a product's service contracts and options (`v1.0/Product/getRelated`). */

const BUYER = 'buyer@northwind.example';
const RELATED = '/api/v1.0/Product/getRelated';

let t: TestApp;
const tokens: Record<string, string> = {};

async function getJson(path: string, as = BUYER) {
  tokens[as] ??= await t.signIn(as);
  const response = await t.app.request(path, { headers: { Authorization: `Bearer ${tokens[as]}` } });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as unknown };
}

const seeded = (part: string) => {
  const product = catalogueSeedParts.get(part);
  if (!product) throw new Error(`${part} is not seeded`);
  return product;
};

async function relatedOf(part: string, as = BUYER) {
  const answer = await getJson(`${RELATED}?productId=${seeded(part).id}`, as);
  expect(answer.status, answer.text).toBe(200);
  return { ...RelatedProducts.parse(answer.body), text: answer.text };
}

const parts = (list: readonly Product[]) => list.map((product) => product.manufacturerPart);

async function relate(part: string, related: string, kind: 'service' | 'option', sort: number) {
  await t.database.db
    .insert(productRelations)
    .values({ productId: seeded(part).id, relatedProductId: seeded(related).id, kind, sort });
}

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
}, 300_000);
afterAll(() => t?.close());

describe("a product's service contracts and options", () => {
  it('should answer the seeded services and options in their order, each with its price and term', async () => {
    const related = await relatedOf('C9300-24P-A');
    expect(related.productId).toBe(seeded('C9300-24P-A').id);
    expect(parts(related.services)).toEqual(['CON-SNT-C93002PA', 'CON-SNT-C93002PA-3Y', 'CON-SNTP-C93002PA']);
    expect(parts(related.options)).toEqual(['C9300-NM-8X', 'SFP-10G-SR', 'C9300-DNA-A-24-3Y']);
    const threeYears = seeded('CON-SNT-C93002PA-3Y');
    expect(related.services[1]).toMatchObject({
      id: threeYears.id,
      manufacturerName: 'Cisco',
      description: 'Smart Net Total Care 8×5×NBD for C9300-24P-A, 3 years',
      unitPrice: '1398.00',
      listPrice: '1747.50',
      pricingHidden: false,
      serviceLength: 36,
      category: 'Support & Warranty',
      quantity: 0,
    });
    expect(related.options[1]).toMatchObject({ unitPrice: asMoney(seeded('SFP-10G-SR').unitPrice) });
  });

  it('should relate every product of the seed as the seed says, in order', async () => {
    for (const relation of catalogueRelations.slice(0, 12)) {
      const related = await relatedOf(relation.part);
      expect(parts(related.services), relation.part).toEqual(relation.services ?? []);
      expect(parts(related.options), relation.part).toEqual(relation.options ?? []);
    }
  });

  it('should answer empty lists for a product that relates to nothing', async () => {
    const related = await relatedOf('CF226A');
    expect(related.services).toEqual([]);
    expect(related.options).toEqual([]);
  });

  it("should carry how many of each the caller's own cart holds", async () => {
    const care = seeded('CON-SNT-C92002PE-3Y');
    tokens[BUYER] ??= await t.signIn(BUYER);
    const added = await t.app.request('/api/v1.0/Product/addItem', {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens[BUYER]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: care.id, quantity: 2 }),
    });
    expect(added.status, await added.text()).toBe(200);
    const mine = await relatedOf('C9200-24P-E');
    expect(mine.services.find((product) => product.id === care.id)?.quantity).toBe(2);
    const someoneElse = await relatedOf('C9200-24P-E', 'admin@northwind.example');
    expect(someoneElse.services.find((product) => product.id === care.id)?.quantity).toBe(0);
  });
});

describe('what the related lists never show', () => {
  it('should never send the hidden price of a related product, and says it is to be requested', async () => {
    const support = seeded('MSU-ENT-ADV');
    expect(support.pricingHidden).toBe(true);
    const related = await relatedOf('P73-08328');
    expect(related.services).toEqual([
      expect.objectContaining({ id: support.id, pricingHidden: true, unitPrice: '0.00', listPrice: '0.00' }),
    ]);
    expect(related.text).not.toContain(asMoney(support.unitPrice));
    expect(related.text).not.toContain(String(support.unitPrice));
  });

  it('should leave out a withdrawn related product, and list it again once it is back', async () => {
    await relate('C9200-48P-E', 'WS-C3850-24P-L', 'option', 0);
    await relate('C9200-48P-E', 'CON-SNT-C92002PE', 'service', 0);
    const withdrawn = seeded('WS-C3850-24P-L');
    expect(parts((await relatedOf('C9200-48P-E')).options)).not.toContain('WS-C3850-24P-L');

    await t.database.db
      .update(products)
      .set({ available: false })
      .where(eq(products.id, seeded('GLC-TE').id));
    await t.database.db
      .update(products)
      .set({ available: false })
      .where(eq(products.id, seeded('CON-SNT-C92002PE').id));
    const now = await relatedOf('C9200-48P-E');
    expect(parts(now.options)).toEqual(['C9200-NM-4G']);
    expect(now.services).toEqual([]);
    expect(now.text).not.toContain(withdrawn.id);

    await t.database.db
      .update(products)
      .set({ available: true })
      .where(eq(products.id, seeded('GLC-TE').id));
    await t.database.db
      .update(products)
      .set({ available: true })
      .where(eq(products.id, seeded('CON-SNT-C92002PE').id));
    const back = await relatedOf('C9200-48P-E');
    expect(parts(back.options)).toEqual(['C9200-NM-4G', 'GLC-TE']);
    expect(parts(back.services)).toEqual(['CON-SNT-C92002PE']);
  });

  it('should answer 404 in the catalogue words for a withdrawn or unknown product, 400 for a malformed id', async () => {
    for (const productId of [seeded('WS-C3850-24P-L').id, randomUUID()]) {
      const answer = await getJson(`${RELATED}?productId=${productId}`);
      expect(answer.status).toBe(404);
      expect(Problem.parse(answer.body)).toMatchObject({
        code: 'ProductNotFound',
        message: formatMessage('Catalogue.ProductNotFound'),
      });
    }
    const malformed = await getJson(`${RELATED}?productId=C9300-24P-A`);
    expect(malformed.status).toBe(400);
  });

  it(`should list at most ${RELATED_PRODUCTS_MAX} of a kind, the first by their order`, async () => {
    const maker = seedManufacturerId('CSCO');
    const many = await t.database.db
      .insert(products)
      .values(
        Array.from({ length: RELATED_PRODUCTS_MAX + 5 }, (_, index) => ({
          manufacturerId: maker,
          manufacturerName: 'Cisco',
          manufacturerPart: `ZZ-CAB-${String(index).padStart(3, '0')}`,
          description: `Stacking cable ${index}`,
          unitPrice: '12.50',
          listPrice: '20.00',
        })),
      )
      .returning({ id: products.id, part: products.manufacturerPart });
    const host = seeded('C1000-48P-4G-L');
    await t.database.db.insert(productRelations).values(
      many.map((product, index) => ({
        productId: host.id,
        relatedProductId: product.id,
        kind: 'option' as const,
        sort: 100 - index,
      })),
    );
    const related = await relatedOf('C1000-48P-4G-L');
    expect(related.options).toHaveLength(RELATED_PRODUCTS_MAX);
    // The seeded GLC-TE sorts first (0); then the cables from the highest index down (sort 100 - index).
    expect(parts(related.options).slice(0, 3)).toEqual(['GLC-TE', 'ZZ-CAB-024', 'ZZ-CAB-023']);
  });

  it('should refuse to relate a product to itself or by another kind', async () => {
    const product = seeded('C9500-24Y4C-A').id;
    await expect(
      t.database.db
        .insert(productRelations)
        .values({ productId: product, relatedProductId: product, kind: 'option', sort: 0 }),
    ).rejects.toThrow();
    await expect(
      t.database.db.insert(productRelations).values({
        productId: product,
        relatedProductId: seeded('GLC-TE').id,
        kind: 'bundle' as 'option',
        sort: 0,
      }),
    ).rejects.toThrow();
  });
});

describe('who may read the related products', () => {
  const path = () => `${RELATED}?productId=${seeded('C9200-24P-E').id}`;

  it('should refuse a user without browseCatalogs or templates', async () => {
    const answer = await getJson(path(), 'contracts@northwind.example');
    expect(answer.status).toBe(403);
    expect(Problem.parse(answer.body).code).toBe('Forbidden');
  });

  it('should refuse a call without a token', async () => {
    expect((await t.app.request(path())).status).toBe(401);
  });

  it('should answer another company the same catalogue, and refuse a company without the Ordering feature', async () => {
    const contoso = await relatedOf('C9200-24P-E', 'buyer@contoso.example');
    expect(parts(contoso.services)).toEqual(['CON-SNT-C92002PE', 'CON-SNT-C92002PE-3Y']);
    await t.database.db
      .update(companies)
      .set({ features: 0 })
      .where(eq(companies.id, demoCompanies.contoso.id));
    const answer = await getJson(path(), 'buyer@contoso.example');
    expect(answer.status).toBe(403);
    expect(Problem.parse(answer.body).code).toBe('FeatureNotEnabled');
  });
});
