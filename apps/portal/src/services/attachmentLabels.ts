import { t } from './messages';

/** The drop zone's texts from the catalogue; `{name}` is left for the component to fill with the file's name. */
export const attachmentLabels = {
  dropZone: t('AttachmentDropZone.DropZone'),
  prompt: t('AttachmentDropZone.Prompt'),
  chooseFiles: t('AttachmentDropZone.ChooseFiles'),
  blocked: t('Attachment.Blocked', { fileName: '{name}' }),
  description: t('AttachmentDropZone.DescriptionOf'),
  descriptionRequired: t('Attachment.DescriptionRequired'),
  remove: t('AttachmentDropZone.Remove'),
  fileList: t('AttachmentDropZone.FileList'),
};
