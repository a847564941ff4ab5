import type { PageProps } from '../app/PageProps';
import { ListPage, useDocumentList } from '../lists';
import { api } from '../services/api';
import { vendorSupportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/vendorSupport';
import { BugSearch } from './vendorSupport/BugSearch';
import { useVendorConnection } from './vendorSupport/useVendorConnection';
import { VendorSupportGate } from './vendorSupport/VendorSupportGate';
import { bugQuery, EMPTY_PAGE, initialBugCriteria } from './vendorSupport/vendorSearch';

/**
 * /bugs (002 §2, issue 20): the manufacturer's bugs by Product ID, Bug ID or keywords, or Product Series, narrowed
 * by modified range, severity, status and an affected or fixed release; read with the user's own manufacturer
 * access, which the page asks for first (the popup, 002 §4).
 */
export default function BugsPage({ route }: PageProps) {
  const connection = useVendorConnection();
  const list = useDocumentList({
    initialCriteria: initialBugCriteria,
    pageSize: 10,
    load: (criteria, { start, size }, signal) =>
      criteria.keyword
        ? api.call(vendorSupportEndpoints.searchBugs, {
            query: bugQuery(criteria, start, size),
            signal,
            reportProblems: false,
          })
        : Promise.resolve(EMPTY_PAGE),
  });
  return (
    <ListPage title={route.title}>
      <p>{t('VendorSupport.Bugs.Intro')}</p>
      <VendorSupportGate connection={connection} failure={list.result.error}>
        <BugSearch list={list} />
      </VendorSupportGate>
    </ListPage>
  );
}
