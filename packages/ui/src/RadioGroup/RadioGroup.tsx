import {
  composeRenderProps,
  FieldError,
  Label,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  Radio,
  Text,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { RequiredMarker } from '../Field/RequiredMarker';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioOption {
  /** The value handed back on change. */
  value: string;
  /** The text beside the circle. */
  label: string;
  /** Keep this one option out of reach. @default false */
  isDisabled?: boolean;
}

interface RadioGroupOwnProps extends Omit<RACRadioGroupProps, 'children' | 'orientation'> {
  /** The choices. */
  options: readonly RadioOption[];
  /** Help text under the group. */
  description?: string;
  /** Error text, shown when the group is invalid. */
  errorMessage?: string;
  /** How the choices line up; arrow keys follow it. @default 'vertical' */
  orientation?: RadioGroupOrientation;
}

/**
 * The group is named by its visible `label`, or, when a heading just above already says the same (a page section
 * that is one choice), by that heading through `aria-labelledby` and no label of its own: the same words twice
 * would be read twice.
 */
export type RadioGroupProps = RadioGroupOwnProps & (RadioGroupLabel | RadioGroupLabelledBy);

interface RadioGroupLabel {
  /** The group's visible label; also its accessible name. */
  label: string;
}

interface RadioGroupLabelledBy {
  label?: undefined;
  /** The id of the heading above that names the group. */
  'aria-labelledby': string;
}

/** One choice out of a few, all visible (daily, weekly or monthly schedule, 002 §5), on RAC RadioGroup. */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      className={composeRenderProps(props.className, (className) =>
        [fieldStyles.field, className].filter(Boolean).join(' '),
      )}
    >
      {label === undefined ? null : (
        <Label className={fieldStyles.label}>
          {label}
          <RequiredMarker isRequired={props.isRequired} />
        </Label>
      )}
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.radio}
          >
            <span className={styles.circle} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}
