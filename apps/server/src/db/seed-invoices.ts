import { Enumerations } from '@b2b-portal/api';
import { addMoney, multiplyMoney, sumMoney, toMoney } from '@b2b-portal/flows/rules';
import { asc, eq, inArray } from 'drizzle-orm';
import { documentAddress } from '../features/documents/addresses';
import type { Executor } from './client';
import { addresses, invoiceLines, invoices, orderLines, orders } from './schema';
import { demoCheckout } from './seed-checkout';
import { demoCompanies } from './seed-data';
import { seedId } from './seed-ids';

/**
 * Invoices to follow and pay (issue 17): for Northwind and Contoso, each of the four kinds (standard, service,
 * managed services contract, subscription) in each status (Unpaid, Partially Paid, Paid), each billing a seed
 * order. A standard invoice bills the order's lines as they are; a service invoice bills them over a service
 * period; a managed services contract invoice bills them under a contract, each line with the ship-to of its
 * device (alternating the company's ship-tos); a subscription invoice bills a recurring line and a usage line.
 * Numbers run from INV-700001 in this order: Northwind's twelve, then Contoso's twelve.
 */

const Type = Enumerations.InvoiceType;
const Status = Enumerations.InvoiceStatus;
const Charge = Enumerations.ChargeKind;

/** The order each kind of a company's invoices bills, by status (Unpaid, Partially Paid, Paid). */
const billed = {
  northwind: {
    [Type.Standard.value]: ['from-quote', 'radiology-refresh', 'clinic-west-closed'],
    [Type.Service.value]: ['from-requisition', 'radiology-refresh', 'clinic-west-closed'],
    [Type.ManagedServicesContract.value]: ['radiology-refresh', 'from-requisition', 'data-center-cancelled'],
    [Type.Subscription.value]: ['from-quote', 'radiology-refresh', 'clinic-west-closed'],
  },
  contoso: {
    [Type.Standard.value]: ['store-12-open', 'store-12-open', 'warehouse-closed'],
    [Type.Service.value]: ['store-12-open', 'warehouse-closed', 'warehouse-closed'],
    [Type.ManagedServicesContract.value]: ['store-12-open', 'warehouse-closed', 'warehouse-closed'],
    [Type.Subscription.value]: ['store-12-open', 'store-12-open', 'warehouse-closed'],
  },
} as const;

/** Invoice dates, by status: unpaid ones recent (one past due), paid ones older. */
const invoiceDates = {
  [Status.Unpaid.value]: ['2026-11-20', '2026-10-15', '2026-11-24', '2026-11-18'],
  [Status.PartiallyPaid.value]: ['2026-11-10', '2026-11-03', '2026-10-28', '2026-11-06'],
  [Status.Paid.value]: ['2026-09-01', '2026-08-25', '2026-10-01', '2026-09-15'],
} as const;

const TAX_RATE = '0.0825';
const FIRST_NUMBER = 700_001;

