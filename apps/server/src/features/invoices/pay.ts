import {
  type AddPaymentInfoRequestBody,
  Enumerations,
  INVOICE_READ_PERMISSION,
  type Invoice,
  type PayInvoiceBody,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { addMoney, compareMoney, hasPermission, subtractMoney, toMoney } from '@b2b-portal/flows/rules';
import { formatMoney } from '@b2b-portal/ui/format';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoicePayments, invoices, paymentInfoRequests, paymentInfos } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import { runIdempotent } from '../checkout/idempotency';
import { companyOf } from '../quotes/store';
import { findVisibleInvoice, invoiceDetail, invoiceNotFound, invoiceScope } from './store';

const Status = Enumerations.InvoiceStatus;

const refused = (status: 409 | 422, code: string, message: string) => new ProblemError(status, code, message);

/** The card the payment is made with: the caller's own (just converted or saved), or a completed request's. */
async function cardOf(tx: Tx, principal: Principal, body: PayInvoiceBody) {
  const companyId = companyOf(principal);
  if (body.paymentInfoID) {
    const [card] = await tx
      .select({ id: paymentInfos.id })
      .from(paymentInfos)
      .where(
        and(
          eq(paymentInfos.id, body.paymentInfoID),
          eq(paymentInfos.companyId, companyId),
          eq(paymentInfos.ownerUserId, principal.userId),
          isNull(paymentInfos.deletedAt),
        ),
      );
    if (!card) throw refused(422, 'CardNotFound', formatMessage('Invoice.CardNotFound'));
    return { paymentInfoId: card.id, paymentInfoRequestId: null };
  }
  if (body.paymentInfoRequestID) {
    const [request] = await tx
      .select({ id: paymentInfoRequests.id, paymentInfoId: paymentInfoRequests.paymentInfoId })
      .from(paymentInfoRequests)
      .where(
        and(
          eq(paymentInfoRequests.id, body.paymentInfoRequestID),
          eq(paymentInfoRequests.companyId, companyId),
        ),
      );
    if (!request?.paymentInfoId) throw refused(422, 'CardNotFound', formatMessage('Invoice.CardNotFound'));
    return { paymentInfoId: request.paymentInfoId, paymentInfoRequestId: request.id };
  }
  throw refused(422, 'CardRequired', formatMessage('Invoice.CardRequired'));
}

/** 422 AmountNotPayable unless `amount` is from 0.01 to `balance`. */
function assertPayable(amount: string, balance: string): void {
  if (compareMoney(amount, '0') > 0 && compareMoney(amount, balance) <= 0) return;
  const message = formatMessage('Invoice.AmountNotPayable', {
    min: formatMoney('0.01'),
    max: formatMoney(balance),
  });
  throw new ProblemError(422, 'AmountNotPayable', message, [{ path: 'amount', message }]);
}

/**
 * A payment info request for an invoice (documentType Invoice, documentNumber its number) may be sent only by
 * someone who sees the invoice, while it has a balance, for at most that balance: 403, 404, 409, 422.
 */
export async function checkInvoicePaymentRequest(
  services: Services,
  principal: Principal,
  body: AddPaymentInfoRequestBody,
): Promise<void> {
  if (!hasPermission(principal.permissions, INVOICE_READ_PERMISSION)) throw Problems.forbidden();
  const [invoice] = await services.db
    .select({ status: invoices.status, grandTotal: invoices.grandTotal, amountPaid: invoices.amountPaid })
    .from(invoices)
    .where(and(eq(invoices.invoiceNumber, body.documentNumber ?? ''), invoiceScope(principal)));
  if (!invoice) throw invoiceNotFound();
  if (invoice.status === Status.Paid.value) {
    throw refused(409, 'InvoiceAlreadyPaid', formatMessage('Invoice.AlreadyPaid'));
  }
  assertPayable(toMoney(body.amount), subtractMoney(invoice.grandTotal, invoice.amountPaid));
}

/**
 * The recipient of an invoice's payment info request has entered a card (in the transaction that completes the
 * request): the invoice is paid with it, the request's amount or the balance left if that is less, in the name of
 * the user who asked. An invoice paid in full meanwhile takes nothing (the request still completes: the card was
 * given for it).
 */
export async function payInvoiceByRequest(
  tx: Tx,
  request: { id: string; requestedBy: string; documentNumber: string; amount: string },
  paymentInfoId: string,
): Promise<void> {
  const [locked] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.invoiceNumber, request.documentNumber))
    .for('update');
  if (!locked || locked.status === Status.Paid.value) return;
  const balance = subtractMoney(locked.grandTotal, locked.amountPaid);
  await recordPayment(tx, locked, {
    userId: request.requestedBy,
    paymentInfoId,
    paymentInfoRequestId: request.id,
    requestId: request.id,
    amount: compareMoney(request.amount, balance) > 0 ? balance : toMoney(request.amount),
  });
}

/** Writes a payment of a locked invoice and moves it to Partially Paid or Paid. */
async function recordPayment(
  tx: Tx,
  locked: typeof invoices.$inferSelect,
  payment: Omit<typeof invoicePayments.$inferInsert, 'invoiceId'> & { amount: string },
): Promise<void> {
  await tx.insert(invoicePayments).values({ ...payment, invoiceId: locked.id });
  const amountPaid = addMoney(locked.amountPaid, payment.amount);
  const status =
    compareMoney(amountPaid, locked.grandTotal) >= 0 ? Status.Paid.value : Status.PartiallyPaid.value;
  await tx.update(invoices).set({ amountPaid, status }).where(eq(invoices.id, locked.id));
}

/**
 * Pays a visible invoice by card, exactly once per `requestId` (checkout's idempotency: the same key and body
 * answer the first payment again; another body with the key is refused). The invoice row is locked while its
 * balance is read and written, so two payments at once cannot both take the same balance.
 */
export async function payInvoice(
  services: Services,
  principal: Principal,
  body: PayInvoiceBody,
): Promise<Invoice> {
  // 404 before anything else for an invoice the caller does not see.
  await findVisibleInvoice(services.db, principal, body.id);
  return runIdempotent({
    db: services.db,
    databaseKind: services.databaseKind,
    userId: principal.userId,
    scope: `invoice.pay:${body.id}`,
    key: body.requestId,
    body,
    work: async (tx) => {
      const [locked] = await tx.select().from(invoices).where(eq(invoices.id, body.id)).for('update');
      if (!locked || locked.status === Status.Paid.value) {
        throw refused(409, 'InvoiceAlreadyPaid', formatMessage('Invoice.AlreadyPaid'));
      }
      const amount = toMoney(body.amount);
      assertPayable(amount, subtractMoney(locked.grandTotal, locked.amountPaid));
      const card = await cardOf(tx, principal, body);
      await recordPayment(tx, locked, {
        userId: principal.userId,
        ...card,
        requestId: body.requestId,
        amount,
      });
      return invoiceDetail(tx, principal, await findVisibleInvoice(tx, principal, locked.id));
    },
  });
}
