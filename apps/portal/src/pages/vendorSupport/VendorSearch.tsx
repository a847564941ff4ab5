import type { DataTableColumn, SearchValues } from '@b2b-portal/ui';
import type { ReactNode } from 'react';
import { type DocumentList, FilterSelect, ListEmpty, ListPage, ListResults, ListSearch } from '../../lists';
import { t } from '../../services/messages/vendorSupport';
import type { VendorConnection } from './VendorSupportGate';
import { VendorSupportGate } from './VendorSupportGate';

export interface VendorSearchProps<Criteria extends VendorCriteria, Row extends object> {
  /** The page's list (`useVendorSearch`). */
  list: DocumentList<Criteria, Row>;
  /** Reads the card's values into the criteria. */
  criteriaFromForm: (values: SearchValues) => Criteria;
  /** The results table's name (e.g. 'Bugs found'). */
  label: string;
  columns: DataTableColumn<Row>[];
  /** What the keyword is (the look-up's Search by, first on the card). */
  searchBy: { options: { id: number; label: string }[] };
  /** Said above the card (the closed cases' 90-day rule). */
  notice?: ReactNode;
  /** The card's other filters. */
  children?: ReactNode;
}

/** What every vendor look-up is searched by: what the keyword is, and the keyword. */
interface VendorCriteria {
  searchBy: number;
  keyword: string;
}

/**
 * The search of a vendor support look-up (bugs, RMAs, support cases; issue 20): a card whose keyword is required
 * ('Search for') with the look-up's filters, the server's refusal said on it, and the records found once something
 * was searched for (nothing is asked of the manufacturer before).
 */
export function VendorSearch<Criteria extends VendorCriteria, Row extends object>({
  list,
  criteriaFromForm,
  label,
  columns,
  searchBy,
  notice,
  children,
}: VendorSearchProps<Criteria, Row>) {
  return (
    <>
      {notice}
      <ListSearch
        list={list}
        title={t('VendorSupport.Search')}
        isKeywordRequired
        labels={{ keyword: t('VendorSupport.SearchFor') }}
        defaultKeyword={list.cardCriteria.keyword}
        criteriaFromForm={criteriaFromForm}
      >
        <FilterSelect
          name="searchBy"
          label={t('VendorSupport.SearchBy')}
          options={searchBy.options}
          defaultSelectedKey={list.cardCriteria.searchBy}
        />
        {children}
      </ListSearch>
      {list.criteria.keyword ? (
        <ListResults
          list={list}
          aria-label={label}
          columns={columns}
          emptyState={<ListEmpty filtered title={t('VendorSupport.NoRecords')} help="" />}
        />
      ) : null}
    </>
  );
}

/** A vendor search page: its title and intro, then the search once the manufacturer access is there. */
export function VendorSearchPage({
  title,
  intro,
  search,
  children,
}: {
  title: string;
  intro: string;
  search: { connection: VendorConnection; list: { result: { error: unknown } } };
  children: ReactNode;
}) {
  return (
    <ListPage title={title}>
      <p>{intro}</p>
      <VendorSupportGate connection={search.connection} failure={search.list.result.error}>
        {children}
      </VendorSupportGate>
    </ListPage>
  );
}
