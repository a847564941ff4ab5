import { lazyEndpoints } from '../lazyEndpoint';

export const cloudReportEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.cloudReportEndpoints),
  {
    getPrismReports: 'report.getPrismReports',
    getEDPReports: 'report.getEDPReports',
    getPowerBIReportEmbedURL: 'report.getPowerBIReportEmbedURL',
    getEmbeddedReport: 'report.getEmbeddedReport',
  },
);
