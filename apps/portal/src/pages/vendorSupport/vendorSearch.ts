import { Enumerations, SUPPORT_CASE_CLOSED_WINDOW_DAYS } from '@b2b-portal/api';
import type { SearchValues } from '@b2b-portal/ui';
import { choiceField, keywordOf, listQuery, textField } from '../../lists';

/** The options of an enumeration of 002 §3 for a select: value and name. */
const options = (entries: Record<string, { value: number; name: string }>) =>
  Object.values(entries).map((entry) => ({ id: entry.value, label: entry.name }));

export const bugSearchByOptions = options(Enumerations.BugSearchBy);
export const bugModifiedRangeOptions = options(Enumerations.BugModifiedRange);
export const bugReleaseTypeOptions = options(Enumerations.BugReleaseType);
export const caseSearchByOptions = options(Enumerations.SupportCaseSearchBy);
/** Severity 1–6 with its name; 0 is every severity. */
export const bugSeverityOptions = (all: string) => [
  { id: 0, label: all },
  ...options(Enumerations.BugSeverity),
];
/** The letter codes of the bug statuses (O, F, T) with their names; '' is every status. */
export const bugStatusOptions = (all: string) => [
  { id: '', label: all },
  ...Object.values(Enumerations.BugStatus).map((entry) => ({ id: entry.code, label: entry.name })),
];
export const caseStatusOptions = Object.values(Enumerations.SupportCaseStatus).map((entry) => ({
  id: entry.code,
  label: entry.name,
}));
/** The created windows a case search offers, in days back from today (closed cases: 90 at most, 002 §9). */
export const CASE_WINDOWS = [30, 60, SUPPORT_CASE_CLOSED_WINDOW_DAYS, 120, 180, 365] as const;
export const RMA_SEARCH_BY = [
  { id: 1, key: 'VendorSupport.Rmas.SearchBy.RmaNumber' },
  { id: 2, key: 'VendorSupport.Rmas.SearchBy.CcoId' },
  { id: 3, key: 'VendorSupport.Rmas.SearchBy.CaseNumber' },
] as const;

const numberOf = (value: string | undefined, allowed: readonly { id: number }[], fallback: number) => {
  const id = Number(value);
  return allowed.some((option) => option.id === id) ? id : fallback;
};

export interface BugCriteria {
  searchBy: number;
  keyword: string;
  modifiedRange: number;
  severity: number;
  status: string;
  releaseType: number;
  release: string;
}
export const initialBugCriteria: BugCriteria = {
  searchBy: 2,
  keyword: '',
  modifiedRange: 5,
  severity: 0,
  status: '',
  releaseType: 1,
  release: '',
};
/** The bug search's address: `?searchBy=2&keyword=…&modifiedRange=…&severity=…&status=…&releaseType=…&release=…`. */
export const bugAddress = listQuery(initialBugCriteria, {
  searchBy: choiceField(bugSearchByOptions.map((option) => option.id)),
  keyword: textField,
  modifiedRange: choiceField(bugModifiedRangeOptions.map((option) => option.id)),
  severity: choiceField(bugSeverityOptions('').map((option) => option.id)),
  status: choiceField(['O', 'F', 'T']),
  releaseType: choiceField(bugReleaseTypeOptions.map((option) => option.id)),
  release: textField,
});
export function bugCriteriaFromForm(values: SearchValues): BugCriteria {
  const status = values.status ?? '';
  return {
    searchBy: numberOf(values.searchBy, bugSearchByOptions, 2),
    keyword: keywordOf(values),
    modifiedRange: numberOf(values.modifiedRange, bugModifiedRangeOptions, 5),
    severity: numberOf(values.severity, bugSeverityOptions(''), 0),
    status: ['O', 'F', 'T'].includes(status) ? status : '',
    releaseType: numberOf(values.releaseType, bugReleaseTypeOptions, 1),
    release: (values.release ?? '').trim(),
  };
}
export function bugQuery(criteria: BugCriteria, start: number, size: number) {
  return {
    searchBy: criteria.searchBy,
    keyword: criteria.keyword,
    modifiedRange: criteria.modifiedRange,
    ...(criteria.severity ? { severity: criteria.severity } : {}),
    ...(criteria.status ? { status: criteria.status as 'O' | 'F' | 'T' } : {}),
    ...(criteria.release ? { releaseType: criteria.releaseType, release: criteria.release } : {}),
    start,
    size,
  };
}

export interface CaseCriteria {
  searchBy: number;
  keyword: string;
  status: 'O' | 'C';
  /** Days back from today the cases were created in; 0 any time. */
  days: number;
}
export const initialCaseCriteria: CaseCriteria = { searchBy: 1, keyword: '', status: 'O', days: 30 };
/** The case search's address: `?searchBy=…&keyword=…&status=C&days=60`. */
export const caseAddress = listQuery(initialCaseCriteria, {
  searchBy: choiceField(caseSearchByOptions.map((option) => option.id)),
  keyword: textField,
  status: choiceField(['O', 'C'] as const),
  days: choiceField([0, ...CASE_WINDOWS]),
});
export function caseCriteriaFromForm(values: SearchValues): CaseCriteria {
  const days = Number(values.dateRange);
  return {
    searchBy: numberOf(values.searchBy, caseSearchByOptions, 1),
    keyword: keywordOf(values),
    status: values.status === 'C' ? 'C' : 'O',
    days: (CASE_WINDOWS as readonly number[]).includes(days) ? days : 0,
  };
}
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export function caseQuery(criteria: CaseCriteria, start: number, size: number, today = new Date()) {
  const window = criteria.days
    ? {
        createdFrom: isoDay(new Date(today.getTime() - criteria.days * 86_400_000)),
        createdTo: isoDay(today),
      }
    : {};
  return {
    searchBy: criteria.searchBy,
    keyword: criteria.keyword,
    status: criteria.status,
    ...window,
    start,
    size,
  };
}

export interface RmaCriteria {
  searchBy: number;
  keyword: string;
}
export const initialRmaCriteria: RmaCriteria = { searchBy: 1, keyword: '' };
/** The RMA search's address: `?searchBy=…&keyword=…`. */
export const rmaAddress = listQuery(initialRmaCriteria, {
  searchBy: choiceField(RMA_SEARCH_BY.map((option) => option.id)),
  keyword: textField,
});
export function rmaCriteriaFromForm(values: SearchValues): RmaCriteria {
  return { searchBy: numberOf(values.searchBy, RMA_SEARCH_BY, 1), keyword: keywordOf(values) };
}
