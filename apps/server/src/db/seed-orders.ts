import { Enumerations } from '@b2b-portal/api';
import { extendedPrice, subtractMoney, sumMoney, toMoney } from '@b2b-portal/flows/rules';
import { eq, inArray } from 'drizzle-orm';
import { documentAddress } from '../features/documents/addresses';
import type { Executor } from './client';
import {
  addresses,
  documentCounters,
  orderLineStatusHistory,
  orderLines,
  orders,
  quotes,
  requisitions,
} from './schema';
import { catalogueSeedParts } from './seed-catalogue';
import { catalogueManufacturers } from './seed-catalogue-data';
import { demoCheckout } from './seed-checkout';
import { demoCompanies, demoUsers } from './seed-data';
import { seedId } from './seed-ids';
import { demoQuotes } from './seed-quotes';
import { demoRequisitions } from './seed-requisitions';

/**
 * Orders to follow (issue 17): for Northwind and Contoso, orders in every status (Open, Closed, Cancelled) with
 * lines in groups and bundles, serial numbers, carriers and tracking, ship and scheduled dates, a subscription
 * line with its recurring fields, discounts, and each line's status history. One Northwind order comes from the
 * purchased quote, one from the purchased requisition, and one was placed by the administrator (the buyer does
 * not see it without viewAllOrders). Numbers follow the two orders of the checkout seed.
 */

const OPEN = Enumerations.OrderStatus.Open.value;
const CLOSED = Enumerations.OrderStatus.Closed.value;
const CANCELLED = Enumerations.OrderStatus.Cancelled.value;
const RECURRING = Enumerations.ChargeKind.Recurring.value;

type LineStatus = keyof typeof Enumerations.OrderLineStatus;

interface LineSpec {
  part: string;
  quantity: number;
  status: LineStatus;
  /** Statuses before `status`, each with its date (YYYY-MM-DD); `status` is reached on the last date given. */
  history: [LineStatus, string][];
  group?: string;
  bundle?: string;
  serials?: string[];
  carrier?: string;
  tracking?: string;
  shipDate?: string;
  scheduledDate?: string;
  contractVehicle?: string;
  subscription?: {
    id: string;
    termStart: string;
    termEnd: string;
    billingModel: string;
    initialTerm: number;
    autoRenewalTerm: number;
    variableBillingAutoRenewalTerm: number;
    billingUnitOfMeasure: string;
  };
}

interface OrderSpec {
  key: string;
  company: 'northwind' | 'contoso';
  user: keyof typeof demoUsers;
  title: string;
  po: string;
  status: number;
  at: string;
  shipTo: string;
  businessUnit?: string;
  blanketPo?: string;
  discount?: { description: string; amount: string };
  quoteId?: string;
  requisitionId?: string;
  lines: LineSpec[];
}

const HOUR = 3_600_000;

/**
 * The instants of a line's status steps: each on its day at 9:00 UTC plus an hour a step (steps of one day keep
 * their order), but none before the order was placed (`placedAt`) nor before the step it follows: a line is New
 * when its order is placed, not in the morning of an order placed at 14:10.
 */
export function stepTimes(placedAt: string, history: readonly [LineStatus, string][]): [LineStatus, Date][] {
  let earliest = Date.parse(placedAt);
  return history.map(([status, day], step) => {
    const at = Math.max(Date.parse(`${day}T${String(9 + step).padStart(2, '0')}:00:00Z`), earliest);
    earliest = at + HOUR;
    return [status, new Date(at)];
  });
}

const FEDEX = 'https://www.fedex.com/fedextrack/?trknbr=';
const UPS = 'https://www.ups.com/track?tracknum=';

const nw = demoCheckout.northwind;
const co = demoCheckout.contoso;

