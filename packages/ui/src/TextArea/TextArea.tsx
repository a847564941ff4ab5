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
import { DEFAULT_TOO_LONG, useLengthLimit } from '../Field/useLengthLimit';
import { fillTemplate } from '../format/template';
import * as styles from './TextArea.css';

export interface TextAreaLabels {
  /** The character count under the box; `{count}` and `{max}` are filled in. @default '{count} of {max} characters' */
  characterCount: string;
  /** The field's message when its text is longer than `maxLength`; `{max}` is filled in. */
  tooLong: string;
}

export const defaultTextAreaLabels: TextAreaLabels = {
  characterCount: '{count} of {max} characters',
  tooLong: DEFAULT_TOO_LONG,
};

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
  /**
   * The most characters the value may have. Nothing typed or pasted is cut (no native `maxlength`): a longer value
   * stays whole and marks the field invalid with `labels.tooLong`.
   */
  maxLength?: number;
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
  maxLength,
  ...props
}: TextAreaProps) {
  const texts = { ...defaultTextAreaLabels, ...labels };
  const limit = useLengthLimit({ ...props, maxLength }, texts.tooLong);
  return (
    <RACTextField
      {...props}
      onChange={limit.onChange}
      isInvalid={limit.isInvalid}
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
        {...limit.inputProps}
      />
      <div className={styles.footer}>
        {description ? (
          <Text slot="description" className={fieldStyles.description}>
            {description}
          </Text>
        ) : null}
        {showCharacterCount ? (
          <span className={styles.count} aria-live="polite">
            {maxLength === undefined
              ? String(limit.length)
              : fillTemplate(texts.characterCount, { count: limit.length, max: maxLength })}
          </span>
        ) : null}
      </div>
      <FieldError className={fieldStyles.fieldError}>{limit.message ?? errorMessage}</FieldError>
    </RACTextField>
  );
}
