import type { Key } from 'react-aria-components';
import {
  Button,
  composeRenderProps,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
  Text,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { RequiredMarker } from '../Field/RequiredMarker';
import { ChevronDownIcon } from '../icons/icons';
import * as styles from './Select.css';

export interface SelectOption {
  /** The option's key, handed back on change. */
  id: Key;
  /** The text shown. */
  label: string;
}

export interface SelectProps extends Omit<RACSelectProps<SelectOption>, 'children'> {
  /** The visible label. When hidden (`hideLabel`) it still names the field. */
  label: string;
  /** Keep the label for assistive technology only (compact toolbars such as the header). @default false */
  hideLabel?: boolean;
  /** The options. */
  options: readonly SelectOption[];
  /** Help text under the field. */
  description?: string;
  /** Error text, shown when the field is invalid. */
  errorMessage?: string;
}

/** A single-choice dropdown on RAC Select, with a listbox popover. */
export function Select({
  label,
  hideLabel = false,
  options,
  description,
  errorMessage,
  ...props
}: SelectProps) {
  return (
    <RACSelect
      {...props}
      aria-label={hideLabel ? label : undefined}
      className={composeRenderProps(props.className, (className) =>
        [fieldStyles.field, className].filter(Boolean).join(' '),
      )}
    >
      {hideLabel ? null : (
        <Label className={fieldStyles.label}>
          {label}
          <RequiredMarker isRequired={props.isRequired} />
        </Label>
      )}
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon size={16} />
      </Button>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
