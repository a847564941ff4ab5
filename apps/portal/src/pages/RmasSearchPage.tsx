import type { PageProps } from '../app/PageProps';
import { ListPage, useDocumentList } from '../lists';
import { api } from '../services/api';
import { vendorSupportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/vendorSupport';
import { RmaSearch } from './vendorSupport/RmaSearch';
import { useVendorConnection } from './vendorSupport/useVendorConnection';
import { VendorSupportGate } from './vendorSupport/VendorSupportGate';
import { EMPTY_PAGE, initialRmaCriteria } from './vendorSupport/vendorSearch';

/** /RMAs-search (002 §2, issue 20): the manufacturer's returns by RMA number, CCO ID or case number. */
export default function RmasSearchPage({ route }: PageProps) {
  const connection = useVendorConnection();
  const list = useDocumentList({
    initialCriteria: initialRmaCriteria,
    pageSize: 10,
    load: (criteria, { start, size }, signal) =>
      criteria.keyword
        ? api
            .call(vendorSupportEndpoints.searchRmas, {
              query: { ...criteria, start, size },
              signal,
              reportProblems: false,
            })
            // The table keys its rows by id: the manufacturer's number is the record's.
            .then((page) => ({ ...page, data: page.data.map((row) => ({ ...row, id: row.rmaNumber })) }))
        : Promise.resolve(EMPTY_PAGE),
  });
  return (
    <ListPage title={route.title}>
      <p>{t('VendorSupport.Rmas.Intro')}</p>
      <VendorSupportGate connection={connection} failure={list.result.error}>
        <RmaSearch list={list} />
      </VendorSupportGate>
    </ListPage>
  );
}
