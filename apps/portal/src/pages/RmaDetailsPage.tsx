import type { PageProps } from '../app/PageProps';
import { api } from '../services/api';
import { vendorSupportEndpoints } from '../services/endpoints';
import { RmaDetails, rmaHeading, rmaName } from './vendorSupport/RmaDetails';
import { VendorRecord } from './vendorSupport/VendorRecord';

/** /RMA-details?id= (002 §2, issue 20): one return with its ship-to and its lines, serials and tracking. */
export default function RmaDetailsPage({ route, query }: PageProps) {
  return (
    <VendorRecord
      title={route.title}
      id={typeof query.id === 'string' && query.id ? query.id : undefined}
      load={(id, signal) =>
        api.call(vendorSupportEndpoints.getRma, { query: { id }, signal, reportProblems: false })
      }
      heading={rmaHeading}
      name={rmaName}
    >
      {(rma) => <RmaDetails rma={rma} />}
    </VendorRecord>
  );
}
