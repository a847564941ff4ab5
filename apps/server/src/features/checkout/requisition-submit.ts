import { EMPTY_GUID, type PricingRequestLines, type WorkflowConfirmation } from '@b2b-portal/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { attachments, checkoutSessions, requisitions } from '../../db/schema';
import type { Principal } from '../../http/context';
import { companyOf } from '../cart/live-cart';
import { nextRequisitionNumber } from '../requisitions/numbers';
import { resolveChain } from '../workflow/chain';
import { loadWorkflowDocument, RequisitionStatuses, saveTransition } from '../workflow/documents';
import { mailApprovers } from '../workflow/engine';
import { recordHistory } from '../workflow/history';
import type { CheckoutSource, CheckoutSourceDocument } from './sources';

const REQUISITION = 4;
const ORDER_DOCUMENT_TYPE = 5;

/** The checkout's lines as a requisition keeps them (the contract's document tree, without cart versions). */
function storedLines(loaded: CheckoutSourceDocument): PricingRequestLines {
  return {
    groups: loaded.document.groups,
    bundles: loaded.document.bundles.map(({ version: _version, ...bundle }) => bundle),
    items: loaded.document.items.map(({ version: _version, ...item }) => item),
  };
}

/**
 * The checkout of a user who may not order: the cart becomes a requisition (Pending Approval at level 1 of the
 * chain its total reaches), or a rejected requisition goes up its chain again with the data entered now. The
 * data was checked like an order's; the order is placed at the last approval with it.
 */
export async function submitRequisition(
  tx: Tx,
  principal: Principal,
  body: {
    actionID: string;
    workflowData: Record<string, unknown> & { order: { title: string; attachmentIDs: string[] } };
  },
  source: CheckoutSource,
  loaded: CheckoutSourceDocument,
  sessionId: string,
  /** Issue 18: the business unit the requisition is filed under (checked by the caller), or none. */
  businessUnitId: string | null = null,
): Promise<WorkflowConfirmation> {
  const companyId = companyOf(principal);
  const total = loaded.lines.grandTotal;
  const chain = await resolveChain(tx, companyId, REQUISITION, total);
  const status = RequisitionStatuses.InProcess.value;
  const title = body.workflowData.order.title.trim() || loaded.title;
  let id: string;
  let number: string;
  // Why it went for approval though the caller may order (a spending limit), kept in its history.
  const approvalReason = (loaded.approvalReasons ?? []).join(' ');

  if (loaded.documentType === REQUISITION) {
    const document = await loadWorkflowDocument(tx, principal, REQUISITION, loaded.documentID, true);
    await tx
      .update(requisitions)
      .set({ title, workflowData: body.workflowData, businessUnitId })
      .where(eq(requisitions.id, document.id));
    await saveTransition(tx, document, { status, currentLevel: 1, approvalChain: chain });
    id = document.id;
    number = document.number;
    await recordHistory(tx, {
      companyId,
      documentType: REQUISITION,
      documentId: id,
      action: 'Resubmitted',
      user: principal,
      status,
    });
  } else {
    number = await nextRequisitionNumber(tx);
    const [row] = await tx
      .insert(requisitions)
      .values({
        companyId,
        number,
        title,
        status,
        requesterUserId: principal.userId,
        businessUnitId,
        lines: storedLines(loaded),
        subtotal: total,
        grandTotal: total,
        workflowData: body.workflowData,
        approvalChain: chain,
        currentLevel: 1,
        submittedAt: sql`now()`,
      })
      .returning({ id: requisitions.id });
    if (!row) throw new Error('The requisition was not created');
    id = row.id;
    await recordHistory(tx, {
      companyId,
      documentType: REQUISITION,
      documentId: id,
      action: 'Submitted',
      user: principal,
      status,
      ...(approvalReason ? { comments: approvalReason } : {}),
    });
  }

  await mailApprovers(
    tx,
    {
      documentType: REQUISITION,
      id,
      companyId,
      number,
      title,
      storedStatus: status,
      status,
      requesterUserId: principal.userId,
      grandTotal: total,
      approvalChain: chain,
      currentLevel: 1,
      version: 0,
      pricingRequestId: null,
      accountManagerEmail: '',
    },
    1,
  );

  // Documents uploaded while checking out (the PO) stay with the requisition.
  const attachmentIds = body.workflowData.order.attachmentIDs;
  if (attachmentIds.length > 0) {
    await tx
      .update(attachments)
      .set({ documentType: REQUISITION, documentId: id })
      .where(
        and(
          inArray(attachments.id, attachmentIds),
          eq(attachments.companyId, companyId),
          eq(attachments.uploadedBy, principal.userId),
          eq(attachments.documentType, ORDER_DOCUMENT_TYPE),
          eq(attachments.documentId, EMPTY_GUID),
        ),
      );
  }

  await source.consume(tx, principal, loaded, { documentType: REQUISITION, id, number });
  await tx
    .update(checkoutSessions)
    .set({ completedAt: sql`now()` })
    .where(eq(checkoutSessions.id, sessionId));

  return {
    actionID: body.actionID,
    documentID: id,
    documentType: REQUISITION,
    internal: false,
    confirmedOrderNumber: '',
    documentNumber: number,
    ...(approvalReason ? { approvalReason } : {}),
  };
}
