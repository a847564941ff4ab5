import * as z from 'zod/mini';
import { Enumerations } from '../enumerations';
import {
  CART_SERVICE_LENGTH_LIMITS,
  CUSTOM_REQUEST_ITEM_LIMITS,
  SAVED_CART_NOTES_LIMITS,
  SAVED_CART_TITLE_LIMITS,
} from '../limits';
import { shopFieldMessages } from '../messages/en-shop-fields';
import { CartBundle, CartItem, CartQuantity, DocumentGroupSchema } from './cartLines';
import { Guid, limitedText, Money, PageOf, wholeNumber } from './common';

/**
 * The line documents of the cart family (001 §3): a live cart, saved carts (templates), stored configurations
 * (shared saved carts). The tree uses the names of the document tree (groups, bundles, items with bundleID and
 * groupID, the empty GUID meaning none), so `DocumentLines` of the ui package draws any of them as is.
 */

// The lines themselves are in ./cartLines (orders, quotes, requisitions and checkout read them too, without the
// saved carts' messages this file holds).
export { CartBundle, CartItem, CartQuantity, DocumentGroupSchema, VariableBilling } from './cartLines';

/** Totals and flags shared by every document of the cart family. */
const cartDocumentShape = {
  id: z.string(),
  /** Grows on every change of the document. */
  version: z.int(),
  groups: z.array(DocumentGroupSchema),
  bundles: z.array(CartBundle),
  items: z.array(CartItem),
  /** False when at least one line hides its price. */
  showPricing: z.boolean(),
  /** Sum of the extended prices of priced lines. */
  grandTotal: Money,
  /** Sum of unit price × quantity of the recurring and usage lines. */
  recurringMonthlyCharges: Money,
  /** Number of lines. */
  count: z.int(),
  /** Loose lines plus bundles (a bundle counts once). */
  itemCountWithBundles: z.int(),
  containRequestItem: z.boolean(),
};

