import * as z from 'zod/mini';
import { QUICK_ORDER_MAX_LINES, QUICK_ORDER_TEXT_MAX_LENGTH } from '../limits';
import { CartQuantity } from './cart';
import { Guid, Money } from './common';

/**
 * Quick order and reorder (issue 17): lines resolved against the catalogue, each ready or refused with the
 * reason in the catalogue's words, and the result of adding lines to the caller's cart.
 */

/** Why a line is refused: the `code` a program reads; `reason` is the message a person reads. */
export const LineRefusalCode = z.enum([
  'UnknownPart',
  'AmbiguousPart',
  'PartMissing',
  'QuantityInvalid',
  'ProductNotAvailable',
  'NotACatalogueProduct',
  'QuantityTooLarge',
]);
export type LineRefusalCode = z.infer<typeof LineRefusalCode>;

/** The catalogue product a line resolved to (prices as the catalogue has them now). */
export const ResolvedProduct = z.object({
  id: Guid,
  manufacturerPart: z.string(),
  manufacturerName: z.string(),
  description: z.string(),
  unitPrice: Money,
  pricingHidden: z.boolean(),
});
export type ResolvedProduct = z.infer<typeof ResolvedProduct>;

/** One pasted or uploaded line: `line` is its number in the paste or file (1-based, blank lines counted). */
export const QuickOrderLine = z.object({
  line: z.int().check(z.positive()),
  /** The part number as written. */
  part: z.string(),
  /** The quantity as written ('' when none was: it orders 1). */
  quantityText: z.string(),
  status: z.enum(['ready', 'refused']),
  /** The quantity that goes to the cart, when `ready`. */
  quantity: z.nullable(z.int()),
  product: z.nullable(ResolvedProduct),
  code: z.nullable(LineRefusalCode),
  reason: z.nullable(z.string()),
});
export type QuickOrderLine = z.infer<typeof QuickOrderLine>;

export const QuickOrderResolution = z.object({
  lines: z.array(QuickOrderLine),
  ready: z.int().check(z.nonnegative()),
  refused: z.int().check(z.nonnegative()),
});
export type QuickOrderResolution = z.infer<typeof QuickOrderResolution>;

/** Pasted text: one line each, the part number then the quantity (comma, semicolon, tab or spaces between). */
export const ResolveQuickOrderBody = z.object({
  text: z.string().check(z.maxLength(QUICK_ORDER_TEXT_MAX_LENGTH)),
});
export type ResolveQuickOrderBody = z.input<typeof ResolveQuickOrderBody>;

/** The multipart body of `resolveQuickOrderFile` (the browser sets the boundary; do not set a content type). */
export function quickOrderFormData(file: Blob, fileName?: string): FormData {
  const data = new FormData();
  if (fileName !== undefined) data.set('file', file, fileName);
  else data.set('file', file);
  return data;
}

/** The ready lines of a quick order, added to the cart in one call. */
export const AddQuickOrderItemsBody = z.object({
  items: z
    .array(
      z.object({
        /** The line's number in the paste or file, echoed in the answer. */
        line: z.int().check(z.positive()),
        productId: Guid,
        quantity: CartQuantity,
      }),
    )
    .check(z.minLength(1), z.maxLength(QUICK_ORDER_MAX_LINES)),
});
export type AddQuickOrderItemsBody = z.input<typeof AddQuickOrderItemsBody>;

/** `Order/reorder`: the order, and the line numbers to add again (all lines when absent). */
export const ReorderBody = z.object({
  id: Guid,
  lineNumbers: z.optional(
    z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(QUICK_ORDER_MAX_LINES)),
  ),
});
export type ReorderBody = z.input<typeof ReorderBody>;

/** A line that went to the cart (`line`: the quick order's line, or the order's line number). */
export const AddedLine = z.object({
  line: z.int(),
  manufacturerPart: z.string(),
  quantity: z.int(),
});
export type AddedLine = z.infer<typeof AddedLine>;

/** A line that did not, with the reason. */
export const RefusedLine = z.object({
  line: z.int(),
  manufacturerPart: z.string(),
  code: LineRefusalCode,
  reason: z.string(),
});
export type RefusedLine = z.infer<typeof RefusedLine>;

/** What adding lines to the cart did: added lines, refused lines, and the cart's line count after. */
export const CartAdditionResult = z.object({
  added: z.array(AddedLine),
  refused: z.array(RefusedLine),
  cartCount: z.int().check(z.nonnegative()),
});
export type CartAdditionResult = z.infer<typeof CartAdditionResult>;