const specs = [
  {
    key: 'radiology-refresh',
    company: 'northwind',
    user: 'buyer',
    title: 'Radiology network refresh',
    po: 'NW-PO-2026-0101',
    status: OPEN,
    at: '2026-11-02T14:10:00Z',
    shipTo: nw.shipTos.mainCampus,
    businessUnit: 'radiology',
    blanketPo: 'BPO-NW-2026-01',
    discount: { description: 'Volume discount', amount: '250.00' },
    lines: [
      {
        part: 'C9300-48P-A',
        quantity: 2,
        status: 'Shipped',
        group: 'Imaging floor',
        bundle: 'Closet A',
        serials: ['FOC2611X0A1', 'FOC2611X0A2'],
        carrier: 'FedEx',
        tracking: '771234560001',
        shipDate: '2026-11-09',
        contractVehicle: 'NASPO ValuePoint',
        history: [
          ['New', '2026-11-02'],
          ['Booked', '2026-11-03'],
          ['Scheduled', '2026-11-05'],
          ['Shipped', '2026-11-09'],
        ],
      },
      {
        part: 'SFP-10G-SR',
        quantity: 4,
        status: 'Shipped',
        group: 'Imaging floor',
        bundle: 'Closet A',
        carrier: 'FedEx',
        tracking: '771234560001',
        shipDate: '2026-11-09',
        history: [
          ['New', '2026-11-02'],
          ['Booked', '2026-11-03'],
          ['Shipped', '2026-11-09'],
        ],
      },
      {
        part: 'C9130AXI-B',
        quantity: 6,
        status: 'BackOrder',
        group: 'Imaging floor',
        scheduledDate: '2026-12-14',
        history: [
          ['New', '2026-11-02'],
          ['Booked', '2026-11-03'],
          ['BackOrder', '2026-11-06'],
        ],
      },
      {
        part: 'C9300-DNA-A-24-3Y',
        quantity: 2,
        status: 'PendingProvision',
        subscription: {
          id: 'SUB-NW-4471',
          termStart: '2026-11-15',
          termEnd: '2029-11-14',
          billingModel: 'Prepaid',
          initialTerm: 36,
          autoRenewalTerm: 12,
          variableBillingAutoRenewalTerm: 12,
          billingUnitOfMeasure: 'Each',
        },
        history: [
          ['New', '2026-11-02'],
          ['PendingProvision', '2026-11-04'],
        ],
      },
    ],
  },
  {
    key: 'clinic-west-closed',
    company: 'northwind',
    user: 'buyer',
    title: 'Clinic West wireless',
    po: 'NW-PO-2026-0088',
    status: CLOSED,
    at: '2026-08-18T16:45:00Z',
    shipTo: nw.shipTos.clinicWest,
    businessUnit: 'cardiology',
    lines: [
      {
        part: 'C9120AXI-B',
        quantity: 3,
        status: 'Invoiced',
        serials: ['FJC2530A1B1', 'FJC2530A1B2', 'FJC2530A1B3'],
        carrier: 'UPS',
        tracking: '1Z999AA10123456784',
        shipDate: '2026-08-22',
        history: [
          ['New', '2026-08-18'],
          ['Booked', '2026-08-19'],
          ['Shipped', '2026-08-22'],
          ['Invoiced', '2026-08-25'],
        ],
      },
    ],
  },
  {
    key: 'data-center-cancelled',
    company: 'northwind',
    user: 'buyer',
    title: 'Data center router (cancelled)',
    po: 'NW-PO-2026-0093',
    status: CANCELLED,
    at: '2026-09-28T11:00:00Z',
    shipTo: nw.shipTos.dataCenter,
    businessUnit: 'it-infra',
    lines: [
      {
        part: 'ISR4331/K9',
        quantity: 1,
        status: 'Canceled',
        history: [
          ['New', '2026-09-28'],
          ['Canceled', '2026-09-30'],
        ],
      },
    ],
  },
  {
    key: 'from-quote',
    company: 'northwind',
    user: 'buyer',
    title: 'Firewall for the finance office',
    po: 'NW-PO-2026-0110',
    status: OPEN,
    at: '2026-11-12T09:30:00Z',
    shipTo: nw.shipTos.mainCampus,
    businessUnit: 'finance',
    quoteId: demoQuotes.purchased.id,
    lines: [
      {
        part: 'FPR1010-NGFW-K9',
        quantity: 1,
        status: 'Scheduled',
        scheduledDate: '2026-12-02',
        history: [
          ['New', '2026-11-12'],
          ['Booked', '2026-11-13'],
          ['Scheduled', '2026-11-16'],
        ],
      },
    ],
  },
  {
    key: 'from-requisition',
    company: 'northwind',
    user: 'buyer',
    title: 'Cardiology access switches',
    po: 'NW-PO-2026-0079',
    status: OPEN,
    at: '2026-10-21T13:20:00Z',
    shipTo: nw.shipTos.clinicWest,
    businessUnit: 'cardiology',
    requisitionId: demoRequisitions.purchased,
    lines: [
      {
        part: 'C9200-24P-E',
        quantity: 2,
        status: 'Booked',
        history: [
          ['New', '2026-10-21'],
          ['Booked', '2026-10-22'],
        ],
      },
    ],
  },
  {
    key: 'admin-spares',
    company: 'northwind',
    user: 'admin',
    title: 'IT spares stock',
    po: 'NW-PO-2026-0120',
    status: OPEN,
    at: '2026-11-20T10:00:00Z',
    shipTo: nw.shipTos.dataCenter,
    businessUnit: 'it-infra',
    lines: [
      {
        part: 'GLC-TE',
        quantity: 10,
        status: 'New',
        history: [['New', '2026-11-20']],
      },
    ],
  },
  {
    key: 'store-12-open',
    company: 'contoso',
    user: 'contosoBuyer',
    title: 'Store 12 point-of-sale network',
    po: 'CR-PO-7781',
    status: OPEN,
    at: '2026-11-05T15:00:00Z',
    shipTo: co.shipTos.store12,
    lines: [
      {
        part: 'C1000-24T-4G-L',
        quantity: 2,
        status: 'Shipped',
        serials: ['CON1000S12A', 'CON1000S12B'],
        carrier: 'UPS',
        tracking: '1Z999AA10123456799',
        shipDate: '2026-11-10',
        history: [
          ['New', '2026-11-05'],
          ['Booked', '2026-11-06'],
          ['Shipped', '2026-11-10'],
        ],
      },
      {
        part: 'MX68-HW',
        quantity: 1,
        status: 'Scheduled',
        scheduledDate: '2026-12-01',
        history: [
          ['New', '2026-11-05'],
          ['Scheduled', '2026-11-07'],
        ],
      },
    ],
  },
  {
    key: 'warehouse-closed',
    company: 'contoso',
    user: 'contosoBuyer',
    title: 'Warehouse wireless',
    po: 'CR-PO-7702',
    status: CLOSED,
    at: '2026-07-14T12:00:00Z',
    shipTo: co.shipTos.warehouse,
    lines: [
      {
        part: 'MR46-HW',
        quantity: 4,
        status: 'Invoiced',
        serials: ['Q3AB-CTSO-0001', 'Q3AB-CTSO-0002', 'Q3AB-CTSO-0003', 'Q3AB-CTSO-0004'],
        carrier: 'FedEx',
        tracking: '771234569999',
        shipDate: '2026-07-18',
        history: [
          ['New', '2026-07-14'],
          ['Shipped', '2026-07-18'],
          ['Invoiced', '2026-07-21'],
        ],
      },
    ],
  },
  {
    key: 'store-12-cancelled',
    company: 'contoso',
    user: 'contosoBuyer',
    title: 'Store 12 spare switch (cancelled)',
    po: 'CR-PO-7790',
    status: CANCELLED,
    at: '2026-11-08T09:00:00Z',
    shipTo: co.shipTos.store12,
    lines: [
      {
        part: 'C1000-48P-4G-L',
        quantity: 1,
        status: 'Canceled',
        history: [
          ['New', '2026-11-08'],
          ['Canceled', '2026-11-09'],
        ],
      },
    ],
  },
] as const satisfies readonly OrderSpec[];

