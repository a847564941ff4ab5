import { lazyEndpoints } from '../lazyEndpoint';

export const quickOrderEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.quickOrderEndpoints),
  {
    resolveQuickOrder: 'quickOrder.resolve',
    resolveQuickOrderFile: 'quickOrder.resolveFile',
    addQuickOrderItems: 'quickOrder.addItems',
    reorder: 'order.reorder',
  },
);
