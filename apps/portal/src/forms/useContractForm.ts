import { type FormEvent, useState } from 'react';
import { t } from '../services/messages';
import { problemMessage } from '../services/problems';
import { useServerFieldErrors } from './useServerFieldErrors';
import { type ContractSchema, type FieldErrors, validateWith } from './validate';

export interface ContractFormOptions<T, R> {
  /** The call, with the body the schema parsed (trimmed, defaults filled in). */
  send: (body: T) => Promise<R>;
  /** The call answered. */
  onDone: (answer: R) => void;
  /**
   * The form's message when the check fails before the call, or a function of the field errors that picks it.
   * @default 'Please enter all required fields and try again.'
   */
  invalidMessage?: string | ((fieldErrors: FieldErrors) => string);
}

/**
 * A form that sends one call with a body of the contract (issue 13 §3): the contract's schema checks the values
 * before the call, and its field errors show once the person has tried to send; the server's field errors of a
 * failed call show after it, each until its field is edited; a failure's message in the page's words; no second
 * call while one runs.
 *
 * ```tsx
 * const form = useContractForm(ContactInput, values, { send: add, onDone: onAdded });
 * <Form error={form.error} refusals={form.refusals} onSubmit={form.submit}>
 *   <TextField isInvalid={!!form.fieldErrors.email} errorMessage={form.fieldErrors.email} …/>
 * </Form>
 * ```
 */
export function useContractForm<T, R>(
  schema: ContractSchema<T>,
  values: unknown,
  { send, onDone, invalidMessage }: ContractFormOptions<T, R>,
) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const server = useServerFieldErrors();
  const checked = validateWith(schema, values);
  const fieldErrors: FieldErrors = { ...server.errors, ...(tried && !checked.ok ? checked.fieldErrors : {}) };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setTried(true);
    if (!checked.ok) {
      setError(
        typeof invalidMessage === 'function'
          ? invalidMessage(checked.fieldErrors)
          : (invalidMessage ?? t('Global.RequiredFields')),
      );
      setRefusals((count) => count + 1);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onDone(await send(checked.data));
      // Done: a form that stays open for the next entry shows no errors until that one is sent.
      setTried(false);
    } catch (failure) {
      server.failed(failure);
      setError(problemMessage(failure));
      setRefusals((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  return {
    /** The contract's and the server's word per field (`zipCode`, `order.po`). */
    fieldErrors,
    /** The form's message: the check failed, or the call did. */
    error,
    /** How many submits were refused (by the check or the server): ui's `Form` announces and focuses on each. */
    refusals,
    busy,
    submit,
    /** A field was edited: the server's word on it, and the form's message, no longer hold. */
    edited: (field: string) => {
      server.edited(field);
      setError(null);
    },
  };
}
