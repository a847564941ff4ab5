import { GUID_PATTERN } from '@b2b-portal/api';

/** Whether a page's `id` can name a document at all (a GUID); anything else is not found without asking. */
export function isDocumentId(id: unknown): id is string {
  return typeof id === 'string' && GUID_PATTERN.test(id);
}

export { problemCode, problemMessage } from '../../services/problems';
