/**
 * Document lists (quotes, requisitions, pricing requests, saved carts; next orders, invoices, shipments, blanket
 * POs, contracts, devices, work items): a page declares its criteria, its endpoint, its filters and its columns;
 * this folder does the rest the same way everywhere.
 *
 * ```tsx
 * const list = useDocumentList({
 *   initialCriteria,                              // what the search card starts with
 *   load: (criteria, paging, signal) =>           // paging: { start, size }
 *     api.call(orderEndpoints.list, { query: { ...filtersOf(criteria), ...paging }, signal }),
 *   pageSize: pageSizes.default,                  // optional; invoices take pageSizes.invoices
 * });
 * <ListPage title={route.title}>
 *   <ListSearch list={list} title={t('Orders.Search')} criteriaFromForm={(values) => …}>
 *     <Select name="status" … /> <DateRangeFilter label={t('Orders.DateRange')} />
 *   </ListSearch>
 *   <ListExportButton label={t('Orders.Export')} endpoint={orderEndpoints.export} options={{ query: … }} />
 *   <ListResults list={list} aria-label={t('Orders.Title')} columns={orderColumns} />
 * </ListPage>
 * ```
 *
 * - `useDocumentList` keeps the criteria and the page in the page's address when given a codec (`query:
 *   listQuery(initialCriteria, { field: textField | choiceField(ids) | idField | isoDateField | … })`, see
 *   `listQuery.ts`), else in the page's state: Search and Reset go to page 1, a page change or new criteria load
 *   again, late answers are dropped. Give the card's fields `list.cardCriteria` as their defaults (`defaultKeyword`,
 *   `defaultValue`, `defaultSelectedKey`): the card then opens with the address's search. `usePagedList` is the same without owning the
 *   criteria (one search card above several tabs: each tab pages on its own, back to page 1 on a new search).
 * - `ListResults` draws the loading, failed (the server's problem message), empty ('No records found.') and
 *   loaded states, the table and the pagination; extra DataTable props (sorting, row actions) pass through.
 *   Give it `emptyState={<ListEmpty filtered={isFiltered(list.criteria, initialCriteria)} title=… help=…
 *   action=… />}`: an empty list says what to do next, with a link only to a page the user may open
 *   (`useMayOpen`).
 * - A search the server refuses (400 with field errors) is said on the search card, not in the generic error
 *   modal: the list loads pass `reportProblems: false`; `ListSearch` puts the server's messages on the keyword,
 *   the `DateRangeFilter` and each `FilterSelect` (use it for a card's status select) with a summary above them,
 *   and `ListResults` leaves it to the card (`searchRefusal`), showing no rows under it (the last ones answered
 *   another search); a page's own totals of the list read `answerShown(list.result)` for the same reason.
 * - `BusinessUnitFilter` is the Business unit filter of the lists whose documents carry one (issue 18), over
 *   `listHierarchy`; `businessUnitOf` reads it (the server lists the unit's documents and those below it).
 * - `criteria.ts` reads search-card values (`keywordOf`, `dateRangeOf`, `choiceOf`) and has the status /
 *   date range / keyword criteria several lists share.
 */
export { ANY_UNIT, BusinessUnitFilter, businessUnitOf } from './BusinessUnitFilter';
export {
  ANY_DATE,
  choiceOf,
  dateRangeField,
  dateRangeOf,
  keywordOf,
  type StatusSearchCriteria,
  statusSearchAddress,
  statusSearchCriteria,
  statusSearchFilters,
} from './criteria';
export { DateRangeFilter, type DateRangeFilterProps, dateRangeOptions } from './DateRangeFilter';
export { isFiltered, ListEmpty, type ListEmptyProps } from './ListEmpty';
export { ListExportButton, type ListExportButtonProps } from './ListExportButton';
export { ListPage } from './ListPage';
export { ListResults, type ListResultsProps } from './ListResults';
export { ListSearch, type ListSearchProps } from './ListSearch';
export {
  choiceField,
  idField,
  integerField,
  isoDateField,
  type ListQueryCodec,
  listQuery,
  listSearchString,
  PAGE_PARAM,
  pageOf,
  type QueryField,
  textField,
} from './listQuery';
export {
  answerShown,
  FilterSelect,
  FilterTextField,
  SEARCH_FIELDS,
  type SearchCardFields,
  type SearchField,
  type SearchRefusal,
  searchRefusal,
  useSearchFieldError,
} from './searchRefusal';
export {
  type DocumentList,
  type ListAnswer,
  type LoadListPage,
  type PagedList,
  type PagedListOptions,
  type Paging,
  useDocumentList,
  usePagedList,
} from './useDocumentList';
