import { type BusinessUnitSpendingLimit, Enumerations } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { spendingLimitBreach, toMoney } from '@b2b-portal/flows/rules';
import { formatMoney } from '@b2b-portal/ui/format';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { businessUnitSpendingLimits, orders } from '../../db/schema';
import { monthStart } from '../users/spending';
import { branchOf, companyUnits, type UnitRow, unitNotFound } from './store';

/**
 * Spending limits per business unit (issue 18, beyond the documents): a limit per order and a budget per calendar
 * month (UTC), each optional, as a user's (users/spending.ts) and by the same rule (flows' `spendingLimitBreach`).
 *
 * Roll-up: a unit's budget counts the orders filed under the unit and under every unit below it, and an order
 * filed under a unit is held to the limits of that unit and of every unit above it — a division's budget caps
 * what its departments and cost centers order together, and its limit per order caps any one of their orders.
 * The server applies them to a cart's checkout (as the user's limits): an order above a limit is submitted as a
 * requisition for approval instead. An approved quote or requisition is not held to them again (its approval is
 * the approval). Cancelled orders do not count.
 */

const CANCELLED = Enumerations.OrderStatus.Cancelled.value;

async function limitsOf(db: Executor, unitIds: readonly string[]) {
  if (unitIds.length === 0)
    return new Map<string, { orderLimit: string | null; monthlyBudget: string | null }>();
  const rows = await db
    .select()
    .from(businessUnitSpendingLimits)
    .where(inArray(businessUnitSpendingLimits.unitId, [...unitIds]));
  return new Map(
    rows.map((row) => [
      row.unitId,
      {
        orderLimit: row.orderLimit === null ? null : toMoney(row.orderLimit),
        monthlyBudget: row.monthlyBudget === null ? null : toMoney(row.monthlyBudget),
      },
    ]),
  );
}

/** What this month's orders filed under the unit or a unit below it (cancelled ones aside) came to. */
async function spentThisMonth(db: Executor, units: readonly UnitRow[], unitId: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.grandTotal}), 0)::text` })
    .from(orders)
    .where(
      and(
        inArray(orders.businessUnitId, [...branchOf(units, unitId)]),
        gte(orders.createdAt, monthStart()),
        ne(orders.status, CANCELLED),
      ),
    );
  return toMoney(row?.total ?? '0');
}

async function unitOfCompany(db: Executor, companyId: string, unitId: string) {
  const units = await companyUnits(db, companyId);
  const unit = units.find((entry) => entry.id === unitId);
  if (!unit) throw unitNotFound();
  return { units, unit };
}

export async function unitSpendingLimitOf(
  db: Executor,
  companyId: string,
  unitId: string,
): Promise<BusinessUnitSpendingLimit> {
  const { units } = await unitOfCompany(db, companyId, unitId);
  const limits = (await limitsOf(db, [unitId])).get(unitId);
  return {
    unitId,
    orderLimit: limits?.orderLimit ?? null,
    monthlyBudget: limits?.monthlyBudget ?? null,
    spentThisMonth: await spentThisMonth(db, units, unitId),
  };
}

export async function setUnitSpendingLimit(
  db: Executor,
  companyId: string,
  body: { id: string; orderLimit: string | null; monthlyBudget: string | null },
): Promise<BusinessUnitSpendingLimit> {
  await unitOfCompany(db, companyId, body.id);
  const next = {
    orderLimit: body.orderLimit === null ? null : toMoney(body.orderLimit),
    monthlyBudget: body.monthlyBudget === null ? null : toMoney(body.monthlyBudget),
  };
  if (next.orderLimit === null && next.monthlyBudget === null) {
    await db.delete(businessUnitSpendingLimits).where(eq(businessUnitSpendingLimits.unitId, body.id));
  } else {
    await db
      .insert(businessUnitSpendingLimits)
      .values({ unitId: body.id, ...next })
      .onConflictDoUpdate({
        target: businessUnitSpendingLimits.unitId,
        set: { ...next, updatedAt: new Date() },
      });
  }
  return unitSpendingLimitOf(db, companyId, body.id);
}

/**
 * Why an order of `grandTotal` filed under `unitId` must go for approval, as messages naming the unit and the
 * limit: one for each unit on the way from it to the top whose limit the order breaks (none within them all).
 * Inside the checkout's transaction it holds a lock on the top unit's branch, so two checkouts under one division
 * count each other's orders rather than both slipping under its budget.
 */
export async function unitSpendingBreaches(
  db: Executor,
  companyId: string,
  unitId: string | null,
  grandTotal: string | null | undefined,
): Promise<string[]> {
  if (!unitId || grandTotal === null || grandTotal === undefined) return [];
  const units = await companyUnits(db, companyId);
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const path: UnitRow[] = [];
  for (let unit = byId.get(unitId); unit && !path.includes(unit); unit = byId.get(unit.parentId ?? '')) {
    path.push(unit);
  }
  const limits = await limitsOf(
    db,
    path.map((unit) => unit.id),
  );
  if (limits.size === 0) return [];
  const top = path.at(-1);
  if (top) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`unit-budget:${top.id}`}))`);
  const reasons: string[] = [];
  for (const unit of path) {
    const limit = limits.get(unit.id);
    if (!limit) continue;
    const spent = limit.monthlyBudget === null ? '0.00' : await spentThisMonth(db, units, unit.id);
    const breach = spendingLimitBreach(grandTotal, { ...limit, spent });
    if (breach === 'orderLimit') {
      reasons.push(
        formatMessage('Workflow.ApprovalReason.UnitOrderLimit', {
          total: formatMoney(grandTotal),
          unit: unit.name,
          limit: formatMoney(limit.orderLimit ?? '0'),
        }),
      );
    } else if (breach === 'monthlyBudget') {
      reasons.push(
        formatMessage('Workflow.ApprovalReason.UnitBudget', {
          total: formatMoney(grandTotal),
          unit: unit.name,
          limit: formatMoney(limit.monthlyBudget ?? '0'),
          spent: formatMoney(spent),
        }),
      );
    }
  }
  return reasons;
}
