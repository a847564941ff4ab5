import {
  type CartBundle,
  type CartItem,
  EMPTY_GUID,
  type PricingRequestLines,
  type WorkflowDocumentType,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { documentLineTotals } from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { quotes, requisitions, users } from '../../db/schema';
import type { Principal } from '../../http/context';
import { ProblemError } from '../../http/problem';
import type { CartDocument } from '../cart/document';
import { storedLines } from '../documents/pricing-request-lines';
import { enqueueMail } from '../mail/outbox';
import { markRequestPurchased } from '../pricing-requests/sales-desk';
import {
  loadWorkflowDocument,
  QuoteStatuses,
  RequisitionStatuses,
  saveTransition,
} from '../workflow/documents';
import { chooseAction } from '../workflow/engine';
import { recordHistory } from '../workflow/history';
import { type CheckoutSource, type CheckoutSourceDocument, toCheckoutLines } from './sources';

/**
 * Checkout of an approved quote (8, action 'checkout') and of a requisition (4: the last approval, action
 * 'approve', or the requester's resubmission, action 'resubmit'). Each needs the workflow token of the page
 * that led here; the action is checked again when the order is placed, under the document's row lock.
 */

/** The stored lines of a quote or requisition as the checkout's document tree. */
export function documentOfLines(lines: PricingRequestLines): CartDocument {
  const items: CartItem[] = lines.items.map((item) => ({ ...item, version: 0 }));
  const bundles: CartBundle[] = lines.bundles.map((bundle) => ({ ...bundle, version: 0 }));
  const totals = documentLineTotals(items);
  return {
    groups: lines.groups,
    bundles,
    items,
    totals,
    unavailableItemCount: items.filter((item) => !item.available).length,
  };
}

const notCheckoutable = () =>
  new ProblemError(422, 'DocumentNotCheckoutable', formatMessage('Checkout.DocumentNotCheckoutable'));

async function loadFor(
  db: Executor,
  principal: Principal,
  type: WorkflowDocumentType,
  documentID: string,
  lock: boolean,
  context: Parameters<CheckoutSource['load']>[4],
) {
  if (documentID === EMPTY_GUID) throw notCheckoutable();
  const document = await loadWorkflowDocument(db, principal, type, documentID, lock);
  const action = await chooseAction(db, context.tokens, principal, document, context.actionId, context.token);
  if (!action.leadsToCheckout) throw notCheckoutable();
  return { document, action };
}

export const quoteSource: CheckoutSource = {
  async load(db, principal, documentID, lock, context) {
    const { document } = await loadFor(db, principal, 8, documentID, lock, context);
    const [row] = await db.select().from(quotes).where(eq(quotes.id, document.id));
    if (!row) throw notCheckoutable();
    const tree = documentOfLines(storedLines(row.lines));
    return {
      documentType: 8,
      documentID: row.id,
      documentNumber: row.number,
      title: row.title,
      document: tree,
      lines: { ...toCheckoutLines(tree), grandTotal: row.grandTotal },
      outcome: 'order',
      businessUnitId: row.businessUnitId,
    } satisfies CheckoutSourceDocument;
  },
  async consume(db, principal, loaded, made) {
    const document = await loadWorkflowDocument(db, principal, 8, loaded.documentID, true);
    const status = QuoteStatuses.Purchased.value;
    await saveTransition(db, document, { status, currentLevel: null, orderId: made.id });
    await recordHistory(db, {
      companyId: document.companyId,
      documentType: 8,
      documentId: document.id,
      action: 'Purchased',
      user: principal,
      comments: made.number,
      status,
    });
    // A quote made from a pricing request completes it: the request is Purchased too.
    await markRequestPurchased(db, document.pricingRequestId, principal);
    await mailOrdered(db, principal, document, made.number);
  },
};

export const requisitionSource: CheckoutSource = {
  async load(db, principal, documentID, lock, context) {
    const { document, action } = await loadFor(db, principal, 4, documentID, lock, context);
    const [row] = await db.select().from(requisitions).where(eq(requisitions.id, document.id));
    if (!row) throw notCheckoutable();
    const tree = documentOfLines(storedLines(row.lines));
    return {
      documentType: 4,
      documentID: row.id,
      documentNumber: row.number,
      title: row.title,
      document: tree,
      lines: toCheckoutLines(tree),
      // The last approval places the order; a resubmission sends the requisition up its chain again.
      outcome: action.kind === 'resubmit' ? 'requisition' : 'order',
      prefill: row.workflowData as CheckoutSourceDocument['prefill'],
      businessUnitId: row.businessUnitId,
    } satisfies CheckoutSourceDocument;
  },
  async consume(db, principal, loaded, made) {
    const document = await loadWorkflowDocument(db, principal, 4, loaded.documentID, true);
    if (loaded.outcome === 'requisition') return; // the resubmission itself is written by submit.ts
    const current =
      document.currentLevel === null ? undefined : document.approvalChain[document.currentLevel - 1];
    const status = RequisitionStatuses.Purchased.value;
    await saveTransition(db, document, { status, currentLevel: null, orderId: made.id });
    await recordHistory(db, {
      companyId: document.companyId,
      documentType: 4,
      documentId: document.id,
      action: 'Approved',
      level: current?.level ?? null,
      roleName: current?.roleName ?? '',
      user: principal,
      status,
    });
    await recordHistory(db, {
      companyId: document.companyId,
      documentType: 4,
      documentId: document.id,
      action: 'Purchased',
      user: principal,
      comments: made.number,
      status,
    });
    await mailOrdered(db, principal, document, made.number);
  },
};

async function mailOrdered(
  db: Executor,
  principal: Principal,
  document: Awaited<ReturnType<typeof loadWorkflowDocument>>,
  orderNumber: string,
) {
  if (!document.requesterUserId || document.requesterUserId === principal.userId) return;
  const [requester] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, document.requesterUserId));
  const params = {
    actor: `${principal.firstName} ${principal.lastName}`.trim(),
    documentName: document.documentType === 8 ? 'Quote' : 'Requisition',
    number: document.number,
    title: document.title,
    orderNumber,
  };
  await enqueueMail(db, {
    companyId: document.companyId,
    to: requester ? [requester.email] : [],
    subject: formatMessage('Workflow.Mail.OrderedSubject', params),
    text: formatMessage('Workflow.Mail.OrderedText', params),
    kind: `${document.documentType === 8 ? 'quote' : 'requisition'}.ordered`,
    documentType: document.documentType,
    documentId: document.id,
  });
}
