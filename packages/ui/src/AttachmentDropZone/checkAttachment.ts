/**
 * Which files may be attached (001 §5, 002 §5). The rule lives in `@b2b-portal/flows/rules` so the server
 * applies the very same one to what it receives; the ui keeps re-exporting it under its own names so its
 * public API does not change.
 */
export {
  type AttachmentAccept,
  type AttachmentCheck,
  attachmentAccepts,
  type CheckAttachmentOptions,
  checkAttachment,
  defaultBlockedExtensions,
  fileExtension,
  spreadsheetExtensions,
} from '@b2b-portal/flows/rules';
