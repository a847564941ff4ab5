import { addMoney, compareMoney, type MoneyInput } from './money';

/**
 * Spending limits (issue 18, beyond the documents, as Spartacus and Medusa B2B have them): a limit per order and
 * a budget per calendar month, each optional. One rule for a user's limits and a business unit's; the server
 * applies it at checkout, where an order it refuses goes for approval as a requisition instead.
 */
export interface SpendingLimits {
  /** The most one order may come to; null for no limit. */
  orderLimit: MoneyInput | null;
  /** The most the month's orders may come to; null for no budget. */
  monthlyBudget: MoneyInput | null;
  /** What the month's orders (those the budget counts) came to so far. */
  spent: MoneyInput;
}

/** Which limit an order breaks: its own total is above the limit per order, or it takes the month beyond budget. */
export type SpendingLimitBreach = 'orderLimit' | 'monthlyBudget';

/**
 * The limit an order of `total` would break, or null. An order at a limit (equal to it) is within it. The limit
 * per order is checked first: an order above both is reported as above the limit per order.
 */
export function spendingLimitBreach(total: MoneyInput, limits: SpendingLimits): SpendingLimitBreach | null {
  if (limits.orderLimit !== null && compareMoney(total, limits.orderLimit) > 0) return 'orderLimit';
  if (
    limits.monthlyBudget !== null &&
    compareMoney(addMoney(limits.spent, total), limits.monthlyBudget) > 0
  ) {
    return 'monthlyBudget';
  }
  return null;
}