/** The number the checkout seed's orders end at; these follow it. */
const FIRST_NUMBER = 300_003;

/** The seeded orders by key, with their ids and numbers (tests and journeys find them by these). */
export const demoOrders = Object.fromEntries(
  specs.map((spec, index) => [
    spec.key,
    { id: seedId(`order:${spec.company}:${spec.key}`), number: `SO-${FIRST_NUMBER + index}`, po: spec.po },
  ]),
) as Record<(typeof specs)[number]['key'], { id: string; number: string; po: string }>;

/** A serial number of each company's orders and the order it is on (the serial-number journey). */
export const demoSerials = {
  northwind: { serial: 'FOC2611X0A2', order: 'radiology-refresh' },
  contoso: { serial: 'CON1000S12B', order: 'store-12-open' },
} as const;

const manufacturerNames = new Map<string, string>(catalogueManufacturers.map((m) => [m.code, m.name]));
const salesTeam = {
  northwind: {
    accountManager: { name: 'Jordan Ellis', email: 'jordan.ellis@reseller.example', phone: '555-010-2200' },
    insideSales: {
      name: 'Priya Natarajan',
      email: 'priya.natarajan@reseller.example',
      phone: '555-010-2210',
    },
  },
  contoso: {
    accountManager: { name: 'Sam Ortega', email: 'sam.ortega@reseller.example', phone: '555-010-3300' },
    insideSales: { name: 'Lee Park', email: 'lee.park@reseller.example', phone: '555-010-3310' },
  },
};

