import { Guid } from '@b2b-portal/api';

/** Whether a page's `id` can name a document at all (a GUID); anything else is not found without asking. */
export function isDocumentId(id: unknown): id is string {
  return typeof id === 'string' && Guid.safeParse(id).success;
}

export { problemCode, problemMessage } from '../../services/problems';
