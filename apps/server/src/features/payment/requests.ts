import { type PaymentInfoRequest, PaymentInfoRequestStatus } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, paymentInfoRequests, paymentInfos, users } from '../../db/schema';
import { ProblemError, Problems } from '../../http/problem';
import { toSavedPaymentMethod } from '../checkout/store';

/** A payment info request is open for 14 days. */
export const PAYMENT_INFO_REQUEST_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export type PaymentInfoRequestRow = typeof paymentInfoRequests.$inferSelect;

/** The status a person sees: an open request past its expiry is expired, whatever the row still says. */
export function effectiveStatus(row: PaymentInfoRequestRow, now = new Date()): number {
  if (row.status === PaymentInfoRequestStatus.Open && row.expiresAt <= now)
    return PaymentInfoRequestStatus.Expired;
  return row.status;
}

export const requestNotFound = () =>
  Problems.notFound('PaymentInfoRequestNotFound', formatMessage('Payment.RequestNotFound'));

/** The request by id (the id is the capability: anybody holding it may read and pay it); 404 when unknown. */
export async function findPaymentInfoRequest(db: Executor, id: string): Promise<PaymentInfoRequestRow> {
  const [row] = await db.select().from(paymentInfoRequests).where(eq(paymentInfoRequests.id, id));
  if (!row) throw requestNotFound();
  return row;
}

/** 409 when already paid, 410 when expired. */
export function assertOpen(row: PaymentInfoRequestRow, now = new Date()): void {
  const status = effectiveStatus(row, now);
  if (status === PaymentInfoRequestStatus.Completed) {
    throw new ProblemError(409, 'PaymentInfoRequestCompleted', formatMessage('Payment.RequestCompleted'));
  }
  if (status === PaymentInfoRequestStatus.Expired) {
    throw new ProblemError(410, 'PaymentInfoRequestExpired', formatMessage('Payment.RequestExpired'));
  }
}

/** What the public page shows of a request: the document, who asked, and the card once paid (masked). */
export async function describePaymentInfoRequest(
  db: Executor,
  row: PaymentInfoRequestRow,
  now = new Date(),
): Promise<PaymentInfoRequest> {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  const [requester] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.requestedBy));
  const [card] = row.paymentInfoId
    ? await db.select().from(paymentInfos).where(eq(paymentInfos.id, row.paymentInfoId))
    : [];
  return {
    id: row.id,
    status: effectiveStatus(row, now),
    companyName: company?.name ?? '',
    requestedBy: requester ? `${requester.firstName} ${requester.lastName}`.trim() : '',
    recipientName: row.recipientName,
    message: row.message,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    title: row.title,
    amount: row.amount,
    expiresAt: row.expiresAt.toISOString(),
    card: card ? toSavedPaymentMethod(card, null, now) : null,
  };
}
