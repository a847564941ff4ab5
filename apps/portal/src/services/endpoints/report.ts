import { lazyEndpoints } from '../lazyEndpoint';

export const reportEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.reportEndpoints),
  {
    listForPortalUser: 'report.listForPortalUser',
    listReportByLoggedInUser: 'report.listReportByLoggedInUser',
    listAllByUser: 'report.listAllByUser',
    getCustomReports: 'report.getCustomReports',
    reportData: 'report.reportdata',
    saveSearchFields: 'report.savereportsubscriptionsearchfields',
    run: 'report.run',
    getSasTokenByBlobName: 'report.getSasTokenByBlobName',
    file: 'report.file',
  },
);
