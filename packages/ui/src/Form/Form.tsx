import { type FormEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { InlineAlert } from '../InlineAlert';

export interface FormProps extends Omit<RACFormProps, 'validationBehavior' | 'onSubmit' | 'children'> {
  /**
   * The form's message while a submit is refused ('Please enter all required fields and try again.'), shown
   * above the fields and announced (role alert). Null or empty: none.
   */
  error?: string | null;
  /**
   * The form's message when it refuses a submit itself because a field holds more than its `maxLength` (the
   * field keeps the text and says so; the caller's `onSubmit` is not called).
   * @default 'Please correct the marked fields and try again.'
   */
  tooLongError?: string;
  /**
   * How many submits were refused so far (the caller's check, or the server's). Each new refusal announces
   * `error` again and moves focus to the first field marked invalid. @default 0
   */
  refusals?: number;
  /** Submit: the caller checks the values (its rule) and counts a refusal. The browser's check is off. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields and actions; each field shows its own message (`isInvalid`, `errorMessage`). */
  children?: ReactNode;
  /** The form element, for a caller that moves the focus itself (e.g. to a server's field error). */
  ref?: Ref<HTMLFormElement>;
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

const hidden = (element: Element) => element.closest('[aria-hidden="true"]') !== null;

/**
 * The first field marked invalid, in reading order, that a person can reach (not inside aria-hidden parts). A
 * react-aria Select is marked on its wrapper only (`data-invalid`; its button carries no aria-invalid): its button
 * takes the focus, not the hidden native select beside it.
 */
function firstInvalidField(form: HTMLFormElement): HTMLElement | null {
  for (const marked of form.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')) {
    if (hidden(marked)) continue;
    // A group (radio group, date field, a quantity's steppers around its input) is marked as a whole: its first
    // control in the Tab order takes the focus (a stepper kept out of it by tabindex -1 does not).
    const target = marked.matches(FOCUSABLE)
      ? marked
      : [...marked.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
          (control) =>
            !hidden(control) &&
            control.getAttribute('tabindex') !== '-1' &&
            !control.hasAttribute('disabled'),
        );
    if (target && !target.hasAttribute('disabled')) return target;
  }
  return null;
}

/**
 * One way for every form (issue 16): the browser's validation bubbles are off (`noValidate`, and the fields
 * inside validate by ARIA: no `required` attribute a browser would enforce); the caller's rule results show as
 * the form's message (`error`, in an alert above the fields) and each field's own message (`isInvalid` and
 * `errorMessage` on it: aria-invalid, aria-describedby); on each refused submit (`refusals` grows) the message is
 * announced again and focus moves to the first invalid field, whose label and message a screen reader then reads.
 * A text field holding more than its `maxLength` (kept whole: ui's fields never cut what is typed) is refused by
 * the form itself: `onSubmit` is not called, `tooLongError` shows and the focus goes to the first invalid field.
 *
 * ```tsx
 * <Form aria-label="Registration" error={form.error} refusals={form.refusals} onSubmit={form.submit}>
 *   <TextField label="E-mail" isRequired isInvalid={!!errors.email} errorMessage={errors.email} … />
 * </Form>
 * ```
 */
export function Form({
  error,
  refusals = 0,
  tooLongError = 'Please correct the marked fields and try again.',
  onSubmit,
  children,
  ref: outerRef,
  ...props
}: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  // Submits refused here, for a field over its limit (ui's text fields mark it `data-too-long`), and the caller's
  // `refusals` at the last of them: while the caller has refused none since, its message shows, not the caller's.
  const [own, setOwn] = useState<{ count: number; at: number | null }>({ count: 0, at: null });
  useEffect(() => {
    if (refusals + own.count === 0 || !ref.current) return;
    firstInvalidField(ref.current)?.focus();
  }, [refusals, own.count]);
  const message = own.at === refusals ? tooLongError : error;
  return (
    <RACForm
      {...props}
      ref={(element) => {
        ref.current = element;
        if (typeof outerRef === 'function') outerRef(element);
        else if (outerRef) outerRef.current = element;
      }}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (event.currentTarget.querySelector('[data-too-long]')) {
          setOwn((current) => ({ count: current.count + 1, at: refusals }));
          return;
        }
        setOwn((current) => (current.at === null ? current : { ...current, at: null }));
        onSubmit?.(event);
      }}
    >
      {/* Keyed by the refusal: the alert is inserted anew, so the same message is announced again. */}
      {message ? (
        <InlineAlert key={refusals + own.count} tone="error">
          {message}
        </InlineAlert>
      ) : null}
      {children}
    </RACForm>
  );
}
