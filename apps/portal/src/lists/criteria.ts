import { DateRangeLists, Enumerations, enumerationName } from '@b2b-portal/api';
import type { SearchValues } from '@b2b-portal/ui';
import { choiceField, listQuery, type QueryField, textField } from './listQuery';

/** The Any Date preset (001 §9), where every date-range filter starts. */
export const ANY_DATE = Enumerations.DateRange.AnyDate.value;

/** The search card's keyword, trimmed ('' when none). */
export function keywordOf(values: SearchValues): string {
  return (values.keyword ?? '').trim();
}

/** A DateRange id chosen in the form, or `fallback` when the value is not one. */
export function dateRangeOf(value: string | undefined, fallback: number = ANY_DATE): number {
  const id = Number(value);
  return Number.isInteger(id) && enumerationName('DateRange', id) ? id : fallback;
}

/** A date-range preset in a list's address: one of the presets its filter offers (001 §9). */
export function dateRangeField(ranges: readonly number[] = DateRangeLists.General): QueryField<number> {
  return choiceField(ranges);
}

/** The id chosen in a select of numeric options, or `fallback` when the value is not one of them. */
export function choiceOf(
  value: string | undefined,
  options: readonly { id: number }[],
  fallback: number,
): number {
  const id = Number(value);
  return options.some((option) => option.id === id) ? id : fallback;
}

/** The criteria of the document lists searched by status, date range and keyword (quotes, requisitions, requests). */
export interface StatusSearchCriteria {
  /** The status filter's id (each list has its own "all" id). */
  status: number;
  /** A DateRange id (001 §9); 0 is Any Date. */
  dateRange: number;
  keyword: string;
}

/** Reads a status / date range / keyword card (fields `status` and `dateRange`); unknown values fall back to `initial`. */
export function statusSearchCriteria(
  values: SearchValues,
  statusOptions: readonly { id: number }[],
  initial: StatusSearchCriteria,
): StatusSearchCriteria {
  return {
    status: choiceOf(values.status, statusOptions, initial.status),
    dateRange: dateRangeOf(values.dateRange, initial.dateRange),
    keyword: keywordOf(values),
  };
}

/** The filters of a status search as a query or export body: an empty keyword is left out, paging is not added. */
export function statusSearchFilters(criteria: StatusSearchCriteria): {
  status: number;
  dateRange: number;
  keyword?: string;
} {
  return {
    status: criteria.status,
    dateRange: criteria.dateRange,
    ...(criteria.keyword ? { keyword: criteria.keyword } : {}),
  };
}

/** The address of a status search (`?status=…&dateRange=…&keyword=…`): the status among `statusIds`. */
export function statusSearchAddress<Criteria extends StatusSearchCriteria>(
  initial: Criteria,
  statusIds: readonly number[],
  more: { [Key in Exclude<keyof Criteria & string, keyof StatusSearchCriteria>]: QueryField<Criteria[Key]> },
) {
  return listQuery<Criteria>(initial, {
    status: choiceField(statusIds),
    dateRange: dateRangeField(),
    keyword: textField,
    ...more,
  } as Parameters<typeof listQuery<Criteria>>[1]);
}
