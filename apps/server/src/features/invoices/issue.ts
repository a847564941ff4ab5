import { Enumerations } from '@b2b-portal/api';
import { sumMoney, toMoney } from '@b2b-portal/flows/rules';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceLines, invoices, orderLines, orders } from '../../db/schema';
import { nextNumber } from '../workflow/numbers';

/** Invoice numbers the order desk issues (INV-710001…), apart from the seed's INV-700001…. */
export const INVOICE_COUNTER = 'invoice';
export const FIRST_INVOICE_NUMBER = 710_001;
/** What every invoice number begins with. */
export const INVOICE_NUMBER_PREFIX = 'INV-';
/** Days from the invoice date to its due date: the order desk bills on Net 30. */
export const INVOICE_DUE_DAYS = 30;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * The order desk's invoice of shipped lines (issue 17; `OrderDeskHooks.issueInvoice`): a standard invoice, Unpaid,
 * for the order's company, with the order's PO, addresses and account manager, one line per order line billed at
 * the order's prices (exact money; tax and shipping are billed by the order system and are none here). Runs in
 * the order desk's move, so the lines become Invoiced with the invoice or not at all.
 */
export async function issueOrderInvoice(
  tx: Executor,
  order: { id: string; companyId: string },
  lineIds: string[],
  now: Date = new Date(),
): Promise<{ id: string; number: string } | null> {
  if (lineIds.length === 0) return null;
  const [source] = await tx.select().from(orders).where(eq(orders.id, order.id));
  if (!source) throw new Error(`order ${order.id} not found for its invoice`);
  const lines = await tx
    .select()
    .from(orderLines)
    .where(inArray(orderLines.id, lineIds))
    .orderBy(asc(orderLines.lineNumber));
  const subtotal = sumMoney(lines.map((line) => line.extendedPrice));
  const invoiceDate = now.toISOString().slice(0, 10);
  const number = await nextNumber(tx, INVOICE_COUNTER, INVOICE_NUMBER_PREFIX, FIRST_INVOICE_NUMBER);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      companyId: order.companyId,
      orderId: order.id,
      invoiceNumber: number,
      invoiceType: Enumerations.InvoiceType.Standard.value,
      status: Enumerations.InvoiceStatus.Unpaid.value,
      po: source.po,
      invoiceDate,
      dueDate: addDays(invoiceDate, INVOICE_DUE_DAYS),
      paymentTerm: 'Net 30',
      billTo: source.billTo,
      shipTo: source.shipTo,
      subtotal,
      taxTotal: toMoney('0'),
      shippingTotal: toMoney('0'),
      grandTotal: subtotal,
      accountManager: source.accountManager,
      createdAt: now,
    })
    .returning({ id: invoices.id, number: invoices.invoiceNumber });
  if (!invoice) throw new Error('invoice not written');
  await tx.insert(invoiceLines).values(
    lines.map((line, index) => ({
      invoiceId: invoice.id,
      lineNumber: index + 1,
      orderLineNumber: line.lineNumber,
      manufacturerPart: line.manufacturerPart,
      manufacturerName: line.manufacturerName,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      extendedPrice: line.extendedPrice,
      serialNumbers: line.serialNumbers,
    })),
  );
  return invoice;
}
