import { lazyEndpoints } from '../lazyEndpoint';

export const blanketOrderEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.blanketOrderEndpoints),
  {
    listBlanketOrders: 'blanketOrder.list',
    getBlanketOrder: 'blanketOrder.get',
    getActiveBlanketOrders: 'order.getActiveBlanketOrders',
  },
);
