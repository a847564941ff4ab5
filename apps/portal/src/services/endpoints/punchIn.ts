import { lazyEndpoints } from '../lazyEndpoint';

export const punchInEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.punchInEndpoints),
  {
    punchInLogin: 'session.login',
    punchInRegistration: 'user.punchinregistration',
    registerPunchOut: 'user.registerpunchout',
    punchOutTransfer: 'punchout.transfer',
    punchOutReturnWithoutItems: 'punchout.returnWithoutItems',
    punchOutTransferQuote: 'punchout.transferQuote',
  },
);
