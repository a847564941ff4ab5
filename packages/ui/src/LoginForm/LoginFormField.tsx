import { type Ref, useId } from 'react';
import * as styles from '../Field/Field.css';
import { RequiredMarker } from '../Field/RequiredMarker';

export interface LoginFormFieldProps {
  /** The input's name. */
  name: string;
  /** The visible label; also the accessible name. */
  label: string;
  /** The input's type. @default 'text' */
  type?: 'text' | 'password';
  /** The browser's autofill hint. */
  autoComplete: string;
  /** The value (controlled). */
  value: string;
  /** Called with the new value on each edit. */
  onChange: (value: string) => void;
  /** The error to show under the input; the field is invalid while it is set. */
  errorMessage?: string;
  /** A sign-in is under way. @default false */
  isDisabled?: boolean;
  /** Ref to the `<input>`, for moving focus to it. */
  inputRef?: Ref<HTMLInputElement>;
  /** Focus the input when it first shows. @default false */
  autoFocus?: boolean;
}

/**
 * A required text field of the login form in plain HTML: ui TextField's markup and looks (Field.css), without
 * react-aria, so the login page's first paint does not load it. Not exported from the package.
 */
export function LoginFormField({
  name,
  label,
  type = 'text',
  autoComplete,
  value,
  onChange,
  errorMessage,
  isDisabled = false,
  inputRef,
  autoFocus = false,
}: LoginFormFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const isInvalid = errorMessage !== undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        <RequiredMarker isRequired />
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name={name}
        type={type}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        disabled={isDisabled}
        aria-required
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? errorId : undefined}
        // biome-ignore lint/a11y/noAutofocus: signing in is the page's one task; the username field took the focus on RAC as well.
        autoFocus={autoFocus}
      />
      {isInvalid ? (
        <span id={errorId} className={styles.fieldError}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
