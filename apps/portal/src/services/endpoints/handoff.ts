import { lazyEndpoints } from '../lazyEndpoint';

export const handoffEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.handoffEndpoints),
  {
    handoffCode: 'user.handoff',
    handoffExchange: 'user.handoffExchange',
  },
);
