import type { PageProps } from '../app/PageProps';
import { api } from '../services/api';
import { vendorSupportEndpoints } from '../services/endpoints';
import { BugDetails, bugHeading, bugName } from './vendorSupport/BugDetails';
import { VendorRecord } from './vendorSupport/VendorRecord';

/** /bug?id= (002 §2, issue 20): one of the manufacturer's bugs with its releases, description and workaround. */
export default function BugPage({ route, query }: PageProps) {
  return (
    <VendorRecord
      title={route.title}
      id={typeof query.id === 'string' && query.id ? query.id : undefined}
      load={(id, signal) =>
        api.call(vendorSupportEndpoints.getBug, { query: { id }, signal, reportProblems: false })
      }
      heading={bugHeading}
      name={bugName}
    >
      {(bug) => <BugDetails bug={bug} />}
    </VendorRecord>
  );
}
