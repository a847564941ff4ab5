import { randomUUID } from 'node:crypto';
import { extendedPrice, type Money } from '@b2b-portal/flows/rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { cartBundles, cartGroups, cartLines, carts, products } from '../../db/schema';
import type { PunchOutLine } from './cxml';

/**
 * What punch-in and punch-out do to a cart, on the cart tables directly: load the lines of an edit or inspect
 * session into the punch-in login's own cart, add a configuration as a bundle, read the lines to send back, empty
 * the cart after the transfer. Writes follow the cart's versioning (lock the cart row, bump `carts.version`, stamp what changed
 * with it), so a window showing the cart sees the change as a newer version.
 */

export type LiveCart = typeof carts.$inferSelect;

/** A line to put into the cart. */
export interface NewCartLine {
  productId: string | null;
  manufacturerPart: string;
  manufacturerName: string;
  description: string;
  unitPrice: Money;
  quantity: number;
  serviceLength: number;
  pricingHidden: boolean;
  itemType: string | null;
  initialTerm: number | null;
}

/**
 * Whose cart: the user's live cart, or with `punchInLoginId` the punch-out cart of that punch-in login (kind
 * 'punchout', issue 16), which a punch-out session fills and returns without touching the user's own cart.
 */
export interface CartHolder {
  userId: string;
  companyId: string;
  punchInLoginId: string | null;
}

/** The holder's cart (see CartHolder), locked for this transaction and created empty when there is none. */
export async function lockLiveCart(tx: Tx, holder: CartHolder): Promise<LiveCart> {
  const punchOut = holder.punchInLoginId !== null;
  const which = holder.punchInLoginId
    ? and(eq(carts.loginId, holder.punchInLoginId), eq(carts.kind, 'punchout'))
    : and(eq(carts.ownerUserId, holder.userId), eq(carts.kind, 'cart'));
  const find = async () => (await tx.select().from(carts).where(which).limit(1).for('update'))[0];
  const existing = await find();
  if (existing) return existing;
  const id = randomUUID();
  await tx
    .insert(carts)
    .values({
      id,
      companyId: holder.companyId,
      ownerUserId: holder.userId,
      kind: punchOut ? 'punchout' : 'cart',
      loginId: holder.punchInLoginId,
      // As the cart feature does: the live cart is never shown by number; the id keeps the number unique.
      documentNumber: `${punchOut ? 'PUNCHOUT' : 'CART'}-${id}`,
    })
    .onConflictDoNothing();
  const created = await find();
  if (!created) throw new Error('The live cart could not be created');
  return created;
}

async function bumpVersion(tx: Tx, cart: LiveCart): Promise<number> {
  const version = cart.version + 1;
  await tx.update(carts).set({ version, updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
  return version;
}

async function insertLines(
  tx: Tx,
  cart: LiveCart,
  version: number,
  lines: readonly NewCartLine[],
  placement: { bundleId: string | null; firstPosition: number },
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(cartLines).values(
    lines.map((line, index) => ({
      cartId: cart.id,
      bundleId: placement.bundleId,
      position: placement.firstPosition + index,
      updatedVersion: version,
      ...line,
    })),
  );
}

/** Replaces everything in the cart with these lines (an edit or inspect punch-in). */
export async function replaceCartLines(tx: Tx, cart: LiveCart, lines: readonly NewCartLine[]): Promise<void> {
  const version = await bumpVersion(tx, cart);
  await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
  await tx.delete(cartBundles).where(eq(cartBundles.cartId, cart.id));
  await tx.delete(cartGroups).where(eq(cartGroups.cartId, cart.id));
  await insertLines(tx, cart, version, lines, { bundleId: null, firstPosition: 0 });
}

/** Adds the lines as one new bundle after everything in the cart (a configuration coming back). */
export async function addBundle(
  tx: Tx,
  cart: LiveCart,
  name: string,
  lines: readonly NewCartLine[],
): Promise<string> {
  const version = await bumpVersion(tx, cart);
  const [last] = await tx
    .select({
      position: sql<number>`greatest(
        (select coalesce(max(${cartBundles.position}), -1) from ${cartBundles} where ${cartBundles.cartId} = ${cart.id}),
        (select coalesce(max(${cartLines.position}), -1) from ${cartLines} where ${cartLines.cartId} = ${cart.id} and ${cartLines.bundleId} is null)
      )::int`,
    })
    .from(carts)
    .where(eq(carts.id, cart.id));
  const [bundle] = await tx
    .insert(cartBundles)
    .values({
      cartId: cart.id,
      name,
      quantity: 1,
      position: (last?.position ?? -1) + 1,
      updatedVersion: version,
    })
    .returning({ id: cartBundles.id });
  if (!bundle) throw new Error('The bundle could not be created');
  await insertLines(tx, cart, version, lines, { bundleId: bundle.id, firstPosition: 0 });
  return bundle.id;
}

/** Empties the cart, unless it changed since `seenVersion` (then answers false and changes nothing). */
export async function emptyCart(tx: Tx, cartId: string, seenVersion: number): Promise<boolean> {
  const bumped = await tx
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), eq(carts.version, seenVersion)))
    .returning({ id: carts.id });
  if (bumped.length === 0) return false;
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  await tx.delete(cartBundles).where(eq(cartBundles.cartId, cartId));
  await tx.delete(cartGroups).where(eq(cartGroups.cartId, cartId));
  return true;
}

/** A line of the cart as punch-out reads it, with what the catalogue adds (UNSPSC, unit of measure). */
export interface CartLineForPunchOut {
  id: string;
  productId: string | null;
  manufacturerPart: string;
  manufacturerName: string;
  description: string;
  unitPrice: Money;
  quantity: number;
  serviceLength: number;
  pricingHidden: boolean;
  unspsc: string | null;
  unitOfMeasure: string | null;
  bundleName: string | null;
}

