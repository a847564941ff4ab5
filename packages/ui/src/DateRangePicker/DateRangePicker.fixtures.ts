// Stories and tests only: the presets of 002 §3 as the portal builds them with the flows rule.
import { dateRangeFor } from '@b2b-portal/flows/rules';
import type { DateRangePreset } from './DateRangePicker';

/** DateRange ids and names of 002 §3, in the order of the list. */
const presetNames: readonly (readonly [number, string])[] = [
  [0, 'Any Date'],
  [999, 'Expired'],
  [1, 'Today'],
  [2, 'Yesterday'],
  [3, 'This Week'],
  [4, 'This Month'],
  [5, 'This Year'],
  [6, 'Last 7 Days'],
  [7, 'Last Month'],
  [8, 'Last Year'],
  [9, 'Last 30 Days'],
  [10, 'Last 60 Days'],
  [11, 'Last 90 Days'],
  [12, 'Last Week'],
  [13, 'Next Week'],
  [14, 'Next 30 Days'],
  [15, 'Next 60 Days'],
  [16, 'Next 90 Days'],
  [17, 'Next Month'],
  [18, 'Next Quarter'],
  [19, 'This Quarter'],
  [20, 'Next Year'],
  [21, 'This Fiscal Year'],
  [22, 'Last Fiscal Year'],
  [23, 'Current Fiscal Year'],
  [24, 'Last Quarter'],
  [25, 'Next 6 Months'],
  [26, 'Next 12 Months'],
  [27, 'Next 18 Months'],
];

/** The presets as the portal would build them for `today` (YYYY-MM-DD). */
export function presetsFor(today: string): DateRangePreset[] {
  return presetNames.map(([id, label]) => {
    const range = dateRangeFor(id, today);
    return {
      id,
      label,
      range: range?.from && range.to ? { start: range.from, end: range.to } : null,
    };
  });
}
