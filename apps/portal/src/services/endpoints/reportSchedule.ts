import { lazyEndpoints } from '../lazyEndpoint';

export const reportScheduleEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.reportScheduleEndpoints),
  {
    saveSchedule: 'report.saveschedule',
    deleteSubscription: 'report.deletesubscription',
  },
);
