import { DateRangeLists, enumerationName } from '@b2b-portal/api';
import { Select } from '@b2b-portal/ui';
import { useMemo } from 'react';
import { ANY_DATE } from './criteria';
import { useSearchFieldError } from './searchRefusal';

/** The date-range presets of a list, in the list's order, as select options. */
export function dateRangeOptions(ranges: readonly number[]): { id: number; label: string }[] {
  return ranges.map((id) => ({ id, label: enumerationName('DateRange', id) ?? String(id) }));
}

export interface DateRangeFilterProps {
  /** The field's label ('Created', 'Date range'…). */
  label: string;
  /** The presets offered (001 §9 lists). @default DateRangeLists.General */
  ranges?: readonly number[];
  /** The form field's name, read back by `dateRangeOf`. @default 'dateRange' */
  name?: string;
  /** The preset selected at first and after Reset. @default Any Date */
  defaultSelectedKey?: number;
}

/** A search card's date-range preset select. */
export function DateRangeFilter({
  label,
  ranges = DateRangeLists.General,
  name = 'dateRange',
  defaultSelectedKey = ANY_DATE,
}: DateRangeFilterProps) {
  const options = useMemo(() => dateRangeOptions(ranges), [ranges]);
  // The server's word on the range, when it refused a search (see ListSearch).
  const error = useSearchFieldError(name);
  return (
    <Select
      name={name}
      label={label}
      options={options}
      defaultSelectedKey={defaultSelectedKey}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}
