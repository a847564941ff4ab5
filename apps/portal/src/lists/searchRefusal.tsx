import { isApiError } from '@b2b-portal/api/client';
import { Select, type SelectProps, TextField, type TextFieldProps } from '@b2b-portal/ui';
import { createContext, useContext } from 'react';
import { type ProblemOnFields, problemOnFields } from '../services/problems';

/** The fields of the lists' search cards, as the list endpoints name their criteria. */
export const SEARCH_FIELDS = ['keyword', 'status', 'dateRange'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** A search the server refused: its field messages by search-card field, and what no field of the card can show. */
export type SearchRefusal = ProblemOnFields<SearchField | (string & {})>;

/**
 * A list load the server refused for its criteria (a 400 or 422 Problem, e.g. a keyword over the contract's 200
 * characters), as the search card shows it; null for any other outcome (the results say those). The list calls are
 * made with `reportProblems: false`, so such an answer is not the shell's generic error modal.
 */
export function searchRefusal(error: unknown, card: SearchCardFields = {}): SearchRefusal | null {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 422)) return null;
  const keywordName = card.keyword ?? 'keyword';
  const refusal = problemOnFields(error, [...SEARCH_FIELDS, keywordName, ...(card.fields ?? [])]);
  const fieldErrors: Record<string, string | undefined> = { ...refusal.fieldErrors };
  if (keywordName !== 'keyword') {
    fieldErrors.keyword = fieldErrors[keywordName];
    delete fieldErrors[keywordName];
  }
  return { ...refusal, fieldErrors: fieldErrors as SearchRefusal['fieldErrors'] };
}

/**
 * The answer a list's results and totals show: the last one loaded, except while its search card says the server
 * refused the search (`ListSearch`). That answer is of the search before, and its rows or totals under the card's
 * message would seem to answer the refused one. Any other failed load keeps the last answer, under the server's
 * message (`ListResults`).
 * @param cardSaysRefusal whether a search card says this list's refusals. @default true
 */
export function answerShown<T>(
  result: { data: T | undefined; error: unknown },
  cardSaysRefusal = true,
): T | undefined {
  return cardSaysRefusal && searchRefusal(result.error) !== null ? undefined : result.data;
}

/**
 * How the list's endpoint names the search card's fields, when not only `keyword`, `status` and `dateRange`: the
 * keyword field's own name (the orders' `number`, the warehouse's `order`) and the card's other fields (the
 * orders' `title`, `po`…, shown by `FilterTextField`), so a refusal is said on the field it is about.
 */
export interface SearchCardFields {
  keyword?: string;
  fields?: readonly string[];
}

/** The server's messages of the search card's fields, by field name (inside `ListSearch`). */
export const SearchFieldErrors = createContext<SearchRefusal['fieldErrors']>({});

/** The server's message of a search card's field, by its name (none outside `ListSearch`). */
export function useSearchFieldError(name: string): string | undefined {
  return useContext(SearchFieldErrors)[name as SearchField];
}

/** A search card's text field (the orders' title, PO…) that shows the server's message on it when a search was refused. */
export function FilterTextField(props: TextFieldProps & { name: string }) {
  const error = useSearchFieldError(props.name);
  return <TextField {...props} isInvalid={error !== undefined} errorMessage={error} />;
}

/** A search card's select (status…) that shows the server's message on it when a search was refused. */
export function FilterSelect(props: SelectProps & { name: string }) {
  const error = useSearchFieldError(props.name);
  return <Select {...props} isInvalid={error !== undefined} errorMessage={error} />;
}
