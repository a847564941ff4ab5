import { WarehouseItemStatus } from '@b2b-portal/api';
import { toMoney } from '@b2b-portal/flows/rules';
import { inArray } from 'drizzle-orm';
import type { Executor } from './client';
import { orderLines, warehouseItems, warehouseLocations } from './schema';
import { demoCompanies } from './seed-data';
import { seedId } from './seed-ids';
import { demoOrders } from './seed-orders';

/**
 * The warehouse summary's goods (issue 17): the reseller's three locations and, for Northwind and Contoso, what it
 * holds or held for their seed orders, each item some of one order line in one state. The order lines' own
 * statuses agree (a Shipped line's goods are Shipped here, a Scheduled line's are Staged, a back-ordered line's
 * first arrivals are Received).
 *
 * Northwind: Received 8 (2 + 2 at Reno, 4 at Chicago), Staged 7 (1 at Dallas, 6 at Chicago), Shipped 9 (2 + 4 at
 * Dallas, 3 at Reno). Contoso: Received 0, Staged 1 and Shipped 2 at Chicago, Shipped 4 at Dallas.
 */

export const warehouseLocationSeed = {
  dallas: { id: seedId('warehouse:DFW-1'), code: 'DFW-1', name: 'Dallas Integration Center' },
  reno: { id: seedId('warehouse:RNO-2'), code: 'RNO-2', name: 'Reno Staging Center' },
  chicago: { id: seedId('warehouse:CHI-1'), code: 'CHI-1', name: 'Chicago Distribution Center' },
} as const;

type OrderKey = keyof typeof demoOrders;
interface ItemSpec {
  key: string;
  company: 'northwind' | 'contoso';
  order: OrderKey;
  line: number;
  location: keyof typeof warehouseLocationSeed;
  status: number;
  quantity: number;
  received: string;
  staged?: string;
  shipped?: string;
  serials?: string[];
  assetTags?: string[];
}

const { Received, Staged, Shipped } = WarehouseItemStatus;

const specs: readonly ItemSpec[] = [
  // Northwind
  {
    key: 'nw-radiology-switches',
    company: 'northwind',
    order: 'radiology-refresh',
    line: 1,
    location: 'dallas',
    status: Shipped.value,
    quantity: 2,
    received: '2026-11-04',
    staged: '2026-11-06',
    shipped: '2026-11-09',
    serials: ['FOC2611X0A1', 'FOC2611X0A2'],
    assetTags: ['NW-AT-00411', 'NW-AT-00412'],
  },
  {
    key: 'nw-radiology-optics',
    company: 'northwind',
    order: 'radiology-refresh',
    line: 2,
    location: 'dallas',
    status: Shipped.value,
    quantity: 4,
    received: '2026-11-04',
    staged: '2026-11-06',
    shipped: '2026-11-09',
  },
  {
    key: 'nw-radiology-aps',
    company: 'northwind',
    order: 'radiology-refresh',
    line: 3,
    location: 'reno',
    status: Received.value,
    quantity: 2,
    received: '2026-11-21',
  },
  {
    key: 'nw-from-quote-firewall',
    company: 'northwind',
    order: 'from-quote',
    line: 1,
    location: 'dallas',
    status: Staged.value,
    quantity: 1,
    received: '2026-11-18',
    staged: '2026-11-20',
    serials: ['JMX2611F0C7'],
    assetTags: ['NW-AT-00431'],
  },
  {
    key: 'nw-from-requisition-switches',
    company: 'northwind',
    order: 'from-requisition',
    line: 1,
    location: 'reno',
    status: Received.value,
    quantity: 2,
    received: '2026-11-23',
  },
  {
    key: 'nw-clinic-west-aps',
    company: 'northwind',
    order: 'clinic-west-closed',
    line: 1,
    location: 'reno',
    status: Shipped.value,
    quantity: 3,
    received: '2026-09-28',
    staged: '2026-09-30',
    shipped: '2026-10-02',
    serials: ['FJC2530A1B1', 'FJC2530A1B2', 'FJC2530A1B3'],
  },
  {
    key: 'nw-spares-staged',
    company: 'northwind',
    order: 'admin-spares',
    line: 1,
    location: 'chicago',
    status: Staged.value,
    quantity: 6,
    received: '2026-11-19',
    staged: '2026-11-24',
  },
  {
    key: 'nw-spares-received',
    company: 'northwind',
    order: 'admin-spares',
    line: 1,
    location: 'chicago',
    status: Received.value,
    quantity: 4,
    received: '2026-11-19',
  },
  // Contoso
  {
    key: 'co-store-12-switches',
    company: 'contoso',
    order: 'store-12-open',
    line: 1,
    location: 'chicago',
    status: Shipped.value,
    quantity: 2,
    received: '2026-11-10',
    staged: '2026-11-12',
    shipped: '2026-11-14',
    serials: ['CON1000S12A', 'CON1000S12B'],
  },
  {
    key: 'co-store-12-appliance',
    company: 'contoso',
    order: 'store-12-open',
    line: 2,
    location: 'chicago',
    status: Staged.value,
    quantity: 1,
    received: '2026-11-17',
    staged: '2026-11-22',
    assetTags: ['CTS-0097'],
  },
  {
    key: 'co-warehouse-aps',
    company: 'contoso',
    order: 'warehouse-closed',
    line: 1,
    location: 'dallas',
    status: Shipped.value,
    quantity: 4,
    received: '2026-10-06',
    staged: '2026-10-08',
    shipped: '2026-10-12',
    serials: ['Q3AB-CTSO-0001', 'Q3AB-CTSO-0002', 'Q3AB-CTSO-0003', 'Q3AB-CTSO-0004'],
  },
];

/** A seeded item's id by its key (tests find them by these). */
export const seedWarehouseItemId = (key: string) => seedId(`warehouse-item:${key}`);

const lineId = (order: OrderKey, line: number) => seedId(`order-line:${order}:${line}`);

export async function seedWarehouse(db: Executor): Promise<void> {
  await db.insert(warehouseLocations).values(Object.values(warehouseLocationSeed));
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.id,
        specs.map((spec) => lineId(spec.order, spec.line)),
      ),
    );
  const byId = new Map(lines.map((line) => [line.id, line]));
  await db.insert(warehouseItems).values(
    specs.map((spec) => {
      const line = byId.get(lineId(spec.order, spec.line));
      if (!line) throw new Error(`Seed warehouse item ${spec.key}: no line ${spec.line} on ${spec.order}`);
      return {
        id: seedWarehouseItemId(spec.key),
        companyId: demoCompanies[spec.company].id,
        locationId: warehouseLocationSeed[spec.location].id,
        orderId: demoOrders[spec.order].id,
        orderLineId: line.id,
        lineNumber: line.lineNumber,
        manufacturerPart: line.manufacturerPart,
        description: line.description,
        quantity: spec.quantity,
        unitPrice: toMoney(line.unitPrice),
        status: spec.status,
        serialNumbers: spec.serials ?? [],
        assetTags: spec.assetTags ?? [],
        receivedDate: spec.received,
        stagedDate: spec.staged ?? null,
        shippedDate: spec.shipped ?? null,
      };
    }),
  );
}
