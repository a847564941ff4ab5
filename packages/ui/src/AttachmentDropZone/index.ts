export {
  type Attachment,
  AttachmentDropZone,
  type AttachmentDropZoneLabels,
  type AttachmentDropZoneProps,
  defaultAttachmentDropZoneLabels,
} from './AttachmentDropZone';
export {
  type AttachmentAccept,
  type AttachmentCheck,
  attachmentAccepts,
  type CheckAttachmentOptions,
  checkAttachment,
  defaultBlockedExtensions,
  fileExtension,
  spreadsheetExtensions,
} from './checkAttachment';
