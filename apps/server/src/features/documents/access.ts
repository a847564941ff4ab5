import {
  ApplicationFeature,
  type AttachableDocumentType,
  attachmentPermissions,
  DRAFT_ATTACHMENT_TTL_HOURS,
  EMPTY_GUID,
  Enumerations,
  WORK_ITEM_DOCUMENT_TYPE,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { hasFeature, hasPermission, SUPER_PERMISSIONS } from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, pricingRequests, quotes, requisitions, workItemRequests } from '../../db/schema';
import type { Principal } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';

/**
 * Who may see and change which attachments. The permissions per document type are the contract's
 * `attachmentPermissions` (the table is in `packages/api/src/schemas/documents.ts`); here they meet the
 * documents themselves:
 *
 * - every call is scoped to the caller's company: another company's attachment or document answers 404;
 * - a document the caller may not see (another user's, without the type's "all" permission) answers 404;
 * - lacking every permission of the type answers 403 (the caller cannot see any document of that type);
 * - a draft (type 15, document the empty GUID) belongs to its uploader alone and lives for a day;
 * - deleting needs the type's write permission, being the uploader or an administrator, and a document not
 *   past Submitted (a pricing request In Process, Quoted or Purchased keeps its attachments).
 */

export const PRICING_REQUEST = Enumerations.DocumentType.PricingRequest.value;
const ORDER = Enumerations.DocumentType.Orders.value;
/**
 * Types that take attachments before the document exists (drafts, claimed when it is created): a pricing request
 * being composed, and an order being checked out (the PO document, claimed by `submitWorkflow`).
 */
export const DRAFT_DOCUMENT_TYPES: ReadonlySet<number> = new Set([PRICING_REQUEST, ORDER]);
const SUBMITTED = Enumerations.PricingRequestStatus.Submitted.value;

/** What the rules need to know about a document. */
export interface DocumentRef {
  companyId: string;
  /** The user the document is personal to (the requester), or null. */
  ownerUserId: string | null;
  /** Whether attachments may still be deleted: the document is not past Submitted. */
  open: boolean;
}

type DocumentFinder = (db: Executor, id: string) => Promise<DocumentRef | null>;

/**
 * How each attachable type finds its document. Quotes and requisitions have no table yet: their
 * documents are not found (404) until their areas add a finder here.
 */
const documentFinders: Record<AttachableDocumentType, DocumentFinder> = {
  15: async (db, id) => {
    const [row] = await db
      .select({
        companyId: pricingRequests.companyId,
        ownerUserId: pricingRequests.requesterUserId,
        status: pricingRequests.status,
      })
      .from(pricingRequests)
      .where(eq(pricingRequests.id, id))
      .limit(1);
    return row
      ? { companyId: row.companyId, ownerUserId: row.ownerUserId, open: row.status === SUBMITTED }
      : null;
  },
  // A quote is its requester's; it takes and gives up attachments while Unsubmitted, Submitted or Waiting.
  8: async (db, id) => {
    const [row] = await db
      .select({ companyId: quotes.companyId, ownerUserId: quotes.requesterUserId, status: quotes.status })
      .from(quotes)
      .where(eq(quotes.id, id))
      .limit(1);
    return row
      ? { companyId: row.companyId, ownerUserId: row.ownerUserId, open: [1, 2, 9].includes(row.status) }
      : null;
  },
  // An order is its placer's; it takes and gives up attachments while Open (-102).
  5: async (db, id) => {
    const [row] = await db
      .select({ companyId: orders.companyId, ownerUserId: orders.userId, status: orders.status })
      .from(orders)
      .where(eq(orders.id, id))
      .limit(1);
    return row ? { companyId: row.companyId, ownerUserId: row.ownerUserId, open: row.status === -102 } : null;
  },
  // A work item request (issue 19) is its requester's; it takes and gives up attachments while Unsubmitted (0).
  16: async (db, id) => {
    const [row] = await db
      .select({
        companyId: workItemRequests.companyId,
        ownerUserId: workItemRequests.requesterUserId,
        status: workItemRequests.status,
      })
      .from(workItemRequests)
      .where(eq(workItemRequests.id, id))
      .limit(1);
    return row ? { companyId: row.companyId, ownerUserId: row.ownerUserId, open: row.status === 0 } : null;
  },
  // A requisition is its requester's; it takes and gives up attachments while Pending Approval (4) or Rejected (3).
  4: async (db, id) => {
    const [row] = await db
      .select({
        companyId: requisitions.companyId,
        ownerUserId: requisitions.requesterUserId,
        status: requisitions.status,
      })
      .from(requisitions)
      .where(eq(requisitions.id, id))
      .limit(1);
    return row
      ? { companyId: row.companyId, ownerUserId: row.ownerUserId, open: row.status === 4 || row.status === 3 }
      : null;
  },
};

export const isAdministrator = (principal: Principal) =>
  SUPER_PERMISSIONS.some((permission) => principal.permissions.includes(permission));

