import { toMoney } from '@b2b-portal/flows/rules';
import type { Executor } from './client';
import { manufacturers, productRelations, products, productTechSpecs } from './schema';
import {
  catalogueManufacturers,
  catalogueProducts,
  catalogueRelations,
  type SeedProduct,
} from './seed-catalogue-data';
import { seedId } from './seed-ids';

export { catalogueManufacturers, catalogueProducts, catalogueRelations } from './seed-catalogue-data';

/**
 * Products other seeds know by a name of their own: the withdrawn Catalyst 3850 is the "no longer available"
 * item of the shared cart seed.
 */
const productIdOverrides: Readonly<Record<string, string>> = {
  'WS-C3850-24P-L': seedId('product:withdrawn-1'),
};

/** Id of a seeded product by its manufacturer part (`seedId('product:' + part)`, deterministic). */
export function seedProductId(part: string): string {
  return productIdOverrides[part] ?? seedId(`product:${part}`);
}

/** Id of a seeded manufacturer by its code (CSCO, DELL…). */
export function seedManufacturerId(code: string): string {
  return seedId(`manufacturer:${code}`);
}

/** Seeded products by part, for seeds and tests that pick products by what a person would type. */
export const catalogueSeedParts: ReadonlyMap<string, SeedProduct & { id: string }> = new Map(
  catalogueProducts.map((product) => [product.part, { ...product, id: seedProductId(product.part) }]),
);

/** Id of a product of the demo catalogue; a part it does not hold is a mistake in the seed's relations. */
function seededId(part: string): string {
  const product = catalogueSeedParts.get(part);
  if (!product) throw new Error(`The related part ${part} is not in the demo catalogue`);
  return product.id;
}

const manufacturerName = new Map<string, string>(catalogueManufacturers.map((m) => [m.code, m.name]));

/**
 * Writes the demo catalogue: twelve manufacturers, their products, each product's tech specs and the service
 * contracts and options related to it.
 */
export async function seedCatalogue(tx: Executor): Promise<void> {
  await tx.insert(manufacturers).values(
    catalogueManufacturers.map((manufacturer) => ({
      id: seedManufacturerId(manufacturer.code),
      name: manufacturer.name,
      code: manufacturer.code,
    })),
  );
  await tx.insert(products).values(
    catalogueProducts.map((product) => ({
      id: seedProductId(product.part),
      manufacturerId: seedManufacturerId(product.manufacturer),
      manufacturerName: manufacturerName.get(product.manufacturer) as string,
      manufacturerPart: product.part,
      description: product.description,
      longDescription: product.longDescription ?? '',
      category: product.category,
      unspsc: product.unspsc,
      unitOfMeasure: product.unitOfMeasure ?? 'EA',
      unitPrice: toMoney(product.unitPrice),
      listPrice: toMoney(product.listPrice),
      pricingHidden: product.pricingHidden ?? false,
      serviceLength: product.serviceLength ?? 0,
      itemType: product.variableBilling?.itemType ?? null,
      initialTerm: product.variableBilling?.initialTerm ?? null,
      available: product.available ?? true,
      imageUrl: null,
    })),
  );
  await tx.insert(productTechSpecs).values(
    catalogueProducts.flatMap((product) =>
      Object.entries(product.specs)
        .flatMap(([groupName, specs]) => specs.map(([name, value]) => ({ groupName, name, value })))
        .map((spec, sort) => ({ productId: seedProductId(product.part), sort, ...spec })),
    ),
  );
  await tx.insert(productRelations).values(
    catalogueRelations.flatMap((relation) =>
      (['services', 'options'] as const).flatMap((list) =>
        (relation[list] ?? []).map((part, sort) => ({
          productId: seededId(relation.part),
          relatedProductId: seededId(part),
          kind: list === 'services' ? ('service' as const) : ('option' as const),
          sort,
        })),
      ),
    ),
  );
}
