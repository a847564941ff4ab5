import { randomUUID } from 'node:crypto';
import { formatMessage } from '@b2b-portal/api/messages';
import { CART_QUANTITY_MAX, scaleBundledQuantity } from '@b2b-portal/flows/rules';
import { and, eq, gt, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cartBundles, cartGroups, cartLines, products } from '../../db/schema';
import type { CartContents, CartLineRow } from './document';
import { unprocessable } from './live-cart';
import { assertUnchanged, type WriteContext } from './versioned';

/**
 * The changes of a cart-family document, each run inside `writeCart` (the cart row locked, `version` the
 * stamp of this write). They never trust a price from the client: prices come from the catalogue.
 */

export type ProductRow = typeof products.$inferSelect;

const tooLarge = () =>
  unprocessable(
    'QuantityTooLarge',
    formatMessage('Cart.QuantityTooLarge', { max: CART_QUANTITY_MAX.toLocaleString('en-US') }),
  );

async function linesOf(ctx: WriteContext, ids: readonly string[]): Promise<Map<string, CartLineRow>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.cartId, ctx.cart.id), inArray(cartLines.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

async function nextPosition(
  db: Executor,
  table: typeof cartLines | typeof cartBundles | typeof cartGroups,
  cartId: string,
): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${table.position}), 0) + 1` })
    .from(table)
    .where(eq(table.cartId, cartId));
  return Number(row?.next ?? 1);
}

const nextLinePosition = (db: Executor, cartId: string) => nextPosition(db, cartLines, cartId);

async function nextPositions(db: Executor, cartId: string) {
  return {
    line: await nextPosition(db, cartLines, cartId),
    bundle: await nextPosition(db, cartBundles, cartId),
    group: await nextPosition(db, cartGroups, cartId),
  };
}

/** The catalogue values a line copies from its product (a snapshot, refreshed when the line is re-added). */
export function productSnapshot(product: ProductRow) {
  return {
    productId: product.id,
    manufacturerPart: product.manufacturerPart,
    manufacturerName: product.manufacturerName,
    description: product.description,
    unitPrice: product.unitPrice,
    pricingHidden: product.pricingHidden,
    isCustomRequest: false,
    itemType: product.itemType,
    initialTerm: product.initialTerm,
  };
}

/** One product to add to a cart, with what the caller calls the line (`ref`: a quick order's line…). */
export interface ProductAddition<Ref = unknown> {
  ref: Ref;
  product: ProductRow;
  quantity: number;
  serviceLength: number;
}

/**
 * Adds products, in the order given: each into the loose top-level line of the same product and service length
 * when there is one (its quantity grows and its catalogue values are refreshed), else as a new line at the end;
 * additions of the same product and service length go into one line. One that would take a line past the
 * quantity limit is left out and answered (with the others of its line), the rest are added. A few statements
 * whatever the number of additions (a quick order adds up to 1,000).
 */
export async function addProductLines<Ref>(
  ctx: WriteContext,
  additions: readonly ProductAddition<Ref>[],
): Promise<{ tooLarge: ProductAddition<Ref>[] }> {
  const key = (productId: string, serviceLength: number) => `${productId}:${serviceLength}`;
  const wanted = new Map<string, ProductAddition<Ref>[]>();
  for (const addition of additions) {
    const k = key(addition.product.id, addition.serviceLength);
    wanted.set(k, [...(wanted.get(k) ?? []), addition]);
  }
  if (wanted.size === 0) return { tooLarge: [] };
  const existing = await ctx.tx
    .select()
    .from(cartLines)
    .where(
      and(
        eq(cartLines.cartId, ctx.cart.id),
        inArray(cartLines.productId, [...new Set(additions.map((addition) => addition.product.id))]),
        isNull(cartLines.bundleId),
        isNull(cartLines.groupId),
      ),
    )
    .orderBy(cartLines.position);
  const lineOf = new Map<string, CartLineRow>();
  for (const line of existing) {
    const k = key(line.productId as string, line.serviceLength);
    if (!lineOf.has(k)) lineOf.set(k, line);
  }
  const overLimit: ProductAddition<Ref>[] = [];
  const inserts: (typeof cartLines.$inferInsert)[] = [];
  let position = await nextLinePosition(ctx.tx, ctx.cart.id);
  for (const [k, group] of wanted) {
    const [first] = group as [ProductAddition<Ref>, ...ProductAddition<Ref>[]];
    const line = lineOf.get(k);
    const total = (line?.quantity ?? 0) + group.reduce((sum, addition) => sum + addition.quantity, 0);
    if (total > CART_QUANTITY_MAX) {
      overLimit.push(...group);
      continue;
    }
    if (line) {
      await ctx.tx
        .update(cartLines)
        .set({ ...productSnapshot(first.product), quantity: total, updatedVersion: ctx.version })
        .where(eq(cartLines.id, line.id));
    } else {
      inserts.push({
        ...productSnapshot(first.product),
        cartId: ctx.cart.id,
        position: position++,
        quantity: total,
        serviceLength: first.serviceLength,
        updatedVersion: ctx.version,
      });
    }
  }
  if (inserts.length > 0) await ctx.tx.insert(cartLines).values(inserts);
  return { tooLarge: overLimit };
}

/** Adds one product as `addProductLines` does; past the quantity limit the write is refused (422). */
export async function addProductLine(
  ctx: WriteContext,
  product: ProductRow,
  quantity: number,
  serviceLength: number,
): Promise<void> {
  const { tooLarge: refused } = await addProductLines(ctx, [{ ref: null, product, quantity, serviceLength }]);
  if (refused.length > 0) throw tooLarge();
}

/** A line the user describes: no catalogue product, pricing hidden, so it is a request item. */
export async function addCustomLine(
  ctx: WriteContext,
  line: { manufacturerName: string; manufacturerPart: string; description: string; quantity: number },
): Promise<void> {
  await ctx.tx.insert(cartLines).values({
    cartId: ctx.cart.id,
    productId: null,
    position: await nextLinePosition(ctx.tx, ctx.cart.id),
    manufacturerName: line.manufacturerName,
    manufacturerPart: line.manufacturerPart,
    description: line.description,
    unitPrice: '0.00',
    quantity: line.quantity,
    serviceLength: 0,
    pricingHidden: true,
    isCustomRequest: true,
    updatedVersion: ctx.version,
  });
}

export interface LineChange {
  id: string;
  version: number;
  quantity?: number;
  serviceLength?: number;
  comment?: string;
}

/** Refuses the write unless every line is still as the caller saw it. */
export async function assertLinesUnchanged(
  ctx: WriteContext,
  changes: readonly { id: string; version: number }[],
): Promise<void> {
  const stored = await linesOf(
    ctx,
    changes.map((change) => change.id),
  );
  for (const change of changes) assertUnchanged(stored.get(change.id), change.version);
}

/**
 * Changes lines, all or none: every line must still be as the caller saw it (`checked` when the caller has
 * already made sure, before other changes of the same write stamped them).
 */
export async function updateLines(
  ctx: WriteContext,
  changes: readonly LineChange[],
  options: { checked?: boolean } = {},
): Promise<void> {
  if (!options.checked) await assertLinesUnchanged(ctx, changes);
  for (const change of changes) {
    await ctx.tx
      .update(cartLines)
      .set({
        ...(change.quantity !== undefined && { quantity: change.quantity }),
        ...(change.serviceLength !== undefined && { serviceLength: change.serviceLength }),
        ...(change.comment !== undefined && { comment: change.comment }),
        updatedVersion: ctx.version,
      })
      .where(eq(cartLines.id, change.id));
  }
}

/** New bundle quantities; the bundle's lines keep their quantity per bundle (scaled with it). */
export async function updateBundles(
  ctx: WriteContext,
  changes: readonly { id: string; version: number; quantity: number }[],
): Promise<void> {
  if (changes.length === 0) return;
  const bundles = await ctx.tx
    .select()
    .from(cartBundles)
    .where(
      and(
        eq(cartBundles.cartId, ctx.cart.id),
        inArray(
          cartBundles.id,
          changes.map((change) => change.id),
        ),
      ),
    );
  const byId = new Map(bundles.map((bundle) => [bundle.id, bundle]));
  for (const change of changes) assertUnchanged(byId.get(change.id), change.version);
  for (const change of changes) {
    const bundle = byId.get(change.id);
    if (!bundle || bundle.quantity === change.quantity) continue;
    const lines = await ctx.tx.select().from(cartLines).where(eq(cartLines.bundleId, bundle.id));
    for (const line of lines) {
      await ctx.tx
        .update(cartLines)
        .set({
          quantity: scaleBundledQuantity(line.quantity, bundle.quantity, change.quantity),
          updatedVersion: ctx.version,
        })
        .where(eq(cartLines.id, line.id));
    }
    await ctx.tx
      .update(cartBundles)
      .set({ quantity: change.quantity, updatedVersion: ctx.version })
      .where(eq(cartBundles.id, bundle.id));
    bundle.quantity = change.quantity;
  }
}

/**
 * Per line, the quantities it becomes: the line keeps the first, and each further quantity becomes a new line
 * right after it with the same product, price, service length, group, bundle and comment.
 */
export async function splitLines(
  ctx: WriteContext,
  items: readonly { id: string; version: number; quantities: readonly number[] }[],
): Promise<void> {
  const stored = await linesOf(
    ctx,
    items.map((item) => item.id),
  );
  for (const item of items) assertUnchanged(stored.get(item.id), item.version);
  for (const item of items) {
    const line = stored.get(item.id) as CartLineRow;
    const [first, ...rest] = item.quantities;
    await ctx.tx
      .update(cartLines)
      .set({ quantity: first as number, updatedVersion: ctx.version })
      .where(eq(cartLines.id, line.id));
    if (rest.length === 0) continue;
    // Make room right after the line; order only, so the moved lines keep their versions.
    await ctx.tx
      .update(cartLines)
      .set({ position: sql`${cartLines.position} + ${rest.length}` })
      .where(and(eq(cartLines.cartId, ctx.cart.id), gt(cartLines.position, line.position)));
    await ctx.tx.insert(cartLines).values(
      rest.map((quantity, index) => {
        const { id: _id, createdAt: _createdAt, ...copy } = line;
        return { ...copy, quantity, position: line.position + index + 1, updatedVersion: ctx.version };
      }),
    );
  }
}

/**
 * Merges loose catalogue lines (in no bundle) of the same product, unit price, pricing flag, service length,
 * charge kind and group into the first of them, with the summed quantity and their distinct comments. A merge
 * that would pass the quantity limit is left undone.
 */
export async function consolidateLines(ctx: WriteContext): Promise<void> {
  const lines = await ctx.tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.cartId, ctx.cart.id), isNull(cartLines.bundleId)))
    .orderBy(cartLines.position, cartLines.createdAt, cartLines.id);
  const sets = new Map<string, CartLineRow[]>();
  for (const line of lines) {
    if (!line.productId) continue;
    const key = JSON.stringify([
      line.productId,
      line.unitPrice,
      line.pricingHidden,
      line.serviceLength,
      line.itemType,
      line.groupId,
    ]);
    sets.set(key, [...(sets.get(key) ?? []), line]);
  }
  for (const set of sets.values()) {
    if (set.length < 2) continue;
    const [kept, ...merged] = set as [CartLineRow, ...CartLineRow[]];
    const quantity = set.reduce((sum, line) => sum + line.quantity, 0);
    if (quantity > CART_QUANTITY_MAX) continue;
    const comments = [...new Set(set.map((line) => line.comment.trim()).filter((comment) => comment !== ''))];
    await ctx.tx
      .update(cartLines)
      .set({ quantity, comment: comments.join('; ').slice(0, 500), updatedVersion: ctx.version })
      .where(eq(cartLines.id, kept.id));
    await ctx.tx.delete(cartLines).where(
      inArray(
        cartLines.id,
        merged.map((line) => line.id),
      ),
    );
  }
}

/** Removes bundles left without lines, then groups left without lines, bundles or child groups. */
async function pruneEmpty(ctx: WriteContext): Promise<void> {
  const cartId = ctx.cart.id;
  await ctx.tx
    .delete(cartBundles)
    .where(
      and(
        eq(cartBundles.cartId, cartId),
        notExists(ctx.tx.select().from(cartLines).where(eq(cartLines.bundleId, cartBundles.id))),
      ),
    );
  // Nested groups empty from the inside out: repeat while a pass removes something.
  for (;;) {
    const removed = await ctx.tx
      .delete(cartGroups)
      .where(
        and(
          eq(cartGroups.cartId, cartId),
          sql`not exists (select 1 from ${cartLines} l where l.group_id = ${cartGroups.id})`,
          sql`not exists (select 1 from ${cartBundles} b where b.group_id = ${cartGroups.id})`,
          sql`not exists (select 1 from ${cartGroups} g where g.parent_group_id = ${cartGroups.id})`,
        ),
      )
      .returning({ id: cartGroups.id });
    if (removed.length === 0) return;
  }
}

/** Deletes lines of this cart; ids that are not (or no longer) in it are ignored. */
export async function deleteLines(ctx: WriteContext, ids: readonly string[]): Promise<void> {
  await ctx.tx
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, ctx.cart.id), inArray(cartLines.id, [...ids])));
  await pruneEmpty(ctx);
}

/** Deletes bundles of this cart with their lines; ids not in it are ignored. */
export async function deleteBundles(ctx: WriteContext, ids: readonly string[]): Promise<void> {
  await ctx.tx
    .delete(cartBundles)
    .where(and(eq(cartBundles.cartId, ctx.cart.id), inArray(cartBundles.id, [...ids])));
  await pruneEmpty(ctx);
}

export async function deleteEverything(ctx: WriteContext): Promise<void> {
  await ctx.tx.delete(cartLines).where(eq(cartLines.cartId, ctx.cart.id));
  await ctx.tx.delete(cartBundles).where(eq(cartBundles.cartId, ctx.cart.id));
  await ctx.tx.delete(cartGroups).where(eq(cartGroups.cartId, ctx.cart.id));
}

/**
 * Brings the catalogue lines up to their products' current price, pricing flag and charge kind; answers
 * whether any line changed (those are stamped with this write's version).
 */
export async function refreshCatalogueValues(ctx: WriteContext): Promise<boolean> {
  const changed = await ctx.tx
    .update(cartLines)
    .set({
      unitPrice: sql`${products.unitPrice}`,
      pricingHidden: sql`${products.pricingHidden}`,
      itemType: sql`${products.itemType}`,
      initialTerm: sql`${products.initialTerm}`,
      updatedVersion: ctx.version,
    })
    .from(products)
    .where(
      and(
        eq(cartLines.cartId, ctx.cart.id),
        eq(cartLines.productId, products.id),
        or(
          sql`${cartLines.unitPrice} <> ${products.unitPrice}`,
          sql`${cartLines.pricingHidden} <> ${products.pricingHidden}`,
          sql`${cartLines.itemType} is distinct from ${products.itemType}`,
          sql`${cartLines.initialTerm} is distinct from ${products.initialTerm}`,
        ),
      ),
    )
    .returning({ id: cartLines.id });
  return changed.length > 0;
}

export interface CopyOptions {
  /** Groups (with their child groups, bundles and lines) to leave out. */
  excludedGroupIds?: ReadonlySet<string>;
  /** Catalogue values of the products by id: copied lines take them instead of the stored ones. */
  catalogue?: ReadonlyMap<string, ProductRow>;
  /** Keep groups' optional flags (a copy into a live cart drops them). */
  keepOptional?: boolean;
}

/** The groups of `contents` left out: the excluded ones and every group under them. */
export function excludedGroupClosure(contents: CartContents, excluded: ReadonlySet<string>): Set<string> {
  const closed = new Set(excluded);
  let grew = true;
  while (grew) {
    grew = false;
    for (const group of contents.groups) {
      if (!closed.has(group.id) && group.parentGroupId && closed.has(group.parentGroupId)) {
        closed.add(group.id);
        grew = true;
      }
    }
  }
  return closed;
}

/** What of `contents` a copy takes, with the excluded groups left out. */
export function includedContents(
  contents: CartContents,
  excludedGroupIds?: ReadonlySet<string>,
): CartContents {
  if (!excludedGroupIds || excludedGroupIds.size === 0) return contents;
  const excluded = excludedGroupClosure(contents, excludedGroupIds);
  const bundles = contents.bundles.filter((bundle) => !bundle.groupId || !excluded.has(bundle.groupId));
  const bundleIds = new Set(bundles.map((bundle) => bundle.id));
  return {
    groups: contents.groups.filter((group) => !excluded.has(group.id)),
    bundles,
    lines: contents.lines.filter((line) =>
      line.bundleId ? bundleIds.has(line.bundleId) : !line.groupId || !excluded.has(line.groupId),
    ),
  };
}

/**
 * Appends a copy of `source` (groups, bundles, lines with new ids) after what the cart already holds, the
 * copied rows stamped with this write's version.
 */
export async function copyContents(ctx: WriteContext, source: CartContents, options: CopyOptions = {}) {
  const contents = includedContents(source, options.excludedGroupIds);
  const start = await nextPositions(ctx.tx, ctx.cart.id);
  const groupIds = new Map(contents.groups.map((group) => [group.id, randomUUID()]));
  const bundleIds = new Map(contents.bundles.map((bundle) => [bundle.id, randomUUID()]));
  const mapGroup = (id: string | null) => (id ? (groupIds.get(id) ?? null) : null);

  // Parents before children, so the self-reference of a group is always inserted first.
  const groups = [...contents.groups];
  const ordered: typeof groups = [];
  const placed = new Set<string>();
  while (groups.length > 0) {
    const index = groups.findIndex(
      (group) =>
        !group.parentGroupId || !groupIds.has(group.parentGroupId) || placed.has(group.parentGroupId),
    );
    const [next] = groups.splice(index === -1 ? 0 : index, 1);
    if (!next) break;
    ordered.push(next);
    placed.add(next.id);
  }
  if (ordered.length > 0) {
    await ctx.tx.insert(cartGroups).values(
      ordered.map((group) => ({
        id: groupIds.get(group.id) as string,
        cartId: ctx.cart.id,
        parentGroupId: mapGroup(group.parentGroupId),
        name: group.name,
        position: start.group + group.position,
        optional: options.keepOptional ? group.optional : false,
      })),
    );
  }
  if (contents.bundles.length > 0) {
    await ctx.tx.insert(cartBundles).values(
      contents.bundles.map((bundle) => ({
        id: bundleIds.get(bundle.id) as string,
        cartId: ctx.cart.id,
        groupId: mapGroup(bundle.groupId),
        name: bundle.name,
        quantity: bundle.quantity,
        isGhost: bundle.isGhost,
        position: start.bundle + bundle.position,
        updatedVersion: ctx.version,
      })),
    );
  }
  if (contents.lines.length > 0) {
    await ctx.tx.insert(cartLines).values(
      contents.lines.map((line) => {
        const product = line.productId ? options.catalogue?.get(line.productId) : undefined;
        return {
          cartId: ctx.cart.id,
          productId: line.productId,
          bundleId: line.bundleId ? (bundleIds.get(line.bundleId) ?? null) : null,
          groupId: mapGroup(line.groupId),
          position: start.line + line.position,
          manufacturerPart: line.manufacturerPart,
          manufacturerName: line.manufacturerName,
          description: line.description,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          serviceLength: line.serviceLength,
          pricingHidden: line.pricingHidden,
          isCustomRequest: line.isCustomRequest,
          itemType: line.itemType,
          initialTerm: line.initialTerm,
          comment: line.comment,
          ...(product && productSnapshot(product)),
          updatedVersion: ctx.version,
        };
      }),
    );
  }
}

/** The products of some lines, by id. */
export async function productsById(
  db: Executor,
  ids: readonly (string | null)[],
): Promise<Map<string, ProductRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(products).where(inArray(products.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
