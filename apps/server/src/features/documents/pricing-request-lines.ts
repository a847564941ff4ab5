import { randomUUID } from 'node:crypto';
import {
  EMPTY_GUID,
  type Money,
  type PricingRequestBundle,
  type PricingRequestItem,
  type PricingRequestLines,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { checkoutBlocker, numberLines, priceCartLine, toMoney } from '@b2b-portal/flows/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartBundles, cartGroups, cartLines, carts, products } from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import { callersCartOf } from '../cart/document';
import { blockedBy } from '../cart/live-cart';

/**
 * The lines a pricing request keeps: a snapshot of the caller's cart (all of it, or the lines and bundles
 * named) or of one catalogue product, as the document tree of 001 §3 with the fields of a cart line. A hidden
 * price stays hidden: it is stored as 0, as the cart shows it.
 */

const none = (id: string | null | undefined) => id ?? EMPTY_GUID;

const cartEmpty = () => blockedBy(checkoutBlocker('CartEmpty'), 409);

/** The caller's cart lines in the tree, or the ones named by `lineIds` (lines, or bundles meaning all their lines). */
export async function cartSnapshot(
  db: Executor,
  principal: Principal,
  companyId: string,
  lineIds: readonly string[] | undefined,
): Promise<PricingRequestLines> {
  const [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(callersCartOf(principal), eq(carts.companyId, companyId)))
    .limit(1);
  if (!cart) throw cartEmpty();
  const [groups, bundles, lines] = await Promise.all([
    db
      .select()
      .from(cartGroups)
      .where(eq(cartGroups.cartId, cart.id))
      .orderBy(asc(cartGroups.position), asc(cartGroups.id)),
    db
      .select()
      .from(cartBundles)
      .where(eq(cartBundles.cartId, cart.id))
      .orderBy(asc(cartBundles.position), asc(cartBundles.id)),
    db
      .select({ line: cartLines, productAvailable: products.available })
      .from(cartLines)
      .leftJoin(products, eq(products.id, cartLines.productId))
      .where(eq(cartLines.cartId, cart.id))
      .orderBy(asc(cartLines.position), asc(cartLines.createdAt), asc(cartLines.id)),
  ]);
  if (lines.length === 0) throw cartEmpty();

  let chosen = lines;
  if (lineIds) {
    const wanted = new Set(lineIds);
    const known = new Set([...lines.map(({ line }) => line.id), ...bundles.map((bundle) => bundle.id)]);
    if ([...wanted].some((id) => !known.has(id))) {
      throw Problems.notFound('CartLineNotFound', formatMessage('PricingRequest.LineNotFound'));
    }
    chosen = lines.filter(
      ({ line }) => wanted.has(line.id) || (line.bundleId !== null && wanted.has(line.bundleId)),
    );
  }

  // Keep the bundles of the chosen lines, and the groups holding them with every enclosing group.
  const keptBundles = bundles.filter((bundle) => chosen.some(({ line }) => line.bundleId === bundle.id));
  const groupById = new Map(groups.map((group) => [group.id, group]));
  const keptGroupIds = new Set<string>();
  const keepGroup = (id: string | null) => {
    for (let group = id ? groupById.get(id) : undefined; group && !keptGroupIds.has(group.id); ) {
      keptGroupIds.add(group.id);
      group = group.parentGroupId ? groupById.get(group.parentGroupId) : undefined;
    }
  };
  for (const bundle of keptBundles) keepGroup(bundle.groupId);
  for (const { line } of chosen) if (line.bundleId === null) keepGroup(line.groupId);

  const tree = {
    groups: groups
      .filter((group) => keptGroupIds.has(group.id))
      .map((group) => ({
        id: group.id,
        parentGroupID:
          group.parentGroupId && keptGroupIds.has(group.parentGroupId) ? group.parentGroupId : EMPTY_GUID,
        name: group.name,
        position: group.position,
        optional: group.optional,
      })),
    bundles: keptBundles.map(
      (bundle): PricingRequestBundle => ({
        id: bundle.id,
        groupID: none(bundle.groupId),
        name: bundle.name,
        quantity: bundle.quantity,
        isBundle: true,
        isGhost: bundle.isGhost,
        position: bundle.position,
      }),
    ),
    items: chosen.map(({ line, productAvailable }) =>
      item({
        id: line.id,
        productID: line.productId,
        bundleID: none(line.bundleId),
        // A bundled line belongs to its bundle's group.
        groupID: line.bundleId ? EMPTY_GUID : none(line.groupId),
        position: line.position,
        manufacturerPart: line.manufacturerPart,
        manufacturerName: line.manufacturerName,
        description: line.description,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        serviceLength: line.serviceLength,
        pricingHidden: line.pricingHidden,
        isCustomRequest: line.isCustomRequest,
        available: line.productId ? productAvailable !== false : line.isCustomRequest,
        itemType: line.itemType,
        initialTerm: line.initialTerm,
        comment: line.comment,
      }),
    ),
  };
  return numberLines(tree);
}

/** One product of the shop, as a single loose line. */
export async function productSnapshot(
  db: Executor,
  productId: string,
  quantity: number,
): Promise<PricingRequestLines> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.available, true)))
    .limit(1);
  if (!product) throw Problems.notFound('ProductNotFound', formatMessage('PricingRequest.ProductNotFound'));
  return numberLines({
    groups: [],
    bundles: [],
    items: [
      item({
        id: randomUUID(),
        productID: product.id,
        bundleID: EMPTY_GUID,
        groupID: EMPTY_GUID,
        position: 0,
        manufacturerPart: product.manufacturerPart,
        manufacturerName: product.manufacturerName,
        description: product.description,
        unitPrice: product.unitPrice,
        quantity,
        serviceLength: product.serviceLength,
        pricingHidden: product.pricingHidden,
        isCustomRequest: false,
        available: true,
        itemType: product.itemType,
        initialTerm: product.initialTerm,
        comment: '',
      }),
    ],
  });
}

interface LineSource {
  id: string;
  productID: string | null;
  bundleID: string;
  groupID: string;
  position: number;
  manufacturerPart: string;
  manufacturerName: string;
  description: string;
  unitPrice: Money;
  quantity: number;
  serviceLength: number;
  pricingHidden: boolean;
  isCustomRequest: boolean;
  available: boolean;
  itemType: string | null;
  initialTerm: number | null;
  comment: string;
}

/** A line with its prices (a hidden price as 0) and not yet numbered. */
function item(source: LineSource): PricingRequestItem {
  const { itemType, initialTerm, ...rest } = source;
  const priced = priceCartLine(source);
  return {
    ...rest,
    unitPrice: priced.unitPrice,
    extendedPrice: priced.extendedPrice,
    isRequestItem: priced.isRequestItem,
    variableBilling: itemType ? { itemType, initialTerm } : null,
    printLineNumber: 0,
    indexPos: 0,
  };
}

/**
 * Document lines kept as JSON (pricing requests, quotes, requisitions) as the contract's tree, an old or
 * broken value reading as no lines. Amounts written as JSON numbers, before money was carried as decimal
 * strings, are read as `Money` ("19.99").
 */
export function storedLines(stored: unknown): PricingRequestLines {
  const lines = (stored ?? {}) as Partial<PricingRequestLines>;
  return {
    groups: lines.groups ?? [],
    bundles: lines.bundles ?? [],
    items: (lines.items ?? []).map((item) => ({
      ...item,
      unitPrice: toMoney(item.unitPrice),
      extendedPrice: toMoney(item.extendedPrice),
    })),
  };
}
