import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ApplicationFeature } from '../plain-values';
import { Ok } from '../schemas/common';
import {
  ANY_ATTACHMENT_READ_PERMISSION,
  ANY_ATTACHMENT_WRITE_PERMISSION,
  AttachmentGroup,
  AttachmentsGroupedQuery,
  AttachmentsQuery,
  DeleteAttachmentBody,
  DocumentAttachment,
  FileDownloadQuery,
  SubmitPricingRequestAnswer,
  SubmitPricingRequestBody,
} from '../schemas/documents';

/**
 * Attachments and pricing-request submission (001 §7). The attachment calls are gated by any permission that
 * reads (or writes) some document type's attachments; the server then checks the permission of the document
 * type asked for (`attachmentPermissions`).
 */
export const documentEndpoints = {
  /**
   * The upload is multipart/form-data (fields `AddAttachmentFields` and `file`; build it with
   * `addAttachmentFormData`), so it declares no JSON body: the server reads the form itself, with a limit of its
   * own above the API's 1 MB. Refusals answer 422 with 'An error occurred during upload.' and the reason.
   */
  addAttachment: defineEndpoint({
    id: 'document.addAttachment',
    method: 'POST',
    path: 'V1.0/document/addAttachment',
    access: 'user',
    permission: ANY_ATTACHMENT_WRITE_PERMISSION,
    answer: DocumentAttachment,
    errors: {
      400: ['DraftOnlyForPricingRequest', 'ValidationFailed'],
      404: ['DocumentNotFound'],
      409: ['DocumentClosedForAttachments'],
      415: ['UnsupportedMediaType'],
      422: [
        'AttachmentActiveContent',
        'AttachmentBlocked',
        'AttachmentContentMismatch',
        'AttachmentDescriptionRequired',
        'AttachmentEmpty',
        'AttachmentFileRequired',
        'AttachmentTooLarge',
      ],
    },
    summary:
      "Uploads one file (at most 10 MB, description required, checked by extension and content) to a document of the caller's company, or as a draft of a pricing request being composed.",
  }),
  listAttachmentsGroupedByType: defineEndpoint({
    id: 'document.listAttachmentsGroupedByType',
    method: 'GET',
    path: 'V1.0/document/listAttachmentsGroupedByType',
    access: 'user',
    permission: ANY_ATTACHMENT_READ_PERMISSION,
    query: AttachmentsGroupedQuery,
    answer: z.array(AttachmentGroup),
    errors: { 404: ['DocumentNotFound'] },
    summary: "A document's attachments grouped by file type (PDF, XLSX…), newest first in each group.",
  }),
  getAttachments: defineEndpoint({
    id: 'document.getAttachments',
    method: 'GET',
    path: 'V1.0/document/getAttachments',
    access: 'user',
    permission: ANY_ATTACHMENT_READ_PERMISSION,
    query: AttachmentsQuery,
    answer: z.array(DocumentAttachment),
    errors: { 404: ['DocumentNotFound'] },
    summary:
      "A document's attachments, newest first; the empty GUID with type 15 lists the caller's drafts of the last day.",
  }),
  fileDownload: defineEndpoint({
    id: 'file.download',
    method: 'GET',
    path: 'V1.0/file/download',
    access: 'user',
    permission: ANY_ATTACHMENT_READ_PERMISSION,
    query: FileDownloadQuery,
    answer: z.unknown(),
    answerKind: 'file',
    errors: { 404: ['AttachmentNotFound'] },
    summary: "An attachment's file, always as a download (content-disposition attachment, nosniff).",
  }),
  deleteAttachment: defineEndpoint({
    id: 'document.deleteAttachment',
    method: 'POST',
    path: 'V1.0/document/deleteAttachment',
    access: 'user',
    permission: ANY_ATTACHMENT_WRITE_PERMISSION,
    body: DeleteAttachmentBody,
    answer: Ok,
    errors: { 404: ['AttachmentNotFound'], 409: ['DocumentLocked'] },
    summary:
      'Deletes an attachment: only its uploader or an administrator, and not once the document is past Submitted.',
  }),
  submitPricingRequest: defineEndpoint({
    id: 'shoppingCart.submitPricingRequest',
    method: 'POST',
    path: 'v1.0/ShoppingCart/submitPricingRequest',
    access: 'user',
    permission: 'submitRFQ',
    feature: ApplicationFeature.Ordering,
    body: SubmitPricingRequestBody,
    answer: SubmitPricingRequestAnswer,
    errors: { 404: ['AttachmentNotFound', 'CartLineNotFound', 'ProductNotFound'], 409: ['CartEmpty'] },
    summary:
      'Sends a pricing request (status Submitted) of the cart, some cart lines or one product, claiming draft attachments; a retry with the same requestId answers the same request.',
  }),
} as const;
