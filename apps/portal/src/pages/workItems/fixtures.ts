import type {
  InstallSite,
  WorkItemContract,
  WorkItemHistoryEntry,
  WorkItemItem,
  WorkItemPage,
  WorkItemProductPage,
  WorkItemSummary,
} from '@b2b-portal/api';

/** Data of the work item stories and page tests (issue 19). */
export const summary: WorkItemSummary = {
  id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9d01',
  number: 'WI-690002',
  type: 2,
  typeName: 'Site Transfer',
  status: 1,
  statusName: 'Pending Approval',
  requesterId: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9e01',
  requesterName: 'Casey Contracts',
  itemCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  submittedAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
};

export const summaries: WorkItemSummary[] = [
  summary,
  {
    ...summary,
    id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9d02',
    number: 'WI-690004',
    type: 4,
    typeName: 'CCO ID Contract Association',
    status: 0,
    statusName: 'Unsubmitted',
    itemCount: 2,
    submittedAt: null,
  },
  {
    ...summary,
    id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9d03',
    number: 'WI-690006',
    type: 6,
    typeName: 'Service Level Consolidation',
    status: 2,
    statusName: 'Completed',
    itemCount: 0,
  },
];

/** A request the service desk rejected, with its reason. */
export const rejectedSummary: WorkItemSummary = {
  ...summary,
  id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9d05',
  number: 'WI-700012',
  status: 4,
  statusName: 'Rejected',
  rejectionReason:
    'Not under an active maintenance contract: C9300-48P-A FOC2231X001 (coverage ended 2026-01-31).',
  updatedAt: '2026-11-20T12:01:00.000Z',
};

export const page = (data: WorkItemSummary[], totalRecords = data.length, start = 1): WorkItemPage => ({
  start,
  size: 10,
  totalRecords,
  records: data.length,
  sortBy: 0,
  data,
});

export const statuses = [
  { value: 5, name: 'All Open' },
  { value: 6, name: 'All Closed' },
  { value: 0, name: 'Unsubmitted' },
  { value: 1, name: 'Pending Approval' },
  { value: 3, name: 'Pending Presidio' },
  { value: 2, name: 'Completed' },
  { value: 4, name: 'Rejected' },
];

export const requesters = [
  { id: summary.requesterId, name: 'Casey Contracts' },
  { id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9e02', name: 'Jordan Fieldtech' },
];

export const sites: InstallSite[] = [
  {
    id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9f01',
    siteNumber: 'SITE-10021',
    name: 'Hartford Data Center',
    line1: '55 Constitution Plaza',
    line2: '',
    city: 'Hartford',
    state: 'CT',
    zipCode: '06103',
    countryCode: 'US',
  },
];

export const deviceItems: WorkItemItem[] = [
  {
    id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9a01',
    kind: 'device',
    deviceId: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9b01',
    contractId: null,
    partNumber: 'C9300-48P-A',
    serialNumber: 'FOC2231X001',
    description: 'Catalyst 9300 48-port PoE+, Network Advantage',
    contractNumber: 'CON-SNT-91827364',
    manufacturerName: 'Cisco',
    serviceLevel: 'SNT 8X5XNBD',
    siteName: 'Northwind Health HQ',
  },
  {
    id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9a02',
    kind: 'device',
    deviceId: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9b02',
    contractId: null,
    partNumber: 'N9K-C93180YC-FX',
    serialNumber: 'FDO2287X001',
    description: 'Nexus 93180YC-FX',
    contractNumber: 'CON-PSS-55120034',
    manufacturerName: 'Cisco',
    serviceLevel: 'PSUP 24X7X4',
    siteName: 'Hartford Data Center',
  },
];

export const contractItems: WorkItemItem[] = [
  {
    id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9a11',
    kind: 'contract',
    deviceId: null,
    contractId: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9c01',
    partNumber: '',
    serialNumber: '',
    description: 'Smart Net Total Care: campus switching',
    contractNumber: 'CON-SNT-91827364',
    manufacturerName: 'Cisco',
    serviceLevel: '',
    siteName: '',
  },
];

export const products: WorkItemProductPage = {
  start: 1,
  size: 10,
  totalRecords: 2,
  records: 2,
  sortBy: 0,
  data: [
    {
      id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9b03',
      partNumber: 'C9300-48P-A',
      serialNumber: 'FOC2245X003',
      description: 'Catalyst 9300 48-port PoE+',
      deviceType: 1,
      contractNumber: 'CON-SNT-91827364',
      serviceLevel: 'SNT 8X5XNBD',
      siteName: 'Providence Clinic',
    },
    {
      id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9b04',
      partNumber: 'ISR4451-X/K9',
      serialNumber: 'FOC2252X004',
      description: 'Cisco ISR 4451 Integrated Services Router',
      deviceType: 1,
      contractNumber: 'CON-SNT-91827364',
      serviceLevel: 'SNTP 24X7X4',
      siteName: 'Worcester Clinic',
    },
  ],
};

export const contracts: WorkItemContract[] = [
  {
    id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9c02',
    contractNumber: 'CON-PSS-55120034',
    contractType: 'Partner Support Service',
    dataSource: 1,
    manufacturerName: 'Cisco',
    endDate: '2027-06-30',
  },
];

export const history: WorkItemHistoryEntry[] = [
  {
    id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9d11',
    at: '2026-11-20T10:00:00.000Z',
    who: 'Casey Contracts',
    action: 'Created',
    text: 'Created',
    status: 0,
  },
  {
    id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9d12',
    at: '2026-11-20T12:00:00.000Z',
    who: 'Casey Contracts',
    action: 'StatusChanged',
    text: 'Status changed to Pending Approval',
    status: 1,
  },
  {
    id: '0b6f8f0e-5c1d-4f7a-9a52-1d1c4a5e9d13',
    at: '2026-11-21T09:00:00.000Z',
    who: 'Presidio service desk',
    action: 'StatusChanged',
    text: 'Status changed to Pending Presidio',
    status: 3,
  },
];
