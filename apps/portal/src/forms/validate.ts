import { isApiError } from '@b2b-portal/api/client';

/**
 * A form's field errors, keyed by the field's path in the request body (`zipCode`, `order.po`): the message a
 * person reads, in the documents' words (the api message catalogue, which the contract's schemas carry).
 */
export type FieldErrors = Record<string, string>;

/** What the helpers need of a zod schema of `@b2b-portal/api` (its `safeParse`), so the portal needs no zod. */
export interface ContractSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

/** The answer of `validateWith`: the parsed body to send, or the field errors to show instead of calling. */
export type FormValidation<T> =
  | { ok: true; data: T }
  /** `missing`: a field at fault is empty (a required one left blank), not only one in a wrong form. */
  | { ok: false; fieldErrors: FieldErrors; missing: boolean };

const keyOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * Runs a contract schema over a form's values before the call (issue 13 §3): the same check the server runs,
 * so a form refuses what the server would refuse, with the same words. The first message of each field wins.
 */
export function validateWith<T>(schema: ContractSchema<T>, values: unknown): FormValidation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) fieldErrors[keyOf(issue.path)] ??= issue.message;
  const missing = result.error.issues.some((issue) => isEmpty(valueAt(values, issue.path)));
  return { ok: false, fieldErrors, missing };
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let value = values;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The server's field errors of a failed call, in the same shape: a 400 ValidationFailed or a 422 whose Problem
 * lists `errors` (`{ path, message }`). Null when the failure has none (the page shows its message instead).
 */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 422)) return null;
  const errors = error.problem?.errors ?? [];
  if (errors.length === 0) return null;
  const fieldErrors: FieldErrors = {};
  for (const { path, message } of errors) fieldErrors[path] ??= message;
  return fieldErrors;
}

/**
 * A flows rule that lists the fields at fault (`{ path, message }`, empty when the values may be sent) as a
 * schema for `validateWith` and `useContractForm`: for checks a static schema cannot make alone, such as a
 * password against the server's complexity requirements (`registrationErrors`). The values go out as given.
 */
export function ruleSchema<T>(
  rule: (values: T) => ReadonlyArray<{ path: string; message: string }>,
): ContractSchema<T> {
  return {
    safeParse(value) {
      const errors = rule(value as T);
      if (errors.length === 0) return { success: true, data: value as T };
      return {
        success: false,
        error: { issues: errors.map(({ path, message }) => ({ path: [path], message })) },
      };
    },
  };
}
