export {
  type Attachment,
  type AttachmentAccept,
  type AttachmentDescriptionRefusal,
  AttachmentDropZone,
  type AttachmentDropZoneLabels,
  type AttachmentDropZoneProps,
  type AttachmentFileRefusal,
  attachmentAccepts,
  defaultAttachmentDropZoneLabels,
} from './AttachmentDropZone';
