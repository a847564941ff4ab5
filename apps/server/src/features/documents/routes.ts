import { documentEndpoints } from '@b2b-portal/api';
import { eq } from 'drizzle-orm';
import { attachments } from '../../db/schema';
import { fileResponse } from '../../files/response';
import type { RouteRegistrar } from '../../http/registrar';
import { attachmentAccess, attachmentNotFound, companyOf } from './access';
import { findAttachment, groupByFileType, listDocumentAttachments, readContent } from './attachments';
import { SAFE_CONTENT_TYPES } from './content';
import { submitPricingRequest } from './pricing-requests';

export { documentUploadRoute } from './upload';

/**
 * Attachments of documents (001 §7 "Attachments") and the pricing request the shop sends. The upload itself
 * (`addAttachment`, multipart) is registered by `documentUploadRoute`, ahead of the API's body limit.
 */
export function documentRoutes(route: RouteRegistrar): void {
  route(documentEndpoints.getAttachments, async ({ services, query, user }) =>
    listDocumentAttachments(services.db, user(), query.type, query.id, { internal: false }),
  );

  route(documentEndpoints.listAttachmentsGroupedByType, async ({ services, query, user }) =>
    groupByFileType(
      await listDocumentAttachments(services.db, user(), query.type, query.id, { internal: query.internal }),
    ),
  );

  route(documentEndpoints.fileDownload, async ({ services, query, user }) => {
    const principal = user();
    const attachment = await findAttachment(services.db, companyOf(principal), query.id);
    if (!attachment) throw attachmentNotFound();
    await attachmentAccess(services.db, principal, attachment);
    const content = await readContent(services.db, attachment.id);
    if (!content) throw attachmentNotFound();
    // Served only as a download, and as what it is only when that is a type we recognised from its bytes.
    const contentType = SAFE_CONTENT_TYPES.has(attachment.contentType)
      ? attachment.contentType
      : 'application/octet-stream';
    return fileResponse(content, attachment.fileName, contentType);
  });

  route(documentEndpoints.deleteAttachment, async ({ services, body, user }) => {
    const principal = user();
    const attachment = await findAttachment(services.db, companyOf(principal), body.id);
    if (!attachment) throw attachmentNotFound();
    const access = await attachmentAccess(services.db, principal, attachment);
    if (access.deleteRefusal) throw access.deleteRefusal;
    await services.db.delete(attachments).where(eq(attachments.id, attachment.id));
    return { ok: true as const };
  });

  route(documentEndpoints.submitPricingRequest, async ({ services, body, user }) =>
    submitPricingRequest(services, user(), body),
  );
}
