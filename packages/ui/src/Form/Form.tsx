import { type FormEvent, type ReactNode, type Ref, useEffect, useRef } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { InlineAlert } from '../InlineAlert';

export interface FormProps extends Omit<RACFormProps, 'validationBehavior' | 'onSubmit' | 'children'> {
  /**
   * The form's message while a submit is refused ('Please enter all required fields and try again.'), shown
   * above the fields and announced (role alert). Null or empty: none.
   */
  error?: string | null;
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
 *
 * ```tsx
 * <Form aria-label="Registration" error={form.error} refusals={form.refusals} onSubmit={form.submit}>
 *   <TextField label="E-mail" isRequired isInvalid={!!errors.email} errorMessage={errors.email} … />
 * </Form>
 * ```
 */
export function Form({ error, refusals = 0, onSubmit, children, ref: outerRef, ...props }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals === 0 || !ref.current) return;
    firstInvalidField(ref.current)?.focus();
  }, [refusals]);
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
        onSubmit?.(event);
      }}
    >
      {/* Keyed by the refusal: the alert is inserted anew, so the same message is announced again. */}
      {error ? (
        <InlineAlert key={refusals} tone="error">
          {error}
        </InlineAlert>
      ) : null}
      {children}
    </RACForm>
  );
}
