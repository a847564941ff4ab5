import { pageSizes } from '@b2b-portal/ui';
import { type DependencyList, useCallback, useEffect, useState } from 'react';
import { type Resource, useResource } from '../app/useResource';
import { type ListQueryCodec, listSearchString } from './listQuery';
import { useListLocation } from './useListLocation';

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
  /**
   * Changes when the criteria change otherwise than by the search card itself (Back or a link to other criteria
   * while the page is open, Reset of criteria the card opened with): `ListSearch` then draws the card anew, its
   * fields showing `criteria`.
   */
  formVersion: number;
  /**
   * The criteria the search card was drawn with: the defaults of its fields (what they show when drawn, and what a
   * form's Reset restores before the card is drawn anew with the initial criteria). The initial criteria, unless
   * the page opened with a search in its address or one came later by Back or a link.
   */
  cardCriteria: Criteria;
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
  const result = usePageRows(criteria, page, load, pageSize, deps);
  return { page, pageSize, goToPage: setPage, result };
}

function usePageRows<Criteria, Row>(
  criteria: Criteria,
  page: number,
  load: LoadListPage<Criteria, Row>,
  pageSize: number,
  deps: DependencyList,
) {
  return useResource(
    (signal) => load(criteria, { start: page, size: pageSize }, signal),
    [criteria, page, pageSize, ...deps],
  );
}

/**
 * A list page's search state and rows: `search` and `reset` come from its search card, `goToPage` from its
 * pagination; a load's late answer is dropped. With a `query` codec (`listQuery`) the criteria and the page live
 * in the page's address: the list opens with what the address asks for (Back from a document, a reload, a copied
 * link), and each search or page change replaces the address (one history entry per visit, so Back leaves the
 * list). Without one they live in the page's state and leaving the page forgets them. A page past the last (an old
 * link, fewer rows since) shows the last page.
 */
export function useDocumentList<Criteria, Row>({
  initialCriteria,
  load,
  query,
  ...options
}: PagedListOptions & {
  initialCriteria: Criteria;
  load: LoadListPage<Criteria, Row>;
  /** How the criteria are written in the address; without it they are not. */
  query?: ListQueryCodec<Criteria>;
}): DocumentList<Criteria, Row> {
  const { pageSize = pageSizes.default, deps = [] } = options;
  const { criteria, page, show, formVersion, cardCriteria, redraw } = useListLocation(initialCriteria, query);
  const result = usePageRows(criteria, page, load, pageSize, deps);
  const { reload } = result;
  // With a codec the criteria are read from the address: the same search keeps the same object, so it asks again.
  const search = useCallback(
    (next: Criteria) => {
      if (query && listSearchString(query, next, 1) === listSearchString(query, criteria, page)) reload();
      else show(next, 1);
    },
    [query, criteria, page, reload, show],
  );
  const goToPage = useCallback((next: number) => show(criteria, next), [show, criteria]);
  const reset = useCallback(() => {
    redraw(initialCriteria);
    search(initialCriteria);
  }, [search, redraw, initialCriteria]);
  const { data: answer, status } = result;
  useEffect(() => {
    if (
      status !== 'ready' ||
      !answer ||
      answer.data.length > 0 ||
      answer.totalCapped ||
      answer.totalRecords === 0
    )
      return;
    const last = Math.ceil(answer.totalRecords / pageSize);
    if (page > last) show(criteria, last);
  }, [status, answer, page, pageSize, criteria, show]);
  return { page, pageSize, goToPage, result, criteria, search, reset, formVersion, cardCriteria };
}
