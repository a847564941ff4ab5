import type { CartBundle, CartItem, SavedCart, ShoppingCart } from '@b2b-portal/api';
import {
  type CartTotals,
  cartTotals,
  checkoutBlockers,
  emptyGuid,
  numberLines,
  priceCartLine,
} from '@b2b-portal/flows/rules';
import { and, eq, getTableColumns, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { BatchedRead, uuidArray } from '../../db/batched-read';
import type { Db, Executor } from '../../db/client';
import { perDatabase, preparedFor } from '../../db/prepared';
import { qualified } from '../../db/qualified';
import {
  cartBundles,
  cartGroups,
  cartLines,
  carts,
  catalogueAvailability,
  products,
  users,
} from '../../db/schema';

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

/** `to_jsonb` of a table's row, with its numeric columns as text: money stays exact through JSON. */
function jsonRow(table: PgTable): SQL {
  const numeric = Object.values(getTableColumns(table)).filter((column) => column.columnType === 'PgNumeric');
  if (numeric.length === 0) return sql`to_jsonb(${table})`;
  const asText = numeric.map((column) => sql`${sql.raw(`'${column.name}'`)}, ${qualified(column)}::text`);
  return sql`(to_jsonb(${table}) || jsonb_build_object(${sql.join(asText, sql`, `)}))`;
}

/** A row of `table` from its `jsonRow`: each column read as the driver's value would be. */
function fromJsonRow<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/**
 * A cart's groups, bundles and lines (with their products' availability) as three JSON arrays in position
 * order: subqueries of the statement that reads the cart, so they are of one moment and one round trip.
 */
const contentsColumns = {
  groups: sql<Record<string, unknown>[]>`(
    select coalesce(jsonb_agg(${jsonRow(cartGroups)} order by ${qualified(cartGroups.position)}, ${qualified(cartGroups.id)}), '[]'::jsonb)
    from ${cartGroups} where ${qualified(cartGroups.cartId)} = ${qualified(carts.id)})`,
  bundles: sql<Record<string, unknown>[]>`(
    select coalesce(jsonb_agg(${jsonRow(cartBundles)} order by ${qualified(cartBundles.position)}, ${qualified(cartBundles.id)}), '[]'::jsonb)
    from ${cartBundles} where ${qualified(cartBundles.cartId)} = ${qualified(carts.id)})`,
  lines: sql<Record<string, unknown>[]>`(
    select coalesce(jsonb_agg(
      ${jsonRow(cartLines)} || jsonb_build_object('product_available', ${qualified(products.available)})
      order by ${qualified(cartLines.position)}, ${qualified(cartLines.createdAt)}, ${qualified(cartLines.id)}), '[]'::jsonb)
    from ${cartLines} left join ${products} on ${qualified(products.id)} = ${qualified(cartLines.productId)}
    where ${qualified(cartLines.cartId)} = ${qualified(carts.id)})`,
};

function contentsOf(json: {
  groups: Record<string, unknown>[];
  bundles: Record<string, unknown>[];
  lines: Record<string, unknown>[];
}): CartContents {
  return {
    groups: json.groups.map((group) => fromJsonRow(cartGroups, group)),
    bundles: json.bundles.map((bundle) => fromJsonRow(cartBundles, bundle)),
    lines: json.lines.map((json) => {
      const line = fromJsonRow(cartLines, json);
      return { ...line, available: isAvailable(line, json.product_available as boolean | null) };
    }),
  };
}

/**
 * A cart's row and its contents in one statement (issue 14): one round trip, and one snapshot without a
 * transaction, so the version answered is the version of the lines answered, though another tab writes.
 */
export async function readCart(
  db: Executor,
  where: SQL | undefined,
): Promise<{ cart: CartRow; contents: CartContents } | undefined> {
  const [row] = await db
    .select({ cart: carts, ...contentsColumns })
    .from(carts)
    .where(where)
    .limit(1);
  return row && { cart: row.cart, contents: contentsOf(row) };
}

/** Which cart is a user's live cart (one per user: a unique index). */
export const liveCartOf = (userId: string | Placeholder) =>
  and(eq(carts.ownerUserId, userId), eq(carts.kind, 'cart'));

/**
 * Which cart is the cart of a punch-in login (one per login: a unique index; issue 16): what a punch-out session
 * shops into and returns, apart from the user's live cart.
 */
export const punchOutCartOf = (loginId: string) =>
  and(eq(carts.loginId, loginId), eq(carts.kind, 'punchout'));

/** Which cart the caller shops into: the punch-out cart of a punch-in login, else the user's live cart. */
export const callersCartOf = (principal: { userId: string; loginId: string; sessionId: string | null }) =>
  principal.sessionId ? punchOutCartOf(principal.loginId) : liveCartOf(principal.userId);

/** The catalogue's availability revision (migration 0013), read in the statement that reads a cart. */
export const availabilityRevision =
  sql<number>`(select ${catalogueAvailability.revision} from ${catalogueAvailability} where ${catalogueAvailability.id} = 1)`.mapWith(
    Number,
  );

/** The users' live carts, by the owner's id among `userIds` (a placeholder of a uuid[] literal). */
const liveCartsAmong = and(
  sql`${carts.ownerUserId} = any(${sql.placeholder('userIds')}::uuid[])`,
  eq(carts.kind, 'cart'),
);

/** What a kept answer of a live cart was read at: the cart, its contents' revision, the catalogue's availability. */
export const cartStamp = (cartId: string, contentsRevision: number, availability: number) =>
  `${cartId}:${contentsRevision}:${availability}`;

/** A live cart read with its contents (`readCart`) and the stamp of that one snapshot (`cartStamp`). */
export interface LiveCartRead {
  cart: CartRow;
  contents: CartContents;
  stamp: string;
}

/**
 * The live carts with their contents of the users the calls of a moment ask, in one prepared statement
 * (`BatchedRead`): the cart page and checkout read the caller's on every call the answer is not kept.
 */
const liveCartsStatement = preparedFor((db) =>
  db
    .select({ cart: carts, ...contentsColumns, availability: availabilityRevision })
    .from(carts)
    .where(liveCartsAmong)
    .prepare('live_carts'),
);

/**
 * Reads by owner gathered (`BatchedRead`): `statement` takes the owners' ids as `userIds` and answers a row per
 * owner found, which `entry` turns into the owner's id and its value.
 */
function readsByOwner<Row, V>(
  statement: (db: Db) => { execute(values: { userIds: string }): Promise<Row[]> },
  entry: (row: Row) => [string, V],
): (db: Db) => BatchedRead<string, V> {
  return perDatabase(
    (db) =>
      new BatchedRead<string, V>(
        async (userIds) => new Map((await statement(db).execute({ userIds: uuidArray(userIds) })).map(entry)),
      ),
  );
}

const liveCartReads = readsByOwner(liveCartsStatement, (row) => [
  row.cart.ownerUserId as string,
  {
    cart: row.cart,
    contents: contentsOf(row),
    stamp: cartStamp(row.cart.id, row.cart.contentsRevision, row.availability),
  },
]);

/** `readCart` of the user's live cart (one per user) with its stamp, or undefined before its first use. */
export function readLiveCartRow(db: Db, userId: string): Promise<LiveCartRead | undefined> {
  return liveCartReads(db).read(userId);
}

/** The stamps alone of the users' live carts: what a call reads before answering a kept cart (PostgreSQL). */
const liveCartStampsStatement = preparedFor((db) =>
  db
    .select({
      userId: carts.ownerUserId,
      cartId: carts.id,
      contentsRevision: carts.contentsRevision,
      availability: availabilityRevision,
    })
    .from(carts)
    .where(liveCartsAmong)
    .prepare('live_cart_stamps'),
);

const liveCartStampReads = readsByOwner(liveCartStampsStatement, (row) => [
  row.userId as string,
  cartStamp(row.cartId, row.contentsRevision, row.availability),
]);

/** The stamp of the user's live cart now (a statement sent after this call), or undefined before its first use. */
export function readLiveCartStamp(db: Db, userId: string): Promise<string | undefined> {
  return liveCartStampReads(db).read(userId);
}

/** The groups, bundles and lines of some carts, in position order, in one statement. */
export async function readContents(
  db: Executor,
  cartIds: readonly string[],
): Promise<Map<string, CartContents>> {
  const byCart = new Map<string, CartContents>(
    cartIds.map((id) => [id, { groups: [], bundles: [], lines: [] }]),
  );
  if (cartIds.length === 0) return byCart;
  const rows = await db
    .select({ id: carts.id, ...contentsColumns })
    .from(carts)
    .where(inArray(carts.id, [...cartIds]));
  for (const row of rows) byCart.set(row.id, contentsOf(row));
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

/** A cart read by `readCart` as `ShoppingCart`. */
export function shoppingCartOf(cart: CartRow, contents: CartContents): ShoppingCart {
  const document = buildDocument(contents);
  return {
    ...documentFields(cart, document),
    documentID: cart.id,
    checkoutBlockers: checkoutBlockers(document.totals),
  };
}

/**
 * `cart` and its contents as they are now, in one statement (`readCart`); a cart deleted meanwhile answers the
 * row given, empty.
 */
async function readCartNow(db: Executor, cart: CartRow): Promise<{ cart: CartRow; contents: CartContents }> {
  return (
    (await readCart(db, eq(carts.id, cart.id))) ?? { cart, contents: { groups: [], bundles: [], lines: [] } }
  );
}

/** The live cart as `ShoppingCart`: after a write, inside its transaction, or as the answer of a refused one. */
export async function readShoppingCart(db: Executor, cart: CartRow): Promise<ShoppingCart> {
  const now = await readCartNow(db, cart);
  return shoppingCartOf(now.cart, now.contents);
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

/** A template or stored configuration as `SavedCart`, its row and contents read in one statement. */
export async function readSavedCart(db: Executor, found: CartRow): Promise<SavedCart> {
  const { cart, contents } = await readCartNow(db, found);
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
