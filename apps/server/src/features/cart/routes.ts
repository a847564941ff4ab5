import { cartEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { checkoutBlocker } from '@b2b-portal/flows/rules';
import { eq, sql } from 'drizzle-orm';
import { cartLines, carts, products } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { Problems } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { openCheckoutSession } from '../checkout/sessions';
import { createSavedCartFrom } from '../saved-carts/store';
import { buildDocument, readCartContents, readShoppingCart } from './document';
import {
  assertLiveCartWritable,
  assertNoCheckoutBlocker,
  blockedBy,
  cartNotFound,
  ensureLiveCart,
  readLiveCart,
} from './live-cart';
import {
  addCustomLine,
  addProductLine,
  assertLinesUnchanged,
  consolidateLines,
  deleteBundles,
  deleteEverything,
  deleteLines,
  refreshCatalogueValues,
  splitLines,
  updateBundles,
  updateLines,
} from './operations';
import { partsListResponse } from './parts-list';
import { orCartChanged, type WriteContext, writeCart } from './versioned';

/** The caller's live cart, changed by `change` in one versioned write; answers the whole updated cart. */
async function changeLiveCart(
  services: Services,
  principal: Principal,
  change: (context: WriteContext) => Promise<unknown>,
) {
  await assertLiveCartWritable(services.db, principal);
  const cart = await ensureLiveCart(services.db, principal);
  return writeCart(services.db, cart.id, change, readShoppingCart);
}

const productNotAvailable = () =>
  Problems.notFound('ProductNotAvailable', formatMessage('Cart.ProductNotAvailable'));

/** The shopping cart calls of 001 §7 and `Product/addItem`. */
export function cartRoutes(route: RouteRegistrar): void {
  // The stamp of the caller's live cart comes with the login's state, in one statement (PostgreSQL).
  const withStamp = { liveCartStamp: true };
  route(
    cartEndpoints.getShoppingCart,
    async ({ query, services, user, liveCartStamp }) => {
      const principal = user();
      if (!query.isCheckout) return readLiveCart(services, principal, liveCartStamp);
      // Checkout shows current catalogue prices: the lines are refreshed first (a write only when one moved).
      return changeLiveCart(services, principal, refreshCatalogueValues);
    },
    withStamp,
  );

  // Read by the header on every page: the line count alone.
  route(cartEndpoints.cartSummary, async ({ services, user }) => {
    const cart = await ensureLiveCart(services.db, user());
    const [row] = await services.db
      .select({ count: sql<number>`count(*)::int` })
      .from(cartLines)
      .where(eq(cartLines.cartId, cart.id));
    return { id: cart.id, count: Number(row?.count ?? 0) };
  });

  route(
    cartEndpoints.getShoppingCartItems,
    async ({ services, user, liveCartStamp }) => (await readLiveCart(services, user(), liveCartStamp)).items,
    withStamp,
  );

  route(
    cartEndpoints.getQuoteCartItems,
    async ({ query, services, user, liveCartStamp }) => {
      const cart = await readLiveCart(services, user(), liveCartStamp);
      const items = query.all ? cart.items : cart.items.filter((item) => item.isRequestItem);
      const bundleIds = new Set(items.map((item) => item.bundleID));
      const bundles = cart.bundles.filter((bundle) => bundleIds.has(bundle.id));
      // The groups holding the lines, and their ancestors.
      const groupIds = new Set([
        ...items.map((item) => item.groupID),
        ...bundles.map((bundle) => bundle.groupID),
      ]);
      const parents = new Map(cart.groups.map((group) => [group.id, group.parentGroupID]));
      for (const id of [...groupIds]) {
        let parent = parents.get(id);
        while (parent && parents.has(parent) && !groupIds.has(parent)) {
          groupIds.add(parent);
          parent = parents.get(parent);
        }
      }
      return {
        scope: query.all ? ('all' as const) : ('requestItems' as const),
        groups: cart.groups.filter((group) => groupIds.has(group.id)),
        bundles,
        items,
      };
    },
    withStamp,
  );

  route(cartEndpoints.updateCartItem, async ({ body, services, user, c }) => {
    const principal = user();
    return orCartChanged(
      c,
      () => changeLiveCart(services, principal, (ctx) => updateLines(ctx, [body])),
      () => readLiveCart(services, principal),
    );
  });

  route(cartEndpoints.updateCart, async ({ body, services, user, c }) => {
    const principal = user();
    return orCartChanged(
      c,
      () =>
        changeLiveCart(services, principal, async (ctx) => {
          // Every version is checked against the cart as it was; a bundle's new quantity scales its lines,
          // then the explicit line quantities of the same request win.
          await assertLinesUnchanged(ctx, body.items);
          await updateBundles(ctx, body.bundles);
          await updateLines(ctx, body.items, { checked: true });
        }),
      () => readLiveCart(services, principal),
    );
  });

  route(cartEndpoints.updateOrSplitCartItems, async ({ body, services, user, c }) => {
    const principal = user();
    return orCartChanged(
      c,
      () => changeLiveCart(services, principal, (ctx) => splitLines(ctx, body.items)),
      () => readLiveCart(services, principal),
    );
  });

  route(cartEndpoints.consolidateCartQuantities, async ({ services, user }) =>
    changeLiveCart(services, user(), consolidateLines),
  );

  route(cartEndpoints.deleteCartItem, async ({ query, services, user }) =>
    changeLiveCart(services, user(), (ctx) => deleteLines(ctx, query.ids)),
  );

  route(cartEndpoints.deleteCartBundle, async ({ query, services, user }) =>
    changeLiveCart(services, user(), (ctx) => deleteBundles(ctx, query.ids)),
  );

  route(cartEndpoints.deleteAllCartItems, async ({ query, services, user }) => {
    const principal = user();
    const cart = await ensureLiveCart(services.db, principal);
    if (query.id !== undefined && query.id !== cart.id) throw cartNotFound();
    return changeLiveCart(services, principal, deleteEverything);
  });

  route(cartEndpoints.addCustomRequestItem, async ({ body, services, user }) =>
    changeLiveCart(services, user(), (ctx) => addCustomLine(ctx, body)),
  );

  route(cartEndpoints.saveCartAsTemplate, async ({ body, services, user }) => {
    const principal = user();
    const cart = await ensureLiveCart(services.db, principal);
    return services.db.transaction(async (tx) => {
      // The lock keeps the copy whole while another tab writes.
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cart.id)).for('update');
      const contents = await readCartContents(tx, cart.id);
      if (contents.lines.length === 0) throw blockedBy(checkoutBlocker('CartEmpty'));
      return createSavedCartFrom(tx, {
        companyId: cart.companyId,
        ownerUserId: principal.userId,
        kind: 'template',
        title: body.title,
        notes: body.notes ?? '',
        contents,
      });
    });
  });

  route(cartEndpoints.exportCartPartsList, async ({ query, services, user }) => {
    const cart = await ensureLiveCart(services.db, user());
    if (query.id !== cart.id) throw cartNotFound();
    const document = buildDocument(await readCartContents(services.db, cart.id));
    return partsListResponse(document, { number: null, title: formatMessage('PartsList.ShoppingCart') });
  });

  route(cartEndpoints.cartCheckout, async ({ services, user }) => {
    const cart = await readLiveCart(services, user());
    assertNoCheckoutBlocker(cart);
    // The open checkout session of this cart: the same key until the order exists (exactly-once submission).
    const checkOutSessionID = await openCheckoutSession(services.db, user().userId, 0, cart.id);
    return { documentType: 0, documentID: cart.id, checkOutSessionID };
  });

  route(cartEndpoints.addProductToCart, async ({ body, services, user }) => {
    const [product] = await services.db
      .select()
      .from(products)
      .where(eq(products.id, body.productId))
      .limit(1);
    if (!product?.available) throw productNotAvailable();
    return changeLiveCart(services, user(), (ctx) =>
      addProductLine(ctx, product, body.quantity, body.serviceLength ?? product.serviceLength),
    );
  });
}