/** The first invoice of each company's, by kind and status: the seed's handles for tests and journeys. */
export const seedInvoiceId = (company: 'northwind' | 'contoso', invoiceType: number, status: number) =>
  seedId(`invoice:${company}:${invoiceType}:${status}`);

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export async function seedInvoices(db: Executor): Promise<void> {
  const companyKeys = ['northwind', 'contoso'] as const;
  const checkout = demoCheckout;
  const addressIds = companyKeys.flatMap((key) => [
    checkout[key].billTo,
    ...Object.values(checkout[key].shipTos),
  ]);
  const rows = await db.select().from(addresses).where(inArray(addresses.id, addressIds));
  const snapshotOf = new Map(rows.map((row) => [row.id, { id: row.id, ...documentAddress(row) }]));
  const address = (id: string) => {
    const snapshot = snapshotOf.get(id);
    if (!snapshot) throw new Error(`Seed invoice address ${id} is not in the checkout seed`);
    return snapshot;
  };

  let number = FIRST_NUMBER;
  for (const company of companyKeys) {
    const shipTos = Object.values(checkout[company].shipTos).map(address);
    for (const [typeKey, keys] of Object.entries(billed[company])) {
      const invoiceType = Number(typeKey);
      for (const [statusIndex, orderKey] of keys.entries()) {
        const status = [Status.Unpaid.value, Status.PartiallyPaid.value, Status.Paid.value][statusIndex] ?? 0;
        const orderId = seedId(`order:${company}:${orderKey}`);
        const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
        if (!order) throw new Error(`Seed invoice order ${orderKey} is not in the order seed`);
        const sourceLines = (
          await db
            .select()
            .from(orderLines)
            .where(eq(orderLines.orderId, orderId))
            .orderBy(asc(orderLines.lineNumber))
        ).slice(0, 3);
        const invoiceDate = invoiceDates[status as 0 | 1 | 2][invoiceType - 1] ?? '2026-11-01';
        const periodStart = invoiceType === Type.Standard.value ? null : addDays(invoiceDate, -30);
        const periodEnd = invoiceType === Type.Standard.value ? null : addDays(invoiceDate, -1);
        const id = seedInvoiceId(company, invoiceType, status);
        const lines =
          invoiceType === Type.Subscription.value
            ? subscriptionLines(id, company, sourceLines[0], periodStart, periodEnd)
            : sourceLines.map((line, index) => ({
                id: seedId(`invoice-line:${id}:${index + 1}`),
                invoiceId: id,
                lineNumber: index + 1,
                orderLineNumber: line.lineNumber,
                manufacturerPart: line.manufacturerPart,
                manufacturerName: line.manufacturerName,
                description:
                  invoiceType === Type.Service.value
                    ? `Support and maintenance: ${line.description}`
                    : line.description,
                quantity: line.quantity,
                unitPrice: line.unitPrice,
                extendedPrice: multiplyMoney(line.unitPrice, line.quantity),
                serialNumbers: line.serialNumbers,
                serviceStart: periodStart,
                serviceEnd: periodEnd,
                shipTo:
                  invoiceType === Type.ManagedServicesContract.value
                    ? (shipTos[index % shipTos.length] ?? null)
                    : null,
              }));
        const subtotal = sumMoney(lines.map((line) => line.extendedPrice));
        const taxTotal = multiplyMoney(subtotal, TAX_RATE);
        const grandTotal = addMoney(subtotal, taxTotal);
        const amountPaid =
          status === Status.Paid.value
            ? grandTotal
            : status === Status.PartiallyPaid.value
              ? multiplyMoney(grandTotal, '0.4')
              : toMoney('0');
        await db.insert(invoices).values({
          id,
          companyId: demoCompanies[company].id,
          orderId,
          invoiceNumber: `INV-${number}`,
          invoiceType,
          status,
          po: order.po,
          invoiceDate,
          dueDate: addDays(invoiceDate, 30),
          paymentTerm: 'Net 30',
          billTo: order.billTo,
          shipTo: order.shipTo,
          contractNumber:
            invoiceType === Type.ManagedServicesContract.value
              ? `MSC-${company === 'northwind' ? 'NW' : 'CO'}-2026-${String(statusIndex + 1).padStart(2, '0')}`
              : '',
          periodStart,
          periodEnd,
          subtotal,
          taxTotal,
          grandTotal,
          amountPaid,
          accountManager: order.accountManager,
        });
        await db.insert(invoiceLines).values(lines);
        number += 1;
      }
    }
  }
}

/** A subscription's month: its recurring seat line and its metered usage line. */
function subscriptionLines(
  invoiceId: string,
  company: string,
  source: typeof orderLines.$inferSelect | undefined,
  periodStart: string | null,
  periodEnd: string | null,
) {
  const subscriptionId = `SUB-${company === 'northwind' ? 'NW' : 'CO'}-${invoiceId.slice(0, 6).toUpperCase()}`;
  const seats = source?.quantity ?? 10;
  return [
    {
      id: seedId(`invoice-line:${invoiceId}:1`),
      invoiceId,
      lineNumber: 1,
      orderLineNumber: source?.lineNumber ?? null,
      manufacturerPart: 'M365-E3-MONTHLY',
      manufacturerName: 'Microsoft',
      description: 'Microsoft 365 E3, monthly seat',
      quantity: seats,
      unitPrice: '36.00',
      extendedPrice: multiplyMoney('36.00', seats),
      serviceStart: periodStart,
      serviceEnd: periodEnd,
      subscriptionId,
      chargeKind: Charge.Recurring.value,
      billingUnitOfMeasure: 'Seat',
    },
    {
      id: seedId(`invoice-line:${invoiceId}:2`),
      invoiceId,
      lineNumber: 2,
      orderLineNumber: null,
      manufacturerPart: 'AZ-STORAGE-GB',
      manufacturerName: 'Microsoft',
      description: 'Azure Blob storage, GB-month',
      quantity: 1,
      // 1,284.5 GB at 0.02 a GB: the line's price is the usage's.
      unitPrice: '25.69',
      extendedPrice: '25.69',
      serviceStart: periodStart,
      serviceEnd: periodEnd,
      subscriptionId,
      chargeKind: Charge.Usage.value,
      usageQuantity: '1284.5',
      billingUnitOfMeasure: 'GB',
    },
  ];
}