export async function seedOrders(db: Executor): Promise<void> {
  const addressIds = [...new Set(specs.flatMap((spec) => [spec.shipTo]))];
  const billToIds = [nw.billTo, co.billTo];
  const rows = await db
    .select()
    .from(addresses)
    .where(inArray(addresses.id, [...addressIds, ...billToIds]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const snapshotOf = (id: string) => {
    const row = byId.get(id);
    if (!row) throw new Error(`Seed order address ${id} is not in the checkout seed`);
    return { id: row.id, ...documentAddress(row) };
  };

  for (const [index, spec] of (specs as readonly OrderSpec[]).entries()) {
    const orderId = seedId(`order:${spec.company}:${spec.key}`);
    const number = `SO-${FIRST_NUMBER + index}`;
    const shipTo = snapshotOf(spec.shipTo);
    const lines = spec.lines.map((line, lineIndex) => {
      const product = catalogueSeedParts.get(line.part);
      if (!product) throw new Error(`Seed order product ${line.part} is not in the catalogue seed`);
      const serviceLength = product.serviceLength ?? 0;
      return {
        id: seedId(`order-line:${spec.key}:${lineIndex + 1}`),
        orderId,
        lineNumber: lineIndex + 1,
        productId: product.id,
        groupName: line.group ?? '',
        bundleName: line.bundle ?? '',
        manufacturerPart: product.part,
        manufacturerName: manufacturerNames.get(product.manufacturer) ?? '',
        description: product.description,
        quantity: line.quantity,
        unitPrice: toMoney(product.unitPrice),
        serviceLength,
        extendedPrice: extendedPrice(product.unitPrice, line.quantity, serviceLength),
        itemType: line.subscription ? 'Recurring' : null,
        initialTerm: line.subscription?.initialTerm ?? null,
        shipTo,
        status: line.status,
        serialNumbers: line.serials ?? [],
        carrier: line.carrier ?? '',
        trackingNumber: line.tracking ?? '',
        trackingUrl: line.tracking ? `${line.carrier === 'UPS' ? UPS : FEDEX}${line.tracking}` : '',
        shipDate: line.shipDate ?? null,
        scheduledDate: line.scheduledDate ?? null,
        unspsc: product.unspsc,
        contractVehicle: line.contractVehicle ?? '',
        chargeKind: line.subscription ? RECURRING : null,
        subscriptionId: line.subscription?.id ?? '',
        termStart: line.subscription?.termStart ?? null,
        termEnd: line.subscription?.termEnd ?? null,
        billingModel: line.subscription?.billingModel ?? '',
        autoRenewalTerm: line.subscription?.autoRenewalTerm ?? null,
        variableBillingAutoRenewalTerm: line.subscription?.variableBillingAutoRenewalTerm ?? null,
        billingUnitOfMeasure: line.subscription?.billingUnitOfMeasure ?? '',
      };
    });
    const subtotal = sumMoney(lines.map((line) => line.extendedPrice));
    const discounts = spec.discount ? [spec.discount] : [];
    const grandTotal = subtractMoney(subtotal, sumMoney(discounts.map((discount) => discount.amount)));
    const company = demoCompanies[spec.company].id;
    const terms = spec.company === 'northwind' ? nw.terms : co.terms;
    await db.insert(orders).values({
      id: orderId,
      companyId: company,
      userId: demoUsers[spec.user].id,
      orderNumber: number,
      title: spec.title,
      po: spec.po,
      status: spec.status,
      paymentTermId: terms.net30,
      billTo: snapshotOf(spec.company === 'northwind' ? nw.billTo : co.billTo),
      shipTo,
      endUser: {},
      shipping: { method: 2, useMyCarrierAccount: false },
      subtotal,
      discounts,
      grandTotal,
      businessUnitId: spec.businessUnit ? seedId(`bu:northwind:${spec.businessUnit}`) : null,
      accountManager: salesTeam[spec.company].accountManager,
      insideSales: salesTeam[spec.company].insideSales,
      blanketPo: spec.blanketPo ?? '',
      createdAt: new Date(spec.at),
    });
    await db.insert(orderLines).values(lines);
    await db.insert(orderLineStatusHistory).values(
      spec.lines.flatMap((line, lineIndex) =>
        stepTimes(spec.at, line.history).map(([status, changedAt]) => ({
          orderLineId: seedId(`order-line:${spec.key}:${lineIndex + 1}`),
          status,
          changedAt,
        })),
      ),
    );
    if (spec.quoteId) await db.update(quotes).set({ orderId }).where(eq(quotes.id, spec.quoteId));
    if (spec.requisitionId) {
      await db.update(requisitions).set({ orderId }).where(eq(requisitions.id, spec.requisitionId));
    }
    if (index === specs.length - 1) {
      await db
        .update(documentCounters)
        .set({ value: FIRST_NUMBER + index })
        .where(eq(documentCounters.name, 'SO'));
    }
  }
}
