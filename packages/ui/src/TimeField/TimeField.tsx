import {
  composeRenderProps,
  DateInput,
  DateSegment,
  FieldError,
  Label,
  TimeField as RACTimeField,
  type TimeFieldProps as RACTimeFieldProps,
  Text,
  type TimeValue,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { RequiredMarker } from '../Field/RequiredMarker';
import * as styles from './TimeField.css';

export const hourCycles = [24, 12] as const;
export type HourCycle = (typeof hourCycles)[number];

export interface TimeFieldProps<T extends TimeValue = TimeValue> extends RACTimeFieldProps<T> {
  /** The visible label; also the accessible name. */
  label?: string;
  /** Help text under the field. */
  description?: string;
  /** An error message, or a function of the validation result. Shown when the field is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** 24-hour clock for report schedules (002 §5, §9), whatever the locale. @default 24 */
  hourCycle?: HourCycle;
  /** Smallest unit that can be edited. @default 'minute' */
  granularity?: 'hour' | 'minute' | 'second';
  /** Always show two-digit hours (09:05). @default true */
  shouldForceLeadingZeros?: boolean;
}

/** A time of day typed segment by segment (report schedule 'at' time), on RAC TimeField. */
export function TimeField<T extends TimeValue = TimeValue>({
  label,
  description,
  errorMessage,
  hourCycle = 24,
  granularity = 'minute',
  shouldForceLeadingZeros = true,
  ...props
}: TimeFieldProps<T>) {
  return (
    <RACTimeField
      {...props}
      hourCycle={hourCycle}
      granularity={granularity}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
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
      <DateInput className={styles.dateInput}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
    </RACTimeField>
  );
}
