import type { PageProps } from '../app/PageProps';
import { ListPage, useDocumentList } from '../lists';
import { api } from '../services/api';
import { vendorSupportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/vendorSupport';
import { SupportCaseSearch } from './vendorSupport/SupportCaseSearch';
import { useVendorConnection } from './vendorSupport/useVendorConnection';
import { VendorSupportGate } from './vendorSupport/VendorSupportGate';
import { caseQuery, EMPTY_PAGE, initialCaseCriteria } from './vendorSupport/vendorSearch';

/**
 * /support-case-search (002 §2, issue 20): the manufacturer's support cases by case number, contract number or
 * CCO ID, open or closed, created within a window; closed cases only within 90 days (002 §9), which the server
 * refuses otherwise in the documents' words, shown on the card.
 */
export default function SupportCaseSearchPage({ route }: PageProps) {
  const connection = useVendorConnection();
  const list = useDocumentList({
    initialCriteria: initialCaseCriteria,
    pageSize: 10,
    load: (criteria, { start, size }, signal) =>
      criteria.keyword
        ? api
            .call(vendorSupportEndpoints.searchSupportCases, {
              query: caseQuery(criteria, start, size),
              signal,
              reportProblems: false,
            })
            // The table keys its rows by id: the manufacturer's number is the record's.
            .then((page) => ({ ...page, data: page.data.map((row) => ({ ...row, id: row.caseNumber })) }))
        : Promise.resolve(EMPTY_PAGE),
  });
  return (
    <ListPage title={route.title}>
      <p>{t('VendorSupport.Cases.Intro')}</p>
      <VendorSupportGate connection={connection} failure={list.result.error}>
        <SupportCaseSearch list={list} />
      </VendorSupportGate>
    </ListPage>
  );
}
