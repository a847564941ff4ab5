import type { PageProps } from '../app/PageProps';
import { api } from '../services/api';
import { vendorSupportEndpoints } from '../services/endpoints';
import { t } from '../services/messages/vendorSupport';
import { RmaSearch } from './vendorSupport/RmaSearch';
import { useVendorSearch, withIds } from './vendorSupport/useVendorSearch';
import { VendorSearchPage } from './vendorSupport/VendorSearch';
import { initialRmaCriteria, rmaAddress } from './vendorSupport/vendorSearch';

/** /RMAs-search (002 §2, issue 20): the manufacturer's returns by RMA number, CCO ID or case number. */
export default function RmasSearchPage({ route }: PageProps) {
  const search = useVendorSearch(initialRmaCriteria, rmaAddress, (criteria, paging, signal) =>
    api
      .call(vendorSupportEndpoints.searchRmas, {
        query: { ...criteria, ...paging },
        signal,
        reportProblems: false,
      })
      .then((page) => withIds('rmaNumber', page)),
  );
  return (
    <VendorSearchPage title={route.title} intro={t('VendorSupport.Rmas.Intro')} search={search}>
      <RmaSearch list={search.list} />
    </VendorSearchPage>
  );
}
