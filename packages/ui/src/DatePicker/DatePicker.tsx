import { useMemo, useState } from 'react';
import {
  Button,
  composeRenderProps,
  DateInput,
  type DateValue,
  Dialog,
  FieldError,
  Group,
  I18nProvider,
  Label,
  Popover,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { segment as segmentClass } from '../TimeField/TimeField.css';
import { CapturingDateSegment, fromIsoDate, toIsoDate, useCalendarDatesReady } from './calendarDates';
import * as styles from './DatePicker.css';
import { type CalendarLabels, SingleCalendar } from './DatePickerCalendar';

export interface DatePickerLabels extends CalendarLabels {
  /** Name of the button that opens the calendar. @default 'Choose date' */
  openCalendar: string;
}

export const defaultDatePickerLabels: DatePickerLabels = {
  openCalendar: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

export interface DatePickerProps
  extends Omit<
    RACDatePickerProps<DateValue>,
    'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'children' | 'placeholderValue'
  > {
  /** The visible label; also the accessible name. */
  label?: string;
  /** Help text under the field. */
  description?: string;
  /** An error message, or a function of the validation result. Shown when the field is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The chosen day as `YYYY-MM-DD` (controlled), or null for none. */
  value?: string | null;
  /** The day chosen at first, as `YYYY-MM-DD`. */
  defaultValue?: string | null;
  /** Called with the chosen day as `YYYY-MM-DD`, or null when cleared. */
  onChange?: (value: string | null) => void;
  /** Earliest day that can be chosen, `YYYY-MM-DD`. */
  minValue?: string;
  /** Latest day that can be chosen, `YYYY-MM-DD`. */
  maxValue?: string;
  /** Locale of the segments and the calendar; en-US gives MM/DD/YYYY (001 §9). @default 'en-US' */
  locale?: string;
  /** Texts shown to the user. @default defaultDatePickerLabels */
  labels?: Partial<DatePickerLabels>;
}

/** A date typed as MM/DD/YYYY or picked from a calendar popover, on RAC DatePicker. Values are ISO strings. */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue = null,
  onChange,
  minValue,
  maxValue,
  locale = 'en-US',
  labels,
  ...props
}: DatePickerProps) {
  const texts = { ...defaultDatePickerLabels, ...labels };
  const ready = useCalendarDatesReady();
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const current = value === undefined ? uncontrolled : value;
  // One object per ISO string: RAC compares values by identity.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ready` turns the strings into dates once possible.
  const dates = useMemo(
    () => ({ value: fromIsoDate(current), min: fromIsoDate(minValue), max: fromIsoDate(maxValue) }),
    [current, minValue, maxValue, ready],
  );
  return (
    <I18nProvider locale={locale}>
      <RACDatePicker
        {...props}
        value={dates.value}
        minValue={dates.min ?? undefined}
        maxValue={dates.max ?? undefined}
        onChange={(date) => {
          const iso = date ? toIsoDate(date) : null;
          setUncontrolled(iso);
          onChange?.(iso);
        }}
        shouldForceLeadingZeros
        className={composeRenderProps(props.className, (className) =>
          [fieldStyles.field, className].filter(Boolean).join(' '),
        )}
      >
        {label ? <Label className={fieldStyles.label}>{label}</Label> : null}
        <Group className={styles.group}>
          <DateInput className={styles.dateInput}>
            {(segment) => <CapturingDateSegment segment={segment} className={segmentClass} />}
          </DateInput>
          <Button className={styles.calendarButton} aria-label={texts.openCalendar}>
            <CalendarIcon />
          </Button>
        </Group>
        {description ? (
          <Text slot="description" className={fieldStyles.description}>
            {description}
          </Text>
        ) : null}
        <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
        <Popover className={styles.popover}>
          <Dialog className={styles.dialog}>
            <SingleCalendar labels={texts} />
          </Dialog>
        </Popover>
      </RACDatePicker>
    </I18nProvider>
  );
}

export function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
