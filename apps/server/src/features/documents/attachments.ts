import {
  type AttachableDocumentType,
  type AttachmentGroup,
  type DocumentAttachment,
  EMPTY_GUID,
} from '@b2b-portal/api';
import { fileExtension } from '@b2b-portal/flows/rules';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attachments, users } from '../../db/schema';
import type { Principal } from '../../http/context';
import {
  type AttachmentRef,
  companyOf,
  DRAFT_DOCUMENT_TYPES,
  deleteRefusal,
  documentNotFound,
  draftCutoff,
  isAdministrator,
  requireTypePermission,
  visibleDocument,
} from './access';

/** Every column but the bytes, with the uploader's name: what lists and checks read. */
const summaryColumns = {
  id: attachments.id,
  companyId: attachments.companyId,
  documentType: attachments.documentType,
  documentId: attachments.documentId,
  fileName: attachments.fileName,
  description: attachments.description,
  contentType: attachments.contentType,
  size: attachments.size,
  uploadedBy: attachments.uploadedBy,
  uploaderName: sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  internal: attachments.internal,
  createdAt: attachments.createdAt,
};

export type AttachmentRow = AttachmentRef & {
  id: string;
  fileName: string;
  description: string;
  contentType: string;
  size: number;
  uploaderName: string;
};

const selectSummaries = (db: Executor) =>
  db.select(summaryColumns).from(attachments).leftJoin(users, eq(users.id, attachments.uploadedBy));

/** One attachment of the caller's company, without its bytes; undefined when there is none. */
export async function findAttachment(
  db: Executor,
  companyId: string,
  id: string,
): Promise<AttachmentRow | undefined> {
  const [row] = await selectSummaries(db)
    .where(and(eq(attachments.id, id), eq(attachments.companyId, companyId)))
    .limit(1);
  return row;
}

/** 'PDF', 'XLSX'…; 'FILE' for a name without an extension. */
export const fileTypeOf = (fileName: string) => fileExtension(fileName).toUpperCase() || 'FILE';

export function toDocumentAttachment(row: AttachmentRow, canDelete: boolean): DocumentAttachment {
  return {
    id: row.id,
    documentType: row.documentType,
    documentID: row.documentId,
    fileName: row.fileName,
    fileType: fileTypeOf(row.fileName),
    description: row.description,
    contentType: row.contentType,
    size: row.size,
    uploadedBy: row.uploaderName,
    uploadedByUserID: row.uploadedBy,
    uploadedAt: row.createdAt.toISOString(),
    internal: row.internal,
    canDelete,
  };
}

/**
 * The attachments of a document the caller sees, newest first: with id the empty GUID and type 15, the
 * caller's own drafts of the last day. Internal ones only for administrators who ask for them.
 */
export async function listDocumentAttachments(
  db: Executor,
  principal: Principal,
  type: AttachableDocumentType,
  documentId: string,
  options: { internal: boolean },
): Promise<DocumentAttachment[]> {
  const companyId = companyOf(principal);
  requireTypePermission(principal, type, 'read');
  const withInternal = options.internal && isAdministrator(principal);
  const visibility = withInternal ? undefined : eq(attachments.internal, false);
  let documentOpen = true;
  let scope: ReturnType<typeof and>;
  if (documentId === EMPTY_GUID) {
    if (!DRAFT_DOCUMENT_TYPES.has(type)) throw documentNotFound();
    scope = and(eq(attachments.uploadedBy, principal.userId), gt(attachments.createdAt, draftCutoff()));
  } else {
    documentOpen = (await visibleDocument(db, principal, type, documentId)).open;
  }
  const rows = await selectSummaries(db)
    .where(
      and(
        eq(attachments.companyId, companyId),
        eq(attachments.documentType, type),
        eq(attachments.documentId, documentId),
        scope,
        visibility,
      ),
    )
    .orderBy(desc(attachments.createdAt), desc(attachments.id));
  return rows.map((row) =>
    toDocumentAttachment(row, deleteRefusal(principal, row, type, documentOpen) === null),
  );
}

/** The same attachments by file type: groups in alphabetical order, newest first inside each. */
export function groupByFileType(list: readonly DocumentAttachment[]): AttachmentGroup[] {
  const groups = new Map<string, DocumentAttachment[]>();
  for (const attachment of list) {
    const group = groups.get(attachment.fileType) ?? [];
    group.push(attachment);
    groups.set(attachment.fileType, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([fileType, attachments]) => ({ fileType, attachments }));
}

/*
 * The bytes go to and from the database as base64 text, decoded and encoded by the database: PGlite turns a
 * bytea parameter or result into text and back in JavaScript at about a second per megabyte, and a 10 MB
 * upload must not take half a minute. On PostgreSQL this costs a little text conversion and nothing else.
 */

/** The value to store in `attachments.content`. */
export const contentValue = (bytes: Uint8Array) =>
  sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}, 'base64')`;

/** The stored bytes of an attachment, or undefined when it is gone. */
export async function readContent(db: Executor, id: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const [row] = await db
    .select({ content: sql<string>`encode(${attachments.content}, 'base64')` })
    .from(attachments)
    .where(eq(attachments.id, id))
    .limit(1);
  return row ? new Uint8Array(Buffer.from(row.content, 'base64')) : undefined;
}

/** Forgets drafts nobody claimed within a day (of every company: this is housekeeping, run on uploads). */
export async function purgeStaleDrafts(db: Executor): Promise<void> {
  await db
    .delete(attachments)
    .where(and(eq(attachments.documentId, EMPTY_GUID), lt(attachments.createdAt, draftCutoff())));
}
