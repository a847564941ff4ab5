import {
  Button,
  composeRenderProps,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  Text,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { RequiredMarker } from '../Field/RequiredMarker';
import { ChevronDownIcon } from '../icons/icons';
import * as styles from './Select.css';
import { defaultSelectPlaceholder, type SelectProps } from './selectTypes';

/** The Select itself, on RAC Select with a listbox popover; `./Select` loads it beside the first paint. */
export function SelectField({
  label,
  hideLabel = false,
  options,
  description,
  errorMessage,
  placeholder = defaultSelectPlaceholder,
  ...props
}: SelectProps) {
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
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
