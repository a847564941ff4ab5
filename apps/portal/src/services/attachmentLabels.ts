import {
  ATTACHMENT_DESCRIPTION_MAX_LENGTH,
  ATTACHMENT_MAX_BYTES,
  attachmentSizeText,
  checkAttachmentDescription,
  checkAttachmentFile,
} from '@b2b-portal/flows/rules';
import type { AttachmentDropZoneProps, AttachmentFileRefusal } from '@b2b-portal/ui';
import { t } from './messages/shop';

/** The drop zone's texts from the catalogue; `{name}` is left for the component to fill with the file's name. */
const attachmentLabels = {
  dropZone: t('AttachmentDropZone.DropZone'),
  prompt: t('AttachmentDropZone.Prompt'),
  chooseFiles: t('AttachmentDropZone.ChooseFiles'),
  blocked: t('Attachment.Blocked', { fileName: '{name}' }),
  empty: t('Attachment.Empty', { fileName: '{name}' }),
  tooLarge: t('Attachment.TooLarge', { fileName: '{name}', max: attachmentSizeText(ATTACHMENT_MAX_BYTES) }),
  description: t('AttachmentDropZone.DescriptionOf'),
  descriptionRequired: t('Attachment.DescriptionRequired'),
  descriptionTooLong: t('Attachment.DescriptionTooLong'),
  remove: t('AttachmentDropZone.Remove'),
  fileList: t('AttachmentDropZone.FileList'),
};

/**
 * Everything the portal's drop zones share: the catalogue's texts and the attachment rule of flows (the one the
 * server applies to every upload, with the contract's limits: the blocked types, 10 MB, a 250-character
 * description), so ui's AttachmentDropZone only draws its verdicts and a refused file is never uploaded.
 */
export const attachmentDropZoneProps = {
  labels: attachmentLabels,
  checkFile: (file: File): AttachmentFileRefusal | null => {
    const check = checkAttachmentFile(file);
    return check.ok ? null : check.reason;
  },
  checkDescription: checkAttachmentDescription,
  descriptionMaxLength: ATTACHMENT_DESCRIPTION_MAX_LENGTH,
} satisfies Partial<AttachmentDropZoneProps>;
