import { DateRangeLists, Enumerations, enumerationName } from '@b2b-portal/api';
import { SearchCard, Select } from '@b2b-portal/ui';
import { t } from '../../services/messages';

/** What the saved-cart lists are searched by: part of the title or number, and a created-date range id. */
export interface SavedCartCriteria {
  keyword: string;
  /** A DateRange id of the saved-cart list (001 §9); 0 is Any Date. */
  dateRange: number;
}

export const anyDate = Enumerations.DateRange.AnyDate.value;
export const initialCriteria: SavedCartCriteria = { keyword: '', dateRange: anyDate };

/** The saved-cart date-range presets, in the list's order. */
const dateRangeOptions = DateRangeLists.SavedCart.map((id) => ({
  id,
  label: enumerationName('DateRange', id) ?? String(id),
}));

/** The search card of the saved-cart and shared-cart lists: keyword and created-date range (Any Date first). */
export function SavedCartSearch({
  title,
  onSearch,
}: {
  title: string;
  onSearch: (criteria: SavedCartCriteria) => void;
}) {
  return (
    <SearchCard
      title={title}
      onSearch={(values) => {
        const dateRange = Number(values.dateRange);
        onSearch({
          keyword: (values.keyword ?? '').trim(),
          dateRange: Number.isInteger(dateRange) ? dateRange : anyDate,
        });
      }}
      onReset={() => onSearch(initialCriteria)}
    >
      <Select
        name="dateRange"
        label={t('SavedCarts.DateRange')}
        options={dateRangeOptions}
        defaultSelectedKey={anyDate}
      />
    </SearchCard>
  );
}