/** The punch-out cart of a punch-in login (unlocked) and its lines in display order, or null when it has none. */
export async function readPunchOutCartLines(
  db: Executor,
  punchInLoginId: string,
): Promise<{ cart: LiveCart; lines: CartLineForPunchOut[] } | null> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.loginId, punchInLoginId), eq(carts.kind, 'punchout')))
    .limit(1);
  if (!cart) return null;
  const lines = await db
    .select({
      id: cartLines.id,
      productId: cartLines.productId,
      manufacturerPart: cartLines.manufacturerPart,
      manufacturerName: cartLines.manufacturerName,
      description: cartLines.description,
      unitPrice: cartLines.unitPrice,
      quantity: cartLines.quantity,
      serviceLength: cartLines.serviceLength,
      pricingHidden: cartLines.pricingHidden,
      unspsc: products.unspsc,
      unitOfMeasure: products.unitOfMeasure,
      bundleName: cartBundles.name,
    })
    .from(cartLines)
    .leftJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(cartBundles, eq(cartBundles.id, cartLines.bundleId))
    .where(eq(cartLines.cartId, cart.id))
    .orderBy(
      asc(sql`coalesce(${cartBundles.position}, ${cartLines.position})`),
      asc(sql`${cartLines.bundleId} is not null`),
      asc(cartLines.position),
      asc(cartLines.createdAt),
    );
  return { cart, lines };
}

/** The cart lines as punch-out lines: the unit price covers the whole service length, so quantity × price is the extended price. */
export function punchOutLinesOfCart(lines: readonly CartLineForPunchOut[]): PunchOutLine[] {
  return lines.map((line) => ({
    supplierPartId: line.productId ?? line.manufacturerPart,
    supplierPartAuxiliaryId: line.id,
    description: line.description,
    quantity: line.quantity,
    unitPrice: extendedPrice(line.unitPrice, 1, line.serviceLength),
    unitOfMeasure: line.unitOfMeasure ?? 'EA',
    classification: line.unspsc ?? '',
    manufacturerPart: line.manufacturerPart,
    manufacturerName: line.manufacturerName,
    serviceLength: line.serviceLength,
    bundleName: line.bundleName,
  }));
}

/** What identifies a product in a line coming from outside: our product id, or the manufacturer's part. */
export interface ProductReference {
  supplierPartId: string;
  manufacturerPartId: string;
  manufacturerName: string;
}

type ProductRow = typeof products.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The catalogue product each reference names, or null: by our product id (what we send as SupplierPartID), else
 * by manufacturer part — and manufacturer name when given — when that names exactly one product.
 */
export async function findProducts(
  db: Executor,
  references: readonly ProductReference[],
): Promise<(ProductRow | null)[]> {
  const ids = [...new Set(references.map((ref) => ref.supplierPartId).filter((id) => UUID.test(id)))];
  const parts = [
    ...new Set(
      references
        .flatMap((ref) => [ref.manufacturerPartId, ref.supplierPartId])
        .filter(Boolean)
        .map((part) => part.toLowerCase()),
    ),
  ];
  const byId = new Map<string, ProductRow>();
  if (ids.length > 0) {
    for (const row of await db.select().from(products).where(inArray(products.id, ids)))
      byId.set(row.id, row);
  }
  const byPart = new Map<string, ProductRow[]>();
  if (parts.length > 0) {
    const rows = await db
      .select()
      .from(products)
      .where(inArray(sql`lower(${products.manufacturerPart})`, parts));
    for (const row of rows) {
      const key = row.manufacturerPart.toLowerCase();
      byPart.set(key, [...(byPart.get(key) ?? []), row]);
    }
  }
  return references.map((ref) => {
    const direct = byId.get(ref.supplierPartId.toLowerCase());
    if (direct) return direct;
    for (const part of [ref.manufacturerPartId, ref.supplierPartId]) {
      if (!part) continue;
      const candidates = (byPart.get(part.toLowerCase()) ?? []).filter(
        (row) =>
          !ref.manufacturerName || row.manufacturerName.toLowerCase() === ref.manufacturerName.toLowerCase(),
      );
      if (candidates.length === 1) return candidates[0] ?? null;
    }
    return null;
  });
}

/**
 * A line for a product of ours, priced by our catalogue, or — for a part we do not sell — a request item
 * (price 0): prices never come from outside the portal, because both the procurement system's lines and the
 * configuration tool's cart reach us through the user's browser.
 */
export function cartLineFor(
  product: ProductRow | null,
  outside: { quantity: number; description: string; manufacturerPart: string; manufacturerName: string },
): NewCartLine {
  if (product) {
    return {
      productId: product.id,
      manufacturerPart: product.manufacturerPart,
      manufacturerName: product.manufacturerName,
      description: product.description,
      unitPrice: product.unitPrice,
      quantity: outside.quantity,
      serviceLength: product.serviceLength,
      pricingHidden: product.pricingHidden,
      itemType: product.itemType,
      initialTerm: product.initialTerm,
    };
  }
  return {
    productId: null,
    manufacturerPart: outside.manufacturerPart.slice(0, 200),
    manufacturerName: outside.manufacturerName.slice(0, 200),
    description: (outside.description || outside.manufacturerPart).slice(0, 2000),
    unitPrice: '0.00',
    quantity: outside.quantity,
    serviceLength: 0,
    pricingHidden: false,
    itemType: null,
    initialTerm: null,
  };
}
