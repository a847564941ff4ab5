import { isApiError } from '@b2b-portal/api/client';
import { t } from './messages';

/** The server's message for a failed call (the Problem's text), or the documents' generic one. */
export function problemMessage(error: unknown): string {
  if (isApiError(error)) return error.displayMessage;
  return t('Http.Other');
}

/** The Problem code of a failed call, e.g. SharedCartItemUnavailable. */
export function problemCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}
