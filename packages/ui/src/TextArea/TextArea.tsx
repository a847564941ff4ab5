import { useState } from 'react';
import {
  composeRenderProps,
  FieldError,
  Label,
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { RequiredMarker } from '../Field/RequiredMarker';
import { fillTemplate } from '../format/template';
import * as styles from './TextArea.css';

export interface TextAreaLabels {
  /** The character count under the box; `{count}` and `{max}` are filled in. @default '{count} of {max} characters' */
  characterCount: string;
}

export const defaultTextAreaLabels: TextAreaLabels = { characterCount: '{count} of {max} characters' };

export interface TextAreaProps extends RACTextFieldProps {
  /** The visible label; also the accessible name. */
  label?: string;
  /** Help text under the box, linked with aria-describedby. */
  description?: string;
  /** An error message, or a function of the validation result. Shown when the field is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Placeholder text; never a replacement for the label. */
  placeholder?: string;
  /** Visible text rows before it scrolls. @default 4 */
  rows?: number;
  /** Show how many characters are used (of `maxLength` when set). @default false */
  showCharacterCount?: boolean;
  /** Texts shown to the user. @default defaultTextAreaLabels */
  labels?: Partial<TextAreaLabels>;
}

/** A multi-line text input (comments, inquiry messages) with an optional character count, on RAC TextField. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  showCharacterCount = false,
  labels,
  ...props
}: TextAreaProps) {
  const texts = { ...defaultTextAreaLabels, ...labels };
  const [uncontrolledValue, setUncontrolledValue] = useState(props.defaultValue ?? '');
  const length = (props.value ?? uncontrolledValue).length;
  return (
    <RACTextField
      {...props}
      onChange={(value) => {
        setUncontrolledValue(value);
        props.onChange?.(value);
      }}
      className={composeRenderProps(props.className, (className) =>
        [fieldStyles.field, className].filter(Boolean).join(' '),
      )}
    >
      {label ? (
        <Label className={fieldStyles.label}>
          {label}
          <RequiredMarker isRequired={props.isRequired} />
        </Label>
      ) : null}
      <RACTextArea
        className={[fieldStyles.input, styles.textArea].join(' ')}
        placeholder={placeholder}
        rows={rows}
      />
      <div className={styles.footer}>
        {description ? (
          <Text slot="description" className={fieldStyles.description}>
            {description}
          </Text>
        ) : null}
        {showCharacterCount ? (
          <span className={styles.count} aria-live="polite">
            {props.maxLength === undefined
              ? String(length)
              : fillTemplate(texts.characterCount, { count: length, max: props.maxLength })}
          </span>
        ) : null}
      </div>
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
    </RACTextField>
  );
}
