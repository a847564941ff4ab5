import { isApiError } from '@b2b-portal/api/client';
import { serverFieldErrors } from '../forms/validate';
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

/** A failed call as a form shows it: the field errors on its fields, and a message for what no field can show. */
export interface ProblemOnFields<Field extends string> {
  /** The Problem's field errors (`errors[].path` → message) of the form's own fields. */
  fieldErrors: Partial<Record<Field, string>>;
  /** The Problem's message when some of what went wrong is on no field of the form (null when every error is). */
  message: string | null;
}

/**
 * Puts a failed call's field errors on a form's fields (issue 16): for calls made with `reportProblems: false`, so
 * a 400 or 422 Problem whose `errors` name the form's fields (the product search's `keyword`) is shown at those
 * fields instead of the generic error modal. Anything else (no field errors, a path the form has no field for,
 * another status) comes back as `message`, the Problem's text, for the form to show above its fields.
 */
export function problemOnFields<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): ProblemOnFields<Field> {
  const errors = serverFieldErrors(error);
  const fieldErrors: Partial<Record<Field, string>> = {};
  let elsewhere = errors === null;
  for (const [path, text] of Object.entries(errors ?? {})) {
    if ((fields as readonly string[]).includes(path)) fieldErrors[path as Field] = text;
    else elsewhere = true;
  }
  return { fieldErrors, message: elsewhere ? problemMessage(error) : null };
}
