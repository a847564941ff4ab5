import type { Ref } from 'react';
import {
  composeRenderProps,
  FieldError,
  Input,
  Label,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from '../Field/Field.css';
import { RequiredMarker } from '../Field/RequiredMarker';

export interface TextFieldProps extends RACTextFieldProps {
  /** The visible label; also the accessible name. */
  label?: string;
  /** Help text under the input, linked with aria-describedby. */
  description?: string;
  /** An error message, or a function of the validation result. Shown when the field is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Placeholder text; never a replacement for the label. */
  placeholder?: string;
  /** The input's type. @default 'text' */
  type?: 'text' | 'search' | 'url' | 'tel' | 'email' | 'password';
  /** Ref to the `<input>`, for moving focus to it. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input with description and error, on RAC TextField. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [styles.field, className].filter(Boolean).join(' '),
      )}
    >
      {label ? (
        <Label className={styles.label}>
          {label}
          <RequiredMarker isRequired={props.isRequired} />
        </Label>
      ) : null}
      <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </RACTextField>
  );
}
