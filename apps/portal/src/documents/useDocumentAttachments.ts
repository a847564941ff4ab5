import { type AttachableDocumentType, addAttachmentFormData, type DocumentAttachment } from '@b2b-portal/api';
import { api } from '../services/api';
import { documentEndpoints } from '../services/endpoints';
import { problemMessage } from '../services/problems';
import { useAttachmentUpload } from './AttachmentUploader';

/**
 * A document's attachment changes (document/addAttachment, document/deleteAttachment): the uploader's state, whose
 * upload stores each chosen file with its description, and a delete that shows the server's refusal in the
 * uploader's error. `onChanged` runs after each upload or delete, refused or not (the list reloads with it).
 */
export function useDocumentAttachments(
  documentType: AttachableDocumentType,
  documentId: string,
  onChanged: () => void,
) {
  const uploads = useAttachmentUpload(async (attachment) => {
    try {
      await api.call(documentEndpoints.addAttachment, {
        body: addAttachmentFormData({
          documentType,
          documentId,
          description: attachment.description,
          file: attachment.file,
        }),
        reportProblems: false,
      });
    } finally {
      onChanged();
    }
  });
  const remove = async (attachment: DocumentAttachment) => {
    uploads.setError(null);
    try {
      await api.call(documentEndpoints.deleteAttachment, {
        body: { id: attachment.id },
        reportProblems: false,
      });
    } catch (failure) {
      uploads.setError(problemMessage(failure));
    }
    onChanged();
  };
  return { uploads, remove };
}
