import {
  composeRenderProps,
  FieldError,
  Label,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  Text,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import * as fieldStyles from '../Field/Field.css';
import { RequiredMarker } from '../Field/RequiredMarker';
import * as styles from './CheckboxGroup.css';

export const checkboxGroupOrientations = ['vertical', 'horizontal'] as const;
export type CheckboxGroupOrientation = (typeof checkboxGroupOrientations)[number];

export interface CheckboxGroupOption {
  /** The value handed back in the selection. */
  value: string;
  /** The text beside the box. */
  label: string;
  /** Keep this one option out of reach. @default false */
  isDisabled?: boolean;
}

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  /** The group's visible label; also its accessible name. */
  label: string;
  /** The boxes. */
  options: readonly CheckboxGroupOption[];
  /** Help text under the group. */
  description?: string;
  /** Error text, shown when the group is invalid. */
  errorMessage?: string;
  /** How the boxes line up. @default 'vertical' */
  orientation?: CheckboxGroupOrientation;
}

/** Several tick boxes under one label (days of the week of a weekly report schedule, 002 §3), on RAC CheckboxGroup. */
export function CheckboxGroup({
  label,
  options,
  description,
  errorMessage,
  orientation = 'vertical',
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      className={composeRenderProps(props.className, (className) =>
        [fieldStyles.field, className].filter(Boolean).join(' '),
      )}
    >
      <Label className={fieldStyles.label}>
        {label}
        <RequiredMarker isRequired={props.isRequired} />
      </Label>
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} isDisabled={option.isDisabled}>
            {option.label}
          </Checkbox>
        ))}
      </div>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
    </RACCheckboxGroup>
  );
}