/** The live shopping cart (`ShoppingCart/getShoppingCart`). */
export const ShoppingCart = z.object({
  ...cartDocumentShape,
  /** The cart's document id (the same as `id`; the documents name both). */
  documentID: z.string(),
  /** Messages that block checkout, e.g. the request-item message; empty when checkout may go on. */
  checkoutBlockers: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type ShoppingCart = z.infer<typeof ShoppingCart>;

export const SavedCartKind = z.enum(['template', 'configuration']);
export type SavedCartKind = z.infer<typeof SavedCartKind>;

/** A saved cart (template) or a stored configuration shared with the company, with its lines. */
export const SavedCart = z.object({
  ...cartDocumentShape,
  kind: SavedCartKind,
  title: z.string(),
  documentNumber: z.string(),
  notes: z.string(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  /** Full name of the owner; empty for a configuration shared by the sales team. */
  ownerName: z.string(),
  /** Lines whose product is no longer available: the cart cannot be used while there are any. */
  unavailableItemCount: z.int(),
});
export type SavedCart = z.infer<typeof SavedCart>;

/** A row of the saved-cart and shared-cart lists. */
export const SavedCartSummary = z.object({
  id: z.string(),
  kind: SavedCartKind,
  title: z.string(),
  documentNumber: z.string(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  ownerName: z.string(),
  count: z.int(),
  grandTotal: Money,
  showPricing: z.boolean(),
  unavailableItemCount: z.int(),
});
export type SavedCartSummary = z.infer<typeof SavedCartSummary>;

export const SavedCartPage = PageOf(SavedCartSummary);
export type SavedCartPage = z.infer<typeof SavedCartPage>;

// ---------------------------------------------------------------------------------------------------------
// Requests of the cart calls (001 §7 "Cart", `Product/addItem`) and the saved and shared cart calls.
// ---------------------------------------------------------------------------------------------------------

/** Service length of one line, refused with 'Please enter a number from 0 to 120.' */
export const CartServiceLength = wholeNumber(CART_SERVICE_LENGTH_LIMITS);
/** The `version` of a line or bundle as the caller last saw it (from CartItem/CartBundle). */
export const SeenVersion = z.int().check(z.minimum(0));

const queryFlag = z._default(z.stringbool(), false);

/** Ids in a query, comma-separated (`?ids=a,b`): 1 to 200 GUIDs. */
export const IdListQueryValue = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(8000)),
    z.transform((value: string) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ),
  z.array(Guid).check(z.minLength(1), z.maxLength(200)),
);

export const ShoppingCartQuery = z.object({
  /**
   * The checkout page's load: the catalogue lines are first brought up to the catalogue's current prices (and
   * pricing-hidden flags), so checkout shows what will be charged. The cart page reads the cart as it is.
   */
  isCheckout: queryFlag,
});

export const QuoteCartItemsQuery = z.object({
  /** All lines instead of only the request items. */
  all: queryFlag,
});

/**
 * The lines a pricing request or quote request made from the cart carries: by default the request items
 * (lines without pricing), or every line with `all=true`; with the groups and bundles that hold them.
 */
export const QuoteCartItems = z.object({
  scope: z.enum(['requestItems', 'all']),
  groups: z.array(DocumentGroupSchema),
  bundles: z.array(CartBundle),
  items: z.array(CartItem),
});
export type QuoteCartItems = z.infer<typeof QuoteCartItems>;

/** A change of one line; absent fields stay as they are. `version` is the line's version the caller saw. */
export const CartLineChange = z
  .object({
    id: Guid,
    version: SeenVersion,
    quantity: z.optional(CartQuantity),
    serviceLength: z.optional(CartServiceLength),
    comment: z.optional(z.string().check(z.maxLength(500))),
  })
  .check(
    z.refine(
      (change) =>
        change.quantity !== undefined || change.serviceLength !== undefined || change.comment !== undefined,
      { message: 'Change at least one of quantity, serviceLength or comment.' },
    ),
  );
export type CartLineChange = z.input<typeof CartLineChange>;

/** A bundle's new quantity: its lines keep their quantity per bundle. */
export const CartBundleChange = z.object({ id: Guid, version: SeenVersion, quantity: CartQuantity });
export type CartBundleChange = z.input<typeof CartBundleChange>;

/** Several line and bundle changes applied at once, all or none. */
export const UpdateCartBody = z
  .object({
    items: z._default(z.array(CartLineChange).check(z.maxLength(500)), []),
    bundles: z._default(z.array(CartBundleChange).check(z.maxLength(100)), []),
  })
  .check(
    z.refine((body) => body.items.length + body.bundles.length > 0, {
      message: 'Send at least one item or bundle change.',
    }),
  );
export type UpdateCartBody = z.input<typeof UpdateCartBody>;

/**
 * Per line, the quantities it becomes: one quantity updates the line; several split it into as many lines
 * (the first keeps the line, the others are new lines right after it with the same product, price, service
 * length and comment).
 */
export const SplitCartItemsBody = z.object({
  items: z
    .array(
      z.object({
        id: Guid,
        version: SeenVersion,
        quantities: z.array(CartQuantity).check(z.minLength(1), z.maxLength(50)),
      }),
    )
    .check(z.minLength(1), z.maxLength(100)),
});
export type SplitCartItemsBody = z.input<typeof SplitCartItemsBody>;

/** Line or bundle ids to delete (`?ids=a,b`). */
export const CartIdsQuery = z.object({ ids: IdListQueryValue });

/** `deleteAllItems`: optionally the cart id the caller saw (another cart's id answers 404). */
export const DeleteAllCartItemsQuery = z.object({ id: z.optional(Guid) });

/**
 * `addCustomRequestItem`: a product the catalogue does not list ('This field is required.', 'Please enter at most
 * {max} characters.'); the shop's form checks what was typed with it before the call.
 */
export const CustomRequestItemBody = z.object({
  manufacturerName: limitedText(CUSTOM_REQUEST_ITEM_LIMITS.manufacturerName),
  manufacturerPart: limitedText(CUSTOM_REQUEST_ITEM_LIMITS.manufacturerPart),
  description: limitedText(CUSTOM_REQUEST_ITEM_LIMITS.description),
  quantity: CartQuantity,
});
export type CustomRequestItemBody = z.input<typeof CustomRequestItemBody>;

/** The title, refused in the documents' words: 'Please enter a title.', 'The title can be at most 100 characters.' */
export const SavedCartTitle = limitedText(SAVED_CART_TITLE_LIMITS, {
  required: shopFieldMessages['SavedCart.TitleRequired'],
  tooLong: shopFieldMessages['SavedCart.TitleTooLong'],
});

export const SaveAsTemplateBody = z.object({
  title: SavedCartTitle,
  notes: z.optional(limitedText(SAVED_CART_NOTES_LIMITS)),
});
export type SaveAsTemplateBody = z.input<typeof SaveAsTemplateBody>;

/** The saved cart that `saveAsTemplate` created. */
export const SavedCartCreated = z.object({ id: z.string(), documentNumber: z.string() });
export type SavedCartCreated = z.infer<typeof SavedCartCreated>;

/** One document by id (exports, details, add-to-cart). */
export const DocumentIdQuery = z.object({ id: Guid });

/** The hand-off to checkout (issue 5): the cart as document type 0 and a new checkout session. */
export const CheckoutHandOff = z.object({
  documentType: z.int(),
  documentID: z.string(),
  checkOutSessionID: z.string(),
});
export type CheckoutHandOff = z.infer<typeof CheckoutHandOff>;

/** `Product/addItem`: a catalogue product into the caller's cart. */
export const AddProductToCartBody = z.object({
  productId: Guid,
  quantity: CartQuantity,
  /** Months; the product's own service length when absent. */
  serviceLength: z.optional(CartServiceLength),
});
export type AddProductToCartBody = z.input<typeof AddProductToCartBody>;

const dateRangeIds = new Set<number>(Object.values(Enumerations.DateRange).map((entry) => entry.value));

/** Orders of the saved-cart lists. */
export const SavedCartSortBy = { Newest: 0, Title: 1, DocumentNumber: 2 } as const;

export const SavedCartSearchQuery = z.object({
  /** Part of the title or the document number. */
  keyword: z.optional(limitedText({ min: 0, max: 200 })),
  /** A DateRange id (001 §9) applied to the created date; 0 Any Date. */
  dateRange: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((id) => dateRangeIds.has(id), { message: 'Not a date range.' }),
    ),
    0,
  ),
  /** 1-based page number. */
  start: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  /** Records per page. */
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
  /** SavedCartSortBy. */
  sortBy: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2)), 0),
});
export type SavedCartSearchQuery = z.input<typeof SavedCartSearchQuery>;

