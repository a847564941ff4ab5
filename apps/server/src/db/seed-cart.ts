import { and, asc, eq } from 'drizzle-orm';
import { nextSavedCartNumber } from '../features/saved-carts/store';
import type { Executor, Tx } from './client';
import { cartBundles, cartGroups, cartLines, carts, products } from './schema';
import { seedProductId } from './seed-catalogue';
import { demoCompanies, demoUsers } from './seed-data';
import { seedId } from './seed-ids';

/**
 * The demo carts (issue 4): the Northwind buyer's live cart, three of their saved carts (templates) created
 * this month, last month and last year, and two stored configurations shared with Northwind — one with an
 * optional group, one holding a product since withdrawn from the catalogue. Prices are copied from the
 * catalogue rows, never written here.
 */

interface SeedLineSpec {
  /** Manufacturer part of the catalogue product. */
  part: string;
  /** Where to take another available product from when the part is not in the catalogue. */
  category: string;
  quantity: number;
  /** Months; the product's own service length when absent. */
  serviceLength?: number;
  comment?: string;
}

interface SeedBundleSpec {
  key: string;
  name: string;
  quantity: number;
  lines: SeedLineSpec[];
}

interface SeedGroupSpec {
  key: string;
  name: string;
  optional?: boolean;
  bundles?: SeedBundleSpec[];
  lines?: SeedLineSpec[];
}

interface SeedCartSpec {
  key: string;
  kind: 'cart' | 'template' | 'configuration';
  owner: keyof typeof demoUsers | null;
  company: keyof typeof demoCompanies;
  title: string;
  notes?: string;
  createdAt: Date;
  groups?: SeedGroupSpec[];
  bundles?: SeedBundleSpec[];
  lines?: SeedLineSpec[];
}

/** Ids of the seeded carts, for tests and other seeds. */
export const seedCartIds = {
  buyerCart: seedId('cart:northwind-buyer-live'),
  templates: {
    thisMonth: seedId('cart:template:clinician-notebooks'),
    lastMonth: seedId('cart:template:branch-wireless'),
    lastYear: seedId('cart:template:closet-switches'),
  },
  configurations: {
    examRoom: seedId('cart:configuration:exam-room'),
    legacySwitch: seedId('cart:configuration:legacy-closet-switch'),
  },
} as const;

const SWITCHES = 'Network Switches';
const SUPPORT = 'Support & Warranty';
const SUBSCRIPTION = 'Software Subscriptions';

function relativeDates(now: Date) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    now,
    lastMonth: new Date(Date.UTC(year, month - 1, 15, 15, 0, 0)),
    lastYear: new Date(Date.UTC(year - 1, 5, 15, 15, 0, 0)),
  };
}

function demoCarts(now: Date): SeedCartSpec[] {
  const at = relativeDates(now);
  return [
    {
      key: 'northwind-buyer-live',
      kind: 'cart',
      owner: 'buyer',
      company: 'northwind',
      title: '',
      createdAt: at.now,
      groups: [
        {
          key: 'clinic-network',
          name: 'Clinic network refresh',
          lines: [{ part: 'C9120AXI-B', category: 'Wireless Access Points', quantity: 6 }],
          bundles: [
            {
              key: 'access-switch-kit',
              name: 'Access switch kit',
              quantity: 2,
              lines: [
                { part: 'C9200-24P-E', category: SWITCHES, quantity: 2 },
                { part: 'SFP-10G-SR', category: 'Transceivers & Optics', quantity: 4 },
                { part: 'CON-SNT-C92002PE', category: SUPPORT, quantity: 2, serviceLength: 36 },
              ],
            },
          ],
        },
      ],
      lines: [
        { part: 'GLC-TE', category: 'Transceivers & Optics', quantity: 4 },
        { part: 'C9300-DNA-A-24-3Y', category: SUBSCRIPTION, quantity: 2 },
      ],
    },
    {
      key: 'template:clinician-notebooks',
      kind: 'template',
      owner: 'buyer',
      company: 'northwind',
      title: 'Clinician notebooks',
      notes: 'Standard notebook kit for new clinicians.',
      createdAt: at.now,
      lines: [
        { part: 'N005L544014US', category: 'Notebooks', quantity: 5 },
        { part: 'PSP-NBD-3Y-LAT', category: SUPPORT, quantity: 5 },
        { part: 'WD19S130W', category: 'Docking Stations', quantity: 5 },
      ],
    },
    {
      key: 'template:branch-wireless',
      kind: 'template',
      owner: 'buyer',
      company: 'northwind',
      title: 'Branch wireless refresh',
      createdAt: at.lastMonth,
      lines: [
        { part: 'C9130AXI-B', category: 'Wireless Access Points', quantity: 8 },
        { part: 'MR46-HW', category: 'Wireless Access Points', quantity: 2 },
      ],
    },
    {
      key: 'template:closet-switches',
      kind: 'template',
      owner: 'buyer',
      company: 'northwind',
      title: 'Closet switch replacement',
      createdAt: at.lastYear,
      bundles: [
        {
          key: 'closet-stack',
          name: 'Closet stack',
          quantity: 1,
          lines: [
            { part: 'C9300-48P-A', category: SWITCHES, quantity: 2 },
            { part: 'CON-SNT-C93004PA', category: SUPPORT, quantity: 2 },
          ],
        },
      ],
    },
    {
      key: 'configuration:exam-room',
      kind: 'configuration',
      owner: null,
      company: 'northwind',
      title: 'Exam room workstation standard',
      notes: 'Approved by Northwind IT for every exam room. Accessories are optional.',
      createdAt: at.lastMonth,
      groups: [
        {
          key: 'workstation',
          name: 'Workstation',
          lines: [
            { part: 'N004O7010SFFUS', category: 'Desktops', quantity: 1 },
            { part: 'P2723DE', category: 'Monitors', quantity: 2 },
          ],
        },
        {
          key: 'accessories',
          name: 'Optional accessories',
          optional: true,
          lines: [
            { part: 'KM5221W-US', category: 'Keyboards & Mice', quantity: 1 },
            { part: 'WD19S130W', category: 'Docking Stations', quantity: 1 },
          ],
        },
      ],
    },
    {
      key: 'configuration:legacy-closet-switch',
      kind: 'configuration',
      owner: null,
      company: 'northwind',
      title: 'Legacy closet switch (Catalyst 3850)',
      notes: 'Replacement for existing 3850 stacks.',
      createdAt: at.lastYear,
      lines: [
        { part: 'WS-C3850-24P-L', category: SWITCHES, quantity: 1 },
        { part: 'GLC-TE', category: 'Transceivers & Optics', quantity: 2 },
      ],
    },
  ];
}

