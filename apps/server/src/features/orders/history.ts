import { ORDER_DOCUMENT_TYPE, type OrderHistoryEntry } from '@b2b-portal/api';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attachments, orderLineStatusHistory, orderLines, shipments, users } from '../../db/schema';
import type { OrderRow } from './store';
import { lineStatusName } from './store';

/**
 * An order's history (001 §3 "Order detail": order history; the documents do not show what it holds nor its call).
 * Read from the records the order already has, so it needs no table of its own and cannot disagree with them:
 * the order placed (its creation, by its placer), each status a line went through (the line status history),
 * each shipment (on its ship date) and each attachment added (by its uploader, with its description). Internal
 * attachments are the reseller's and not listed. An attachment deleted since is no longer in the history.
 */
export async function orderHistory(db: Executor, order: OrderRow): Promise<OrderHistoryEntry[]> {
  const fullName = sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
  const [placer] = await db.select({ name: fullName }).from(users).where(eq(users.id, order.userId));
  const statuses = await db
    .select({
      lineNumber: orderLines.lineNumber,
      status: orderLineStatusHistory.status,
      changedAt: orderLineStatusHistory.changedAt,
      comment: orderLineStatusHistory.comment,
    })
    .from(orderLineStatusHistory)
    .innerJoin(orderLines, eq(orderLines.id, orderLineStatusHistory.orderLineId))
    .where(eq(orderLines.orderId, order.id));
  const shipped = await db
    .select({ number: shipments.number, shipDate: shipments.shipDate, carrier: shipments.carrier })
    .from(shipments)
    .where(eq(shipments.orderId, order.id));
  const attached = await db
    .select({
      fileName: attachments.fileName,
      description: attachments.description,
      createdAt: attachments.createdAt,
      by: fullName,
    })
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(
      and(
        eq(attachments.companyId, order.companyId),
        eq(attachments.documentType, ORDER_DOCUMENT_TYPE),
        eq(attachments.documentId, order.id),
        eq(attachments.internal, false),
      ),
    )
    .orderBy(asc(attachments.createdAt));
  const entries: OrderHistoryEntry[] = [
    {
      kind: 'placed',
      at: order.createdAt.toISOString(),
      lineNumber: null,
      subject: '',
      detail: '',
      by: placer?.name ?? '',
    },
    ...statuses.map(
      (entry): OrderHistoryEntry => ({
        kind: 'lineStatus',
        at: entry.changedAt.toISOString(),
        lineNumber: entry.lineNumber,
        subject: lineStatusName(entry.status),
        detail: entry.comment,
        by: '',
      }),
    ),
    ...shipped.map(
      (shipment): OrderHistoryEntry => ({
        kind: 'shipped',
        at: new Date(`${shipment.shipDate}T00:00:00Z`).toISOString(),
        lineNumber: null,
        subject: shipment.number,
        detail: shipment.carrier,
        by: '',
      }),
    ),
    ...attached.map(
      (attachment): OrderHistoryEntry => ({
        kind: 'attachmentAdded',
        at: attachment.createdAt.toISOString(),
        lineNumber: null,
        subject: attachment.fileName,
        detail: attachment.description,
        by: attachment.by ?? '',
      }),
    ),
  ];
  // Oldest first; the order's placing first of all, then by time, lines in their order on the same instant.
  const rank = (entry: OrderHistoryEntry) => (entry.kind === 'placed' ? 0 : 1);
  return entries.sort(
    (a, b) => rank(a) - rank(b) || a.at.localeCompare(b.at) || (a.lineNumber ?? 0) - (b.lineNumber ?? 0),
  );
}
