import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ApplicationFeature } from '../plain-values';
import {
  AddProductToCartBody,
  CartIdsQuery,
  CartItem,
  CartLineChange,
  CheckoutHandOff,
  CustomRequestItemBody,
  DeleteAllCartItemsQuery,
  DocumentIdQuery,
  QuoteCartItems,
  QuoteCartItemsQuery,
  SaveAsTemplateBody,
  SavedCartCreated,
  ShoppingCart,
  ShoppingCartQuery,
  SplitCartItemsBody,
  UpdateCartBody,
} from '../schemas/cart';
import { ShoppingCartSummary } from '../schemas/shell';

/** The cart loads only with shoppingcart (001 §6). */
const permission = 'shoppingcart';

/**
 * Shopping cart (001 §7). Every change answers the whole updated cart. A change of an existing line or bundle
 * sends the `version` of the line or bundle it was based on; when another window changed it since, the
 * answer is 409 `CartChanged` with the current cart in the Problem's `cart` field and nothing is changed.
 */
export const cartEndpoints = {
  getShoppingCart: defineEndpoint({
    id: 'shoppingCart.getShoppingCart',
    method: 'GET',
    path: 'v1.0/ShoppingCart/getShoppingCart',
    access: 'user',
    permission,
    query: ShoppingCartQuery,
    answer: ShoppingCart,
    errors: { 403: ['CartReadOnly'] },
    summary:
      "The caller's live cart with its groups, bundles, lines, totals and checkout blockers (created empty on first use); isCheckout refreshes catalogue prices first.",
  }),
  cartSummary: defineEndpoint({
    id: 'shoppingcart.get',
    method: 'GET',
    path: 'V1.0/shoppingcart/get',
    access: 'user',
    permission,
    answer: ShoppingCartSummary,
    summary: "The caller's cart id and line count, for the header's cart icon.",
  }),
  getShoppingCartItems: defineEndpoint({
    id: 'shoppingCart.getShoppingCartItems',
    method: 'GET',
    path: 'V1.0/ShoppingCart/getShoppingCartItems',
    access: 'user',
    permission,
    answer: z.array(CartItem),
    summary: "The lines of the caller's cart in document order.",
  }),
  getQuoteCartItems: defineEndpoint({
    id: 'shoppingCart.getQuoteCartItems',
    method: 'GET',
    path: 'V1.0/ShoppingCart/getQuoteCartItems',
    access: 'user',
    permission,
    query: QuoteCartItemsQuery,
    answer: QuoteCartItems,
    summary:
      'The lines a pricing request from the cart carries: the request items, or every line with all=true, with their groups and bundles.',
  }),
  updateCartItem: defineEndpoint({
    id: 'shoppingcart.updateItem',
    method: 'POST',
    path: 'V1.0/shoppingcart/updateItem',
    access: 'user',
    permission,
    body: CartLineChange,
    answer: ShoppingCart,
    errors: { 403: ['CartReadOnly'], 409: ['CartChanged'] },
    summary:
      'Changes the quantity, service length or comment of one line (version-checked: 409 CartChanged).',
  }),
  updateCart: defineEndpoint({
    id: 'shoppingcart.update',
    method: 'POST',
    path: 'V1.0/shoppingcart/update',
    access: 'user',
    permission,
    body: UpdateCartBody,
    answer: ShoppingCart,
    errors: { 403: ['CartReadOnly'], 409: ['CartChanged'] },
    summary:
      'Applies several line changes and bundle quantities at once, all or none (version-checked: 409 CartChanged).',
  }),
  updateOrSplitCartItems: defineEndpoint({
    id: 'shoppingcart.updateOrSplitItems',
    method: 'POST',
    path: 'V1.0/shoppingcart/updateOrSplitItems',
    access: 'user',
    permission,
    body: SplitCartItemsBody,
    answer: ShoppingCart,
    errors: { 403: ['CartReadOnly'], 409: ['CartChanged'] },
    summary:
      'Per line, one quantity updates it and several split it into that many lines (version-checked: 409 CartChanged).',
  }),
  consolidateCartQuantities: defineEndpoint({
    id: 'shoppingcart.consolidateQuantities',
    method: 'POST',
    path: 'V1.0/shoppingcart/consolidateQuantities',
    access: 'user',
    permission,
    answer: ShoppingCart,
    errors: { 403: ['CartReadOnly'] },
    summary:
      'Merges loose lines of the same product, price, service length and group into one line with the summed quantity.',
  }),
  deleteCartItem: defineEndpoint({
    id: 'shoppingCart.deleteItem',
    method: 'DELETE',
    path: 'v1.0/ShoppingCart/deleteItem',
    access: 'user',
    permission,
    query: CartIdsQuery,
    answer: ShoppingCart,
    errors: { 403: ['CartReadOnly'] },
    summary: 'Removes lines (ids, comma-separated); ids no longer in the cart are ignored.',
  }),
  deleteCartBundle: defineEndpoint({
    id: 'shoppingCart.deleteBundle',
    method: 'DELETE',
    path: 'v1.0/ShoppingCart/deleteBundle',
    access: 'user',
    permission,
    query: CartIdsQuery,
    answer: ShoppingCart,
    errors: { 403: ['CartReadOnly'] },
    summary:
      'Removes bundles with their lines (ids, comma-separated); ids no longer in the cart are ignored.',
  }),
  deleteAllCartItems: defineEndpoint({
    id: 'shoppingCart.deleteAllItems',
    method: 'DELETE',
    path: 'v1.0/ShoppingCart/deleteAllItems',
    access: 'user',
    permission,
    query: DeleteAllCartItemsQuery,
    answer: ShoppingCart,
    errors: { 403: ['CartReadOnly'], 404: ['CartNotFound'] },
    summary: "Empties the caller's cart (groups, bundles and lines).",
  }),
  addCustomRequestItem: defineEndpoint({
    id: 'shoppingCart.addCustomRequestItem',
    method: 'POST',
    path: 'v1.0/ShoppingCart/addCustomRequestItem',
    access: 'user',
    permission,
    body: CustomRequestItemBody,
    answer: ShoppingCart,
    errors: { 403: ['CartReadOnly'] },
    summary: 'Adds a line the user describes (manufacturer, part, description, quantity): a request item.',
  }),
  saveCartAsTemplate: defineEndpoint({
    id: 'shoppingCart.saveAsTemplate',
    method: 'POST',
    path: 'v1.0/ShoppingCart/saveAsTemplate',
    access: 'user',
    permission,
    body: SaveAsTemplateBody,
    answer: SavedCartCreated,
    errors: { 422: ['CartEmpty'] },
    summary:
      "Copies the cart's groups, bundles and lines into a new saved cart of the caller (SC- number); 422 CartEmpty for an empty cart.",
  }),
  exportCartPartsList: defineEndpoint({
    id: 'shoppingCart.exportPartsList',
    method: 'GET',
    path: 'v1.0/ShoppingCart/exportPartsList',
    access: 'user',
    permission,
    query: DocumentIdQuery,
    answer: z.unknown(),
    answerKind: 'file',
    errors: { 404: ['CartNotFound'] },
    summary: "The caller's cart (id) as an XLSX parts list with group and bundle rows and totals.",
  }),
  cartCheckout: defineEndpoint({
    id: 'shoppingcart.Checkout',
    method: 'POST',
    path: 'V1.0/shoppingcart/Checkout',
    access: 'user',
    permission,
    answer: CheckoutHandOff,
    errors: { 422: ['CartEmpty', 'CartHasRequestItems'] },
    summary:
      'Hands the cart to checkout (document type 0, a new checkout session); 422 CartEmpty or CartHasRequestItems with the documents’ messages.',
  }),
  addProductToCart: defineEndpoint({
    id: 'product.addItem',
    method: 'POST',
    path: 'v1.0/Product/addItem',
    access: 'user',
    permission,
    feature: ApplicationFeature.Ordering,
    body: AddProductToCartBody,
    answer: ShoppingCart,
    errors: { 403: ['CartReadOnly'], 404: ['ProductNotAvailable'], 422: ['QuantityTooLarge'] },
    summary:
      "Adds a catalogue product to the caller's cart, merging into a loose line of the same product and service length; 404 ProductNotAvailable.",
  }),
} as const;
