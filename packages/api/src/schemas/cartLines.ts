import * as z from 'zod/mini';
import { CART_QUANTITY_LIMITS } from '../limits';
import { Money, wholeNumber } from './common';

/**
 * The lines of the cart family's documents (001 §3), which orders, quotes, requisitions and checkout carry too:
 * groups, bundles and items, and a line's quantity. Apart from ./cart so that reading them does not load the
 * saved carts' schemas and the shop's messages.
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
  unitPrice: Money,
  quantity: z.int(),
  /** Months; 0 counts as 1 in the extended price. */
  serviceLength: z.int(),
  /** unit price × quantity × service length (0 counts as 1). */
  extendedPrice: Money,
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

/** Quantity of one line, refused with 'Please enter a number from 1 to 99999.' */
export const CartQuantity = wholeNumber(CART_QUANTITY_LIMITS);
