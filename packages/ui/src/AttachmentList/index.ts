export {
  AttachmentList,
  type AttachmentListLabels,
  type AttachmentListProps,
  defaultAttachmentListLabels,
  formatFileSize,
  type StoredAttachment,
} from './AttachmentList';
