/**
 * The arithmetic and checkout rules of the cart family (live cart, saved carts, stored configurations): what
 * a line costs, what the document totals are and what keeps a cart from checkout (001 §3, §4, §5). The
 * server answers with these figures and the browser previews with the same code, so they never disagree.
 */
import { CART_QUANTITY_LIMITS, CART_SERVICE_LENGTH_LIMITS } from '@b2b-portal/api';
import { shopMessages, type TextKeyOf, translator } from '@b2b-portal/api/messages';
import { emptyGuid, extendedPrice, isRequestItem, variableBillingItemTypes } from './documentTree';
import { addMoney, type Money, type MoneyInput, multiplyMoney, toMoney } from './money';

/** Quantity of one cart line, inclusive: the contract's `CART_QUANTITY_LIMITS`. */
export const CART_QUANTITY_MIN = CART_QUANTITY_LIMITS.min;
export const CART_QUANTITY_MAX = CART_QUANTITY_LIMITS.max;
/**
 * Service length in months, inclusive (the contract's `CART_SERVICE_LENGTH_LIMITS`); 0 means a one-time charge (it
 * counts as 1 in prices).
 */
export const SERVICE_LENGTH_MAX = CART_SERVICE_LENGTH_LIMITS.max;

/** A stored line, as far as its price goes. */
export interface CartLinePricing {
  /** The price stored on the line (a hidden price too: it is never shown), e.g. "19.99". */
  unitPrice: MoneyInput;
  quantity: number;
  serviceLength: number;
  /** The price is not shown: the line can only be requested. */
  pricingHidden: boolean;
  /** Variable billing charge kind (Recurring, Usage) or none for a one-time charge. */
  itemType?: string | null;
}

/** What a line shows: its unit price (0 when hidden), its extended price and whether it needs pricing. */
export interface PricedCartLine {
  unitPrice: Money;
  extendedPrice: Money;
  isRequestItem: boolean;
}

/**
 * The figures a line shows. A hidden price is shown as 0 (it never leaves the server); the extended price is
 * unit × quantity × service length with 0 counting as 1 (001 §5); a request item per 001 §4.
 */
export function priceCartLine(line: CartLinePricing): PricedCartLine {
  const unitPrice = line.pricingHidden ? '0.00' : toMoney(line.unitPrice);
  const lineTotal = extendedPrice(unitPrice, line.quantity, line.serviceLength);
  return {
    unitPrice,
    extendedPrice: lineTotal,
    isRequestItem: isRequestItem(
      { unitPrice, quantity: line.quantity, serviceLength: line.serviceLength, extendedPrice: lineTotal },
      !line.pricingHidden,
    ),
  };
}

const isVariableBilling = (itemType: string | null | undefined) =>
  variableBillingItemTypes.some((known) => known === itemType);

/** The totals and flags every document of the cart family carries (001 §3). */
export interface CartTotals {
  /** False when at least one line hides its price. */
  showPricing: boolean;
  /** Sum of the extended prices of the priced lines. */
  grandTotal: Money;
  /** Sum of unit price × quantity of the priced recurring and usage lines. */
  recurringMonthlyCharges: Money;
  /** Number of lines. */
  count: number;
  /** Loose lines plus bundles, a bundle counting once. */
  itemCountWithBundles: number;
  /** At least one line needs pricing before checkout. */
  containRequestItem: boolean;
}

/** Totals of a document from its lines; `bundleID` tells loose lines (empty GUID or none) from bundled ones. */
export function cartTotals(lines: readonly (CartLinePricing & { bundleID?: string | null })[]): CartTotals {
  // Exact sums of the lines' rounded extended prices (`./money`).
  let grandTotal: Money = '0.00';
  let recurringMonthlyCharges: Money = '0.00';
  let containRequestItem = false;
  let showPricing = true;
  let looseLines = 0;
  const bundles = new Set<string>();
  for (const line of lines) {
    const priced = priceCartLine(line);
    if (line.pricingHidden) showPricing = false;
    if (priced.isRequestItem) containRequestItem = true;
    else grandTotal = addMoney(grandTotal, priced.extendedPrice);
    if (!priced.isRequestItem && isVariableBilling(line.itemType)) {
      recurringMonthlyCharges = addMoney(
        recurringMonthlyCharges,
        multiplyMoney(priced.unitPrice, line.quantity),
      );
    }
    if (!line.bundleID || line.bundleID === emptyGuid) looseLines += 1;
    else bundles.add(line.bundleID);
  }
  return {
    showPricing,
    grandTotal,
    recurringMonthlyCharges,
    count: lines.length,
    itemCountWithBundles: looseLines + bundles.size,
    containRequestItem,
  };
}

/** A line of a stored document as the contract carries it (quote, pricing request, requisition), for its totals. */
export type DocumentLinePricing = Omit<CartLinePricing, 'itemType'> & {
  bundleID: string;
  variableBilling?: { itemType: string } | null;
};

/** `cartTotals` of a stored document's lines in the contract's shape (the charge kind is in `variableBilling`). */
export function documentLineTotals(items: readonly DocumentLinePricing[]): CartTotals {
  return cartTotals(
    items.map((item) => ({
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      serviceLength: item.serviceLength,
      pricingHidden: item.pricingHidden,
      itemType: item.variableBilling?.itemType ?? null,
      bundleID: item.bundleID,
    })),
  );
}

export type CheckoutBlockerCode = 'CartEmpty' | 'CartHasRequestItems';

/** A reason the cart cannot be checked out, with the message the user reads. */
export interface CheckoutBlocker {
  code: CheckoutBlockerCode;
  message: string;
}

const shopText = translator(shopMessages);

const blockerMessages: Record<CheckoutBlockerCode, TextKeyOf<[typeof shopMessages]>> = {
  CartEmpty: 'Cart.Empty',
  CartHasRequestItems: 'Cart.HasRequestItems',
};

/** The blocker `code` with its message, for a refusal that names one blocker (an empty cart has nothing to copy). */
export function checkoutBlocker(code: CheckoutBlockerCode): CheckoutBlocker {
  return { code, message: shopText(blockerMessages[code]) };
}

/**
 * Why the cart cannot be checked out or transferred to a procurement system, first blocker first: it is
 * empty, or it holds items without pricing (001 §4, §8). None: it may go.
 */
export function checkoutBlockers(
  totals: Pick<CartTotals, 'count' | 'containRequestItem'>,
): CheckoutBlocker[] {
  if (totals.count === 0) return [checkoutBlocker('CartEmpty')];
  if (totals.containRequestItem) return [checkoutBlocker('CartHasRequestItems')];
  return [];
}

/**
 * A bundled line's quantity when its bundle's quantity changes from `from` to `to`: the line keeps its
 * quantity per bundle (e.g. 2 switches per kit: 3 kits hold 6). A quantity that does not divide evenly is
 * scaled and rounded, never below 1 or above the line maximum.
 */
export function scaleBundledQuantity(quantity: number, from: number, to: number): number {
  const scaled = from > 0 ? Math.round((quantity * to) / from) : quantity;
  return Math.min(CART_QUANTITY_MAX, Math.max(CART_QUANTITY_MIN, scaled));
}