type ProductRow = typeof products.$inferSelect;

/** The catalogue product of a part, or another available one of its category when the part is missing. */
async function pickProduct(tx: Executor, line: SeedLineSpec): Promise<ProductRow | undefined> {
  const [byPart] = await tx
    .select()
    .from(products)
    .where(eq(products.id, seedProductId(line.part)))
    .limit(1);
  if (byPart) return byPart;
  const [byCategory] = await tx
    .select()
    .from(products)
    .where(and(eq(products.category, line.category), eq(products.available, true)))
    .orderBy(asc(products.manufacturerPart))
    .limit(1);
  return byCategory;
}

export async function seedCarts(tx: Tx): Promise<void> {
  for (const spec of demoCarts(new Date())) await insertCart(tx, spec);
}

async function insertCart(tx: Tx, spec: SeedCartSpec): Promise<void> {
  const cartId = seedId(`cart:${spec.key}`);
  const documentNumber = spec.kind === 'cart' ? `CART-${cartId}` : await nextSavedCartNumber(tx);
  await tx.insert(carts).values({
    id: cartId,
    companyId: demoCompanies[spec.company].id,
    ownerUserId: spec.owner ? demoUsers[spec.owner].id : null,
    kind: spec.kind,
    title: spec.title,
    notes: spec.notes ?? '',
    documentNumber,
    createdAt: spec.createdAt,
    updatedAt: spec.createdAt,
  });

  let position = 0;
  const insertLines = async (lines: SeedLineSpec[], groupId: string | null, bundleId: string | null) => {
    for (const line of lines) {
      const product = await pickProduct(tx, line);
      if (!product) continue;
      position += 1;
      await tx.insert(cartLines).values({
        id: seedId(`cart-line:${spec.key}:${position}`),
        cartId,
        productId: product.id,
        bundleId,
        groupId,
        position,
        manufacturerPart: product.manufacturerPart,
        manufacturerName: product.manufacturerName,
        description: product.description,
        unitPrice: product.unitPrice,
        quantity: line.quantity,
        serviceLength: line.serviceLength ?? product.serviceLength,
        pricingHidden: product.pricingHidden,
        itemType: product.itemType,
        initialTerm: product.initialTerm,
        comment: line.comment ?? '',
        createdAt: spec.createdAt,
      });
    }
  };
  const insertBundles = async (bundles: SeedBundleSpec[], groupId: string | null) => {
    for (const [index, bundle] of bundles.entries()) {
      const bundleId = seedId(`cart-bundle:${spec.key}:${bundle.key}`);
      await tx.insert(cartBundles).values({
        id: bundleId,
        cartId,
        groupId,
        name: bundle.name,
        quantity: bundle.quantity,
        position: index + 1,
      });
      await insertLines(bundle.lines, groupId, bundleId);
    }
  };

  await insertLines(spec.lines ?? [], null, null);
  await insertBundles(spec.bundles ?? [], null);
  for (const [index, group] of (spec.groups ?? []).entries()) {
    const groupId = seedId(`cart-group:${spec.key}:${group.key}`);
    await tx.insert(cartGroups).values({
      id: groupId,
      cartId,
      parentGroupId: null,
      name: group.name,
      position: index + 1,
      optional: group.optional ?? false,
    });
    await insertLines(group.lines ?? [], groupId, null);
    await insertBundles(group.bundles ?? [], groupId);
  }
}
