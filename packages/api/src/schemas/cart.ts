import * as z from 'zod/mini';

/**
 * The line documents of the cart family (001 §3): a live cart, saved carts (templates), stored configurations
 * (shared saved carts). The tree uses the names of the document tree (groups, bundles, items with bundleID and
 * groupID, the empty GUID meaning none), so `DocumentLines` of the ui package draws any of them as is.
 */

/** Variable billing of a recurring or usage line (001 §3). */
export const VariableBilling = z.object({ itemType: z.string(), initialTerm: z.nullable(z.int()) });

export const DocumentGroupSchema = z.object({
  id: z.string(),
  /** Enclosing group or the empty GUID. */
  parentGroupID: z.string(),
  name: z.string(),
  position: z.int(),
  /** A stored configuration's optional group (the shared cart's options list). */
  optional: z.boolean(),
});

export const CartBundle = z.object({
  id: z.string(),
  groupID: z.string(),
  name: z.string(),
  quantity: z.int(),
  isBundle: z.literal(true),
  isGhost: z.boolean(),
  position: z.int(),
  /** Cart version that last changed the bundle (send it back to change the bundle). */
  version: z.int(),
});
export type CartBundle = z.infer<typeof CartBundle>;

export const CartItem = z.object({
  id: z.string(),
  /** The catalogue product, or null for a custom request item (or a product since removed). */
  productID: z.nullable(z.string()),
  bundleID: z.string(),
  groupID: z.string(),
  position: z.int(),
  /** Running line number printed on the document, from 1. */
  printLineNumber: z.int(),
  /** Index of the line in `items` (0-based), as the documents' indexPos. */
  indexPos: z.int(),
  manufacturerPart: z.string(),
  manufacturerName: z.string(),
  description: z.string(),
  /** 0 when pricing is hidden (the price is never sent then). */
  unitPrice: z.number(),
  quantity: z.int(),
  /** Months; 0 counts as 1 in the extended price. */
  serviceLength: z.int(),
  /** unit price × quantity × service length (0 counts as 1). */
  extendedPrice: z.number(),
  pricingHidden: z.boolean(),
  /** 001 §4: pricing hidden, or extended price 0 and not a bundle. */
  isRequestItem: z.boolean(),
  isCustomRequest: z.boolean(),
  /** False when the product has been withdrawn from the catalogue. */
  available: z.boolean(),
  variableBilling: z.nullable(VariableBilling),
  comment: z.string(),
  /** Cart version that last changed the line (send it back to change the line). */
  version: z.int(),
});
export type CartItem = z.infer<typeof CartItem>;

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
  grandTotal: z.number(),
  /** Sum of unit price × quantity of the recurring and usage lines. */
  recurringMonthlyCharges: z.number(),
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
  grandTotal: z.number(),
  showPricing: z.boolean(),
  unavailableItemCount: z.int(),
});
export type SavedCartSummary = z.infer<typeof SavedCartSummary>;
