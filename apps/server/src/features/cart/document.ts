import type { CartBundle, CartItem, SavedCart, ShoppingCart } from '@b2b-portal/api';
import {
  type CartTotals,
  cartTotals,
  checkoutBlockers,
  emptyGuid,
  numberLines,
  priceCartLine,
} from '@b2b-portal/flows/rules';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { cartBundles, cartGroups, cartLines, carts, products, users } from '../../db/schema';

/**
 * Reading a document of the cart family (live cart, template, stored configuration) into the answer shape of
 * the contract. Prices and totals come from the flows rules over the stored lines, never from a client.
 */

export type CartRow = typeof carts.$inferSelect;
export type CartGroupRow = typeof cartGroups.$inferSelect;
export type CartBundleRow = typeof cartBundles.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
/** A stored line with its product's availability (true for a custom request item). */
export type StoredLine = CartLineRow & { available: boolean };

export interface CartContents {
  groups: CartGroupRow[];
  bundles: CartBundleRow[];
  lines: StoredLine[];
}

/** The groups, bundles and lines of some carts, in position order. */
export async function readContents(
  db: Executor,
  cartIds: readonly string[],
): Promise<Map<string, CartContents>> {
  const byCart = new Map<string, CartContents>(
    cartIds.map((id) => [id, { groups: [], bundles: [], lines: [] }]),
  );
  if (cartIds.length === 0) return byCart;
  const ids = [...cartIds];
  // One query after another: a transaction's connection runs one query at a time.
  const groups = await db
    .select()
    .from(cartGroups)
    .where(inArray(cartGroups.cartId, ids))
    .orderBy(asc(cartGroups.position), asc(cartGroups.id));
  const bundles = await db
    .select()
    .from(cartBundles)
    .where(inArray(cartBundles.cartId, ids))
    .orderBy(asc(cartBundles.position), asc(cartBundles.id));
  const lines = await db
    .select({ line: cartLines, productAvailable: products.available })
    .from(cartLines)
    .leftJoin(products, eq(products.id, cartLines.productId))
    .where(inArray(cartLines.cartId, ids))
    .orderBy(asc(cartLines.position), asc(cartLines.createdAt), asc(cartLines.id));
  for (const group of groups) byCart.get(group.cartId)?.groups.push(group);
  for (const bundle of bundles) byCart.get(bundle.cartId)?.bundles.push(bundle);
  for (const { line, productAvailable } of lines) {
    byCart.get(line.cartId)?.lines.push({ ...line, available: isAvailable(line, productAvailable) });
  }
  return byCart;
}

export async function readCartContents(db: Executor, cartId: string): Promise<CartContents> {
  return (await readContents(db, [cartId])).get(cartId) as CartContents;
}

/** A custom request item needs no product; a catalogue line needs its product, still available. */
function isAvailable(line: CartLineRow, productAvailable: boolean | null): boolean {
  if (line.isCustomRequest) return true;
  return line.productId !== null && productAvailable === true;
}

const orNone = (id: string | null) => id ?? emptyGuid;

/** The pricing view of a stored line, for the totals rules. */
export const linePricing = (line: CartLineRow) => ({
  unitPrice: line.unitPrice,
  quantity: line.quantity,
  serviceLength: line.serviceLength,
  pricingHidden: line.pricingHidden,
  itemType: line.itemType,
  bundleID: orNone(line.bundleId),
});

export interface CartDocument {
  groups: ShoppingCart['groups'];
  bundles: CartBundle[];
  items: CartItem[];
  totals: CartTotals;
  unavailableItemCount: number;
}

