import type { ReportListItem } from './ReportList';
import type { ReportRunField, ReportRunFormErrors } from './ReportRunForm';
import type { ReportSubscriptionItem } from './ReportSubscriptionList';

export const reportListItems: ReportListItem[] = [
  {
    id: 'r-1',
    name: 'Spend by Month',
    description: 'Orders placed and their amounts by month (cancelled orders left out), with the totals.',
    kind: 'Standard',
    formats: ['PDF', 'Excel (XLSX)', 'CSV'],
    href: '#/report?id=r-1',
    assignedCount: 2,
  },
  {
    id: 'r-2',
    name: 'Radiology Spend by Month',
    description: 'Orders placed for the Radiology department, by month.',
    kind: 'Custom',
    formats: ['PDF', 'Excel (XLSX)'],
    href: '#/report?id=r-2',
    assignedCount: 0,
  },
];

export const spendFields: ReportRunField[] = [
  { name: 'dateFrom', kind: 'date', label: 'From', required: false },
  { name: 'dateTo', kind: 'date', label: 'To', required: false },
  {
    name: 'businessUnitId',
    kind: 'businessUnit',
    label: 'Business unit',
    required: false,
    anyLabel: 'All business units',
    options: [
      { id: 'bu-1', label: 'Corporate › Radiology' },
      { id: 'bu-2', label: 'Corporate › Finance' },
    ],
  },
];

export const daysField: ReportRunField[] = [
  { name: 'withinDays', kind: 'days', label: 'Ending within (days)', required: true },
];

export const statusField: ReportRunField[] = [
  {
    name: 'orderStatus',
    kind: 'orderStatus',
    label: 'Order status',
    required: false,
    anyLabel: 'All statuses',
    options: [
      { id: '-102', label: 'Open' },
      { id: '-104', label: 'Closed' },
      { id: '6', label: 'Cancelled' },
    ],
  },
];

export const reportFormats = [
  { value: 1, label: 'PDF' },
  { value: 6, label: 'Excel (XLSX)' },
  { value: 5, label: 'CSV' },
];

/** The portal's rules in short (flows' validateReportSearch): required fields and the date order. */
export function searchErrors(values: Readonly<Record<string, string>>): ReportRunFormErrors {
  const errors: Record<string, string> = {};
  if (values.dateFrom && values.dateTo && values.dateFrom > values.dateTo)
    errors.dateTo = 'The start date must not be after the end date.';
  return errors;
}

export function requiredDays(values: Readonly<Record<string, string>>): ReportRunFormErrors {
  const days = values.withinDays ?? '';
  if (days.trim() === '') return { withinDays: 'Ending within (days) is required.' };
  if (!/^\d+$/.test(days.trim()) || Number(days) < 1 || Number(days) > 3650)
    return { withinDays: "'Ending within' must be a whole number of days from 1 to 3650." };
  return {};
}

export const subscriptionItems: ReportSubscriptionItem[] = [
  {
    id: 's-1',
    reportName: 'Spend by Month',
    format: 'Excel (XLSX)',
    schedule: 'Weekly on Monday, Thursday at 18:00',
    nextRun: '11/30/2026 6:00 PM',
    href: '#/report?id=r-1&uuid=s-1',
  },
  {
    id: 's-2',
    reportName: 'Orders by Status',
    format: 'PDF',
    schedule: null,
    nextRun: null,
    href: '#/report?id=r-3&uuid=s-2',
  },
];
