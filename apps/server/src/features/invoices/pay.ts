import { Enumerations, type Invoice, type PayInvoiceBody } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { addMoney, compareMoney, subtractMoney, toMoney } from '@b2b-portal/flows/rules';
import { formatMoney } from '@b2b-portal/ui/format';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoicePayments, invoices, paymentInfoRequests, paymentInfos } from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { ProblemError } from '../../http/problem';
import { runIdempotent } from '../checkout/idempotency';
import { companyOf } from '../quotes/store';
import { findVisibleInvoice, invoiceDetail } from './store';

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
      const balance = subtractMoney(locked.grandTotal, locked.amountPaid);
      const amount = toMoney(body.amount);
      if (compareMoney(amount, '0') <= 0 || compareMoney(amount, balance) > 0) {
        throw new ProblemError(
          422,
          'AmountNotPayable',
          formatMessage('Invoice.AmountNotPayable', { max: formatMoney(balance) }),
          [
            {
              path: 'amount',
              message: formatMessage('Invoice.AmountNotPayable', { max: formatMoney(balance) }),
            },
          ],
        );
      }
      const card = await cardOf(tx, principal, body);
      await tx.insert(invoicePayments).values({
        invoiceId: locked.id,
        userId: principal.userId,
        ...card,
        requestId: body.requestId,
        amount,
      });
      const amountPaid = addMoney(locked.amountPaid, amount);
      const status =
        compareMoney(amountPaid, locked.grandTotal) >= 0 ? Status.Paid.value : Status.PartiallyPaid.value;
      await tx.update(invoices).set({ amountPaid, status }).where(eq(invoices.id, locked.id));
      return invoiceDetail(tx, principal, await findVisibleInvoice(tx, principal, locked.id));
    },
  });
}
