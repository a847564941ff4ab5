import { carrierTrackingUrl, TRACKING_NOT_AVAILABLE } from '@b2b-portal/flows/rules';
import { and, eq } from 'drizzle-orm';
import type { Executor } from './client';
import { orderLines, shipmentContainerItems, shipmentContainers, shipments } from './schema';
import { demoCompanies } from './seed-data';
import { seedId } from './seed-ids';
import { demoOrders } from './seed-orders';

/**
 * Shipments of the seeded shipped orders (issue 17), for both companies, as the reseller's order system made them:
 * several containers each, the same tracking number on two containers (the tracking list shows it once) and
 * containers whose carrier gave no tracking ('Not Available', shown once). Numbers SH-690001… lie below the order
 * desk's (SH-700001…), so the sandbox's next shipment number is unchanged. The lines and quantities match the
 * seeded lines (seed-orders.ts): a line may be split across containers.
 */

type OrderKey = keyof typeof demoOrders;

interface ContainerSpec {
  /** A tracking number, or 'Not Available'. */
  tracking: string;
  /** [line number, quantity, serial numbers] */
  items: [number, number, string[]][];
}

interface ShipmentSpec {
  number: string;
  order: OrderKey;
  company: keyof typeof demoCompanies;
  carrier: string;
  shipDate: string;
  containers: ContainerSpec[];
}

const specs: ShipmentSpec[] = [
  {
    number: 'SH-690001',
    order: 'radiology-refresh',
    company: 'northwind',
    carrier: 'FedEx',
    shipDate: '2026-11-09',
    containers: [
      { tracking: '771234560001', items: [[1, 2, ['FOC2611X0A1', 'FOC2611X0A2']]] },
      { tracking: '771234560001', items: [[2, 2, []]] },
      { tracking: TRACKING_NOT_AVAILABLE, items: [[2, 2, []]] },
    ],
  },
  {
    number: 'SH-690002',
    order: 'clinic-west-closed',
    company: 'northwind',
    carrier: 'UPS',
    shipDate: '2026-08-22',
    containers: [
      { tracking: '1Z999AA10123456784', items: [[1, 2, ['FJC2530A1B1', 'FJC2530A1B2']]] },
      { tracking: '1Z999AA10123456784', items: [[1, 1, ['FJC2530A1B3']]] },
    ],
  },
  {
    number: 'SH-690003',
    order: 'store-12-open',
    company: 'contoso',
    carrier: 'UPS',
    shipDate: '2026-11-10',
    containers: [
      { tracking: '1Z999AA10123456799', items: [[1, 1, ['CON1000S12A']]] },
      { tracking: TRACKING_NOT_AVAILABLE, items: [[1, 1, ['CON1000S12B']]] },
    ],
  },
  {
    number: 'SH-690004',
    order: 'warehouse-closed',
    company: 'contoso',
    carrier: 'FedEx',
    shipDate: '2026-07-18',
    containers: [
      { tracking: '771234569999', items: [[1, 2, ['Q3AB-CTSO-0001', 'Q3AB-CTSO-0002']]] },
      { tracking: '771234569999', items: [[1, 1, ['Q3AB-CTSO-0003']]] },
      { tracking: TRACKING_NOT_AVAILABLE, items: [[1, 1, ['Q3AB-CTSO-0004']]] },
    ],
  },
];

/** The seeded shipments by number, with their ids and orders (tests and journeys find them by these). */
export const demoShipments = Object.fromEntries(
  specs.map((spec) => [spec.number, { id: seedId(`shipment:${spec.number}`), order: spec.order }]),
) as Record<string, { id: string; order: OrderKey }>;

/** Writes the shipments of `specs`; the items copy their order line's part and description (seedOrders first). */
export async function seedShipments(db: Executor): Promise<void> {
  for (const spec of specs) {
    const shipmentId = seedId(`shipment:${spec.number}`);
    const order = demoOrders[spec.order];
    await db.insert(shipments).values({
      id: shipmentId,
      companyId: demoCompanies[spec.company].id,
      orderId: order.id,
      number: spec.number,
      carrier: spec.carrier,
      shipDate: spec.shipDate,
      createdAt: new Date(`${spec.shipDate}T15:00:00Z`),
    });
    for (const [index, container] of spec.containers.entries()) {
      const containerId = seedId(`shipment-container:${spec.number}:${index + 1}`);
      await db.insert(shipmentContainers).values({
        id: containerId,
        shipmentId,
        position: index + 1,
        trackingNumber: container.tracking,
        trackingUrl: carrierTrackingUrl(spec.carrier, container.tracking),
      });
      const items = [];
      for (const [position, [lineNumber, quantity, serials]] of container.items.entries()) {
        const [line] = await db
          .select()
          .from(orderLines)
          .where(and(eq(orderLines.orderId, order.id), eq(orderLines.lineNumber, lineNumber)));
        if (!line) throw new Error(`Seed shipment ${spec.number}: no line ${lineNumber} on ${spec.order}`);
        items.push({
          containerId,
          position: position + 1,
          orderLineId: line.id,
          lineNumber,
          manufacturerPart: line.manufacturerPart,
          description: line.description,
          quantity,
          serialNumbers: serials,
        });
      }
      await db.insert(shipmentContainerItems).values(items);
    }
  }
}
