import { en, formatMessage, type MessageKey } from '@b2b-portal/api/messages';

/** Reads a text of the message catalogue; the portal shows no text that is not in it. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return formatMessage(key, params, en);
}
