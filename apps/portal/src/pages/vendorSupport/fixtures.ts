import type { BugDetail, RmaDetail, SupportCaseDetail } from '@b2b-portal/api';
import { ApiError } from '@b2b-portal/api/client';
import type { DocumentList } from '../../lists';
import type { VendorConnection } from './VendorSupportGate';

/** Sandbox-like records for the vendor support stories. */
export const bug: BugDetail = {
  id: 'CSCwa10000',
  headline: 'Memory leak in Catalyst 9300 Series Switches process after repeated SNMP polling',
  severity: 2,
  severityName: 'Severe',
  status: 'O',
  statusName: 'Open',
  productId: 'C9300-48P',
  productSeries: 'Cisco Catalyst 9300 Series Switches',
  lastModifiedDate: '2026-11-20',
  affectedReleases: ['17.6.5', '17.9.3'],
  fixedReleases: [],
  supportCaseCount: 3,
  description: 'Symptom: memory of the SNMP process grows.\nConditions: polled every 30 seconds.',
  workaround: 'Poll less often or restart the process.',
};

export const rma: RmaDetail = {
  rmaNumber: '88000031',
  status: 'Closed',
  caseNumber: '694000017',
  ccoId: 'northwind-netops',
  createdDate: '2026-11-10',
  shipToName: 'Northwind Traders network team',
  shipToAddress: '2000 Market Street, Seattle, WA 98101',
  serviceLevel: '24x7x4',
  lineCount: 1,
  lines: [
    {
      productId: 'C9300-48P',
      description: 'Catalyst 9300 Series Switches replacement unit',
      quantity: 1,
      serialNumber: 'FOC292001R1',
      carrier: 'UPS',
      trackingNumber: '1Z999AA110007919',
      shippedDate: '2026-11-12',
    },
  ],
};

export const supportCase: SupportCaseDetail = {
  caseNumber: '694000017',
  title: 'BGP neighbour flapping on WAN router',
  status: 'C',
  statusName: 'Closed',
  severity: 1,
  contractNumber: '93856187',
  ccoId: 'northwind-netops',
  productId: 'C9800-40-K9',
  serialNumber: 'FOC271007B1',
  createdDate: '2026-11-17',
  updatedDate: '2026-11-19',
  closedDate: '2026-11-19',
  description: 'C9800-40-K9 (FOC271007B1): reported by Northwind Traders network team.',
  contactName: 'Casey Contracts',
  bugIds: ['CSCwa10000'],
  rmaNumbers: ['88000031'],
};

/** A list as `useDocumentList` gives it, showing `rows` (or `error`) for `criteria`. */
export function listOf<Criteria, Row>(
  criteria: Criteria,
  rows: Row[] | undefined,
  error?: unknown,
  totalRecords = rows?.length ?? 0,
): DocumentList<Criteria, Row> {
  const data = rows ? { data: rows, totalRecords } : undefined;
  return {
    criteria,
    page: 1,
    pageSize: 10,
    goToPage: () => {},
    search: () => {},
    reset: () => {},
    formVersion: 0,
    cardCriteria: criteria,
    result:
      error !== undefined
        ? { status: 'failed', data, error, reload: () => {} }
        : data
          ? { status: 'ready', data, error: null, reload: () => {} }
          : { status: 'loading', data: undefined, error: null, reload: () => {} },
  };
}

/** A Problem answer of the server, as the client throws it. */
export const problem = (status: number, code: string, message: string, path?: string) =>
  new ApiError({
    status,
    endpointId: 'vendor.lookup',
    body: { code, message, traceId: 'story', errors: path ? [{ path, message }] : [] },
  });

export const connected: VendorConnection = {
  state: { status: 'connected' },
  connect: () => {},
  lost: () => {},
};
