import {
  Button,
  composeRenderProps,
  FieldError,
  Input,
  Label,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { RequiredMarker } from '../Field/RequiredMarker';
import { visuallyHidden } from '../foundations/focus.css';
import { CloseIcon, SearchIcon } from '../icons/icons';
import * as styles from './SearchField.css';

export interface SearchFieldLabels {
  /** Name of the button that empties the field. @default 'Clear search' */
  clear: string;
}

export const defaultSearchFieldLabels: SearchFieldLabels = { clear: 'Clear search' };

export interface SearchFieldProps extends RACSearchFieldProps {
  /** The label; also the accessible name. */
  label: string;
  /** Keep the label for assistive technology only (toolbars). @default false */
  hideLabel?: boolean;
  /** Help text under the field. */
  description?: string;
  /** An error message, or a function of the validation result. Shown when the field is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Placeholder text; never a replacement for the label. */
  placeholder?: string;
  /** Texts shown to the user. @default defaultSearchFieldLabels */
  labels?: Partial<SearchFieldLabels>;
}

/** A search input with a clear button; Enter submits, Escape clears. On RAC SearchField. */
export function SearchField({
  label,
  hideLabel = false,
  description,
  errorMessage,
  placeholder,
  labels,
  ...props
}: SearchFieldProps) {
  const texts = { ...defaultSearchFieldLabels, ...labels };
  return (
    <RACSearchField
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [fieldStyles.field, styles.searchField, className].filter(Boolean).join(' '),
      )}
    >
      <Label className={hideLabel ? visuallyHidden : fieldStyles.label}>
        {label}
        <RequiredMarker isRequired={props.isRequired} />
      </Label>
      <div className={styles.box}>
        <SearchIcon size={18} />
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.clearButton} aria-label={texts.clear}>
          <CloseIcon size={16} />
        </Button>
      </div>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
    </RACSearchField>
  );
}
