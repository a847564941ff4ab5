import type { PageProps } from '../app/PageProps';
import { api } from '../services/api';
import { vendorSupportEndpoints } from '../services/endpoints';
import { SupportCaseDetails, supportCaseHeading, supportCaseName } from './vendorSupport/SupportCaseDetails';
import { VendorRecord } from './vendorSupport/VendorRecord';

/** /support-case-details?id= (002 §2, issue 20): one support case with its related bugs and RMAs. */
export default function SupportCaseDetailsPage({ route, query }: PageProps) {
  return (
    <VendorRecord
      title={route.title}
      id={typeof query.id === 'string' && query.id ? query.id : undefined}
      load={(id, signal) =>
        api.call(vendorSupportEndpoints.getSupportCase, { query: { id }, signal, reportProblems: false })
      }
      heading={supportCaseHeading}
      name={supportCaseName}
    >
      {(record) => <SupportCaseDetails record={record} />}
    </VendorRecord>
  );
}
