import { Enumerations, type SpendingLimit } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { compareMoney, spendingLimitBreach, toMoney } from '@b2b-portal/flows/rules';
import { formatMoney } from '@b2b-portal/ui/format';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, userAudit, userSpendingLimits } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { refuseChangingHolder, userOfCompany } from './store';

/**
 * Spending limits per user (issue 18, beyond the documents, as Spartacus and Medusa B2B have them): a limit per
 * order and a budget per calendar month (UTC). The server applies them at checkout: a cart whose grand total is
 * above the limit per order, or would take the month's orders beyond the budget, is submitted as a requisition
 * for approval instead of placed as an order (checkout/sources.ts).
 */

const CANCELLED = Enumerations.OrderStatus.Cancelled.value;

/** The first moment of the current calendar month, UTC. */
export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** What the user's orders of this month (cancelled ones aside) came to. */
async function spentThisMonth(db: Executor, userId: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.grandTotal}), 0)::text` })
    .from(orders)
    .where(and(eq(orders.userId, userId), gte(orders.createdAt, monthStart()), ne(orders.status, CANCELLED)));
  return toMoney(row?.total ?? '0');
}

async function limitsOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ orderLimit: userSpendingLimits.orderLimit, monthlyBudget: userSpendingLimits.monthlyBudget })
    .from(userSpendingLimits)
    .where(eq(userSpendingLimits.userId, userId));
  return { orderLimit: row?.orderLimit ?? null, monthlyBudget: row?.monthlyBudget ?? null };
}

export async function spendingLimitOf(
  db: Executor,
  principal: Principal,
  userId: string,
): Promise<SpendingLimit> {
  await userOfCompany(db, principal, userId);
  const limits = await limitsOf(db, userId);
  return {
    userId,
    orderLimit: limits.orderLimit === null ? null : toMoney(limits.orderLimit),
    monthlyBudget: limits.monthlyBudget === null ? null : toMoney(limits.monthlyBudget),
    spentThisMonth: await spentThisMonth(db, userId),
  };
}

export async function setSpendingLimit(
  services: Services,
  principal: Principal,
  body: { id: string; orderLimit: string | null; monthlyBudget: string | null },
): Promise<SpendingLimit> {
  await services.db.transaction(async (tx) => {
    const row = await userOfCompany(tx, principal, body.id);
    const before = await limitsOf(tx, body.id);
    const next = {
      orderLimit: body.orderLimit === null ? null : toMoney(body.orderLimit),
      monthlyBudget: body.monthlyBudget === null ? null : toMoney(body.monthlyBudget),
    };
    const same = (a: string | null, b: string | null) =>
      a === null || b === null ? a === b : compareMoney(a, b) === 0;
    if (same(before.orderLimit, next.orderLimit) && same(before.monthlyBudget, next.monthlyBudget)) return;
    // A limit caps what the user may order, and lifting one gives it back: only for an administrator who holds
    // every permission of the user (a user administrator without checkout neither caps nor frees a buyer's).
    await refuseChangingHolder(tx, principal, row.id, 'Users.CannotLimitHolder');
    if (next.orderLimit === null && next.monthlyBudget === null) {
      await tx.delete(userSpendingLimits).where(eq(userSpendingLimits.userId, body.id));
    } else {
      await tx
        .insert(userSpendingLimits)
        .values({ userId: body.id, ...next })
        .onConflictDoUpdate({ target: userSpendingLimits.userId, set: { ...next, updatedAt: new Date() } });
    }
    await tx.insert(userAudit).values({
      companyId: row.companyId as string,
      userId: body.id,
      actorUserId: principal.userId,
      actorName: `${principal.firstName} ${principal.lastName}`.trim(),
      action: 'spendingLimitChanged',
      detail: next,
      at: sql`clock_timestamp()`,
    });
  });
  return spendingLimitOf(services.db, principal, body.id);
}

/**
 * Why a cart of `grandTotal` checked out by the caller must go for approval — above their limit per order, or
 * beyond their monthly budget with this month's orders — as the message the confirmation shows; null within
 * their limits, without limits or without a priced total. The rule is flows' `spendingLimitBreach`, as for a
 * business unit's limits (business-units/spending.ts).
 */
export async function userSpendingBreach(
  db: Executor,
  userId: string,
  grandTotal: string | null | undefined,
): Promise<string | null> {
  if (grandTotal === null || grandTotal === undefined) return null;
  const limits = await limitsOf(db, userId);
  if (limits.orderLimit === null && limits.monthlyBudget === null) return null;
  const spent = limits.monthlyBudget === null ? '0.00' : await spentThisMonth(db, userId);
  const breach = spendingLimitBreach(grandTotal, { ...limits, spent });
  if (breach === 'orderLimit') {
    return formatMessage('Workflow.ApprovalReason.UserOrderLimit', {
      total: formatMoney(grandTotal),
      limit: formatMoney(limits.orderLimit ?? '0'),
    });
  }
  if (breach === 'monthlyBudget') {
    return formatMessage('Workflow.ApprovalReason.UserBudget', {
      total: formatMoney(grandTotal),
      limit: formatMoney(limits.monthlyBudget ?? '0'),
      spent: formatMoney(spent),
    });
  }
  return null;
}
