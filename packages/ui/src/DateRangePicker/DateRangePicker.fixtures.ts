// Stories and tests only: the presets of 002 §3 as the portal builds them with `dateRangeFor` of
// `@b2b-portal/flows/rules` for Saturday 2026-11-21, written out (ui does not depend on flows).
import type { DateRangePreset } from './DateRangePicker';

/** The date-range presets of 002 §3, in the order of the list, for the day 2026-11-21. */
export const samplePresets: readonly DateRangePreset[] = [
  { id: 0, label: 'Any Date', range: null },
  { id: 999, label: 'Expired', range: { start: '2000-01-01', end: '2026-11-21' } },
  { id: 1, label: 'Today', range: { start: '2026-11-21', end: '2026-11-21' } },
  { id: 2, label: 'Yesterday', range: { start: '2026-11-20', end: '2026-11-20' } },
  { id: 3, label: 'This Week', range: { start: '2026-11-15', end: '2026-11-21' } },
  { id: 4, label: 'This Month', range: { start: '2026-11-01', end: '2026-11-30' } },
  { id: 5, label: 'This Year', range: { start: '2026-01-01', end: '2026-12-31' } },
  { id: 6, label: 'Last 7 Days', range: { start: '2026-11-15', end: '2026-11-21' } },
  { id: 7, label: 'Last Month', range: { start: '2026-10-01', end: '2026-10-31' } },
  { id: 8, label: 'Last Year', range: { start: '2025-01-01', end: '2025-12-31' } },
  { id: 9, label: 'Last 30 Days', range: { start: '2026-10-23', end: '2026-11-21' } },
  { id: 10, label: 'Last 60 Days', range: { start: '2026-09-23', end: '2026-11-21' } },
  { id: 11, label: 'Last 90 Days', range: { start: '2026-08-24', end: '2026-11-21' } },
  { id: 12, label: 'Last Week', range: { start: '2026-11-08', end: '2026-11-14' } },
  { id: 13, label: 'Next Week', range: { start: '2026-11-22', end: '2026-11-28' } },
  { id: 14, label: 'Next 30 Days', range: { start: '2026-11-21', end: '2026-12-21' } },
  { id: 15, label: 'Next 60 Days', range: { start: '2026-11-21', end: '2027-01-20' } },
  { id: 16, label: 'Next 90 Days', range: { start: '2026-11-21', end: '2027-02-19' } },
  { id: 17, label: 'Next Month', range: { start: '2026-12-01', end: '2026-12-31' } },
  { id: 18, label: 'Next Quarter', range: { start: '2027-01-01', end: '2027-03-31' } },
  { id: 19, label: 'This Quarter', range: { start: '2026-10-01', end: '2026-12-31' } },
  { id: 20, label: 'Next Year', range: { start: '2027-01-01', end: '2027-12-31' } },
  { id: 21, label: 'This Fiscal Year', range: { start: '2026-07-01', end: '2027-06-30' } },
  { id: 22, label: 'Last Fiscal Year', range: { start: '2025-07-01', end: '2026-06-30' } },
  { id: 23, label: 'Current Fiscal Year', range: { start: '2026-07-01', end: '2027-06-30' } },
  { id: 24, label: 'Last Quarter', range: { start: '2026-07-01', end: '2026-09-30' } },
  { id: 25, label: 'Next 6 Months', range: { start: '2026-11-21', end: '2027-05-22' } },
  { id: 26, label: 'Next 12 Months', range: { start: '2026-11-21', end: '2027-11-21' } },
  { id: 27, label: 'Next 18 Months', range: { start: '2026-11-21', end: '2028-05-21' } },
];
