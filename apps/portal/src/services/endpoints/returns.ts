import { lazyEndpoints } from '../lazyEndpoint';

export const returnEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.returnEndpoints),
  {
    listOrderReturns: 'order.listReturns',
    createReturnRequest: 'order.createReturn',
  },
);
