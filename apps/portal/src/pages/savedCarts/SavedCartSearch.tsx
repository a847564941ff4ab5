import { DateRangeLists } from '@b2b-portal/api';
import { ANY_DATE, DateRangeFilter, dateRangeOf, keywordOf, ListSearch } from '../../lists';
import { t } from '../../services/messages/shop';

/** What the saved-cart lists are searched by: part of the title or number, and a created-date range id. */
export interface SavedCartCriteria {
  keyword: string;
  /** A DateRange id of the saved-cart list (001 §9); 0 is Any Date. */
  dateRange: number;
}

export const initialCriteria: SavedCartCriteria = { keyword: '', dateRange: ANY_DATE };

/** The search card of the saved-cart and shared-cart lists: keyword and created-date range (Any Date first). */
export function SavedCartSearch({
  title,
  onSearch,
  error,
}: {
  title: string;
  onSearch: (criteria: SavedCartCriteria) => void;
  /** The failed load of the list searched (`SavedCartResults`' `onLoadError`): a refused search is said here. */
  error?: unknown;
}) {
  return (
    <ListSearch
      title={title}
      error={error}
      list={{ search: onSearch, reset: () => onSearch(initialCriteria) }}
      criteriaFromForm={(values) => ({
        keyword: keywordOf(values),
        dateRange: dateRangeOf(values.dateRange),
      })}
    >
      <DateRangeFilter label={t('SavedCarts.DateRange')} ranges={DateRangeLists.SavedCart} />
    </ListSearch>
  );
}
