import { SearchCard, type SearchCardProps, type SearchValues } from '@b2b-portal/ui';
import { useEffect, useState } from 'react';
import { t } from '../services/messages/lists';
import { type SearchCardFields, SearchFieldErrors, searchRefusal } from './searchRefusal';
import type { DocumentList } from './useDocumentList';

export interface ListSearchProps<Criteria>
  extends Omit<SearchCardProps, 'onSearch' | 'onReset' | 'error' | 'keywordError' | 'refusals'> {
  /**
   * Where the criteria go: a `useDocumentList` (whose failed load the card reads), or any owner of criteria with
   * `search` and `reset`.
   */
  list: Pick<DocumentList<Criteria, unknown>, 'search' | 'reset'> & { result?: { error: unknown } };
  /** Reads the card's values (the keyword and every named field) into criteria. */
  criteriaFromForm: (values: SearchValues) => Criteria;
  /** The failed load of the lists this card searches, when `list` is not a `useDocumentList` (saved carts). */
  error?: unknown;
  /** The endpoint's names of the card's fields beyond `keyword`, `status` and `dateRange` (see `SearchCardFields`). */
  fieldNames?: SearchCardFields;
}

/**
 * A list's search card: Search shows the first page of what the fields ask for; Reset goes back to the start. A
 * search the server refuses (400: a keyword over 200 characters…) is said on the card, as a refused form says it:
 * the server's message on each field it names (the keyword here, the card's `DateRangeFilter` and `FilterSelect`
 * through `SearchFieldErrors`), a summary above the fields, and the focus on the first field marked.
 */
export function ListSearch<Criteria>({
  list,
  criteriaFromForm,
  error,
  fieldNames,
  ...card
}: ListSearchProps<Criteria>) {
  const failure = error !== undefined ? error : list.result?.error;
  const refusal = searchRefusal(failure, fieldNames);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (searchRefusal(failure)) setRefusals((count) => count + 1);
  }, [failure]);
  return (
    <SearchFieldErrors.Provider value={refusal?.fieldErrors ?? noErrors}>
      <SearchCard
        {...card}
        onSearch={(values) => list.search(criteriaFromForm(values))}
        onReset={list.reset}
        error={refusal ? (refusal.message ?? t('List.SearchRefused')) : null}
        keywordError={refusal?.fieldErrors.keyword}
        refusals={refusals}
      />
    </SearchFieldErrors.Provider>
  );
}

const noErrors = {};
