import { useMemo, useState } from 'react';
import {
  type DateValue,
  I18nProvider,
  type Key,
  Label,
  DateRangePicker as RACDateRangePicker,
  type DateRangePickerProps as RACDateRangePickerProps,
  type ValidationResult,
} from 'react-aria-components';
import {
  type CalendarLabels,
  PickerCalendar,
  PickerGroup,
  PickerTexts,
  pickerClassName,
  toIsoDate,
  useCalendarDate,
} from '../DatePicker/pickerParts';
import * as fieldStyles from '../Field/Field.css';
import { Select } from '../Select/Select';
import * as styles from './DateRangePicker.css';

/** Inclusive first and last day, as `YYYY-MM-DD`. */
export interface IsoDateRange {
  start: string;
  end: string;
}

/** A named range such as 'Last 30 Days' (002 §3 DateRange ids); a null range means Any Date. */
export interface DateRangePreset {
  id: number;
  label: string;
  range: IsoDateRange | null;
}

export interface DateRangePickerLabels extends CalendarLabels {
  /** Name of the button that opens the calendar. @default 'Choose dates' */
  openCalendar: string;
  /** Label of the preset list. @default 'Date range' */
  presets: string;
  /** Shown in the preset list when the dates were typed or picked by hand. @default 'Custom range' */
  customRange: string;
}

export const defaultDateRangePickerLabels: DateRangePickerLabels = {
  openCalendar: 'Choose dates',
  presets: 'Date range',
  customRange: 'Custom range',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

export interface DateRangePickerProps
  extends Omit<
    RACDateRangePickerProps<DateValue>,
    'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'children' | 'placeholderValue'
  > {
  /** The visible label; also the accessible name of the fields. */
  label?: string;
  /** Help text under the fields. */
  description?: string;
  /** An error message, or a function of the validation result. Shown when the range is invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The chosen range (controlled), or null for none. */
  value?: IsoDateRange | null;
  /** The range chosen at first. */
  defaultValue?: IsoDateRange | null;
  /** Called with the chosen range, or null when cleared (Any Date). */
  onChange?: (value: IsoDateRange | null) => void;
  /** Named ranges offered in a list beside the fields; choosing one fills the range. */
  presets?: readonly DateRangePreset[];
  /** The preset chosen at first (its range should match `defaultValue`). */
  defaultPresetId?: number;
  /** Called with the chosen preset's id, or null once the dates are edited by hand. */
  onPresetChange?: (id: number | null) => void;
  /** Locale of the segments and the calendar; en-US gives MM/DD/YYYY (001 §9). @default 'en-US' */
  locale?: string;
  /** Texts shown to the user. @default defaultDateRangePickerLabels */
  labels?: Partial<DateRangePickerLabels>;
}

/** A from–to date range typed or picked from a calendar, with optional presets, on RAC DateRangePicker. */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue = null,
  onChange,
  presets,
  defaultPresetId,
  onPresetChange,
  locale = 'en-US',
  labels,
  ...props
}: DateRangePickerProps) {
  const texts = { ...defaultDateRangePickerLabels, ...labels };
  const [uncontrolled, setUncontrolled] = useState<IsoDateRange | null>(defaultValue);
  const [presetId, setPresetId] = useState<number | null>(defaultPresetId ?? null);
  const current = value === undefined ? uncontrolled : value;
  const from = useCalendarDate(current?.start);
  const to = useCalendarDate(current?.end);
  // One object per pair of dates: RAC compares values by identity.
  const dates = useMemo(() => (from && to ? { start: from, end: to } : null), [from, to]);

  const change = (next: IsoDateRange | null, nextPresetId: number | null) => {
    setUncontrolled(next);
    setPresetId(nextPresetId);
    onChange?.(next);
    if (nextPresetId !== presetId) onPresetChange?.(nextPresetId);
  };

  const choosePreset = (key: Key | null) => {
    const preset = presets?.find((candidate) => candidate.id === Number(key));
    if (preset) change(preset.range, preset.id);
  };

  const picker = (
    <RACDateRangePicker
      {...props}
      value={dates}
      onChange={(range) =>
        change(range ? { start: toIsoDate(range.start), end: toIsoDate(range.end) } : null, null)
      }
      shouldForceLeadingZeros
      className={pickerClassName(props.className)}
    >
      {label ? <Label className={fieldStyles.label}>{label}</Label> : null}
      <PickerGroup range openCalendar={texts.openCalendar} />
      <PickerTexts description={description} errorMessage={errorMessage} />
      <PickerCalendar range labels={texts} />
    </RACDateRangePicker>
  );

  return (
    <I18nProvider locale={locale}>
      {presets && presets.length > 0 ? (
        <div className={styles.row}>
          {picker}
          <Select
            className={styles.presets}
            label={texts.presets}
            placeholder={texts.customRange}
            options={presets.map((preset) => ({ id: preset.id, label: preset.label }))}
            selectedKey={presetId}
            onSelectionChange={choosePreset}
            isDisabled={props.isDisabled}
          />
        </div>
      ) : (
        picker
      )}
    </I18nProvider>
  );
}
