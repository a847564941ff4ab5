import { pageSizes } from '@b2b-portal/ui';
import { type DependencyList, useCallback, useState } from 'react';
import { type Resource, useResource } from '../app/useResource';

/** What a list needs of an answer: one page of rows and the count across all pages (the page container, 002 §3). */
export interface ListAnswer<Row> {
  data: readonly Row[];
  totalRecords: number;
  /** More than `totalRecords` match: the count stopped at the cap (issue 17: orders, advanced search). */
  totalCapped?: boolean;
}

/** The page to load, as the list endpoints take it: `start` is the page number from 1, `size` the rows per page. */
export interface Paging {
  start: number;
  size: number;
}

/** Loads one page of rows for the criteria; `signal` aborts when a newer load starts or the page goes away. */
export type LoadListPage<Criteria, Row> = (
  criteria: Criteria,
  paging: Paging,
  signal: AbortSignal,
) => Promise<ListAnswer<Row>>;

export interface PagedListOptions {
  /** Rows per page. @default 10 (`pageSizes.default`; invoices use `pageSizes.invoices`, 20) */
  pageSize?: number;
  /** Anything else `load` reads (e.g. which tab): a change reloads the current page. @default [] */
  deps?: DependencyList;
}

/** One paged list as its page shows it: the current page, a way to change it, and the loaded answer. */
export interface PagedList<Row> {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  goToPage: (page: number) => void;
  /** The answer of the current load; the previous answer stays in `data` while the next one loads. */
  result: Resource<ListAnswer<Row>> & { reload: () => void };
}

/** A paged list that owns its search criteria: what a list page with a search card uses. */
export interface DocumentList<Criteria, Row> extends PagedList<Row> {
  /** The criteria of the rows shown. */
  criteria: Criteria;
  /** Shows the first page of the rows matching `criteria` (a search with the same criteria loads again). */
  search: (criteria: Criteria) => void;
  /** Back to the initial criteria and the first page. */
  reset: () => void;
}

/**
 * Pages through the rows matching criteria someone else owns (one search card above several tabs): the page goes
 * back to 1 whenever `criteria` is a new object, and the rows load again when the criteria, the page or `deps`
 * change. Answers that arrive after a newer load started are dropped (see `useResource`).
 */
export function usePagedList<Criteria, Row>(
  criteria: Criteria,
  load: LoadListPage<Criteria, Row>,
  { pageSize = pageSizes.default, deps = [] }: PagedListOptions = {},
): PagedList<Row> {
  const [page, setPage] = useState(1);
  const [pagedCriteria, setPagedCriteria] = useState(criteria);
  if (pagedCriteria !== criteria) {
    setPagedCriteria(criteria);
    setPage(1);
  }
  const result = useResource(
    (signal) => load(criteria, { start: page, size: pageSize }, signal),
    [criteria, page, pageSize, ...deps],
  );
  return { page, pageSize, goToPage: setPage, result };
}

/**
 * A list page's search state and rows: starts at `initialCriteria` and page 1; `search` and `reset` come from its
 * search card, `goToPage` from its pagination. The criteria live in the page's state: leaving the page forgets them.
 */
export function useDocumentList<Criteria, Row>({
  initialCriteria,
  load,
  ...options
}: PagedListOptions & {
  initialCriteria: Criteria;
  load: LoadListPage<Criteria, Row>;
}): DocumentList<Criteria, Row> {
  const [criteria, setCriteria] = useState(initialCriteria);
  const list = usePagedList(criteria, load, options);
  const { goToPage } = list;
  const search = useCallback(
    (next: Criteria) => {
      setCriteria(next);
      goToPage(1);
    },
    [goToPage],
  );
  // The initial criteria object may already be the one shown: going to page 1 must not depend on it changing.
  const reset = useCallback(() => search(initialCriteria), [search, initialCriteria]);
  return { ...list, criteria, search, reset };
}