export const isDraftId = (documentId: string | undefined) =>
  documentId === undefined || documentId === '' || documentId === EMPTY_GUID;

/** Uploads older than this, never claimed, are no longer listed and may be purged. */
export const draftCutoff = () => new Date(Date.now() - DRAFT_ATTACHMENT_TTL_HOURS * 3600_000);

export const noCompany = () => Problems.notFound('NoCompany', formatMessage('Global.NoCompany'));
export const documentNotFound = () =>
  Problems.notFound('DocumentNotFound', formatMessage('Attachment.DocumentNotFound'));
export const attachmentNotFound = () =>
  Problems.notFound('AttachmentNotFound', formatMessage('Attachment.NotFound'));

export function companyOf(principal: Principal): string {
  if (!principal.companyId) throw noCompany();
  return principal.companyId;
}

/** 403 unless the caller holds the type's read (or write) permission. */
export function requireTypePermission(
  principal: Principal,
  type: AttachableDocumentType,
  access: 'read' | 'write',
): void {
  if (!hasPermission(principal.permissions, attachmentPermissions[type][access])) throw Problems.forbidden();
  // Work item requests come with the MaintenanceContracts feature (issue 19), as their own calls do.
  if (
    type === WORK_ITEM_DOCUMENT_TYPE &&
    !hasFeature(principal.companyFeatures, ApplicationFeature.MaintenanceContracts)
  ) {
    throw Problems.featureNotEnabled();
  }
}

/** Whether the caller sees this document: same company, and their own unless they may see everyone's. */
export function canSeeDocument(
  principal: Principal,
  type: AttachableDocumentType,
  document: DocumentRef,
): boolean {
  if (document.companyId !== principal.companyId) return false;
  const readAll = attachmentPermissions[type].readAll;
  return (
    readAll === null ||
    hasPermission(principal.permissions, readAll) ||
    document.ownerUserId === null ||
    document.ownerUserId === principal.userId
  );
}

/** The document the caller may see, or 404. */
export async function visibleDocument(
  db: Executor,
  principal: Principal,
  type: AttachableDocumentType,
  documentId: string,
): Promise<DocumentRef> {
  const document = await documentFinders[type](db, documentId);
  if (!document || !canSeeDocument(principal, type, document)) throw documentNotFound();
  return document;
}

/** The parts of an attachment row the rules look at. */
export interface AttachmentRef {
  companyId: string;
  documentType: number;
  documentId: string;
  uploadedBy: string | null;
  internal: boolean;
  createdAt: Date;
}

export function asAttachableType(value: number): AttachableDocumentType | undefined {
  return value in attachmentPermissions ? (value as AttachableDocumentType) : undefined;
}

/** What the caller may do with an attachment they may see. */
export interface AttachmentAccess {
  type: AttachableDocumentType;
  /** Why the caller may not delete it now, or null when they may. */
  deleteRefusal: ProblemError | null;
}

/**
 * The caller's access to an attachment: 404 for another company's, someone else's draft or a stale one, an
 * internal one for a customer, or one of a document the caller does not see; 403 without the type's read
 * permission.
 */
export async function attachmentAccess(
  db: Executor,
  principal: Principal,
  attachment: AttachmentRef,
): Promise<AttachmentAccess> {
  const type = asAttachableType(attachment.documentType);
  if (!type || attachment.companyId !== principal.companyId) throw attachmentNotFound();
  if (attachment.internal && !isAdministrator(principal)) throw attachmentNotFound();
  requireTypePermission(principal, type, 'read');
  if (attachment.documentId === EMPTY_GUID) {
    const ownDraft = attachment.uploadedBy === principal.userId && attachment.createdAt > draftCutoff();
    if (!ownDraft) throw attachmentNotFound();
    return { type, deleteRefusal: deleteRefusal(principal, attachment, type, true) };
  }
  const document = await documentFinders[type](db, attachment.documentId);
  if (!document || !canSeeDocument(principal, type, document)) throw attachmentNotFound();
  return { type, deleteRefusal: deleteRefusal(principal, attachment, type, document.open) };
}

/** Why a delete is refused, in the order a person would want to know; null when it is allowed. */
export function deleteRefusal(
  principal: Principal,
  attachment: AttachmentRef,
  type: AttachableDocumentType,
  documentOpen: boolean,
): ProblemError | null {
  if (!hasPermission(principal.permissions, attachmentPermissions[type].write)) return Problems.forbidden();
  const isUploader = attachment.uploadedBy !== null && attachment.uploadedBy === principal.userId;
  if (!isUploader && !isAdministrator(principal)) {
    return new ProblemError(403, 'AttachmentDeleteNotAllowed', formatMessage('Attachment.DeleteNotAllowed'));
  }
  if (!documentOpen) {
    return new ProblemError(409, 'DocumentLocked', formatMessage('Attachment.DocumentLocked'));
  }
  return null;
}
