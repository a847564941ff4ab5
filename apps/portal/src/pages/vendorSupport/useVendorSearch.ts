import { VENDOR_SUPPORT_PAGE_SIZE } from '@b2b-portal/api';
import { type ListAnswer, type ListQueryCodec, type LoadListPage, useDocumentList } from '../../lists';
import { useVendorConnection } from './useVendorConnection';

const NOTHING = { data: [], totalRecords: 0 };

/**
 * A vendor search page's state: the user's manufacturer access and the list, which asks the manufacturer only once
 * a keyword was entered (nothing to search for: no rows, no call). The search lives in the page's address
 * (`address`), so Back from a record shows it again.
 */
export function useVendorSearch<Criteria extends { keyword: string }, Row>(
  initialCriteria: Criteria,
  address: ListQueryCodec<Criteria>,
  search: LoadListPage<Criteria, Row>,
) {
  const connection = useVendorConnection();
  const list = useDocumentList<Criteria, Row>({
    initialCriteria,
    query: address,
    pageSize: VENDOR_SUPPORT_PAGE_SIZE,
    load: (criteria, paging, signal) =>
      criteria.keyword ? search(criteria, paging, signal) : Promise.resolve(NOTHING as ListAnswer<Row>),
  });
  return { connection, list };
}

/** The table keys its rows by id: the manufacturer's number (`key`) is the record's. */
export function withIds<Key extends string, Row extends Record<Key, string>>(
  key: Key,
  page: { data: Row[]; totalRecords: number },
): ListAnswer<Row & { id: string }> {
  return { ...page, data: page.data.map((row) => ({ ...row, id: row[key] })) };
}