/** The contract's tree of a document: lines in document order with running line numbers, and its totals. */
export function buildDocument(contents: CartContents): CartDocument {
  const groups = contents.groups.map((group) => ({
    id: group.id,
    parentGroupID: orNone(group.parentGroupId),
    name: group.name,
    position: group.position,
    optional: group.optional,
  }));
  const bundles: CartBundle[] = contents.bundles.map((bundle) => ({
    id: bundle.id,
    groupID: orNone(bundle.groupId),
    name: bundle.name,
    quantity: bundle.quantity,
    isBundle: true,
    isGhost: bundle.isGhost,
    position: bundle.position,
    version: bundle.updatedVersion,
  }));
  const bundleGroup = new Map(bundles.map((bundle) => [bundle.id, bundle.groupID]));
  const unordered = contents.lines.map((line) => {
    const priced = priceCartLine(line);
    const bundleID = orNone(line.bundleId);
    const item: CartItem = {
      id: line.id,
      productID: line.productId,
      bundleID,
      // A bundled line is in its bundle's group.
      groupID: bundleGroup.get(bundleID) ?? orNone(line.groupId),
      position: line.position,
      printLineNumber: 0,
      indexPos: 0,
      manufacturerPart: line.manufacturerPart,
      manufacturerName: line.manufacturerName,
      description: line.description,
      unitPrice: priced.unitPrice,
      quantity: line.quantity,
      serviceLength: line.serviceLength,
      extendedPrice: priced.extendedPrice,
      pricingHidden: line.pricingHidden,
      isRequestItem: priced.isRequestItem,
      isCustomRequest: line.isCustomRequest,
      available: line.available,
      variableBilling: line.itemType ? { itemType: line.itemType, initialTerm: line.initialTerm } : null,
      comment: line.comment,
      version: line.updatedVersion,
    };
    return item;
  });
  const { items } = numberLines({ groups, bundles, items: unordered });
  return {
    groups,
    bundles,
    items,
    totals: cartTotals(contents.lines.map(linePricing)),
    unavailableItemCount: contents.lines.filter((line) => !line.available).length,
  };
}

function documentFields(cart: CartRow, document: CartDocument) {
  const { totals } = document;
  return {
    id: cart.id,
    version: cart.version,
    groups: document.groups,
    bundles: document.bundles,
    items: document.items,
    showPricing: totals.showPricing,
    grandTotal: totals.grandTotal,
    recurringMonthlyCharges: totals.recurringMonthlyCharges,
    count: totals.count,
    itemCountWithBundles: totals.itemCountWithBundles,
    containRequestItem: totals.containRequestItem,
  };
}

/**
 * Reads a cart whole: its groups, bundles and lines from the same moment, though another tab writes meanwhile.
 * Without a transaction (issue 14: none around a plain read, which on PGlite would hold the one connection):
 * every write of a cart bumps `carts.version` in the transaction that changes its contents (versioned.ts), so
 * reads that began and ended at the same version saw no write in between. `cart` is the row the caller has just
 * read; when a write came between, the reads run again from the new version, and after three tries in one
 * read-only snapshot.
 */
export async function readSnapshot<T>(
  db: Db,
  cart: CartRow,
  read: (db: Executor, cart: CartRow) => Promise<T>,
): Promise<T> {
  let current = cart;
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = await read(db, current);
    const [now] = await db.select().from(carts).where(eq(carts.id, cart.id));
    if (!now || now.version === current.version) return answer;
    current = now;
  }
  return db.transaction(
    async (tx) => {
      const [row] = await tx.select().from(carts).where(eq(carts.id, cart.id));
      return read(tx, row ?? cart);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The live cart as `ShoppingCart`. */
export async function readShoppingCart(db: Executor, cart: CartRow): Promise<ShoppingCart> {
  const document = buildDocument(await readCartContents(db, cart.id));
  return {
    ...documentFields(cart, document),
    documentID: cart.id,
    checkoutBlockers: checkoutBlockers(document.totals),
  };
}

export async function ownerNames(
  db: Executor,
  userIds: readonly (string | null)[],
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

/** A template or stored configuration as `SavedCart`. */
export async function readSavedCart(db: Executor, cart: CartRow): Promise<SavedCart> {
  const contents = await readCartContents(db, cart.id);
  const names = await ownerNames(db, [cart.ownerUserId]);
  const document = buildDocument(contents);
  return {
    ...documentFields(cart, document),
    kind: cart.kind === 'configuration' ? 'configuration' : 'template',
    title: cart.title,
    documentNumber: cart.documentNumber,
    notes: cart.notes,
    createdDate: cart.createdAt.toISOString(),
    modifiedDate: cart.updatedAt.toISOString(),
    ownerName: cart.ownerUserId ? (names.get(cart.ownerUserId) ?? '') : '',
    unavailableItemCount: document.unavailableItemCount,
  };
}
