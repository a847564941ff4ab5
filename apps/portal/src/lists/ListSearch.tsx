import { SearchCard, type SearchCardProps, type SearchValues } from '@b2b-portal/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../services/messages/lists';
import { type SearchCardFields, SearchFieldErrors, searchRefusal } from './searchRefusal';
import type { DocumentList } from './useDocumentList';

export interface ListSearchProps<Criteria>
  extends Omit<SearchCardProps, 'onSearch' | 'onReset' | 'error' | 'keywordError' | 'refusals'> {
  /**
   * Where the criteria go: a `useDocumentList` (whose failed load the card reads), or any owner of criteria with
   * `search` and `reset`.
   */
  list: Pick<DocumentList<Criteria, unknown>, 'search' | 'reset'> &
    Partial<Pick<DocumentList<Criteria, unknown>, 'formVersion'>> & { result?: { error: unknown } };
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
 *
 * The card's fields start with the list's criteria (each page gives its fields `list.cardCriteria` as their defaults):
 * a list whose search lives in the address opens showing it. When the criteria change otherwise than by this card
 * (`list.formVersion`: Back, a link, Reset of a search the card opened with) the card is drawn anew with them; a
 * Reset that redraws it gives the focus to the new card's Reset.
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
  const frame = useRef<HTMLDivElement>(null);
  const focusAfterRedraw = useRef<string | null>(null);
  const version = list.formVersion ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the card was drawn anew for a new version.
  useLayoutEffect(() => {
    const focus = focusAfterRedraw.current;
    focusAfterRedraw.current = null;
    if (focus === null) return;
    frame.current?.querySelector<HTMLElement>(focus)?.focus();
  }, [version]);
  return (
    <SearchFieldErrors.Provider value={refusal?.fieldErrors ?? noErrors}>
      <div ref={frame} style={contents}>
        <SearchCard
          key={version}
          {...card}
          onSearch={(values) => list.search(criteriaFromForm(values))}
          onReset={() => {
            // A Reset that redraws the card removes the button pressed: the focus goes to the new card's Reset.
            const inCard = frame.current?.contains(document.activeElement) ?? false;
            focusAfterRedraw.current = inCard ? 'button[type="reset"]' : null;
            list.reset();
          }}
          error={refusal ? (refusal.message ?? t('List.SearchRefused')) : null}
          keywordError={refusal?.fieldErrors.keyword}
          refusals={refusals}
        />
      </div>
    </SearchFieldErrors.Provider>
  );
}

const noErrors = {};
/** The frame adds no box of its own: the card stays a child of the page's layout. */
const contents = { display: 'contents' } as const;
