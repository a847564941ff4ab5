import { useState } from 'react';
import { problemCode, problemMessage } from '../services/problems';
import { type FieldErrors, serverFieldErrors } from './validate';

/**
 * Refusals that are about one field although the server lists no field errors (their status is not 400 or 422):
 * the Problem code and the field its message goes on, e.g. `{ UserExists: 'email' }` for a new user's 409.
 */
export type ProblemFields = Readonly<Record<string, string>>;

/** The server's field errors of a form's last call, each shown until its field is edited. */
export function useServerFieldErrors(problemFields: ProblemFields = {}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    /**
     * A call failed: its field errors (none when the failure names no field), or its message on the field its
     * code is about (`problemFields`). True when a field shows what went wrong.
     */
    failed: (error: unknown): boolean => {
      const code = problemCode(error);
      const field = code === undefined ? undefined : problemFields[code];
      const next =
        field === undefined ? (serverFieldErrors(error) ?? {}) : { [field]: problemMessage(error) };
      setErrors(next);
      return Object.keys(next).length > 0;
    },
    /** `field` was edited: the server's word on it no longer holds. */
    edited: (field: string) => setErrors(({ [field]: _edited, ...others }) => others),
  };
}
