import { useState } from 'react';
import { type FieldErrors, serverFieldErrors } from './validate';

/** The server's field errors of a form's last call, each shown until its field is edited. */
export function useServerFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    /** A call failed: its field errors (none when the failure names no field). */
    failed: (error: unknown) => setErrors(serverFieldErrors(error) ?? {}),
    /** `field` was edited: the server's word on it no longer holds. */
    edited: (field: string) => setErrors(({ [field]: _edited, ...others }) => others),
  };
}
