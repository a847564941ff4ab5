import { useState } from 'react';
import {
  type DateValue,
  I18nProvider,
  Label,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { RequiredMarker } from '../Field/RequiredMarker';
import {
  type CalendarLabels,
  PickerCalendar,
  PickerGroup,
  PickerTexts,
  pickerClassName,
  toIsoDate,
  useCalendarDate,
} from './pickerParts';

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
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const date = useCalendarDate(value === undefined ? uncontrolled : value);
  const min = useCalendarDate(minValue);
  const max = useCalendarDate(maxValue);
  return (
    <I18nProvider locale={locale}>
      <RACDatePicker
        {...props}
        value={date}
        minValue={min}
        maxValue={max}
        onChange={(next) => {
          const iso = next ? toIsoDate(next) : null;
          setUncontrolled(iso);
          onChange?.(iso);
        }}
        shouldForceLeadingZeros
        className={pickerClassName(props.className)}
      >
        {label ? (
          <Label className={fieldStyles.label}>
            {label}
            <RequiredMarker isRequired={props.isRequired} />
          </Label>
        ) : null}
        <PickerGroup range={false} openCalendar={texts.openCalendar} />
        <PickerTexts description={description} errorMessage={errorMessage} />
        <PickerCalendar range={false} labels={texts} />
      </RACDatePicker>
    </I18nProvider>
  );
}
