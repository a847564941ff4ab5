/**
 * The figures a document's totals block and approval levels show (001 §3): computed here with the exact money
 * functions, drawn by `TotalsBlock` and `ApprovalLevels` of `@b2b-portal/ui`, which do no arithmetic.
 */
import {
  addMoney,
  compareMoney,
  isZeroMoney,
  type Money,
  type MoneyInput,
  subtractMoney,
  sumMoney,
} from './money';

/** What a document carries about its totals; every amount a decimal string or a number. */
export interface DocumentTotalsInput {
  /** Sum of the lines before discounts. */
  subtotal: MoneyInput;
  /** Discount amounts; whatever sign the server used, each reduces the total. @default [] */
  discounts?: readonly MoneyInput[];
  /** @default 0 */
  shipping?: MoneyInput;
  /** @default 0 */
  tax?: MoneyInput;
  /** The grand total as the server computed it. @default subtotal − discounts + shipping + tax */
  grandTotal?: MoneyInput;
  /** Recurring monthly charges of subscription lines; left out when missing or zero. */
  recurringMonthlyCharges?: MoneyInput | null;
}

/** The totals block's lines, as `Money`; an optional line is missing when it is not shown. */
export interface DocumentTotals {
  subtotal: Money;
  /** The discounts as one negative amount; missing when they sum to zero. */
  discount?: Money;
  shipping: Money;
  tax: Money;
  grandTotal: Money;
  /** Missing when the document has none. */
  recurringMonthlyCharges?: Money;
}

const magnitude = (amount: MoneyInput) => (compareMoney(amount, 0) < 0 ? subtractMoney(0, amount) : amount);

/** The exact sum of the discount amounts, whatever sign the server used: the total is reduced by it. */
export function sumDiscounts(discounts: readonly MoneyInput[]): Money {
  return sumMoney(discounts.map(magnitude));
}

/** The lines of a totals block: the discounts summed into one negative line, the grand total computed when missing. */
export function documentTotals({
  subtotal,
  discounts = [],
  shipping = 0,
  tax = 0,
  grandTotal,
  recurringMonthlyCharges,
}: DocumentTotalsInput): DocumentTotals {
  const discountTotal = sumDiscounts(discounts);
  const totals: DocumentTotals = {
    subtotal: addMoney(subtotal),
    shipping: addMoney(shipping),
    tax: addMoney(tax),
    grandTotal: addMoney(grandTotal ?? addMoney(subtractMoney(subtotal, discountTotal), shipping, tax)),
  };
  if (!isZeroMoney(discountTotal)) totals.discount = subtractMoney(0, discountTotal);
  if (recurringMonthlyCharges != null && !isZeroMoney(recurringMonthlyCharges)) {
    totals.recurringMonthlyCharges = addMoney(recurringMonthlyCharges);
  }
  return totals;
}

/** The amount an approval level applies from, when above 0 (shown as 'from $10,000.00'); undefined otherwise. */
export function approvalThreshold(minAmount: MoneyInput): Money | undefined {
  return compareMoney(minAmount, 0) > 0 ? addMoney(minAmount) : undefined;
}
