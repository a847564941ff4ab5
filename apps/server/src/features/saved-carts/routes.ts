import { savedCartEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { cartTotals } from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import { carts } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import type { RouteRegistrar } from '../../http/registrar';
import {
  buildDocument,
  type CartContents,
  type CartRow,
  linePricing,
  readCartContents,
  readSavedCart,
  readShoppingCart,
} from '../cart/document';
import { assertLiveCartWritable, ensureLiveCart, unprocessable } from '../cart/live-cart';
import {
  copyContents,
  deleteBundles,
  deleteLines,
  excludedGroupClosure,
  includedContents,
  productsById,
  updateLines,
} from '../cart/operations';
import { partsListResponse } from '../cart/parts-list';
import { orCartChanged, type WriteContext, writeCart } from '../cart/versioned';
import { findConfiguration, findTemplate, findVisibleSavedCart, scopes, searchSavedCarts } from './store';

/** A versioned write to the caller's template; answers the updated saved cart. */
async function changeTemplate(
  services: Services,
  template: CartRow,
  change: (context: WriteContext) => Promise<void>,
) {
  return writeCart(services.db, template.id, change, readSavedCart);
}

const itemUnavailable = (kind: CartRow['kind']) =>
  kind === 'configuration'
    ? unprocessable('SharedCartItemUnavailable', formatMessage('SharedSavedCart.ItemUnavailable'))
    : unprocessable('SavedCartItemUnavailable', formatMessage('SavedCart.ItemUnavailable'));

/**
 * Copies a saved cart into the caller's live cart, minus the excluded optional groups, at the catalogue's
 * current prices. When a line to copy has a product no longer available, nothing is added (001 §4, §8).
 */
async function addToLiveCart(
  services: Services,
  principal: Principal,
  saved: CartRow,
  excludedGroupIds: readonly string[] = [],
) {
  await assertLiveCartWritable(services.db, principal);
  const live = await ensureLiveCart(services.db, principal);
  return writeCart(
    services.db,
    live.id,
    async (ctx) => {
      const contents = await readCartContents(ctx.tx, saved.id);
      const optional = new Set(contents.groups.filter((group) => group.optional).map((group) => group.id));
      if (excludedGroupIds.some((id) => !optional.has(id))) {
        throw unprocessable('NotAnOptionalGroup', formatMessage('SharedSavedCart.NotAnOptionalGroup'));
      }
      const included = includedContents(contents, new Set(excludedGroupIds));
      if (included.lines.some((line) => !line.available)) throw itemUnavailable(saved.kind);
      const catalogue = await productsById(
        ctx.tx,
        included.lines.map((line) => line.productId),
      );
      await copyContents(ctx, included, { catalogue });
    },
    readShoppingCart,
  );
}

/**
 * The options list of a stored configuration. The documents name `SharedSavedCart/getOptionsList` but do not
 * show what it lists: we list the configuration's optional groups, which a buyer may leave out when adding
 * the configuration to the cart (`addStoredConfigToCart` takes them as `excludedGroupIDs`), with the count and
 * total of the lines each would leave out.
 */
function optionsOf(contents: CartContents) {
  return contents.groups
    .filter((group) => group.optional)
    .map((group) => {
      const groups = excludedGroupClosure(contents, new Set([group.id]));
      const bundles = new Set(
        contents.bundles
          .filter((bundle) => bundle.groupId && groups.has(bundle.groupId))
          .map((bundle) => bundle.id),
      );
      const lines = contents.lines.filter((line) =>
        line.bundleId ? bundles.has(line.bundleId) : line.groupId !== null && groups.has(line.groupId),
      );
      const totals = cartTotals(lines.map(linePricing));
      return { groupID: group.id, name: group.name, itemCount: totals.count, total: totals.grandTotal };
    });
}

async function exportSavedCart(services: Services, cart: CartRow) {
  const document = buildDocument(await readCartContents(services.db, cart.id));
  return partsListResponse(document, { number: cart.documentNumber, title: cart.title });
}

/** Saved carts (templates) and shared saved carts (stored configurations) of 001 §7. */
export function savedCartRoutes(route: RouteRegistrar): void {
  route(savedCartEndpoints.searchTemplates, async ({ query, services, user }) =>
    searchSavedCarts(services.db, scopes.templates(user()), query),
  );

  // The shop's saved-cart panel lists what the buyer may add to the cart: their templates and the company's
  // stored configurations together; `kind` narrows it to one of them.
  route(savedCartEndpoints.searchSavedCarts, async ({ query, services, user }) =>
    searchSavedCarts(services.db, scopes.all(user(), query.kind), query),
  );

  route(savedCartEndpoints.searchConfigurations, async ({ query, services, user }) =>
    searchSavedCarts(services.db, scopes.configurations(user()), query),
  );

  route(savedCartEndpoints.getSavedCartData, async ({ query, services, user }) =>
    readSavedCart(services.db, await findVisibleSavedCart(services.db, user(), query.id)),
  );

  route(savedCartEndpoints.updateSavedCartItem, async ({ body, services, user, c }) => {
    const template = await findTemplate(services.db, user(), body.savedCartId);
    return orCartChanged(
      c,
      () => changeTemplate(services, template, (ctx) => updateLines(ctx, [body])),
      () => readSavedCart(services.db, template),
    );
  });

  route(savedCartEndpoints.renameSavedCart, async ({ body, services, user }) => {
    const template = await findTemplate(services.db, user(), body.id);
    return changeTemplate(services, template, async (ctx) => {
      await ctx.tx.update(carts).set({ title: body.title }).where(eq(carts.id, template.id));
    });
  });

  route(savedCartEndpoints.deleteSavedCartItem, async ({ query, services, user }) => {
    const template = await findTemplate(services.db, user(), query.id);
    return changeTemplate(services, template, (ctx) => deleteLines(ctx, query.ids));
  });

  route(savedCartEndpoints.deleteSavedCartBundle, async ({ query, services, user }) => {
    const template = await findTemplate(services.db, user(), query.id);
    return changeTemplate(services, template, (ctx) => deleteBundles(ctx, query.ids));
  });

  route(savedCartEndpoints.deleteSavedCart, async ({ query, services, user }) => {
    const template = await findTemplate(services.db, user(), query.id);
    await services.db.delete(carts).where(eq(carts.id, template.id));
    return { ok: true as const };
  });

  route(savedCartEndpoints.addTemplateToCart, async ({ body, services, user }) => {
    const principal = user();
    return addToLiveCart(services, principal, await findTemplate(services.db, principal, body.id));
  });

  route(savedCartEndpoints.addStoredConfigToCart, async ({ body, services, user }) => {
    const principal = user();
    const configuration = await findConfiguration(services.db, principal, body.id);
    return addToLiveCart(services, principal, configuration, body.excludedGroupIDs);
  });

  route(savedCartEndpoints.addSavedCartToCart, async ({ query, services, user }) => {
    const principal = user();
    return addToLiveCart(services, principal, await findVisibleSavedCart(services.db, principal, query.id));
  });

  route(savedCartEndpoints.exportSavedCartPartsList, async ({ query, services, user }) =>
    exportSavedCart(services, await findVisibleSavedCart(services.db, user(), query.id)),
  );

  route(savedCartEndpoints.getSharedSavedCartData, async ({ query, services, user }) =>
    readSavedCart(services.db, await findConfiguration(services.db, user(), query.id)),
  );

  route(savedCartEndpoints.getOptionsList, async ({ query, services, user }) => {
    const configuration = await findConfiguration(services.db, user(), query.id);
    return optionsOf(await readCartContents(services.db, configuration.id));
  });

  route(savedCartEndpoints.exportSharedCartPartsList, async ({ query, services, user }) =>
    exportSavedCart(services, await findConfiguration(services.db, user(), query.id)),
  );
}
