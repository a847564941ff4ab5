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
import { DEFAULT_TOO_LONG, useLengthLimit } from '../Field/useLengthLimit';

export interface TextFieldLabels {
  /** The field's message when its text is longer than `maxLength`; `{max}` is filled in. */
  tooLong: string;
}

export const defaultTextFieldLabels: TextFieldLabels = { tooLong: DEFAULT_TOO_LONG };

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
  /**
   * The most characters the value may have. Nothing typed or pasted is cut (no native `maxlength`): a longer value
   * stays whole and marks the field invalid with `labels.tooLong`.
   */
  maxLength?: number;
  /** Texts shown to the user. @default defaultTextFieldLabels */
  labels?: Partial<TextFieldLabels>;
}

/** A labelled text input with description and error, on RAC TextField. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  maxLength,
  labels,
  ...props
}: TextFieldProps) {
  const limit = useLengthLimit({ ...props, maxLength }, labels?.tooLong);
  return (
    <RACTextField
      {...props}
      onChange={limit.onChange}
      isInvalid={limit.isInvalid}
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
      <Input ref={inputRef} className={styles.input} placeholder={placeholder} {...limit.inputProps} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{limit.message ?? errorMessage}</FieldError>
    </RACTextField>
  );
}