/** `searchSavedCarts`: the caller's templates and the company's configurations, optionally one kind. */
export const AllSavedCartSearchQuery = z.extend(SavedCartSearchQuery, { kind: z.optional(SavedCartKind) });
export type AllSavedCartSearchQuery = z.input<typeof AllSavedCartSearchQuery>;

/** Quantity or service length of one saved-cart line. */
export const UpdateSavedCartItemBody = z
  .object({
    savedCartId: Guid,
    id: Guid,
    version: SeenVersion,
    quantity: z.optional(CartQuantity),
    serviceLength: z.optional(CartServiceLength),
  })
  .check(
    z.refine((change) => change.quantity !== undefined || change.serviceLength !== undefined, {
      message: 'Change the quantity or the service length.',
    }),
  );
export type UpdateSavedCartItemBody = z.input<typeof UpdateSavedCartItemBody>;

export const RenameSavedCartBody = z.object({ id: Guid, title: SavedCartTitle });
export type RenameSavedCartBody = z.input<typeof RenameSavedCartBody>;

/** Lines or bundles (`ids`) of one saved cart (`id`). */
export const SavedCartPartsQuery = z.object({ id: Guid, ids: IdListQueryValue });

export const AddTemplateToCartBody = z.object({ id: Guid });
export type AddTemplateToCartBody = z.input<typeof AddTemplateToCartBody>;

export const AddStoredConfigToCartBody = z.object({
  id: Guid,
  /** Optional groups (`getOptionsList`) the buyer leaves out. */
  excludedGroupIDs: z._default(z.array(Guid).check(z.maxLength(100)), []),
});
export type AddStoredConfigToCartBody = z.input<typeof AddStoredConfigToCartBody>;

/** An optional group of a stored configuration: a buyer may leave it out when adding it to the cart. */
export const SharedCartOption = z.object({
  groupID: z.string(),
  name: z.string(),
  /** Lines of the group, its bundles and child groups included. */
  itemCount: z.int(),
  /** Sum of those lines' extended prices (priced lines only). */
  total: Money,
});
export type SharedCartOption = z.infer<typeof SharedCartOption>;
