import { addAttachmentFormData, Enumerations, type SubmitPricingRequestAnswer } from '@b2b-portal/api';
import type { Attachment } from '@b2b-portal/ui';
import { api } from '../../services/api';
import { documentEndpoints } from '../../services/endpoints';
import { t } from '../../services/messages/shop';
import { newRequestId } from '../../services/requestId';
import { problemMessage } from './savedCartData';

/** What a pricing request asks about: one product of the shop, or lines of the cart (all when omitted). */
export type PricingRequestLinesChoice =
  | { source: 'product'; productId: string; quantity: number }
  | { source: 'cart'; lineIds?: string[] };

/** A failure the form shows as it is (an upload's refusal with its reason). */
export class SubmissionError extends Error {
  override name = 'SubmissionError';
}

/** 001 §8: 'An error occurred during upload.' and the server's reason (the server's text already has both). */
function uploadFailure(error: unknown): SubmissionError {
  const prefix = t('Attachment.UploadFailed');
  const message = problemMessage(error);
  return new SubmissionError(message.startsWith(prefix) ? message : `${prefix} ${message}`);
}

interface DraftUpload {
  requestId: string;
  description: string;
  attachmentId: string | null;
}

/**
 * One pricing request being composed. Its `requestId` is made once, so a double click or a retry after a lost
 * answer gets the request the first attempt made, never a second one. Each file is uploaded once as a draft
 * (with its own retry id) before the request is sent with the drafts' ids; a retry uploads only what is not
 * stored yet, and a file whose description changed is uploaded again.
 */
export function createPricingRequestSubmitter() {
  const requestId = newRequestId();
  const uploads = new Map<File, DraftUpload>();

  async function upload(attachment: Attachment): Promise<string> {
    const description = attachment.description.trim();
    let draft = uploads.get(attachment.file);
    if (!draft || draft.description !== description) {
      draft = { requestId: newRequestId(), description, attachmentId: null };
      uploads.set(attachment.file, draft);
    }
    if (draft.attachmentId) return draft.attachmentId;
    try {
      const stored = await api.call(documentEndpoints.addAttachment, {
        body: addAttachmentFormData({
          documentType: Enumerations.DocumentType.PricingRequest.value,
          description,
          file: attachment.file,
          requestId: draft.requestId,
        }),
        reportProblems: false,
      });
      draft.attachmentId = stored.id;
      return stored.id;
    } catch (error) {
      throw uploadFailure(error);
    }
  }

  return {
    async submit(request: {
      title: string;
      comments: string;
      lines: PricingRequestLinesChoice;
      attachments: readonly Attachment[];
    }): Promise<SubmitPricingRequestAnswer> {
      const attachmentIds: string[] = [];
      for (const attachment of request.attachments) attachmentIds.push(await upload(attachment));
      return api.call(documentEndpoints.submitPricingRequest, {
        body: {
          ...request.lines,
          title: request.title.trim(),
          comments: request.comments.trim(),
          attachmentIds,
          requestId,
        },
        reportProblems: false,
      });
    },
  };
}
