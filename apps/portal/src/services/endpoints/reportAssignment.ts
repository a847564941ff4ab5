import { lazyEndpoints } from '../lazyEndpoint';

export const reportAssignmentEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.reportAssignmentEndpoints),
  {
    listassignedusers: 'report.listassignedusers',
    listunassignedusers: 'report.listunassignedusers',
    assignusers: 'report.assignusers',
    unassignusers: 'report.unassignusers',
    deleteUser: 'report.deleteUser',
    listUserReportAssignments: 'report.listUserReportAssignments',
  },
);
