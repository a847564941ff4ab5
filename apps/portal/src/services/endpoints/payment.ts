import { lazyEndpoints } from '../lazyEndpoint';

export const paymentEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.paymentEndpoints),
  {
    getConfiguration: 'creditCardPayment.getConfiguration',
    getProtectToken: 'creditCardPayment.getProtectToken',
    ping: 'accountsreceivable.ping',
    convertSessionToToken: 'creditcardpayment.convertSessionToToken',
    addPaymentInfoRequest: 'paymentinforequest.add',
    getPaymentInfoRequest: 'paymentinforequest.get',
    deletePaymentMethod: 'companyuser.deletePaymentMethod',
  },
);
