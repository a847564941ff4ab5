import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { blanketOrders, orders } from './schema';
import { demoCompanies } from './seed-data';
import { seedId } from './seed-ids';
import { demoOrders } from './seed-orders';

/**
 * Blanket purchase orders (issue 17): for Northwind and Contoso, active and expired ones, some of the orders of
 * the orders seed placed against them (a cancelled one among them, which does not count toward the total to
 * date). The active ones run from the start of last year to the end of next year, counted from the day the
 * database is seeded, so they stay active whenever the demo runs; the expired ones ended on 30 Sep 2026.
 */

type OrderKey = keyof typeof demoOrders;

type BlanketKey =
  | 'northwind-network'
  | 'northwind-small'
  | 'northwind-expired'
  | 'contoso-stores'
  | 'contoso-expired';

interface BlanketSpec {
  key: BlanketKey;
  company: 'northwind' | 'contoso';
  number: string;
  issued: string;
  start: string;
  end: string;
  amount: string;
  threshold: string;
  orders: OrderKey[];
}

const year = new Date().getUTCFullYear();
const activeFrom = `${year - 1}-01-01`;
const activeTo = `${year + 1}-12-31`;

const specs: BlanketSpec[] = [
  {
    key: 'northwind-network',
    company: 'northwind',
    number: 'BPO-NW-2026-01',
    issued: `${year - 2}-12-15`,
    start: activeFrom,
    end: activeTo,
    amount: '250000.00',
    threshold: '200000.00',
    orders: ['radiology-refresh', 'data-center-cancelled', 'from-quote'],
  },
  {
    key: 'northwind-small',
    company: 'northwind',
    number: 'BPO-NW-2026-02',
    issued: `${year - 2}-12-20`,
    start: activeFrom,
    end: activeTo,
    amount: '5000.00',
    threshold: '4000.00',
    orders: [],
  },
  {
    key: 'northwind-expired',
    company: 'northwind',
    number: 'BPO-NW-2025-07',
    issued: '2025-06-20',
    start: '2025-07-01',
    end: '2026-09-30',
    amount: '40000.00',
    threshold: '35000.00',
    orders: ['clinic-west-closed'],
  },
  {
    key: 'contoso-stores',
    company: 'contoso',
    number: 'BPO-CO-2026-A',
    issued: `${year - 2}-11-30`,
    start: activeFrom,
    end: activeTo,
    amount: '100000.00',
    threshold: '80000.00',
    orders: ['store-12-open', 'store-12-cancelled'],
  },
  {
    key: 'contoso-expired',
    company: 'contoso',
    number: 'BPO-CO-2025-W',
    issued: '2025-06-01',
    start: '2025-06-15',
    end: '2026-09-30',
    amount: '60000.00',
    threshold: '50000.00',
    orders: ['warehouse-closed'],
  },
];

export const demoBlanketOrders = Object.fromEntries(
  specs.map((spec) => [
    spec.key,
    { id: seedId(`blanket-order:${spec.key}`), number: spec.number, orders: spec.orders },
  ]),
) as Record<BlanketKey, { id: string; number: string; orders: OrderKey[] }>;

export async function seedBlanketOrders(db: Executor): Promise<void> {
  for (const spec of specs) {
    const id = seedId(`blanket-order:${spec.key}`);
    await db.insert(blanketOrders).values({
      id,
      companyId: demoCompanies[spec.company].id,
      number: spec.number,
      issuedDate: spec.issued,
      startDate: spec.start,
      endDate: spec.end,
      amount: spec.amount,
      threshold: spec.threshold,
    });
    for (const key of spec.orders) {
      await db
        .update(orders)
        .set({ blanketOrderId: id, blanketPo: spec.number })
        .where(eq(orders.id, demoOrders[key].id));
    }
  }
}
