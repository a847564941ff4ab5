import { anyOf, Enumerations, type WorkflowDocumentType } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { hasPermission, type Money } from '@b2b-portal/flows/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ApprovalLevelSnapshot, quotes, requisitions } from '../../db/schema';
import type { Principal } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import { companyOf } from '../cart/live-cart';

/** What the workflow engine needs of a quote or a requisition; both tables share these columns. */
export interface WorkflowDocument {
  documentType: WorkflowDocumentType;
  id: string;
  companyId: string;
  number: string;
  title: string;
  /** The status as stored. */
  storedStatus: number;
  /** The status as shown: a quote past its expiry date while still open reads Expired. */
  status: number;
  requesterUserId: string | null;
  grandTotal: Money;
  approvalChain: ApprovalLevelSnapshot[];
  currentLevel: number | null;
  version: number;
  pricingRequestId: string | null;
  accountManagerEmail: string;
}

const Q = Enumerations.QuoteStatus;
const R = Enumerations.RequisitionStatus;

/** Quote statuses that a passed expiry date turns into Expired. */
const OPEN_QUOTE = new Set<number>([Q.Submitted.value, Q.Waiting.value, Q.Approved.value]);

export const isStorefrontAdmin = (principal: Principal) =>
  hasPermission(principal.permissions, anyOf('*', 'admin', 'storefrontAdmin'));

export function quoteStatusAt(status: number, expiresAt: Date | null, now = new Date()): number {
  return OPEN_QUOTE.has(status) && expiresAt !== null && expiresAt.getTime() < now.getTime()
    ? Q.Expired.value
    : status;
}

export const documentName = (type: WorkflowDocumentType) => (type === 8 ? 'Quote' : 'Requisition');

export const workflowDocumentNotFound = () =>
  Problems.notFound('WorkflowDocumentNotFound', formatMessage('Workflow.DocumentNotFound'));

/**
 * Who sees which documents. Quotes: holders of approveQuotes (and administrators) see the company's; other
 * readers (viewQuote, quotes) see the quotes made for them. Requisitions: approveRequisitions and
 * viewAllRequisitions see the company's; `requisitions` alone sees one's own.
 */
export function seesAllOf(principal: Principal, type: WorkflowDocumentType): boolean {
  return type === 8
    ? hasPermission(principal.permissions, 'approveQuotes')
    : hasPermission(principal.permissions, anyOf('approveRequisitions', 'viewAllRequisitions'));
}

export function assertReads(principal: Principal, type: WorkflowDocumentType) {
  const permission =
    type === 8
      ? anyOf('viewQuote', 'approveQuotes', 'quotes')
      : anyOf('requisitions', 'approveRequisitions', 'viewAllRequisitions');
  if (!hasPermission(principal.permissions, permission)) throw Problems.forbidden();
}

/** Loads a quote or requisition the caller may see (404 otherwise); `lock` takes the row lock for a transition. */
export async function loadWorkflowDocument(
  db: Executor,
  principal: Principal,
  type: WorkflowDocumentType,
  id: string,
  lock = false,
): Promise<WorkflowDocument> {
  assertReads(principal, type);
  const companyId = companyOf(principal);
  let document: WorkflowDocument | undefined;
  if (type === 8) {
    const query = db
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, id), eq(quotes.companyId, companyId)));
    const [row] = lock ? await query.for('update') : await query;
    if (row)
      document = {
        documentType: 8,
        id: row.id,
        companyId: row.companyId,
        number: row.number,
        title: row.title,
        storedStatus: row.status,
        status: quoteStatusAt(row.status, row.expiresAt),
        requesterUserId: row.requesterUserId,
        grandTotal: row.grandTotal,
        approvalChain: row.approvalChain,
        currentLevel: row.currentLevel,
        version: row.version,
        pricingRequestId: row.pricingRequestId,
        accountManagerEmail: row.accountManager?.email ?? '',
      };
  } else {
    const query = db
      .select()
      .from(requisitions)
      .where(and(eq(requisitions.id, id), eq(requisitions.companyId, companyId)));
    const [row] = lock ? await query.for('update') : await query;
    if (row)
      document = {
        documentType: 4,
        id: row.id,
        companyId: row.companyId,
        number: row.number,
        title: row.title,
        storedStatus: row.status,
        status: row.status,
        requesterUserId: row.requesterUserId,
        grandTotal: row.grandTotal,
        approvalChain: row.approvalChain,
        currentLevel: row.currentLevel,
        version: row.version,
        pricingRequestId: null,
        accountManagerEmail: '',
      };
  }
  if (!document) throw workflowDocumentNotFound();
  if (
    !seesAllOf(principal, type) &&
    !isStorefrontAdmin(principal) &&
    document.requesterUserId !== principal.userId
  ) {
    throw workflowDocumentNotFound();
  }
  return document;
}

/** Writes a transition: status and level, and a new version (which makes every earlier token stale). */
export async function saveTransition(
  db: Executor,
  document: WorkflowDocument,
  change: {
    status: number;
    currentLevel: number | null;
    orderId?: string;
    approvalChain?: ApprovalLevelSnapshot[];
  },
): Promise<number> {
  const set = {
    status: change.status,
    currentLevel: change.currentLevel,
    version: sql`${document.documentType === 8 ? quotes.version : requisitions.version} + 1`,
    updatedAt: sql`now()`,
    ...(change.orderId ? { orderId: change.orderId } : {}),
    ...(change.approvalChain ? { approvalChain: change.approvalChain, submittedAt: sql`now()` } : {}),
  };
  const rows =
    document.documentType === 8
      ? await db
          .update(quotes)
          .set(set)
          .where(and(eq(quotes.id, document.id), eq(quotes.version, document.version)))
          .returning({ version: quotes.version })
      : await db
          .update(requisitions)
          .set(set)
          .where(and(eq(requisitions.id, document.id), eq(requisitions.version, document.version)))
          .returning({ version: requisitions.version });
  const [row] = rows;
  if (!row) throw new ProblemError(422, 'WorkflowChanged', formatMessage('Workflow.Changed'));
  return row.version;
}

export { Q as QuoteStatuses, R as RequisitionStatuses };
