import type { PageProps } from '../app/PageProps';
import { api } from '../services/api';
import { vendorSupportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/vendorSupport';
import { BugSearch } from './vendorSupport/BugSearch';
import { useVendorSearch } from './vendorSupport/useVendorSearch';
import { VendorSearchPage } from './vendorSupport/VendorSearch';
import { bugAddress, bugQuery, initialBugCriteria } from './vendorSupport/vendorSearch';

/**
 * /bugs (002 §2, issue 20): the manufacturer's bugs by Product ID, Bug ID or keywords, or Product Series, narrowed
 * by modified range, severity, status and an affected or fixed release; read with the user's own manufacturer
 * access, which the page asks for first (the popup, 002 §4).
 */
export default function BugsPage({ route }: PageProps) {
  const search = useVendorSearch(initialBugCriteria, bugAddress, (criteria, { start, size }, signal) =>
    api.call(vendorSupportEndpoints.searchBugs, {
      query: bugQuery(criteria, start, size),
      signal,
      reportProblems: false,
    }),
  );
  return (
    <VendorSearchPage title={route.title} intro={t('VendorSupport.Bugs.Intro')} search={search}>
      <BugSearch list={search.list} />
    </VendorSearchPage>
  );
}
