import type { PageProps } from '../app/PageProps';
import { api } from '../services/api';
import { vendorSupportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/vendorSupport';
import { SupportCaseSearch } from './vendorSupport/SupportCaseSearch';
import { useVendorSearch, withIds } from './vendorSupport/useVendorSearch';
import { VendorSearchPage } from './vendorSupport/VendorSearch';
import { caseAddress, caseQuery, initialCaseCriteria } from './vendorSupport/vendorSearch';

/**
 * /support-case-search (002 §2, issue 20): the manufacturer's support cases by case number, contract number or
 * CCO ID, open or closed, created within a window; closed cases only within 90 days (002 §9), which the server
 * refuses otherwise in the documents' words, shown on the card.
 */
export default function SupportCaseSearchPage({ route }: PageProps) {
  const search = useVendorSearch(initialCaseCriteria, caseAddress, (criteria, { start, size }, signal) =>
    api
      .call(vendorSupportEndpoints.searchSupportCases, {
        query: caseQuery(criteria, start, size),
        signal,
        reportProblems: false,
      })
      .then((page) => withIds('caseNumber', page)),
  );
  return (
    <VendorSearchPage title={route.title} intro={t('VendorSupport.Cases.Intro')} search={search}>
      <SupportCaseSearch list={search.list} />
    </VendorSearchPage>
  );
}
