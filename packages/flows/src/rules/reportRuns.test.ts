import type { ReportSearchFieldDefinition } from '@b2b-portal/api';
import { describe, expect, it } from 'vitest';
import {
  describeReportSchedule,
  reportFormatLabel,
  reportSearchDraft,
  validateReportSearch,
} from './reportRuns';

const spendByMonth: ReportSearchFieldDefinition[] = [
  { name: 'dateFrom', kind: 'date', required: false },
  { name: 'dateTo', kind: 'date', required: false },
  { name: 'businessUnitId', kind: 'businessUnit', required: false },
];
const contractsExpiring: ReportSearchFieldDefinition[] = [
  { name: 'withinDays', kind: 'days', required: true },
];

describe("a report's search fields (issue 20)", () => {
  it('keeps the fields the report takes, typed, and drops the empty ones and the others', () => {
    expect(
      validateReportSearch(spendByMonth, {
        dateFrom: '2026-01-01',
        dateTo: ' 2026-03-31 ',
        businessUnitId: '',
        withinDays: '30',
      }),
    ).toEqual({ ok: true, values: { dateFrom: '2026-01-01', dateTo: '2026-03-31' } });
    expect(
      validateReportSearch([{ name: 'orderStatus', kind: 'orderStatus', required: false }], {
        orderStatus: '-102',
      }),
    ).toEqual({ ok: true, values: { orderStatus: -102 } });
  });

  it("says a start date after the end date in the catalogue's words, on the end date", () => {
    expect(validateReportSearch(spendByMonth, { dateFrom: '2026-04-01', dateTo: '2026-03-31' })).toEqual({
      ok: false,
      errors: { dateTo: 'The start date must not be after the end date.' },
    });
    expect(validateReportSearch(spendByMonth, { dateFrom: '2026-03-31', dateTo: '2026-03-31' }).ok).toBe(
      true,
    );
  });

  it('asks for a required field and checks the days’ range', () => {
    expect(validateReportSearch(contractsExpiring, {})).toEqual({
      ok: false,
      errors: { withinDays: 'Ending within (days) is required.' },
    });
    for (const typed of ['0', '3651', '1.5', 'ten'])
      expect(validateReportSearch(contractsExpiring, { withinDays: typed })).toEqual({
        ok: false,
        errors: { withinDays: "'Ending within' must be a whole number of days from 1 to 3650." },
      });
    expect(validateReportSearch(contractsExpiring, { withinDays: '3650' })).toEqual({
      ok: true,
      values: { withinDays: 3650 },
    });
  });

  it('opens on saved fields as text', () => {
    expect(reportSearchDraft({ dateFrom: '2026-01-01', withinDays: 90 })).toEqual({
      dateFrom: '2026-01-01',
      withinDays: '90',
    });
    expect(reportSearchDraft(null)).toEqual({});
  });

  it('names the formats and says a schedule in words', () => {
    expect([1, 5, 6].map(reportFormatLabel)).toEqual(['PDF', 'CSV', 'Excel (XLSX)']);
    expect(describeReportSchedule({ kind: 'daily', every: 2, at: '07:30' })).toBe('Every 2 day(s) at 07:30');
    expect(describeReportSchedule({ kind: 'weekly', days: [1, 4], at: '18:00' })).toBe(
      'Weekly on Monday, Thursday at 18:00',
    );
    expect(describeReportSchedule({ kind: 'monthly', day: 15, at: '06:00' })).toBe(
      'Monthly on day 15 at 06:00',
    );
    expect(describeReportSchedule({ kind: 'monthly', day: 'last', at: '06:00' })).toBe(
      'Monthly on the last day at 06:00',
    );
  });
});
