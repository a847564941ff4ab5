import {
  type Manufacturer,
  type ProductHeader,
  type ProductTechSpecs,
  RELATED_PRODUCTS_MAX,
  type TechSpecGroup,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { toMoney } from '@b2b-portal/flows/rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { manufacturers, products, productTechSpecs } from '../../db/schema';
import { Problems } from '../../http/problem';
import { type ProductRow, productColumns } from './search';

/**
 * What a customer may see of a product row. A hidden price never leaves the server: both prices answer 0 and
 * `pricingHidden` says why.
 */
export function productHeader(row: ProductRow): ProductHeader {
  return {
    id: row.id,
    manufacturerID: row.manufacturerId,
    manufacturerName: row.manufacturerName,
    manufacturerPart: row.manufacturerPart,
    description: row.description,
    category: row.category,
    unitOfMeasure: row.unitOfMeasure,
    unitPrice: row.pricingHidden ? '0.00' : toMoney(row.unitPrice),
    listPrice: row.pricingHidden ? '0.00' : toMoney(row.listPrice),
    pricingHidden: row.pricingHidden,
    serviceLength: row.serviceLength,
    variableBilling: row.itemType ? { itemType: row.itemType, initialTerm: row.initialTerm } : null,
    available: row.available,
    imageUrl: row.imageUrl,
  };
}

export const productNotFound = () =>
  Problems.notFound('ProductNotFound', formatMessage('Catalogue.ProductNotFound'));

/**
 * Whether a customer may see a product: the one rule of the catalogue (a withdrawn product is seen by nobody;
 * prices are everyone's, or hidden for everyone). The search's `commonConditions` and the related products apply
 * the same on the `p` alias.
 */
const visible = sql`p.available`;

/** A product a customer may see, or 404 ProductNotFound. */
async function visibleProduct(db: Executor, productId: string) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.available, true)))
    .limit(1);
  if (!product) throw productNotFound();
  return product;
}

/** One available product with its spec groups in the manufacturer's order; 404 ProductNotFound otherwise. */
export async function productTechSpecsOf(db: Executor, productId: string): Promise<ProductTechSpecs> {
  const product = await visibleProduct(db, productId);
  const specs = await db
    .select({
      groupName: productTechSpecs.groupName,
      name: productTechSpecs.name,
      value: productTechSpecs.value,
    })
    .from(productTechSpecs)
    .where(eq(productTechSpecs.productId, productId))
    .orderBy(asc(productTechSpecs.sort));
  const groups = new Map<string, TechSpecGroup>();
  for (const spec of specs) {
    const group = groups.get(spec.groupName) ?? { groupName: spec.groupName, specs: [] };
    group.specs.push({ name: spec.name, value: spec.value });
    groups.set(spec.groupName, group);
  }
  return {
    ...productHeader(product),
    unspsc: product.unspsc,
    longDescription: product.longDescription,
    specGroups: [...groups.values()],
  };
}

/**
 * The service contracts and options of a product the customer may see (404 ProductNotFound otherwise): the
 * related products the customer may see too, in each kind's `sort` order (then by part), at most
 * `RELATED_PRODUCTS_MAX` of each kind. Headers only; the route adds the caller's cart quantities.
 */
export async function relatedProductsOf(
  db: Executor,
  productId: string,
): Promise<{ services: ProductHeader[]; options: ProductHeader[] }> {
  await visibleProduct(db, productId);
  const result = await db.execute(sql`
    select * from (
      select r.kind,
        row_number() over (partition by r.kind order by r.sort, p.manufacturer_part, p.id) as position,
        ${productColumns}
      from product_relations r
      join products p on p.id = r.related_product_id
      where r.product_id = ${productId} and ${visible}
    ) related
    where related.position <= ${RELATED_PRODUCTS_MAX}
    order by related.kind, related.position`);
  const rows = (result as unknown as { rows: (ProductRow & { kind: 'service' | 'option' })[] }).rows;
  const services: ProductHeader[] = [];
  const options: ProductHeader[] = [];
  for (const row of rows) (row.kind === 'service' ? services : options).push(productHeader(row));
  return { services, options };
}

/** Every manufacturer by name, with its count of available products. */
export async function listManufacturers(db: Executor): Promise<Manufacturer[]> {
  return db
    .select({
      id: manufacturers.id,
      name: manufacturers.name,
      code: manufacturers.code,
      productCount: sql<number>`(count(${products.id}) filter (where ${products.available}))::int`,
    })
    .from(manufacturers)
    .leftJoin(products, eq(products.manufacturerId, manufacturers.id))
    .groupBy(manufacturers.id)
    .orderBy(sql`lower(${manufacturers.name})`, asc(manufacturers.name));
}
