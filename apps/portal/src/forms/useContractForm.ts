import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../services/messages';
import { problemCode, problemMessage } from '../services/problems';
import { type ProblemFields, useServerFieldErrors } from './useServerFieldErrors';
import { type ContractSchema, type FieldErrors, validateWith } from './validate';

export interface ContractFormOptions<T, R> {
  /** The call, with the body the schema parsed (trimmed, defaults filled in). */
  send: (body: T) => Promise<R>;
  /** The call answered. */
  onDone: (answer: R) => void;
  /**
   * The form's message when the check fails before the call, or a function of the field errors that picks it.
   * @default 'Please enter all required fields and try again.' when a required field is empty, otherwise
   * 'Please correct the marked fields and try again.' (`refusedMessage`)
   */
  invalidMessage?: string | ((fieldErrors: FieldErrors) => string);
  /**
   * Refusals about one field that come without field errors, by Problem code: `{ UserExists: 'email' }` puts a
   * 409's 'User already exists.' on the E-mail field, which takes the focus, and the form asks to correct the marked
   * fields, as for its own check.
   */
  problemFields?: ProblemFields;
}

/**
 * What a form says when its check refuses it: that required fields are missing when one of the fields at fault is
 * empty (the documents' words), otherwise that the marked fields need correcting (an e-mail or phone in a wrong
 * form, a value too long), so the message does not send a person looking for an empty field that is not there.
 */
export const refusedMessage = (missing: boolean): string =>
  t(missing ? 'Global.RequiredFields' : 'Global.CorrectFields');

/**
 * A contract schema, or how to load it (`() => import('./schema').then((module) => module.Body)`): a form whose
 * schema loads after the page's first paint, so the page does not carry zod and the contract's schemas (issue 14).
 */
export type SchemaSource<T> = ContractSchema<T> | (() => Promise<ContractSchema<T>>);

/**
 * The schema of `source` once loaded (at once when it is one), and `ensure`, which answers it, loading it if need
 * be. A loader is called once: when the form mounts, or by the first submit if that comes first.
 */
export function useContractSchema<T>(
  source: SchemaSource<T>,
): [ContractSchema<T> | undefined, () => Promise<ContractSchema<T>>] {
  const [loaded, setLoaded] = useState<ContractSchema<T> | undefined>(() =>
    typeof source === 'function' ? undefined : source,
  );
  const loading = useRef<Promise<ContractSchema<T>> | null>(null);
  const ensure = useCallback(() => {
    if (typeof source !== 'function') return Promise.resolve(source);
    loading.current ??= source().then(
      (schema) => {
        setLoaded(() => schema);
        return schema;
      },
      (error: unknown) => {
        loading.current = null; // the next submit tries again
        throw error;
      },
    );
    return loading.current;
  }, [source]);
  useEffect(() => {
    ensure().catch(() => undefined);
  }, [ensure]);
  return [typeof source === 'function' ? loaded : source, ensure];
}

/**
 * A form that sends one call with a body of the contract (issue 13 §3): the contract's schema checks the values
 * before the call, and its field errors show once the person has tried to send; the server's field errors of a
 * failed call show after it, each until its field is edited; a failure's message in the page's words; no second
 * call while one runs. The schema may be given as a loader: it loads when the form mounts, and a submit before
 * it is there waits for it.
 *
 * ```tsx
 * const form = useContractForm(ContactInput, values, { send: add, onDone: onAdded });
 * <Form error={form.error} refusals={form.refusals} onSubmit={form.submit}>
 *   <TextField isInvalid={!!form.fieldErrors.email} errorMessage={form.fieldErrors.email} …/>
 * </Form>
 * ```
 */
export function useContractForm<T, R>(
  source: SchemaSource<T>,
  values: unknown,
  { send, onDone, invalidMessage, problemFields }: ContractFormOptions<T, R>,
) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const server = useServerFieldErrors(problemFields);
  const [schema, ensureSchema] = useContractSchema(source);
  const current = schema ? validateWith(schema, values) : undefined;
  const fieldErrors: FieldErrors = {
    ...server.errors,
    ...(tried && current && !current.ok ? current.fieldErrors : {}),
  };

  // Set before the first await (the schema may still be loading): a second submit in that time, an Enter in a
  // lone text field say, which submits the form whatever its button's state, sends nothing more.
  const started = useRef(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || started.current) return;
    started.current = true;
    try {
      await check();
    } finally {
      started.current = false;
    }
  };
  const check = async () => {
    setTried(true);
    const checked = current ?? validateWith(await ensureSchema(), values);
    if (!checked.ok) {
      setError(
        typeof invalidMessage === 'function'
          ? invalidMessage(checked.fieldErrors)
          : (invalidMessage ?? refusedMessage(checked.missing)),
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
      const code = problemCode(failure);
      setError(
        code !== undefined && problemFields?.[code] !== undefined
          ? refusedMessage(false)
          : problemMessage(failure),
      );
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
